import Foundation

/// Every value of a `CAEmitterCell` that shapes the particles it emits, copied when one changes
/// so a particle keeps the values in force when it was born (R288).
package struct EmitterCellSettings: Equatable, Sendable {
    package var isEnabled = true
    package var birthRate: Float = 0
    package var lifetime: Float = 0
    package var lifetimeRange: Float = 0
    package var emissionLatitude: CGFloat = 0
    package var emissionLongitude: CGFloat = 0
    package var emissionRange: CGFloat = 0
    package var velocity: CGFloat = 0
    package var velocityRange: CGFloat = 0
    package var xAcceleration: CGFloat = 0
    package var yAcceleration: CGFloat = 0
    package var zAcceleration: CGFloat = 0
    package var scale: CGFloat = 1
    package var scaleRange: CGFloat = 0
    package var scaleSpeed: CGFloat = 0
    package var spin: CGFloat = 0
    package var spinRange: CGFloat = 0
    package var color: CGColor = CGColor(gray: 1, alpha: 1)
    package var redRange: Float = 0
    package var greenRange: Float = 0
    package var blueRange: Float = 0
    package var alphaRange: Float = 0
    package var redSpeed: Float = 0
    package var greenSpeed: Float = 0
    package var blueSpeed: Float = 0
    package var alphaSpeed: Float = 0
    package var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    package var contentsScale: CGFloat = 1
    /// The cell's active interval in the emitter's simulation time (duration 0: for ever).
    package var beginTime: CFTimeInterval = 0
    package var duration: CFTimeInterval = 0

    package init() {}

    /// The longest a particle of these values lives, in seconds, with the emitter's `lifetime`
    /// multiplier.
    package func longestLifetime(multiplier: Float) -> Double {
        max(0, Double(lifetime) + abs(Double(lifetimeRange)) / 2) * max(0, Double(multiplier))
    }
}

/// The values of an emitter that shape the particles born under them (R288).
package struct EmitterLayerSettings: Equatable, Sendable {
    package var birthRate: Float = 1
    package var lifetime: Float = 1
    package var velocity: Float = 1
    package var scale: Float = 1
    package var spin: Float = 1
    package var emitterPosition = CGPoint.zero
    package var emitterZPosition: CGFloat = 0
    package var emitterSize = CGSize.zero
    package var emitterDepth: CGFloat = 0
    package var emitterShape = CAEmitterLayerEmitterShape.point
    package var emitterMode = CAEmitterLayerEmitterMode.volume
    package var seed: UInt32 = 0

    package init() {}
}

/// Values that change over time, each stamped with the media time it took effect.
package struct SettingsHistory<Value: Equatable & Sendable>: Sendable {
    /// Oldest first; never empty.
    package private(set) var entries: [(time: CFTimeInterval, value: Value)]

    /// The longest history kept: a particle system's values rarely change more often, and particles
    /// live seconds, not hundreds of changes.
    static var limit: Int { 256 }

    package init(_ value: Value, at time: CFTimeInterval) { entries = [(time, value)] }

    /// The latest value.
    package var current: Value { entries[entries.count - 1].value }

    /// Records `value` from `time` on (a change at the same time replaces the last one).
    package mutating func record(_ value: Value, at time: CFTimeInterval) {
        guard value != current else { return }
        if let last = entries.last, last.time >= time {
            entries[entries.count - 1].value = value
        } else {
            entries.append((time, value))
        }
        if entries.count > Self.limit { entries.removeFirst(entries.count - Self.limit) }
    }

    /// The value in force at `time` (the first one before any recorded change).
    package func value(at time: CFTimeInterval) -> Value {
        var result = entries[0].value
        for entry in entries where entry.time <= time { result = entry.value }
        return result
    }
}
