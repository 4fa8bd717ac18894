import Foundation

/// A single-keyframe animation from `fromValue` to `toValue` (or by `byValue`).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value (nil: derived from the other values or the current value).
    public var fromValue: Any? {
        didSet {
            from = AnimatableValue(any: fromValue)
            valuesRevision &+= 1
        }
    }
    /// The end value.
    public var toValue: Any? {
        didSet {
            to = AnimatableValue(any: toValue)
            valuesRevision &+= 1
        }
    }
    /// The relative change.
    public var byValue: Any? {
        didSet {
            by = AnimatableValue(any: byValue)
            valuesRevision &+= 1
        }
    }

    // The three values converted once when set: they are read every frame, and unboxing them from
    // `Any` each time was a visible part of the presentation cost. (Every type `AnimatableValue(any:)`
    // accepts is a value type or an immutable class, so the conversion cannot go stale.)
    @exclusivity(unchecked) private var from: AnimatableValue?
    @exclusivity(unchecked) private var to: AnimatableValue?
    @exclusivity(unchecked) private var by: AnimatableValue?
    // (Its compact form is kept in `CAAnimation.compact`, beside the timing.)
    /// The converted start and end values.
    fileprivate var endValues: (from: AnimatableValue?, to: AnimatableValue?) { (from, to) }

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
        if PresentationShortcuts.areEnabled, case let kept = keptCompactForm(), kept.form != nil {
            kept.write(progress(simpleTime: t), with: self, to: &properties)
            return
        }
        applyByKeyPath(simpleTime: t, to: &properties)
    }

    /// The general evaluation: read the current value at the key path, pick the end points by Core
    /// Animation's rules, interpolate, write back (the compact form gives the same bits).
    func applyByKeyPath(simpleTime t: Double, to properties: inout LayerProperties) {
        // A key the layer has no value for yet (a subclass's keyed value never set) animates between
        // the animation's own values.
        guard let path = parsedKeyPath, let current = path.value(in: properties) ?? from ?? to else { return }
        let (from, to) = endpoints(current: isAdditive ? current.zero : current)
        write(interpolate(from, to, progress(simpleTime: t)), to: &properties)
    }
}

/// A compact form with the values revision it was made at.
final class KeptCompactForm {
    let revision: Int
    let form: CABasicAnimation.CompactForm?

    init(revision: Int, form: CABasicAnimation.CompactForm?) {
        self.revision = revision
        self.form = form
    }

    /// `form.write`, read in place.
    @MainActor
    func write(_ progress: Double, with animation: CAPropertyAnimation, to p: inout LayerProperties) {
        form?.write(progress, with: animation, to: &p)
    }
}

extension CABasicAnimation {
    /// A basic animation's values prepared for the per-frame evaluation (issue #16): with both
    /// end values given (additive or not), on a whole layer property of a plain type, the end points do
    /// not depend on the layer, so they are unboxed once and each frame interpolates and stores
    /// the field directly — no key path read, no `AnimatableValue` built, matched or written. The
    /// arithmetic is `AnimatableValue.interpolate`'s, so the bits are the same
    /// (`CompactAnimationEvaluationTests`).
    enum CompactForm {
        case opacity(CGFloat, CGFloat)
        case position(CGPoint, CGPoint)
        case bounds(CGRect, CGRect)
        /// The ends, decomposed once (`TransformInterpolation`).
        case transform(TransformInterpolation)
        case zPosition(CGFloat, CGFloat)
        case cornerRadius(CGFloat, CGFloat)
        case anchorPoint(CGPoint, CGPoint)

        func write(_ progress: Double, with animation: CAPropertyAnimation, to p: inout LayerProperties) {
            let f = CGFloat(progress)
            func lerp(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * f }
            // Additive (what a UIView animation block adds, R111): the interpolated delta goes on top
            // of the value below, with `AnimatableValue.adding`'s arithmetic.
            let additive = animation.isAdditive
            switch self {
            case .opacity(let a, let b):
                p.opacity = Float(additive ? CGFloat(p.opacity) + lerp(a, b) : lerp(a, b))
            case .position(let a, let b):
                let v = CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y))
                p.position = additive ? CGPoint(x: p.position.x + v.x, y: p.position.y + v.y) : v
            case .anchorPoint(let a, let b):
                let v = CGPoint(x: lerp(a.x, b.x), y: lerp(a.y, b.y))
                p.anchorPoint = additive ? CGPoint(x: p.anchorPoint.x + v.x, y: p.anchorPoint.y + v.y) : v
            case .bounds(let a, let b):
                let v = CGRect(
                    x: lerp(a.origin.x, b.origin.x), y: lerp(a.origin.y, b.origin.y),
                    width: lerp(a.size.width, b.size.width), height: lerp(a.size.height, b.size.height))
                guard additive else {
                    p.bounds = v
                    return
                }
                let c = p.bounds
                p.bounds = CGRect(
                    x: c.origin.x + v.origin.x, y: c.origin.y + v.origin.y, width: c.size.width + v.size.width,
                    height: c.size.height + v.size.height)
            case .transform(let interpolation):
                let v = interpolation.value(at: progress)
                p.transform = additive ? v.concatenating(p.transform) : v
            case .zPosition(let a, let b): p.zPosition = additive ? p.zPosition + lerp(a, b) : lerp(a, b)
            case .cornerRadius(let a, let b): p.cornerRadius = additive ? p.cornerRadius + lerp(a, b) : lerp(a, b)
            }
        }
    }

    /// The compact form of this animation's current values, prepared on first use and again after
    /// they change; nil when they need the general evaluation.
    func compactForm() -> CompactForm? { keptCompactForm().form }

    private func keptCompactForm() -> KeptCompactForm {
        if let kept = compact, kept.revision == valuesRevision { return kept }
        let kept = KeptCompactForm(revision: valuesRevision, form: makeCompactForm())
        compact = kept
        return kept
    }

    private func makeCompactForm() -> CompactForm? {
        guard let path = parsedKeyPath, path.components.isEmpty, let from = endValues.from,
            let to = endValues.to
        else { return nil }
        switch (path.key, from, to) {
        case ("opacity", .scalar(let a), .scalar(let b)): return .opacity(a, b)
        case ("position", .point(let a), .point(let b)): return .position(a, b)
        case ("anchorPoint", .point(let a), .point(let b)): return .anchorPoint(a, b)
        case ("bounds", .rect(let a), .rect(let b)): return .bounds(a, b)
        case ("transform", .transform(let a), .transform(let b)):
            return .transform(TransformInterpolation(from: a, to: b))
        case ("zPosition", .scalar(let a), .scalar(let b)): return .zPosition(a, b)
        case ("cornerRadius", .scalar(let a), .scalar(let b)): return .cornerRadius(a, b)
        default: return nil
        }
    }
}
