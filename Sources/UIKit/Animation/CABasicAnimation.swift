import Foundation

/// A single-keyframe animation from `fromValue` to `toValue` (or by `byValue`).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: derived from the other values or the current value).
    public var fromValue: Any? { didSet { from = AnimatableValue(any: fromValue) } }
    /// The end value.
    public var toValue: Any? { didSet { to = AnimatableValue(any: toValue) } }
    /// The relative change.
    public var byValue: Any? { didSet { by = AnimatableValue(any: byValue) } }

    // The three values converted once when set: they are read every frame, and unboxing them from
    // `Any` each time was a visible part of the presentation cost. (Every type `AnimatableValue(any:)`
    // accepts is a value type or an immutable class, so the conversion cannot go stale.)
    private var from: AnimatableValue?
    private var to: AnimatableValue?
    private var by: AnimatableValue?

    /// Added as the action of a change: with no values at all, it animates from what was on screen
    /// before the change to the new value (Core Animation's rule for nil from, to and by values).
    open override func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        if from == nil, to == nil, by == nil, let old = arguments?["fromValue"] as? AnimatableValue {
            var oldModel = layer.model
            oldModel.setAnimatableValue(old, forKey: event)
            fromValue = layer.presentationValue(forKey: keyPath ?? event, model: oldModel) ?? old
        }
        super.run(forKey: event, object: layer, arguments: arguments)
    }

    /// The interpolation progress at simple time `t` (a spring overrides this).
    func progress(simpleTime t: Double) -> Double { pacedFraction(simpleTime: t) }

    /// The (from, to) pair following Core Animation's rules for nil values; `current` is the value
    /// the layer would show without this animation (zero when additive).
    func endpoints(current: AnimatableValue) -> (AnimatableValue, AnimatableValue) {
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
        // A key the layer has no value for yet (a subclass's keyed value never set) animates between
        // the animation's own values.
        guard let path = parsedKeyPath, let current = path.value(in: properties) ?? from ?? to else { return }
        let (from, to) = endpoints(current: isAdditive ? current.zero : current)
        write(interpolate(from, to, progress(simpleTime: t)), to: &properties)
    }
}
