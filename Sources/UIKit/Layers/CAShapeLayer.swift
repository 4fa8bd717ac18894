import Foundation

/// A layer that draws a path: filled, then stroked, above its contents and below its sublayers.
/// The path is in the layer's coordinates and is not clipped to the bounds.
open class CAShapeLayer: CALayer {
    /// The path drawn (an immutable copy of the one set); animatable between paths with the same
    /// element kinds.
    open var path: CGPath? {
        get { model.effects.path }
        set { setEffect(\.path, newValue?.frozen, key: "path") }
    }

    /// The fill colour (default opaque black; nil: no fill).
    open var fillColor: CGColor? {
        get { model.effects.fillColor }
        set { setEffect(\.fillColor, newValue, key: "fillColor") }
    }

    /// Which points the fill covers where the path overlaps itself.
    open var fillRule: CAShapeLayerFillRule {
        get { model.effects.fillRule }
        set { setEffect(\.fillRule, newValue, key: "fillRule") }
    }

    /// The stroke colour (default nil: no stroke).
    open var strokeColor: CGColor? {
        get { model.effects.strokeColor }
        set { setEffect(\.strokeColor, newValue, key: "strokeColor") }
    }

    /// The stroke width, centred on the path (default 1).
    open var lineWidth: CGFloat {
        get { model.effects.lineWidth }
        set { setEffect(\.lineWidth, newValue, key: "lineWidth") }
    }

    /// The longest miter join, as a multiple of the line width, before it becomes a bevel (default 10).
    open var miterLimit: CGFloat {
        get { model.effects.miterLimit }
        set { setEffect(\.miterLimit, newValue, key: "miterLimit") }
    }

    /// How open ends of the stroke are drawn.
    open var lineCap: CAShapeLayerLineCap {
        get { model.effects.lineCap }
        set { setEffect(\.lineCap, newValue, key: "lineCap") }
    }

    /// How corners of the stroke are drawn.
    open var lineJoin: CAShapeLayerLineJoin {
        get { model.effects.lineJoin }
        set { setEffect(\.lineJoin, newValue, key: "lineJoin") }
    }

    /// Where the stroke starts, as a fraction of the whole path's length (default 0).
    open var strokeStart: CGFloat {
        get { model.effects.strokeStart }
        set { setEffect(\.strokeStart, newValue, key: "strokeStart") }
    }

    /// Where the stroke ends, as a fraction of the whole path's length (default 1).
    open var strokeEnd: CGFloat {
        get { model.effects.strokeEnd }
        set { setEffect(\.strokeEnd, newValue, key: "strokeEnd") }
    }

    /// Lengths of alternating dashes and gaps of the stroke (nil: solid).
    open var lineDashPattern: [NSNumber]? {
        get { model.effects.lineDashPattern?.map { NSNumber(value: Double($0)) } }
        set { setEffect(\.lineDashPattern, newValue?.map { CGFloat($0.doubleValue) }, key: "lineDashPattern") }
    }

    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat {
        get { model.effects.lineDashPhase }
        set { setEffect(\.lineDashPhase, newValue, key: "lineDashPhase") }
    }
}
