import Foundation
import UIKit

/// The finger while it drags, as the release decision sees it: where it is, the velocity the
/// pan recognizer reports (over its last 100 ms, what `velocity(in:)` returns at release), and
/// whether the drag is a navigation controller's back swipe (whose release rule is R91).
public struct TouchDrag: Equatable, Sendable {
    /// Where the finger is, in screen points.
    public var location: CGPoint
    /// Points per second in screen coordinates, from the pan recognizer the touch drives (zero
    /// when no pan recognizes it).
    public var velocity: CGPoint
    /// Whether the recognizer is a navigation controller's `interactivePopGestureRecognizer`.
    public var isBackSwipe: Bool
    /// The width the release decision divides by: the navigation controller's view for a back
    /// swipe (R91's W), else the window's.
    public var width: CGFloat

    /// A drag with these parts.
    public init(location: CGPoint, velocity: CGPoint, isBackSwipe: Bool, width: CGFloat) {
        self.location = location
        self.velocity = velocity
        self.isBackSwipe = isBackSwipe
        self.width = width
    }
}

extension Simulator {
    /// The finger while it is down, with the velocity of the pan recognizer it drives (the
    /// first that has begun), or nil when no finger is down.
    public var touchDrag: TouchDrag? {
        guard let touch = activeTouch else { return nil }
        let pans = (touch.gestureRecognizers ?? []).compactMap { $0 as? UIPanGestureRecognizer }
        let pan = pans.first { $0.state == .began || $0.state == .changed }
        let navigation = pan.flatMap { pan in
            Self.navigationControllers(from: window.rootViewController).first {
                $0.interactivePopGestureRecognizer === pan
            }
        }
        return TouchDrag(
            location: touch.location(in: nil), velocity: pan?.velocity(in: nil) ?? .zero,
            isBackSwipe: navigation != nil,
            width: navigation?.view.bounds.width ?? window.bounds.width)
    }

    /// Every navigation controller in the hierarchy of `controller`: children and presented ones.
    private static func navigationControllers(from controller: UIViewController?) -> [UINavigationController] {
        guard let controller else { return [] }
        var found: [UINavigationController] = []
        if let navigation = controller as? UINavigationController { found.append(navigation) }
        for child in controller.children { found += navigationControllers(from: child) }
        found += navigationControllers(from: controller.presentedViewController)
        return found
    }
}
