import Foundation

/// A single-keyframe animation from `fromValue` to `toValue` (or by `byValue`).
@MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: derived from the other values or the current value).
    public var fromValue: Any?
    /// The end value.
    public var toValue: Any?
    /// The relative change.
    public var byValue: Any?

    /// The interpolation progress at simple time `t` (a spring overrides this).
    func progress(simpleTime t: Double) -> Double { pacedFraction(simpleTime: t) }

    /// The (from, to) pair following Core Animation's rules for nil values; `current` is the value
    /// the layer would show without this animation (zero when additive).
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
        let from = AnimatableValue(any: fromValue)
        let to = AnimatableValue(any: toValue)
        let by = AnimatableValue(any: byValue)
        switch (from, to, by) {
        case (let f?, let t?, _): return (f, t)
        case (let f?, nil, let b?): return (f, f.adding(b))
        case (nil, let t?, let b?): return (t.subtracting(b), t)
        case (let f?, nil, nil): return (f, current)
        case (nil, let t?, nil): return (current, t)
        case (nil, nil, let b?): return (current, current.adding(b))
        default: return (current, current)
        }
    }

    override func apply(simpleTime t: Double, to properties: inout LayerProperties) {
        guard let path = parsedKeyPath, let current = path.value(in: properties) else { return }
        let (from, to) = endpoints(current: isAdditive ? current.zero : current)
        write(AnimatableValue.interpolate(from, to, progress(simpleTime: t)), to: &properties)
    }
}
