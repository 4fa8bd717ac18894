import Foundation

/// The life cycle of an animator (every entry point checks it).
public enum UIViewAnimatingState: Int, Sendable {
    /// No animations attached; the animator may be configured and started.
    case inactive = 0
    /// Animations attached, running or paused.
    case active = 1
    /// Stopped with `stopAnimation(false)`, waiting for `finishAnimation(at:)`.
    case stopped = 2
}

/// Where an animator's animations ended.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the end values.
    case end = 0
    /// At the start values (a reversed animator, R126).
    case start = 1
    /// Wherever they were when stopped.
    case current = 2
}

/// An object that runs, pauses, scrubs and reverses animations.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
    /// The life-cycle state.
    var state: UIViewAnimatingState { get }
    /// Whether the animations are advancing with time.
    var isRunning: Bool { get }
    /// Whether the animations run toward their start values.
    var isReversed: Bool { get set }
    /// The time fraction of the animations, settable while paused or inactive (R126).
    var fractionComplete: CGFloat { get set }
    /// Starts (or resumes) the animations.
    func startAnimation()
    /// Starts the animations after `delay` seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses the animations where they are.
    func pauseAnimation()
    /// Stops; `withoutFinishing` true goes straight to inactive, false to `.stopped`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Finishes a stopped animator at `finalPosition` and calls the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that collects animation blocks and completions (what `interruptibleAnimator(using:)` returns).
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds an animation block starting after `delayFactor` of the remaining duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds a completion, called with the final position.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animator with new timing and a duration scaled by `durationFactor` (R124).
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat)
}
