import Foundation

/// The animatable values of a layer's shadow (every `CALayer`), shape (`CAShapeLayer`) and
/// gradient (`CAGradientLayer`), with Core Animation's defaults. `LayerProperties` keeps them out
/// of line, so a layer that uses none of them carries one empty reference (see `effects`).
public struct LayerEffects: Equatable, Sendable {
    // MARK: Shadow (CALayer)
    public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var shadowOpacity: Float = 0
    /// Core Animation's default points up (its first platform's y axis pointed up).
    public var shadowOffset = CGSize(width: 0, height: -3)
    public var shadowRadius: CGFloat = 3
    public var shadowPath: CGPath?

    // MARK: Shape (CAShapeLayer)
    public var path: CGPath?
    public var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var fillRule = CAShapeLayerFillRule.nonZero
    public var strokeColor: CGColor?
    public var lineWidth: CGFloat = 1
    public var miterLimit: CGFloat = 10
    public var lineCap = CAShapeLayerLineCap.butt
    public var lineJoin = CAShapeLayerLineJoin.miter
    public var strokeStart: CGFloat = 0
    public var strokeEnd: CGFloat = 1
    public var lineDashPhase: CGFloat = 0
    public var lineDashPattern: [CGFloat]?

    // MARK: Gradient (CAGradientLayer)
    public var colors: [CGColor]?
    public var locations: [CGFloat]?
    public var startPoint = CGPoint(x: 0.5, y: 0)
    public var endPoint = CGPoint(x: 0.5, y: 1)
    public var gradientType = CAGradientLayerType.axial

    public init() {}

    /// Whether a shadow would be drawn (some opacity and colour).
    public var hasVisibleShadow: Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0
    }
}

/// `LayerEffects` behind a copy-on-write reference that is nil while every value is the default,
/// so copying a plain layer's properties (every layer, every frame) copies one null pointer.
struct LayerEffectsStorage: Equatable, Sendable {
    private final class Box: @unchecked Sendable {
        // @unchecked Sendable: a box is only mutated while uniquely referenced (copy on write).
        var value: LayerEffects
        init(_ value: LayerEffects) { self.value = value }
    }

    private var box: Box?
    private static let defaults = LayerEffects()

    /// Whether every value is Core Animation's default.
    var isDefault: Bool { box == nil }

    var value: LayerEffects {
        get { box?.value ?? Self.defaults }
        set {
            if newValue == Self.defaults {
                box = nil
            } else if isKnownUniquelyReferenced(&box) {
                box!.value = newValue
            } else {
                box = Box(newValue)
            }
        }
    }

    static func == (lhs: LayerEffectsStorage, rhs: LayerEffectsStorage) -> Bool {
        lhs.box === rhs.box || lhs.value == rhs.value
    }
}
