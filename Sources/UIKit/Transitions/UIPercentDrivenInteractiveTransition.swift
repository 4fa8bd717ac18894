import Foundation

/// Drives a transition's animations by a percentage: the classic interaction controller of the seeds.
///
/// Two paths (R52): with an animator that returns `interruptibleAnimator(using:)`, it pauses that
/// animator and scrubs its `fractionComplete`; otherwise it runs `animateTransition(using:)`, freezes
/// the container's layer time (`speed = 0`), and scrubs `timeOffset = duration × percent` (R53).
/// `finish()`/`cancel()` run the rest forwards or backwards at `completionSpeed` along
/// `completionCurve`: (1 − p)·duration/speed or p·duration/speed seconds (R54). The classic path
/// itself is in `+Classic`.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// Where the controller is in its life (every entry point checks it).
    enum Phase {
        /// No transition yet.
        case idle
        /// Driven by `update(_:)`.
        case interactive
        /// Running its completion after `finish()` or `cancel()`.
        case completing
        /// The transition ended.
        case done
    }

    var phase = Phase.idle
    weak var context: UIViewControllerContextTransitioning?
    private var interruptible: UIViewImplicitlyAnimating?
    /// Layers frozen and scrubbed on the classic path — the container's and R70 views' — each with
    /// its local time when the transition's animations begin.
    var scrubbed: [(layer: CALayer, base: CFTimeInterval)] = []
    /// Whether a classic transition started with `wantsInteractiveStart == false` still runs by
    /// itself: the first `update(_:)` takes it over (R164).
    var runsFree = false
    private var pendingPercent: CGFloat?
    private var pendingEnd: Bool?
    /// The transition last handed this controller (`TransitionInteracting`).
    private weak var handedTransition: TransitionDriver?

    /// The animator's duration, captured when the transition starts (R48); 0 before.
    public private(set) var duration: CGFloat = 0
    /// The last value given to `update(_:)`, clamped (R49).
    public private(set) var percentComplete: CGFloat = 0
    private var storedCompletionSpeed: CGFloat = 1
    /// The speed of the completion; a stored value ≤ 0 reads as 1 (R47).
    open var completionSpeed: CGFloat {
        get { storedCompletionSpeed > 0 ? storedCompletionSpeed : 1 }
        set { storedCompletionSpeed = newValue }
    }
    /// The curve of the completion: UIKit's private curve 7, the system spring, by default (what
    /// UIKit's initialiser stores, though the documentation still says `.easeInOut`, R46, R121).
    open var completionCurve: UIView.AnimationCurve = .systemSpring
    /// The timing of an interruptible transition's completion (R56, R59); nil keeps the animator's.
    open var timingCurve: UITimingCurveProvider?
    /// Whether the transition starts interactive (true by default, R46, R58).
    open var wantsInteractiveStart = true

    /// Creates an idle controller.
    public override init() { super.init() }

    // MARK: Start (R52)

    /// Starts driving `transitionContext`. Subclasses must call super (R45).
    open func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        if isDrivingLiveTransition {
            DiagnosticLog.current.report(
                "interactionControllerReused",
                "\(logName(self)) is asked to drive a second transition while it still drives one; UIKit asserts that one interaction controller drives one transition",
                rule: "R60")
        }
        context = transitionContext
        phase = .interactive
        percentComplete = 0
        let internalContext = transitionContext as? TransitionContext
        guard let animator = internalContext?.animator else {
            DiagnosticLog.current.report(
                "noAnimatorForInteraction",
                "\(logName(self)) started without an animator in its context; there is nothing to scrub")
            return
        }
        duration = CGFloat(animator.transitionDuration(using: transitionContext))
        if let interruptible = animator.implementedInterruptibleAnimator(using: transitionContext) {
            self.interruptible = interruptible
            internalContext?.interruptibleAnimator = interruptible
            internalContext?.isInterruptible = true
            if wantsInteractiveStart { interruptible.pauseAnimation() } else { interruptible.startAnimation() }
            if !wantsInteractiveStart { phase = .completing }
        } else {
            // R161: a property animator started in here is not scrubbed; it is reported.
            let runtime = UIKitRuntime.current
            let outer = runtime.classicInteractiveTransition
            runtime.classicInteractiveTransition = (logName(animator), logName(self))
            animator.animateTransition(using: transitionContext)
            runtime.classicInteractiveTransition = outer
            let container = transitionContext.containerView.layer
            startClassic(layers: [container] + (internalContext?.alongsideViews.map(\.layer) ?? []))
        }
    }

    /// Whether a transition this controller started is still in flight (interactive or completing).
    private var isDrivingLiveTransition: Bool {
        guard phase == .interactive || phase == .completing, let context else { return false }
        // UIKit's own contexts say when they ended; a custom container's context is live until
        // the controller itself finishes (`.done`).
        return (context as? TransitionContext)?.state != .ended
    }

    /// Whether a transition in flight has been handed this controller and has not started it yet:
    /// calls made now belong to that transition (R51, R37, R38).
    private var isAwaitingStart: Bool {
        !isDrivingLiveTransition && handedTransition?.isInFlight == true
    }

    // MARK: Scrubbing (R53)

    /// Sets the progress, clamped to 0…1 (R51).
    open func update(_ percentComplete: CGFloat) {
        if percentComplete.isNaN || percentComplete < -1 || percentComplete > 2 {
            DiagnosticLog.current.report(
                "updateOutOfRange",
                "\(logName(self)).update(\(percentComplete)): the value is \(percentComplete.isNaN ? "NaN" : "far outside 0…1"); it is clamped\(percentComplete.isNaN ? " (NaN is ignored)" : "") — check the gesture arithmetic",
                rule: "R51")
            if percentComplete.isNaN { return }
        }
        guard isDrivingLiveTransition else {
            // Between transitions (before the first, or after one ended): the value waits for the
            // next transition to start (R51). A controller is reused by the seeds across pops.
            pendingPercent = percentComplete
            return
        }
        if phase == .completing {
            DiagnosticLog.current.report(
                "updateAfterCompletion",
                "\(logName(self)).update(\(percentComplete)) after finish() or cancel(): UIKit ignores it",
                rule: "R36")
            return
        }
        let p = min(max(percentComplete, 0), 1)
        self.percentComplete = p
        if runsFree {
            // R164: the first update takes over a transition that started running by itself: it
            // freezes where it is and becomes interactive.
            freezeWhereItIs()
            (context as? TransitionContext)?.takeOverInteraction()
        }
        context?.updateInteractiveTransition(p)
        if let interruptible {
            interruptible.fractionComplete = p
        } else {
            for entry in scrubbed { entry.layer.timeOffset = entry.base + CFTimeInterval(duration * p) }
        }
    }

    // MARK: Completion (R54–R56)

    /// Finishes the transition: the rest runs forwards.
    open func finish() { end(cancelled: false) }

    /// Cancels the transition: the animations run back to their start.
    open func cancel() { end(cancelled: true) }

    private func end(cancelled: Bool) {
        guard isDrivingLiveTransition else {
            if isAwaitingStart {
                // R37, R38: a transition has this controller but has not started it: deferred.
                pendingEnd = cancelled
            } else {
                // No transition to end (a gesture that popped nothing): UIKit's call goes to a nil
                // context. Forget what the gesture left pending, or the next transition it is
                // handed to would start with this stale progress and end at once.
                pendingPercent = nil
                pendingEnd = nil
            }
            return
        }
        guard phase == .interactive else { return }
        phase = .completing
        // R164: a classic transition still running by itself is held where it is; the rest runs
        // from there (its context ends the interaction though it never became interactive).
        freezeWhereItIs()
        if cancelled { context?.cancelInteractiveTransition() } else { context?.finishInteractiveTransition() }
        let p = percentComplete
        if let interruptible {
            interruptible.isReversed = cancelled
            if timingCurve == nil && completionSpeed == 1 {
                interruptible.startAnimation()
            } else {
                let factor = (cancelled ? p : 1 - p) / completionSpeed
                interruptible.continueAnimation(withTimingParameters: timingCurve, durationFactor: factor)
            }
            return
        }
        runClassicCompletion(cancelled: cancelled)
    }

    /// The completion curve's value at a time fraction (curve 7 is UIKit's system spring, R121).
    static func progress(of curve: UIView.AnimationCurve, at fraction: Double) -> Double {
        if curve == .systemSpring {
            return SpringSolver.systemCurve7.progress(at: fraction * SpringSolver.systemCurve7Duration)
        }
        return curve.timingFunction.value(at: fraction)
    }

    /// Writes the on-screen value of every animated property of `layer`'s subtree into its model.
    static func keepPresentationValues(in layer: CALayer) {
        if let keys = layer.animationKeys(), !keys.isEmpty {
            let presentation = layer.presentationProperties
            var animated = Set<String>()
            for key in keys {
                if let path = layer.animation(forKey: key).flatMap({ ($0 as? CAPropertyAnimation)?.keyPath }) {
                    animated.insert(String(path.split(separator: ".").first ?? Substring(path)))
                }
            }
            for key in animated {
                if let value = presentation.animatableValue(forKey: key) { layer.setModelValue(value, forKey: key) }
            }
        }
        for sublayer in layer.sublayers ?? [] { keepPresentationValues(in: sublayer) }
    }

    // MARK: Interruptible (R57)

    /// Grabs a running interruptible transition: pauses its animator and makes it interactive again.
    open func pause() {
        guard let interruptible, phase == .completing else { return }
        interruptible.pauseAnimation()
        interruptible.isReversed = false
        percentComplete = interruptible.fractionComplete
        phase = .interactive
        context?.pauseInteractiveTransition()
    }
}

// MARK: What the transition says (TransitionInteracting)

extension UIPercentDrivenInteractiveTransition: TransitionInteracting {
    func transitionWillStart(_ transition: TransitionDriver) { handedTransition = transition }

    func transitionDidCommit() {
        if let p = pendingPercent {
            pendingPercent = nil
            update(p)
        }
        if let cancel = pendingEnd {
            pendingEnd = nil
            if cancel { self.cancel() } else { finish() }
        }
    }
}
