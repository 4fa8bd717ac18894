// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 3.2 — the modal screen
// the reusable slide animator presents (up from the bottom) and dismisses (down). The caption and
// the button's plate are looks only.
import Foundation
import UIKit

/// The presented screen with "Dismiss".
@MainActor
final class SlideModalViewController: UIViewController {
    /// The "Dismiss" button.
    private(set) var dismissButton: UIButton!
    private let caption = SceneCaptionView(
        title: "Modal",
        body:
            "Presented .custom by the same slide animator, vertically. Dismiss slides it down; the screen behind never left its place.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Modal"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.addSubview(caption)
        dismissButton = UIButton(type: .custom)
        dismissButton.setTitle("Dismiss", for: .normal)
        dismissButton.setTitleColor(.black, for: .normal)
        dismissButton.applyDemoStyle()
        dismissButton.addTarget(self, action: SlideModalViewController.dismissTapped, for: .touchUpInside)
        view.addSubview(dismissButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        dismissButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func dismissTapped() {
        dismiss(animated: true)
    }
}
