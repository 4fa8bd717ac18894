import Foundation

/// A layer that draws `instanceCount` copies of its sublayers (R286): copy `i` is moved by
/// `instanceTransform` applied `i` times about the layer's anchor point, runs `i × instanceDelay`
/// seconds behind the original, and has its colours multiplied by `instanceColor` plus `i` times
/// the four offsets. The geometric, colour and delay values are animatable (they live among the
/// layer's keyed values, so animations and presentation copies see them).
open class CAReplicatorLayer: CALayer {
    /// How many copies of the sublayers are drawn, the original included (default 1; below 1 draws
    /// none).
    open var instanceCount: Int = 1 { didSet { if instanceCount != oldValue { LayerTreeChanges.invalidate() } } }

    /// Whether the copies keep their 3D depth like a `CATransformLayer`'s sublayers (R287) instead
    /// of being flattened into the layer's plane (default false).
    open var preservesDepth = false { didSet { if preservesDepth != oldValue { LayerTreeChanges.invalidate() } } }

    /// Seconds by which each copy runs behind the previous one (default 0). Animatable.
    open var instanceDelay: CFTimeInterval {
        get { scalar(Keys.delay, default: 0) }
        set { setValue(newValue, forKey: Keys.delay) }
    }

    /// The transform taking one copy to the next, about the anchor point (default identity). Animatable.
    open var instanceTransform: CATransform3D {
        get { (value(forKey: Keys.transform) as? CATransform3D) ?? CATransform3DIdentity }
        set { setValue(newValue, forKey: Keys.transform) }
    }

    /// The colour the first copy's colours are multiplied by (default opaque white). Animatable.
    open var instanceColor: CGColor? {
        get { (value(forKey: Keys.color) as? CGColor) ?? CGColor(gray: 1, alpha: 1) }
        set { setValue(newValue ?? CGColor(gray: 1, alpha: 1), forKey: Keys.color) }
    }

    /// Added to the red component of the multiplying colour for each copy after the first (default 0). Animatable.
    open var instanceRedOffset: Float {
        get { Float(scalar(Keys.red, default: 0)) }
        set { setValue(newValue, forKey: Keys.red) }
    }

    /// Added to the green component of the multiplying colour for each copy (default 0). Animatable.
    open var instanceGreenOffset: Float {
        get { Float(scalar(Keys.green, default: 0)) }
        set { setValue(newValue, forKey: Keys.green) }
    }

    /// Added to the blue component of the multiplying colour for each copy (default 0). Animatable.
    open var instanceBlueOffset: Float {
        get { Float(scalar(Keys.blue, default: 0)) }
        set { setValue(newValue, forKey: Keys.blue) }
    }

    /// Added to the alpha component of the multiplying colour for each copy (default 0). Animatable.
    open var instanceAlphaOffset: Float {
        get { Float(scalar(Keys.alpha, default: 0)) }
        set { setValue(newValue, forKey: Keys.alpha) }
    }

    public required init() { super.init() }

    public required init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? CAReplicatorLayer else { return }
        instanceCount = other.instanceCount
        preservesDepth = other.preservesDepth
    }

    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The keys the animatable values are stored under (Core Animation's property names).
    enum Keys {
        static let delay = "instanceDelay"
        static let transform = "instanceTransform"
        static let color = "instanceColor"
        static let red = "instanceRedOffset"
        static let green = "instanceGreenOffset"
        static let blue = "instanceBlueOffset"
        static let alpha = "instanceAlphaOffset"
    }

    private func scalar(_ key: String, default value: CGFloat) -> CGFloat {
        guard case .scalar(let v)? = model.customValues[key] else { return value }
        return v
    }

    /// The copies drawn when the presentation values are `p` (R286): for copy `i`, the transform
    /// to apply after a sublayer's own (the instance transform `i` times, about the anchor), the
    /// time shift of its sublayers, and the colour its pixels are multiplied by (each component
    /// clamped to 0…1).
    package func instances(_ p: LayerProperties) -> [ReplicatorInstance] {
        guard instanceCount > 0 else { return [] }
        func scalar(_ key: String) -> CGFloat {
            guard case .scalar(let v)? = p.customValues[key] else { return 0 }
            return v
        }
        var step = CATransform3DIdentity
        if case .transform(let t)? = p.customValues[Keys.transform] { step = t }
        var base = CGColor(gray: 1, alpha: 1)
        if case .color(let c?)? = p.customValues[Keys.color] { base = c }
        let delay = scalar(Keys.delay)
        let offsets = (scalar(Keys.red), scalar(Keys.green), scalar(Keys.blue), scalar(Keys.alpha))
        let anchor = p.anchorInBounds
        let toAnchor = CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
        let fromAnchor = CATransform3DMakeTranslation(anchor.x, anchor.y, 0)
        var out: [ReplicatorInstance] = []
        out.reserveCapacity(instanceCount)
        var accumulated = CATransform3DIdentity
        for i in 0..<instanceCount {
            let k = CGFloat(i)
            func clamp(_ v: CGFloat) -> CGFloat { min(max(v, 0), 1) }
            let tint = ReplicatorInstance.Tint(
                red: clamp(base.red + k * offsets.0), green: clamp(base.green + k * offsets.1),
                blue: clamp(base.blue + k * offsets.2), alpha: clamp(base.alpha + k * offsets.3))
            let transform =
                i == 0 ? CATransform3DIdentity : toAnchor.concatenating(accumulated).concatenating(fromAnchor)
            out.append(ReplicatorInstance(index: i, transform: transform, timeShift: Double(k * delay), tint: tint))
            accumulated = accumulated.concatenating(step)
        }
        return out
    }
}

/// One copy a `CAReplicatorLayer` draws of its sublayers (R286).
package struct ReplicatorInstance: Equatable, Sendable {
    /// A colour the copy's pixels are multiplied by, component by component.
    package struct Tint: Equatable, Sendable {
        package var red: CGFloat
        package var green: CGFloat
        package var blue: CGFloat
        package var alpha: CGFloat

        package init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
            (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        }

        /// No change.
        package static let identity = Tint(red: 1, green: 1, blue: 1, alpha: 1)

        /// Both tints applied.
        package func multiplied(by o: Tint) -> Tint {
            Tint(red: red * o.red, green: green * o.green, blue: blue * o.blue, alpha: alpha * o.alpha)
        }
    }

    /// 0 for the original.
    package var index: Int
    /// Applied after each sublayer's own transform to the replicator (about the replicator's anchor).
    package var transform: CATransform3D
    /// How far behind the replicator's time the copy's sublayers run.
    package var timeShift: CFTimeInterval
    /// The colour multiplier.
    package var tint: Tint

    package init(index: Int, transform: CATransform3D, timeShift: CFTimeInterval, tint: Tint) {
        (self.index, self.transform, self.timeShift, self.tint) = (index, transform, timeShift, tint)
    }
}
