import Foundation

/// Read-only facts about a transition in flight, as the coordinator's blocks receive them (R65).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    var isAnimated: Bool { get }
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition started interactive; never changes (R66).
    var initiallyInteractive: Bool { get }
    var isInterruptible: Bool { get }
    /// Whether user events drive it now (R66).
    var isInteractive: Bool { get }
    /// Whether it was cancelled (R72).
    var isCancelled: Bool { get }
    /// The animator's duration (R74).
    var transitionDuration: TimeInterval { get }
    /// The last interactive progress (R74).
    var percentComplete: CGFloat { get }
    /// 1 by default; the completion speed after finish, its negative after cancel (R73).
    var completionVelocity: CGFloat { get }
    /// The completion's curve (R73).
    var completionCurve: UIView.AnimationCurve { get }
    var targetTransform: CGAffineTransform { get }
    var containerView: UIView { get }
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

/// Lets code outside the animator join a transition: animations alongside it, completions after it,
/// handlers when its interactivity changes (R63–R74).
@preconcurrency @MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` in the transition's animation (same duration and curve) and `completion`
    /// after it. Returns false when the animation could not be added (R67, R68).
    @discardableResult
    func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Like `animate(alongsideTransition:completion:)` for a view outside the container, whose layer
    /// is then scrubbed with the transition (R70).
    @discardableResult
    func animateAlongsideTransition(
        in view: UIView?,
        animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
    /// Calls `handler` every time interactivity flips (R71).
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
    /// Calls `handler` when the interactive part ends (deprecated in iOS 10, R71).
    func notifyWhenInteractionEnds(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}
