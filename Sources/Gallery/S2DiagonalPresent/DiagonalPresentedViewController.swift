// S2 "Diagonal present/dismiss". Seed: 000_332a85bcab05ebd8.txt, figure 10-5 (the presented screen of
// the diagonal transition; the seed shows no code for it).
import Foundation
import UIKit

/// The presented screen of S2: a teal card with a "dismiss" button that dismisses itself.
@MainActor
final class DiagonalPresentedViewController: UIViewController {
    /// The "dismiss" button.
    private(set) var button: UIButton!
    private let caption = SceneCaptionView(
        title: "Presented (.custom)",
        body:
            "Tap dismiss: this view moves back to the lower-right corner. The listing sizes its end frame from the nil \"to\" view, so it shrinks to nothing on the way.",
        color: .white)

    override init() {
        super.init()
        title = "Diagonal"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        // Looks only: the animator grows this view from 0 × 0 and shrinks it back, so clip the
        // content to the card instead of letting it hang outside.
        view.clipsToBounds = true
        view.addSubview(caption)
        let button = UIButton(type: .custom)
        button.addTarget(self, action: DiagonalPresentedViewController.dismissTapped, for: .touchUpInside)
        button.setTitle("dismiss", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        view.addSubview(button)
        self.button = button
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.setNeedsLayout()  // the safe area is known once the view is in the window
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // The dismissal sets the model frame to 0 × 0 at once (the animation only shows the way
        // there); keep the full-size layout rather than squeezing the text into nothing.
        guard !view.bounds.isEmpty else { return }
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func dismissTapped() {
        dismiss(animated: true, completion: nil)
    }
}
