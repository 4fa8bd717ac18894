import Foundation

/// Supplies the objects of a custom modal transition: the presented controller's delegate is asked
/// for presentation and dismissal alike (R1). Every method is optional (defaults return nil).
@preconcurrency @MainActor
public protocol UIViewControllerTransitioningDelegate: NSObjectProtocol {
    /// Asked first when presenting; nil ⇒ UIKit's built-in animation for `modalTransitionStyle` (R3).
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning?
    /// Asked when dismissing (R5).
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    /// Asked only when a custom presentation animator was returned (R4); nil ⇒ non-interactive.
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// Asked only when a custom dismissal animator was returned (R4); nil ⇒ non-interactive.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    /// Asked only for `.custom` presentations, before the animator (R2).
    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning?
    {
        nil
    }
    public func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    { nil }
    public func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? { nil }
}

/// Animates a transition: UIKit asks its duration, then calls `animateTransition(using:)`, which
/// must end with `completeTransition(_:)` on the context (R8).
@preconcurrency @MainActor
public protocol UIViewControllerAnimatedTransitioning: NSObjectProtocol {
    /// The duration of the transition; may be asked more than once, so it must be pure (R7).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval
    /// Performs the animations and eventually calls `completeTransition(_:)`.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning)
    /// Called once after the transition completed or was cancelled (R9 step 6).
    func animationEnded(_ transitionCompleted: Bool)
    /// The interruptible animator driving the transition; must be the same object every time (R125).
    /// Optional, as in UIKit: animators that do not implement it get a marker the framework
    /// recognises as "not implemented" (Swift has no optional protocol methods; the return type
    /// stays non-optional so UIKit code compiles unchanged).
    func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
    public func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating
    { NotImplementedInterruptibleAnimator.shared }
}

extension UIViewControllerAnimatedTransitioning {
    /// The interruptible animator if this animator implements `interruptibleAnimator(using:)`.
    func implementedInterruptibleAnimator(using context: UIViewControllerContextTransitioning)
        -> UIViewImplicitlyAnimating?
    {
        let animator = interruptibleAnimator(using: context)
        return animator is NotImplementedInterruptibleAnimator ? nil : animator
    }
}

/// Drives a transition interactively (a `UIPercentDrivenInteractiveTransition`, typically).
@preconcurrency @MainActor
public protocol UIViewControllerInteractiveTransitioning: NSObjectProtocol {
    /// Called instead of `animateTransition(using:)` when the transition is interactive (R7).
    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning)
    /// The speed of the completion (after the interactive part), 1 by default.
    var completionSpeed: CGFloat { get }
    /// The curve of the completion.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (true by default).
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
