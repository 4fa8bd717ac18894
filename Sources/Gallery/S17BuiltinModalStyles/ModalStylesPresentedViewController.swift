// S17 "Built-in modal styles". Seed 003 (docs/scenes.md), part 2 step 1 — CXToModalVC (green,
// "dismiss"). Mechanical edits: Objective-C → Swift, @selector → method reference; the caption and
// the button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `CXToModalVC`: a green screen whose "dismiss" button asks the delegate to dismiss it.
@MainActor
final class ModalStylesPresentedViewController: DemoScreenViewController {
    /// The seed's weak `delegate` (the presenting controller).
    weak var delegate: ModalStylesPresentedViewControllerDelegate?

    /// Creates the screen; `styleName` names the transition style it is shown with.
    init(styleName: String) {
        super.init(
            name: "Green", caption: styleName,
            body:
                "Presented by UIKit's built-in animation: no transitioning delegate, only modalTransitionStyle. Tap dismiss to see it run backwards.",
            textColor: .black, background: .systemGreen, buttonTitle: "dismiss")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: ModalStylesPresentedViewController.dismissViewController, for: .touchUpInside)
    }

    func dismissViewController() {
        delegate?.dismissViewController(self)
    }
}
