import Foundation

/// The rate of change of one gesture value (a pinch's scale, a rotation's angle), measured over
/// the last 100 ms as the pan's velocity is: the newest sample older than the window is kept as an
/// anchor, so fingers that stopped and then lift measure about zero rather than their last motion.
struct GestureVelocity {
    /// How far back samples reach.
    static let window: CFTimeInterval = 0.1

    private var samples: [(time: CFTimeInterval, value: CGFloat)] = []
    /// Units of the value per second (0 until two samples at different times exist).
    private(set) var perSecond: CGFloat = 0

    /// Adds the value at a time (a second sample at the same time replaces the first).
    mutating func record(_ value: CGFloat, at time: CFTimeInterval) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        while samples.count > 2, time - samples[1].time > Self.window { samples.removeFirst() }
        if let first = samples.first, let last = samples.last, last.time > first.time {
            perSecond = (last.value - first.value) / CGFloat(last.time - first.time)
        }
    }

    /// Forgets every sample (the value was set, or the gesture is over).
    mutating func reset() {
        samples.removeAll()
        perSecond = 0
    }
}
