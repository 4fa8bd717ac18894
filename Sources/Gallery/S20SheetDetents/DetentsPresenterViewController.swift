// S20 "Sheet detents". Not from a seed: UISheetPresentationController (iOS 15+) as a map-style
// screen uses it — a medium sheet with a grabber that leaves the screen behind it live (R140).
import Foundation
import UIKit

/// The screen behind the sheet: a counter button that stays tappable while the sheet rests at its
/// undimmed medium detent.
@MainActor
final class DetentsPresenterViewController: UIViewController {
    /// Counts taps (reachable through the undimmed sheet).
    let counterButton = UIButton(type: .custom)
    /// Presents the sheet.
    let presentButton = UIButton(type: .custom)
    private(set) var taps = 0
    private let caption = SceneCaptionView(
        title: "Sheet detents",
        body: "Medium and large, a grabber, and medium undimmed: this screen stays live under the sheet.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Map"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(rgb: 0xE3F1DF)
        view.addSubview(caption)
        counterButton.setTitle("Tapped 0 times", for: .normal)
        counterButton.setTitleColor(.white, for: .normal)
        counterButton.applyDemoStyle()
        counterButton.bounds.size.width = 220
        counterButton.backgroundColor = .systemGreen
        counterButton.addTarget(self, action: DetentsPresenterViewController.count, for: .touchUpInside)
        view.addSubview(counterButton)
        presentButton.setTitle("Show sheet", for: .normal)
        presentButton.setTitleColor(.white, for: .normal)
        presentButton.applyDemoStyle()
        presentButton.backgroundColor = .systemBlue
        presentButton.addTarget(self, action: DetentsPresenterViewController.showSheet, for: .touchUpInside)
        view.addSubview(presentButton)
        caption.pin(toTopOf: view)
        counterButton.pinCentered(in: view, below: caption.bottomAnchor, spacing: 20)
        presentButton.pinCentered(in: view, below: counterButton.bottomAnchor, spacing: 20)
    }

    func count(_ sender: UIButton) {
        taps += 1
        counterButton.setTitle("Tapped \(taps) time\(taps == 1 ? "" : "s")", for: .normal)
    }

    /// Presents the sheet at its medium detent, configured before presenting, as iOS code does.
    func showSheet(_ sender: UIButton) {
        let content = DetentsSheetViewController()
        if let sheet = content.sheetPresentationController {
            sheet.detents = [.medium(), .large()]
            sheet.prefersGrabberVisible = true
            sheet.largestUndimmedDetentIdentifier = .medium
            sheet.delegate = content
        }
        present(content, animated: true)
    }
}
