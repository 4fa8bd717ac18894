import Foundation

/// The layer of a visual effect view's backdrop (iOS: `CABackdropLayer`): the renderer fills it
/// with what is drawn behind it, blurred by a Gaussian of `blurRadius` points and saturated by
/// `saturationAmount` (R222). Both are animatable keyed values, so an `effect` change inside an
/// animation block blurs in over the block's curve and a paused transition scrubs it (R223).
package final class BackdropLayer: CALayer {
    /// The key of the blur's standard deviation, in points.
    package static let blurRadiusKey = "blurRadius"
    /// The key of the saturation factor (1: unchanged).
    package static let saturationKey = "saturationAmount"

    package required init() {
        super.init()
        // Present from the start, so the first change has an old value to animate from.
        model.customValues[Self.blurRadiusKey] = .scalar(0)
        model.customValues[Self.saturationKey] = .scalar(1)
    }

    package required init(layer: Any) { super.init(layer: layer) }

    package required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The blur's standard deviation in points (model value).
    package var blurRadius: CGFloat {
        get { Self.scalar(model, Self.blurRadiusKey, default: 0) }
        set { setValue(newValue, forKey: Self.blurRadiusKey) }
    }

    /// The saturation factor (model value).
    package var saturationAmount: CGFloat {
        get { Self.scalar(model, Self.saturationKey, default: 1) }
        set { setValue(newValue, forKey: Self.saturationKey) }
    }

    /// The blur radius and saturation in a set of (presentation) values.
    package static func parameters(in properties: LayerProperties) -> (blurRadius: CGFloat, saturation: CGFloat) {
        (scalar(properties, blurRadiusKey, default: 0), scalar(properties, saturationKey, default: 1))
    }

    private static func scalar(_ properties: LayerProperties, _ key: String, default value: CGFloat) -> CGFloat {
        if case .scalar(let v) = properties.customValues[key] { return v }
        return value
    }
}

/// The layer of a `UIVisualEffectView`: the renderer captures its backdrop here, before the
/// view's own clipping, mask or group opacity takes it offscreen (R222), and its corner radius is
/// the backdrop's and the tint's too (iOS 11 and later round the effect with the view's layer).
package final class VisualEffectHostLayer: CALayer {
    package override var cornerRadius: CGFloat {
        didSet { (delegate as? UIVisualEffectView)?.cornerRadiusDidChange() }
    }
}
