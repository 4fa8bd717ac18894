// S1 "Spring present". Seed 003 (docs/scenes.md), part 2 step 1 — CXToModalVC (green, "dismiss").
// Mechanical edits: Objective-C → Swift, @selector → method reference; the caption and the button's
// plate and centring are looks only (the seed's button is 130 × 200 at the top-left corner).
import Foundation
import UIKit

/// The seed's `CXToModalVC`: a green screen whose "dismiss" button asks the delegate to dismiss it.
@MainActor
final class SpringPresentedViewController: DemoScreenViewController {
    /// The seed's weak `delegate` (the presenting controller).
    weak var delegate: SpringPresentedViewControllerDelegate?

    init() {
        super.init(
            name: "Green", caption: "Presented",
            body:
                "Tap dismiss: the same animator, in dismiss mode, drops the red screen from one screen height above onto this one.",
            textColor: .black, background: .systemGreen, buttonTitle: "dismiss")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: SpringPresentedViewController.dismissViewController, for: .touchUpInside)
    }

    func dismissViewController() {
        delegate?.dismissViewController(self)
    }
}
