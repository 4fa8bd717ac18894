import Foundation

/// The abstract base of Core Animation's animations: timing (`CAMediaTiming`), pacing and delegate.
@preconcurrency @MainActor
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
    // The timing lives in one stored value, read whole for every layer of every frame (one access
    // where nine stored properties took nine checked reads). Timing changes reach the engine: it
    // skips layers whose animations cannot have ended yet.
    @exclusivity(unchecked) private var timingValues = MediaTimingValues() {
        didSet { AnimationEngine.timingDidChange() }
    }
    /// A basic animation's compact form and the `valuesRevision` it was made at
    /// (`CABasicAnimation.compactForm()`), boxed: every frame reads it, and a reference is cheaper to
    /// check and pass than the enum (which holds two decomposed transforms). Declared here, beside the
    /// timing read just before it, rather than in `CABasicAnimation`: there it sat 700 bytes into
    /// the object, a cache miss of its own for each of 30,000 animations a frame at 10,000 views.
    @exclusivity(unchecked) var compact: KeptCompactForm?

    public var beginTime: CFTimeInterval {
        get { timingValues.beginTime }
        set { timingValues.beginTime = newValue }
    }
    /// The simple duration; 0 means the transaction's duration (0.25 s by default) when added.
    public var duration: CFTimeInterval {
        get { timingValues.duration }
        set { timingValues.duration = newValue }
    }
    public var speed: Float {
        get { timingValues.speed }
        set { timingValues.speed = newValue }
    }
    public var timeOffset: CFTimeInterval {
        get { timingValues.timeOffset }
        set { timingValues.timeOffset = newValue }
    }
    public var repeatCount: Float {
        get { timingValues.repeatCount }
        set { timingValues.repeatCount = newValue }
    }
    public var repeatDuration: CFTimeInterval {
        get { timingValues.repeatDuration }
        set { timingValues.repeatDuration = newValue }
    }
    public var autoreverses: Bool {
        get { timingValues.autoreverses }
        set { timingValues.autoreverses = newValue }
    }
    public var fillMode: CAMediaTimingFillMode = .removed {
        // As flags, worked out when it is set (the string is not compared every frame).
        didSet {
            (timingValues.fillsForwards, timingValues.fillsBackwards) = (
                fillMode.fillsForwards, fillMode.fillsBackwards
            )
        }
    }

    /// The pacing curve applied to each cycle (nil: linear).
    @exclusivity(unchecked) public var timingFunction: CAMediaTimingFunction?

    /// The delegate; retained, as in Core Animation.
    public var delegate: CAAnimationDelegate?

    /// Whether the animation is removed from its layer when it ends.
    public var isRemovedOnCompletion = true
    /// Whether the animated layer's view ignores touches while this runs (a UIView animation
    /// without `.allowUserInteraction`, R113).
    package var blocksUserInteraction = false

    /// Creates an animation with default timing.
    public required override init() { super.init() }

    /// A new animation with default timing (Core Animation's factory method).
    public class func animation() -> Self { Self() }

    /// An animation is an action: returned from `action(forKey:)`, it is added to the layer under
    /// the changed key.
    open func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        layer.add(self, forKey: event)
    }

    /// Delay relative to the layer's time at commit, used by UIView animations so that a delay
    /// inside a frozen container counts in the container's time (R52).
    var relativeBeginTime: CFTimeInterval? { didSet { AnimationEngine.timingDidChange() } }

    var timing: MediaTimingValues { timingValues }

    /// Writes the animation's values at simple time `t` (0…duration) into `properties`.
    /// Subclasses override; `model` is the layer's model, for from/to values left nil.
    func apply(simpleTime t: Double, to properties: inout LayerProperties) {}

    /// The paced fraction (0…1, or beyond for overshooting curves) at simple time `t`.
    func pacedFraction(simpleTime t: Double) -> Double {
        let linear = duration > 0 ? min(max(t / duration, 0), 1) : 1
        guard let function = timingFunction else { return linear }
        // The animations of one UIView block share their curve and their time: each frame solves it
        // once for all of them (the kept function is held, so its identity cannot be reused).
        if let last = Self.lastPacing, last.function === function, last.linear == linear { return last.fraction }
        let fraction = function.value(at: linear)
        Self.lastPacing = (function, linear, fraction)
        return fraction
    }

    /// The last curve solved by `pacedFraction`, at which time, and its value.
    @exclusivity(unchecked) private static var lastPacing:
        (function: CAMediaTimingFunction, linear: Double, fraction: Double)?

    /// Evaluates the animation at `parentTime` given its resolved begin time, writing into `properties`.
    func apply(parentTime: Double, begin: Double, to properties: inout LayerProperties) {
        var values = timing
        values.beginTime = begin
        let active = values.activeTime(parentTime: parentTime)
        if case .active(let t) = values.phase(active: active) { apply(simpleTime: t, to: &properties) }
    }

    /// Whether the active interval has ended at `parentTime`.
    func hasEnded(parentTime: Double, begin: Double) -> Bool {
        var values = timing
        values.beginTime = begin
        let end = values.activeDuration
        guard end.isFinite else { return false }
        return values.activeTime(parentTime: parentTime) >= end
    }

    /// The parent time at which `hasEnded` turns true: it is true at parent times at or after this
    /// (`endsForward`) or at or before it; nil when the active interval never ends.
    func endTime(begin: Double) -> (parentTime: Double, endsForward: Bool)? {
        var values = timing
        values.beginTime = begin
        let end = values.activeDuration
        guard end.isFinite, speed != 0 else { return nil }
        // active = (parent − begin) × speed + timeOffset reaches `end` here.
        return (begin + (end - timeOffset) / Double(speed), speed > 0)
    }
}
