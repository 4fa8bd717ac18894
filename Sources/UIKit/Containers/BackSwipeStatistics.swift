import Foundation

/// The running statistics UIKit keeps of a back swipe to decide, on release, whether it pops (R91):
/// each sample's progress and velocity in widths (per second), the velocity and the acceleration
/// averaged over the last three samples, and how many samples there were.
struct BackSwipeStatistics {
    /// Samples closer together than this count only when the finger moved.
    static let minimumInterval: CFTimeInterval = 0.01
    /// The largest change of acceleration one sample may bring (widths per second²).
    static let accelerationStep = 5.0

    private(set) var sampleCount = 0
    /// The velocity, averaged over the last three samples (widths per second).
    private(set) var averageVelocity = 0.0
    /// The acceleration, averaged over the last three samples (widths per second²).
    private(set) var averageAcceleration = 0.0
    /// The velocity of the last sample taken (widths per second).
    private(set) var lastVelocity = 0.0
    private var lastAcceleration = 0.0
    private var lastDisplacement = 0.0
    private var lastTime: CFTimeInterval = 0
    private var lastEventTime: CFTimeInterval = 0
    private var velocities = [0.0, 0.0, 0.0]
    private var accelerations = [0.0, 0.0, 0.0]

    /// Starts over with the gesture's first sample.
    mutating func begin(time: CFTimeInterval, displacement: Double, velocity: Double) {
        sampleCount = 1
        lastTime = time
        lastEventTime = time
        lastDisplacement = displacement
        lastVelocity = velocity
        lastAcceleration = 0
        averageVelocity = velocity
        averageAcceleration = 0
        velocities = [velocity, 0, 0]
        accelerations = [0, 0, 0]
    }

    /// Adds a sample (a move, or the release): taken when at least 10 ms passed since the last event,
    /// or more than 1 ms passed and the finger moved.
    mutating func add(time: CFTimeInterval, displacement: Double, velocity: Double) {
        guard sampleCount > 0 else { return begin(time: time, displacement: displacement, velocity: velocity) }
        let sinceEvent = time - lastEventTime
        lastEventTime = time
        guard sinceEvent >= Self.minimumInterval || (sinceEvent > 0.001 && displacement != lastDisplacement) else {
            return
        }
        let dt = time - lastTime
        let slot = sampleCount % 3
        averageVelocity = Self.runningAverage(
            averageVelocity, adding: velocity, replacing: velocities[slot], count: sampleCount)
        velocities[slot] = velocity
        var acceleration = dt > 0 ? (velocity - lastVelocity) / dt : lastAcceleration
        if abs(acceleration - lastAcceleration) > Self.accelerationStep {
            acceleration =
                lastAcceleration + (acceleration > lastAcceleration ? Self.accelerationStep : -Self.accelerationStep)
        }
        averageAcceleration = Self.runningAverage(
            averageAcceleration, adding: acceleration, replacing: accelerations[slot], count: sampleCount)
        accelerations[slot] = acceleration
        lastAcceleration = acceleration
        lastVelocity = velocity
        lastDisplacement = displacement
        lastTime = time
        sampleCount += 1
    }

    /// The mean of the last three values (of all of them while there are fewer).
    private static func runningAverage(_ average: Double, adding value: Double, replacing old: Double, count: Int)
        -> Double
    {
        count > 2 ? (value + average * 3 - old) / 3 : (value + average * Double(count)) / Double(count + 1)
    }

    /// R91: whether a release at progress `p` pops, for a transition lasting `duration`, in a view
    /// `width` points wide: with three samples or more, if p + v̄·T + ½·ā·T² passes min(187.5 / W,
    /// ½); with fewer, if the averaged velocity points back (v̄ > 0).
    func pops(progress p: Double, duration: Double, width: Double) -> Bool {
        guard sampleCount >= 3 else { return averageVelocity > 0 }
        let projected = p + averageVelocity * duration + 0.5 * averageAcceleration * duration * duration
        return projected > min(187.5 / width, 0.5)
    }
}
