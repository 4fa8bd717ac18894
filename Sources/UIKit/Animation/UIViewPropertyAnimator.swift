import Foundation

/// An interruptible, scrubbable, reversible animator of view properties (R124–R126).
///
/// Time is a value: while running, the animator's progress is a pure function of media time
/// (a `Segment` from a start fraction to the end or the start); pausing stores the fraction.
@MainActor
open class UIViewPropertyAnimator: UIViewImplicitlyAnimating {
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

    public private(set) var state: UIViewAnimatingState = .inactive

    /// One run of the animations from `fromFraction` toward `toFraction`, started at `startTime`.
    @MainActor
    private struct Segment {
        var startTime: CFTimeInterval
        var length: CFTimeInterval
        var fromFraction: Double
        var toFraction: Double
        var fromValue: Double
        var toValue: Double
        var timing: UITimingCurveProvider
        /// The duration the timing curve is shaped for (springs depend on it).
        var curveDuration: Double

        func tau(at t: CFTimeInterval) -> Double { length > 0 ? min(max((t - startTime) / length, 0), 1) : 1 }
        func fraction(at t: CFTimeInterval) -> Double { fromFraction + (toFraction - fromFraction) * tau(at: t) }
        func value(at t: CFTimeInterval) -> Double {
            fromValue + (toValue - fromValue) * timing.progress(at: tau(at: t), duration: curveDuration)
        }
        func hasEnded(at t: CFTimeInterval) -> Bool { t >= startTime + length }
    }

    /// A property change captured from an animation block.
    private struct Track {
        let layer: CALayer
        let key: String
        let from: AnimatableValue
        let to: AnimatableValue
        let animation: PropertyAnimatorAnimation
    }

    private var pendingBlocks: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var tracks: [Track] = []
    private var segment: Segment?
    /// The segment that was running when paused, and how far, to resume along the same curve.
    private var pausedSegment: (segment: Segment, tau: Double)?
    private var pausedFraction = 0.0
    private var pausedValue = 0.0
    private var durationFactor = 1.0

    private static var running: [UIViewPropertyAnimator] = []

    /// Forgets every running animator (a new app starts clean).
    package static func reset() { running.removeAll() }

    // MARK: Initialisers

    /// An animator with explicit timing.
    public required init(duration: TimeInterval, timingParameters parameters: UITimingCurveProvider) {
        self.duration = parameters.springTimingParameters?.impliedDuration ?? duration
        timingParameters = parameters
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
            let now = CACurrentMediaTime()
            segment = nil
            pausedFraction = current.fraction(at: now)
            pausedValue = current.value(at: now)
            run(from: now, timing: timingParameters)
        }
    }

    /// The time fraction (0…1); settable while paused or inactive (R126). Setting it on an inactive
    /// animator attaches the animations, paused.
    open var fractionComplete: CGFloat {
        get {
            if let segment { return CGFloat(segment.fraction(at: CACurrentMediaTime())) }
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
        if state == .inactive { activate() }
        self.delay = delay
        let start = CACurrentMediaTime() + max(0, delay)
        if let paused = pausedSegment {
            // Plain pause/resume continues along the same curve.
            var resumed = paused.segment
            resumed.startTime = start - paused.tau * resumed.length
            segment = resumed
            pausedSegment = nil
        } else {
            run(from: start, timing: timingParameters)
        }
        Self.register(self)
    }

    open func pauseAnimation() {
        guard state != .stopped else { return }
        if state == .inactive { activate() }
        guard let current = segment else { return }
        let now = CACurrentMediaTime()
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
        let now = CACurrentMediaTime()
        let value = segment?.value(at: now) ?? pausedValue
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

    // MARK: Internals

    /// Tracks detached by `stopAnimation(false)`, for `finishAnimation(at:)`.
    private var tracksSnapshot: [(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue)] = []

    /// The value progress (0 = start values, 1 = end values) at media time `t`.
    func valueProgress(at t: CFTimeInterval) -> Double { segment?.value(at: t) ?? pausedValue }

    private func activate() {
        state = .active
        pausedFraction = 0
        pausedValue = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { capture(block, delayFactor: factor) }
    }

    /// Runs `block` capturing every view-property change as a track driven by this animator.
    private func capture(_ block: () -> Void, delayFactor: Double) {
        let context = UIViewAnimationContext(
            duration: duration, delay: 0, options: [], pacing: .curve(CAMediaTimingFunction(name: .linear)), group: nil)
        let start = valueProgress(at: CACurrentMediaTime())
        context.capture = { [unowned self] layer, key, old, new in
            let animation = PropertyAnimatorAnimation(keyPath: key)
            animation.animator = self
            animation.from = old
            animation.to = new
            // Blocks added mid-flight (or with a delay factor) run over the rest of the progress.
            animation.startValue = isReversed ? start : max(start, delayFactor)
            animation.duration = 1e12
            animation.fillMode = .both
            layer.add(animation, forKey: UIViewAnimationContext.uniqueKey(key, in: layer))
            tracks.append(Track(layer: layer, key: key, from: old, to: new, animation: animation))
        }
        context.perform(block)
    }

    /// Starts a segment from the paused fraction toward the end (or the start when reversed).
    private func run(from start: CFTimeInterval, timing: UITimingCurveProvider) {
        let target = isReversed ? 0.0 : 1.0
        let remaining = abs(target - pausedFraction)
        let total = duration * durationFactor
        segment = Segment(
            startTime: start, length: remaining * total, fromFraction: pausedFraction, toFraction: target,
            fromValue: pausedValue, toValue: target, timing: timing, curveDuration: max(remaining * total, 0.01))
        LayerTreeChanges.invalidate()
    }

    private func detachTracks(settingModelTo value: (Track) -> AnimatableValue?) {
        tracksSnapshot = tracks.map { ($0.layer, $0.key, $0.from, $0.to) }
        let current = tracks.map { ($0.layer, $0.key, value($0) ?? $0.to) }
        for track in tracks {
            track.layer.animationEntries.removeAll { $0.animation === track.animation }
        }
        tracks = []
        setModelValues(current)
        LayerTreeChanges.invalidate()
    }

    private func setModelValues(_ values: [(CALayer, String, AnimatableValue)]) {
        UIView.performWithoutAnimation {
            for (layer, key, value) in values { layer.setModelValue(value, forKey: key) }
        }
    }

    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        segment = nil
        pausedSegment = nil
        durationFactor = 1
        let callbacks = completions
        completions = []
        for callback in callbacks { callback(position) }
    }

    /// Reached the end of a segment at `t`.
    private func segmentEnded(_ ended: Segment) {
        if pausesOnCompletion {
            // R124: stay active, paused at the end; no completions.
            pausedFraction = ended.toFraction
            pausedValue = ended.toValue
            pausedSegment = nil
            segment = nil
            return
        }
        let position: UIViewAnimatingPosition = ended.toFraction == 0 ? .start : .end
        detachTracks { track in position == .end ? track.to : track.from }
        tracksSnapshot = []
        complete(at: position)
    }

    private static func register(_ animator: UIViewPropertyAnimator) {
        if !running.contains(where: { $0 === animator }) { running.append(animator) }
    }

    /// Ends the animators whose run is over at `mediaTime` (called by `FrameCycle.run`).
    package static func updateRunningAnimators(mediaTime: CFTimeInterval) {
        for animator in running {
            if let segment = animator.segment, animator.state == .active, segment.hasEnded(at: mediaTime) {
                animator.segmentEnded(segment)
            }
        }
        running.removeAll { !$0.isRunning }
    }

    /// Whether an animator is running.
    package static var hasRunningAnimators: Bool { running.contains { $0.isRunning } }
}

/// The animation a property animator attaches for one captured property: its progress is read
/// from the animator, not from layer time.
@MainActor
final class PropertyAnimatorAnimation: CAPropertyAnimation {
    weak var animator: UIViewPropertyAnimator?
    var from: AnimatableValue = .scalar(0)
    var to: AnimatableValue = .scalar(0)
    /// The animator value progress at which this property starts moving.
    var startValue = 0.0

    /// The property's value when the animator's value progress is `v`.
    func value(atAnimatorValue v: Double) -> AnimatableValue {
        let local = startValue < 1 ? (v - startValue) / (1 - startValue) : (v >= 1 ? 1 : 0)
        return interpolate(from, to, v < startValue ? 0 : local)
    }

    override func apply(simpleTime t: Double, to properties: inout LayerProperties) {
        guard let animator else { return }
        parsedKeyPath?.set(value(atAnimatorValue: animator.valueProgress(at: CACurrentMediaTime())), in: &properties)
    }
}
