import Foundation

/// An interruptible, scrubbable, reversible animator of view properties (R124–R126).
///
/// Time is a value: while running, the animator's progress is a pure function of time (a `Segment`
/// from a start fraction to the end or the start); pausing stores the fraction. As on iOS, where its
/// animations are Core Animation animations, each animation reads that time from its layer's local
/// time, so a frozen or scrubbed ancestor (`speed = 0`, `timeOffset`, R52–R53) freezes or scrubs it.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The nominal duration (for explicit springs, their settling time, R119).
    public let duration: TimeInterval
    /// The start delay of the current run.
    public private(set) var delay: TimeInterval = 0
    /// The timing.
    public private(set) var timingParameters: UITimingCurveProvider
    /// Whether the animator stays active, paused, at its end instead of completing (R124).
    open var pausesOnCompletion = false
    /// Whether paused scrubbing maps `fractionComplete` linearly to values (R124).
    open var scrubsLinearly = true
    /// Whether the animator can be paused and scrubbed (must be true for transitions, R124).
    open var isInterruptible = true
    /// Whether the animated views take touches while animating.
    open var isUserInteractionEnabled = true
    /// Whether hit-testing follows the presentation values.
    open var isManualHitTestingEnabled = false

    public internal(set) var state: UIViewAnimatingState = .inactive

    // The run's state: internal, not private, because +Time, +Tracks and +FrameCycle use it.
    var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    var completions: [(UIViewAnimatingPosition) -> Void] = []
    var tracks: [Track] = []
    var segment: Segment?
    /// The segment that was running when paused, and how far, to resume along the same curve.
    var pausedSegment: (segment: Segment, tau: Double)?
    var pausedFraction = 0.0
    var pausedValue = 0.0
    var durationFactor = 1.0
    /// Whether the animator runs on media time whatever its layers' time does: it was started inside
    /// `animateTransition` of a transition a percent-driven interaction controller drives on the
    /// classic path, which scrubs UIView animation blocks but not property animators (R161).
    var playsOutOfClassicTransition = false
    /// Tracks detached by `stopAnimation(false)`, for `finishAnimation(at:)`.
    var tracksSnapshot: [(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue)] = []

    // MARK: Initialisers

    /// An animator with explicit timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = parameters.springTimingParameters?.impliedDuration ?? duration
        timingParameters = parameters
    }

    /// An animator of no duration on the default curve (`init()` of its NSObject base).
    public override convenience init() {
        self.init(duration: 0, timingParameters: UICubicTimingParameters())
    }

    /// A built-in curve.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Custom cubic control points.
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(
            duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// A duration-based spring (R115, R119).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Creates and starts an animator (the `animate(withDuration:…)` of property animators).
    @discardableResult
    open class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions,
        animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
    ) -> Self {
        let animator = Self(
            duration: duration, timingParameters: UICubicTimingParameters(animationCurve: options.curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: State

    /// Whether the animations advance with time.
    public var isRunning: Bool { state == .active && segment != nil }

    /// Whether the animator runs toward the start values; flipping it while running turns the
    /// animations around where they are (R126).
    open var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, let current = segment else { return }
            let now = currentTime()
            segment = nil
            pausedFraction = current.fraction(at: now)
            pausedValue = current.value(at: now)
            run(from: CACurrentMediaTime(), timing: timingParameters)
        }
    }

    /// The time fraction (0…1); settable while paused or inactive (R126). Setting it on an inactive
    /// animator attaches the animations, paused.
    open var fractionComplete: CGFloat {
        get {
            if let segment { return CGFloat(segment.fraction(at: currentTime())) }
            return CGFloat(pausedFraction)
        }
        set {
            guard state != .stopped, !isRunning else { return }
            if state == .inactive { activate() }
            let f = min(max(Double(newValue), 0), 1)
            pausedFraction = f
            pausedValue = scrubsLinearly ? f : timingParameters.progress(at: f, duration: duration)
            pausedSegment = nil
            LayerTreeChanges.invalidate()
        }
    }

    // MARK: Adding

    open func addAnimations(_ animation: @escaping () -> Void) { addAnimations(animation, delayFactor: 0) }

    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else { return }
        if state == .active {
            capture(animation, delayFactor: Double(delayFactor))
        } else {
            pendingBlocks.append((animation, Double(delayFactor)))
        }
    }

    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        guard state != .stopped else { return }
        completions.append(completion)
    }

    // MARK: Running

    open func startAnimation() { startAnimation(afterDelay: 0) }

    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped, !isRunning else { return }
        noteClassicInteractiveTransition()
        if state == .inactive { activate() }
        self.delay = delay
        let now = CACurrentMediaTime()
        let start = now + max(0, delay)
        if let paused = pausedSegment, paused.segment.toFraction == (isReversed ? 0 : 1) {
            // Plain pause/resume continues along the same curve. Reversed while paused, the run
            // goes back from the paused fraction instead (R126): a grab released backwards before
            // any scrub (pause, `isReversed = true`, start) must not resume forwards.
            var resumed = paused.segment
            resumed.startTime = start - paused.tau * resumed.length
            resumed.createdAt = now
            segment = resumed
            resetShifts()
            pausedSegment = nil
        } else {
            pausedSegment = nil
            run(from: start, timing: timingParameters)
        }
        Self.register(self)
    }

    /// R161: started inside a classic interactive `animateTransition`, the animator plays out at its
    /// own pace — UIKit's percent-driven interaction scrubs only the UIView animation blocks it
    /// records — and the trap is reported.
    private func noteClassicInteractiveTransition() {
        guard !playsOutOfClassicTransition, let classic = UIKitRuntime.current.classicInteractiveTransition else {
            return
        }
        playsOutOfClassicTransition = true
        DiagnosticLog.current.report(
            "propertyAnimatorInClassicInteractiveTransition",
            "\(logName(self)) was started inside animateTransition(using:) of \(classic.animator) while \(classic.interactor) drives the transition by percentage on the classic path: that path scrubs only UIView animation blocks, so this property animator plays out at its own pace, ignores update(_:), finish() and cancel(), and a completeTransition(_:) in its completion ends the transition under the finger. Return the animator from interruptibleAnimator(using:) (UIKit then pauses and scrubs it), or animate with UIView.animate inside animateTransition",
            rule: "R161")
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard let current = segment else { return }
        let now = currentTime()
        pausedFraction = current.fraction(at: now)
        pausedValue = current.value(at: now)
        pausedSegment = (current, current.tau(at: now))
        segment = nil
        LayerTreeChanges.invalidate()
    }

    open func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active else { return }
        if let parameters { timingParameters = parameters }
        self.durationFactor = durationFactor > 0 ? Double(durationFactor) : 1
        pauseAnimation()
        pausedSegment = nil
        run(from: CACurrentMediaTime(), timing: timingParameters)
        Self.register(self)
    }

    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        // The views keep what is on screen now.
        let value = segment?.value(at: currentTime()) ?? pausedValue
        pausedFraction = Double(fractionComplete)
        pausedValue = value
        segment = nil
        pausedSegment = nil
        detachTracks { track in track.animation.value(atAnimatorValue: value) }
        if withoutFinishing {
            state = .inactive
        } else {
            state = .stopped
        }
    }

    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        switch finalPosition {
        case .end: setModelValues(tracksSnapshot.map { ($0.layer, $0.key, $0.to) })
        case .start: setModelValues(tracksSnapshot.map { ($0.layer, $0.key, $0.from) })
        case .current: break
        }
        tracksSnapshot = []
        complete(at: finalPosition)
    }
}
