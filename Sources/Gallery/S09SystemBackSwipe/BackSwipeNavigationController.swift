// S9 "System back swipe". Seed 003 (docs/scenes.md), closing part ("最后"): since iOS 7 the
// navigation controller has its own interactive pop from the left edge, switchable with
// `interactivePopGestureRecognizer.enabled`. No delegate by default: UIKit's parallax slide (R87, R88).
import Foundation
import UIKit

/// The scene's root: a plain navigation controller; the detail screen toggles the edge swipe and a
/// custom pop animator, to show the trap (R89: a custom animator turns the system swipe off).
@MainActor
final class BackSwipeNavigationController: UINavigationController {
    /// The delegate installed by the "custom pop animator" toggle.
    let customPopDelegate = BackSwipeCustomPopDelegate()

    init() {
        super.init(rootViewController: BackSwipeRootViewController())
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    /// Whether the custom pop animator is installed.
    var usesCustomPopAnimator: Bool {
        get { delegate != nil }
        set { delegate = newValue ? customPopDelegate : nil }
    }
}
