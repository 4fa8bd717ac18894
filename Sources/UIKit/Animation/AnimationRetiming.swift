import Foundation

/// The rest of an animation as a percent-driven transition's classic completion re-times it (R54):
/// from the value on screen when the interaction ended to the value at the transition's end (a
/// finish) or start (a cancel), over the time left, on the completion curve. The animation's own
/// curve, duration and begin time no longer count; its delegate and completion still do.
@MainActor
struct AnimationRetiming {
    /// The layer time at which the rest begins.
    let begin: CFTimeInterval
    /// How long the rest lasts, in the layer's time.
    let duration: CFTimeInterval
    /// The completion curve: value progress for a time fraction, both 0…1.
    let curve: (Double) -> Double
    /// Each animated key path with the value shown when the rest began and the value it runs to.
    let values: [(key: AnimationKeyPath, from: AnimatableValue, to: AnimatableValue)]

    /// The layer time at which the rest is over.
    var end: CFTimeInterval { begin + duration }

    /// Writes the values at layer time `t` into `properties`.
    func apply(parentTime t: Double, to properties: inout LayerProperties) {
        let fraction = duration > 0 ? min(max((t - begin) / duration, 0), 1) : 1
        let progress = curve(fraction)
        for value in values {
            _ = value.key.set(AnimatableValue.interpolate(value.from, value.to, progress), in: &properties)
        }
    }

    /// Whether the rest is over at layer time `t`.
    func hasEnded(parentTime t: Double) -> Bool { t >= end }
}
