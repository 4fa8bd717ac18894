// S2 "Diagonal present/dismiss". Seed 000 (docs/scenes.md), figure 10-5 (the presented screen of
// the diagonal transition; the seed shows no code for it).
import Foundation
import UIKit

/// The presented screen of S2: a teal card with a "dismiss" button that dismisses itself.
@MainActor
final class DiagonalPresentedViewController: DemoScreenViewController {

    init() {
        super.init(
            name: "Diagonal", caption: "Presented (.custom)",
            body:
                "Tap dismiss: this view moves back to the lower-right corner. The listing sizes its end frame from the nil \"to\" view, so it shrinks to nothing on the way.",
            textColor: .white, background: .systemTeal, buttonTitle: "dismiss")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // Looks only: the animator grows this view from 0 × 0 and shrinks it back, so clip the
        // content to the card instead of letting it hang outside.
        view.clipsToBounds = true
        button.addTarget(self, action: DiagonalPresentedViewController.dismissTapped, for: .touchUpInside)
    }

    override func viewDidLayoutSubviews() {
        // The dismissal sets the model frame to 0 × 0 at once (the animation only shows the way
        // there); keep the full-size layout rather than squeezing the text into nothing.
        guard !view.bounds.isEmpty else { return }
        super.viewDidLayoutSubviews()
    }

    func dismissTapped() {
        dismiss(animated: true, completion: nil)
    }
}
