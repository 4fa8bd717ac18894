// S19 "Plain sheet". Not from a seed: the presented screen, a plain controller that logs its
// appearance calls and shows the shared log.
import Foundation
import UIKit

/// The card: logs its appearance calls, shows the log, and dismisses itself from a button (a swipe
/// down does it too, R138).
@MainActor
final class PlainSheetViewController: UIViewController {
    let log: SheetLifecycleLog
    /// Dismisses the sheet programmatically (the adaptive delegate hears nothing then).
    let dismissButton = UIButton(type: .custom)
    /// The log on the card.
    let panel = TransitionLogPanel()
    private let caption = SceneCaptionView(
        title: "The sheet",
        body:
            "Its calls and the presenter's are logged below. Swipe down, or tap Dismiss (the delegate hears only a swipe).",
        color: .black)

    init(log: SheetLifecycleLog) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        title = "Sheet"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        log.append("Sheet.viewDidLoad")
        view.backgroundColor = .white
        view.addSubview(caption)
        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.setTitleColor(.white, for: .normal)
        dismissButton.applyDemoStyle()
        dismissButton.backgroundColor = .systemGray
        dismissButton.addTarget(self, action: PlainSheetViewController.dismissSheet, for: .touchUpInside)
        view.addSubview(dismissButton)
        view.addSubview(panel)
        log.attach(panel)
        panel.status = "Lifecycle"
        caption.pin(toTopOf: view)
        dismissButton.pinCentered(in: view, below: caption.bottomAnchor, spacing: 25)
        panel.pin(in: view, below: dismissButton.bottomAnchor, spacing: 24)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("Sheet.viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("Sheet.viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("Sheet.viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("Sheet.viewDidDisappear")
    }

    /// `dismiss(animated:)`: no adaptive delegate calls, only the completion.
    func dismissSheet(_ sender: UIButton) {
        let presenter = presentingViewController as? PlainSheetPresenterViewController
        dismiss(animated: true) { presenter?.noteMissingCalls("Appear") }
    }
}
