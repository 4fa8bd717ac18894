import Foundation

/// A layer that fills its bounds (rounded by `cornerRadius`) with a colour gradient, above its
/// background and contents and below its sublayers.
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s) of the gradient's stops; animatable (stop by stop, for lists of
    /// the same length).
    open var colors: [Any]? {
        get { model.effects.colors }
        set { setEffect(\.colors, Self.cgColors(newValue), key: "colors") }
    }

    /// Where the stops lie along the gradient, 0…1, increasing (nil: evenly spread); animatable.
    open var locations: [NSNumber]? {
        get { model.effects.locations?.map { NSNumber(value: Double($0)) } }
        set { setEffect(\.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations") }
    }

    /// Where the first stop lies, in the unit square of the bounds (default (0.5, 0)).
    open var startPoint: CGPoint {
        get { model.effects.startPoint }
        set { setEffect(\.startPoint, newValue, key: "startPoint") }
    }

    /// Where the last stop lies, in the unit square of the bounds (default (0.5, 1)).
    open var endPoint: CGPoint {
        get { model.effects.endPoint }
        set { setEffect(\.endPoint, newValue, key: "endPoint") }
    }

    /// The kind of gradient: axial (default), radial or conic.
    open var type: CAGradientLayerType {
        get { model.effects.gradientType }
        set { setEffect(\.gradientType, newValue, key: "type") }
    }

    /// The colours of a `colors` list (apps pass `CGColor`s; `UIColor`s are taken too).
    private static func cgColors(_ list: [Any]?) -> [CGColor]? {
        list?.compactMap { item in
            if let color = item as? CGColor { return color }
            return (item as? UIColor)?.cgColor
        }
    }
}
