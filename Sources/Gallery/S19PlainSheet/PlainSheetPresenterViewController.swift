// S19 "Plain sheet". Not from a seed — the iOS 13+ default the seeds predate (docs/scenes.md):
// `present(_:animated:)` with nothing else set is a sheet on iOS 18 (R130, R133). The screen logs
// its appearance calls; the log shows the ones a sheet does not send.
import Foundation
import UIKit

/// The screen behind the sheet: presents a plain controller, listens as its presentation
/// controller's delegate, and logs every appearance call it gets.
@MainActor
final class PlainSheetPresenterViewController: UIViewController, UIAdaptivePresentationControllerDelegate {
    /// The log both screens show.
    let log = SheetLifecycleLog()
    /// Presents the sheet.
    let presentButton = UIButton(type: .custom)
    /// The log on this screen.
    let panel = TransitionLogPanel()
    /// How many appearance calls this screen got since it last presented (0: the sheet kept it).
    private var callsSincePresenting = 0
    private let caption = SceneCaptionView(
        title: "Plain sheet",
        body:
            "present(vc, animated: true) and nothing else: on iOS 18 a card sheet. This screen stays, is pushed back, and hears no appearance calls. Swipe the card down to dismiss it.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Presenter"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0xDCE8F5)
        view.addSubview(caption)
        presentButton.setTitle("Present", for: .normal)
        presentButton.setTitleColor(.white, for: .normal)
        presentButton.applyDemoStyle()
        presentButton.backgroundColor = .systemBlue
        presentButton.addTarget(self, action: PlainSheetPresenterViewController.presentSheet, for: .touchUpInside)
        view.addSubview(presentButton)
        view.addSubview(panel)
        log.attach(panel)
        panel.status = "Lifecycle"
        caption.pin(toTopOf: view)
        presentButton.pinCentered(in: view, below: caption.bottomAnchor, spacing: 25)
        panel.pin(in: view, below: presentButton.bottomAnchor, spacing: 24)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    private func record(_ call: String) {
        callsSincePresenting += 1
        log.append("Presenter.\(call)")
    }

    /// Presents a plain controller with the default style, as most iOS code does.
    func presentSheet(_ sender: UIButton) {
        let sheet = PlainSheetViewController(log: log)
        // The iOS 13 idiom: listen for the user's swipe (the style is already .automatic).
        sheet.presentationController?.delegate = self
        callsSincePresenting = 0
        present(sheet, animated: true) { [weak self] in self?.noteMissingCalls("Disappear") }
    }

    /// Writes the calls a full-screen presentation would have made and the sheet did not
    /// (`direction`: "Appear" or "Disappear").
    func noteMissingCalls(_ direction: String) {
        if callsSincePresenting == 0 { log.append("  no Presenter.viewWill\(direction)/Did\(direction)") }
        callsSincePresenting = 0
    }

    // MARK: UIAdaptivePresentationControllerDelegate

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate: presentationControllerWillDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        log.append("delegate: presentationControllerDidDismiss")
        noteMissingCalls("Appear")
    }
}
