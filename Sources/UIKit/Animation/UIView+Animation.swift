import Foundation

extension UIView {
    /// Animates the changes made in `animations` (R107–R113); `completion` receives whether every
    /// animation ran to its end (R111). A duration ≤ 0 applies the changes at once (R110).
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        runBlock(
            duration: duration, delay: delay, options: options, spring: nil, animations: animations,
            completion: completion)
    }

    /// Animates with ease-in-out and no delay (R108).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates with UIKit's duration-based spring (R114–R118): the spring settles to 0.1 % at `duration`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringSolver.uiKitSpring(
            duration: duration, dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity))
        runBlock(
            duration: duration, delay: delay, options: options, spring: spring, animations: animations,
            completion: completion)
    }

    /// Animates with a spring described by its perceptual duration and bounce (iOS 17, R243): the
    /// response form of R119 (k = (2π/duration)², ζ = 1 − bounce, or 1/(1 + bounce) for a negative
    /// bounce, m = 1); the block lasts until the spring settles, when `completion` runs.
    /// `initialSpringVelocity` is in distances per second as a fraction of the distance, as in the
    /// classic spring call.
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity velocity: CGFloat = 0,
        delay: TimeInterval = 0, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        let spring = SpringSolver.response(
            duration: duration, bounce: Double(bounce), initialVelocity: Double(velocity))
        let settling = duration > 0 ? spring.settlingDuration() : 0
        runBlock(
            duration: settling.isFinite ? settling : duration, delay: delay, options: options, spring: spring,
            animations: animations, completion: completion)
    }

    /// Runs `actionsWithoutAnimation` with animations disabled.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = UIViewAnimationContext(
            duration: 0, delay: 0, options: [], pacing: .curve(CAMediaTimingFunction(name: .linear)),
            isDisabled: true, group: nil)
        context.perform(actionsWithoutAnimation)
    }

    /// Inside an animation block, makes the animations of the changes in `animations` repeat
    /// `count` times (fractions allowed) and, if `autoreverses`, run back and forth (iOS 13). Outside
    /// a block the changes apply at once.
    public static func modifyAnimations(
        withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void
    ) {
        guard let context = UIViewAnimationContext.stack.last else { return animations() }
        let outer = context.repeatModification
        context.repeatModification = (Float(count), autoreverses)
        defer { context.repeatModification = outer }
        animations()
    }

    /// Whether animation blocks animate (false: changes apply at once).
    public static var areAnimationsEnabled: Bool { UIViewAnimationContext.animationsEnabled }

    /// Enables or disables animation blocks.
    public static func setAnimationsEnabled(_ enabled: Bool) { UIViewAnimationContext.animationsEnabled = enabled }

    /// The duration of the innermost animation block (0 outside one).
    public static var inheritedAnimationDuration: TimeInterval {
        UIViewAnimationContext.stack.last.map { $0.isDisabled ? 0 : $0.duration } ?? 0
    }

    static func runBlock(
        duration: TimeInterval, delay: TimeInterval, options: AnimationOptions, spring: SpringSolver?,
        animations: () -> Void, completion: ((Bool) -> Void)?
    ) {
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        if duration <= 0 || !UIViewAnimationContext.animationsEnabled {
            // R110: applied without animation; the completion runs on the next frame cycle with true
            // (UIKit calls it asynchronously on the next run-loop turn).
            performWithoutAnimation(animations)
            group.seal()
            return
        }
        let context = UIViewAnimationContext.make(
            duration: duration, delay: delay, options: options, spring: spring, group: group)
        context.perform(animations)
        group.seal()
    }
}
