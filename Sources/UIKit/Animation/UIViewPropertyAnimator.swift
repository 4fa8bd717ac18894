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

    public private(set) var state: UIViewAnimatingState = .inactive

    /// One run of the animations from `fromFraction` toward `toFraction`, started at `startTime`.
    @MainActor
    private struct Segment {
        /// The start, in the animator's time (media time shifted by each layer's time, see `shift`).
        var startTime: CFTimeInterval
        /// The media time at which the segment was started: each layer's time is anchored here.
        var createdAt: CFTimeInterval
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
        if state == .inactive { activate() }
        self.delay = delay
        let now = CACurrentMediaTime()
        let start = now + max(0, delay)
        if let paused = pausedSegment {
            // Plain pause/resume continues along the same curve.
            var resumed = paused.segment
            resumed.startTime = start - paused.tau * resumed.length
            resumed.createdAt = now
            segment = resumed
            resetShifts()
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

    // MARK: Internals

    /// Tracks detached by `stopAnimation(false)`, for `finishAnimation(at:)`.
    private var tracksSnapshot: [(layer: CALayer, key: String, from: AnimatableValue, to: AnimatableValue)] = []

    /// The value progress (0 = start values, 1 = end values) of `animation` when its layer's local
    /// time is `localTime`.
    func valueProgress(of animation: PropertyAnimatorAnimation, localTime: CFTimeInterval) -> Double {
        guard let segment else { return pausedValue }
        return segment.value(at: localTime - shift(of: animation, in: segment))
    }

    /// The offset from the animator's time to `animation`'s layer time for the current segment:
    /// the layer's local time at the segment's start minus the media time then, fixed at the next
    /// transaction commit (like a Core Animation begin time, so a container frozen in the same turn
    /// of the run loop counts, R52); before the commit, what the commit would fix now. 0 when the
    /// layer's time is media time, so an unfrozen animator runs on media time exactly.
    private func shift(of animation: PropertyAnimatorAnimation, in segment: Segment) -> CFTimeInterval {
        if let shift = animation.timeShift { return shift }
        guard let layer = animation.layer else { return 0 }
        return layer.localTime(atMediaTime: segment.createdAt) - segment.createdAt
    }

    /// Forgets the fixed shifts: a new segment anchors them at its start.
    private func resetShifts() {
        for track in tracks { track.animation.timeShift = nil }
    }

    /// Whether `track`'s animation is still on its layer (not removed, not ended by its layer's time).
    private func isAttached(_ track: Track) -> Bool {
        track.layer.animationEntries.contains { $0.animation === track.animation && !$0.didStop }
    }

    /// The animator's time now, read from its first attached animation's layer (media time if none).
    private func currentTime() -> CFTimeInterval {
        let now = CACurrentMediaTime()
        guard let segment, let track = tracks.first(where: isAttached) else { return now }
        return track.layer.localTime(atMediaTime: now) - shift(of: track.animation, in: segment)
    }

    /// Whether `segment` is over at media time `t`: every animation reached its end in its layer's
    /// time or was taken off its layer (ended by a percent-driven transition, R55). Under a frozen
    /// ancestor time does not pass, so, as Core Animation's, the animation does not end there even
    /// when scrubbed to its end.
    private func hasEnded(_ segment: Segment, at t: CFTimeInterval) -> Bool {
        guard !tracks.isEmpty else { return segment.hasEnded(at: t) }
        return tracks.allSatisfy { track in
            guard isAttached(track) else { return true }
            guard track.layer.effectiveSpeed != 0 else { return false }
            return segment.hasEnded(at: track.layer.localTime(atMediaTime: t) - shift(of: track.animation, in: segment))
        }
    }

    /// Fixes the shifts of running animators (called by the transaction commit).
    package static func commitTimeShifts() {
        for animator in running {
            guard let segment = animator.segment else { continue }
            for track in animator.tracks where track.animation.timeShift == nil {
                track.animation.timeShift = animator.shift(of: track.animation, in: segment)
            }
        }
    }

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
        let start = segment?.value(at: currentTime()) ?? pausedValue
        context.capture = { [unowned self] layer, key, old, new in
            let animation = PropertyAnimatorAnimation(keyPath: key)
            animation.animator = self
            animation.layer = layer
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
            startTime: start, createdAt: CACurrentMediaTime(), length: remaining * total, fromFraction: pausedFraction,
            toFraction: target,
            fromValue: pausedValue, toValue: target, timing: timing, curveDuration: max(remaining * total, 0.01))
        resetShifts()
        LayerTreeChanges.invalidate()
    }

    /// Removes the animations; the model takes `value` where an animation was still on screen (one
    /// already taken off its layer, e.g. ended by a percent-driven transition, leaves the model it
    /// left behind, R55).
    private func detachTracks(settingModelTo value: (Track) -> AnimatableValue?) {
        tracksSnapshot = tracks.map { ($0.layer, $0.key, $0.from, $0.to) }
        let current = tracks.filter(isAttached).map { ($0.layer, $0.key, value($0) ?? $0.to) }
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
            if let segment = animator.segment, animator.state == .active, animator.hasEnded(segment, at: mediaTime) {
                animator.segmentEnded(segment)
            }
        }
        running.removeAll { !$0.isRunning }
    }

    /// Whether an animator is running.
    package static var hasRunningAnimators: Bool { running.contains { $0.isRunning } }
}

/// The animation a property animator attaches for one captured property: its progress is read
/// from the animator, at its layer's local time.
@MainActor
final class PropertyAnimatorAnimation: CAPropertyAnimation {
    weak var animator: UIViewPropertyAnimator?
    /// The layer it animates.
    weak var layer: CALayer?
    /// The animator's current segment's offset to this layer's time, once fixed at a commit.
    var timeShift: CFTimeInterval?
    var from: AnimatableValue = .scalar(0)
    var to: AnimatableValue = .scalar(0)
    /// The animator value progress at which this property starts moving.
    var startValue = 0.0

    /// The property's value when the animator's value progress is `v`.
    func value(atAnimatorValue v: Double) -> AnimatableValue {
        let local = startValue < 1 ? (v - startValue) / (1 - startValue) : (v >= 1 ? 1 : 0)
        return interpolate(from, to, v < startValue ? 0 : local)
    }

    override func apply(parentTime: Double, begin: Double, to properties: inout LayerProperties) {
        guard let animator else { return }
        let progress = animator.valueProgress(of: self, localTime: parentTime)
        parsedKeyPath?.set(value(atAnimatorValue: progress), in: &properties)
    }
}
