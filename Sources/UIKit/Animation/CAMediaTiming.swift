import Foundation

/// What an animation shows outside its active interval.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Nothing outside the active interval.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end state persists after the end.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start state shows before the begin time.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    var fillsForwards: Bool { self == .forwards || self == .both }
    var fillsBackwards: Bool { self == .backwards || self == .both }
}

/// Core Animation's hierarchical timing model, adopted by layers and animations.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    /// The begin time in the parent's time space.
    var beginTime: CFTimeInterval { get set }
    /// The simple duration of one cycle.
    var duration: CFTimeInterval { get set }
    /// Rate of local time relative to parent time.
    var speed: Float { get set }
    /// Offset added to local time.
    var timeOffset: CFTimeInterval { get set }
    /// Number of cycles (fractional allowed; `.infinity` forever).
    var repeatCount: Float { get set }
    /// Total time to repeat for (overrides `repeatCount` when nonzero).
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each cycle plays forwards then backwards.
    var autoreverses: Bool { get set }
    /// What shows outside the active interval.
    var fillMode: CAMediaTimingFillMode { get set }
}

/// The pure timing maths of one CAMediaTiming object (Core Animation programming guide, "Timing").
struct MediaTimingValues: Equatable, Sendable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    /// The fill mode as two flags: a plain value (no string to retain and compare), as every
    /// animation's timing is read for every layer of every frame.
    var fillsForwards = false
    var fillsBackwards = false

    /// Where in its timeline the object is at a given local (active) time.
    enum Phase: Equatable {
        /// Before the begin time.
        case before
        /// Inside the active interval, at simple time `t` (0…duration).
        case active(Double)
        /// Past the end of the active interval.
        case after
    }

    /// Parent time → active local time: (t − beginTime) × speed + timeOffset.
    func activeTime(parentTime t: CFTimeInterval) -> CFTimeInterval {
        (t - beginTime) * Double(speed) + timeOffset
    }

    /// Active local time → parent time (the inverse, when speed ≠ 0).
    func parentTime(activeTime t: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (t - timeOffset) / Double(speed) + beginTime
    }

    /// The length of one cycle including its reverse half.
    var cycleDuration: Double { duration * (autoreverses ? 2 : 1) }

    /// The length of the active interval (infinite for infinite repeats).
    var activeDuration: Double {
        if repeatDuration > 0 { return repeatDuration }
        let count = repeatCount > 0 ? Double(repeatCount) : 1
        return cycleDuration * count
    }

    /// The simple time (0…duration) for an active time within one or more cycles.
    func simpleTime(active t: Double) -> Double {
        guard duration > 0 else { return 0 }
        let cycle = cycleDuration
        var u = t.truncatingRemainder(dividingBy: cycle)
        // The exact end of a cycle shows that cycle's end state, not the next one's start.
        if u == 0 && t > 0 { u = cycle }
        if autoreverses && u > duration { u = cycle - u }
        return u
    }

    /// The phase at an active local time.
    func phase(active t: Double) -> Phase {
        if t < 0 { return fillsBackwards ? .active(simpleTime(active: 0)) : .before }
        let end = activeDuration
        if t >= end { return fillsForwards ? .active(simpleTime(active: end)) : .after }
        return .active(simpleTime(active: t))
    }
}
