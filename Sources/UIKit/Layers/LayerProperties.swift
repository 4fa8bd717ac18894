import Foundation

/// Every animatable value of a layer, stored together so that the model, the presentation and the
/// renderer all read one shape.
public struct LayerProperties: Equatable, Sendable {
    public var bounds = CGRect.zero
    public var position = CGPoint.zero
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)
    public var anchorPointZ: CGFloat = 0
    public var zPosition: CGFloat = 0
    public var transform = CATransform3DIdentity
    public var sublayerTransform = CATransform3DIdentity
    public var opacity: Float = 1
    public var backgroundColor: CGColor?
    public var cornerRadius: CGFloat = 0
    /// The corners `cornerRadius` rounds (R193; not animatable).
    public var maskedCorners: CACornerMask = .all
    /// Circular or continuous corners (R193; not animatable).
    public var cornerCurve: CALayerCornerCurve {
        get { hasContinuousCorners ? .continuous : .circular }
        set { hasContinuousCorners = newValue == .continuous }
    }
    /// `cornerCurve`, stored as the one bit it is: these values are copied for every layer of every
    /// frame, and a string field made each copy retain it.
    var hasContinuousCorners = false
    public var borderWidth: CGFloat = 0
    public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
    public var isHidden = false
    public var masksToBounds = false
    public var isDoubleSided = true
    /// The animatable values of keys a layer subclass adds (`"progress"`), set through
    /// `CALayer.setValue(_:forKey:)`; empty for most layers.
    public var customValues: [String: AnimatableValue] = [:]

    /// Shadow, shape and gradient values (`effects`), out of line.
    var effectStorage = LayerEffectsStorage()

    public init() {}

    /// The shadow, shape and gradient values (all defaults for most layers).
    public var effects: LayerEffects {
        get { effectStorage.value }
        set { effectStorage.value = newValue }
    }

    /// Whether some shadow, shape or gradient value differs from its default (the renderer's
    /// test before it looks at any of them).
    public var hasEffects: Bool { !effectStorage.isDefault }

    /// The anchor point in the layer's own coordinate space (bounds origin included).
    public var anchorInBounds: CGPoint {
        CGPoint(
            x: bounds.origin.x + anchorPoint.x * bounds.size.width,
            y: bounds.origin.y + anchorPoint.y * bounds.size.height)
    }

    /// The 4×4 map from this layer's space to its superlayer's space (before the superlayer's
    /// `sublayerTransform`): move the anchor to the origin, apply `transform`, move to `position`.
    public var transformToSuperlayer: CATransform3D {
        let anchor = anchorInBounds
        guard PresentationShortcuts.areEnabled, CATransform3DIsIdentity(transform) else {
            return transformToSuperlayerByProducts
        }
        // The three factors multiplied out for an identity transform, to the same bits: the products
        // left out are by 0 and 1, which are exact (every layer of every frame asks for this).
        return CATransform3DMakeTranslation(-anchor.x + position.x, -anchor.y + position.y, -anchorPointZ + zPosition)
    }

    /// `transformToSuperlayer` as the product of its three 4×4 factors.
    package var transformToSuperlayerByProducts: CATransform3D {
        let anchor = anchorInBounds
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, -anchorPointZ)
            .concatenating(transform)
            .concatenating(CATransform3DMakeTranslation(position.x, position.y, zPosition))
    }

    /// `sublayerTransform` applied about the anchor point, as Core Animation does.
    public var sublayerTransformAboutAnchor: CATransform3D {
        if CATransform3DIsIdentity(sublayerTransform) { return CATransform3DIdentity }
        let anchor = anchorInBounds
        return CATransform3DMakeTranslation(-anchor.x, -anchor.y, 0)
            .concatenating(sublayerTransform)
            .concatenating(CATransform3DMakeTranslation(anchor.x, anchor.y, 0))
    }

    /// The frame: bounds mapped to the superlayer (bounding box of the projected corners).
    public var frame: CGRect {
        let t = transformToSuperlayer
        let b = bounds
        if CATransform3DIsIdentity(transform) {
            let anchor = anchorInBounds
            return CGRect(
                x: position.x - (anchor.x - b.minX), y: position.y - (anchor.y - b.minY),
                width: b.width, height: b.height)
        }
        let corners = [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY),
            CGPoint(x: b.minX, y: b.maxY), CGPoint(x: b.maxX, y: b.maxY),
        ].map { t.project($0) }
        return CGRect.boundingBox(of: corners)
    }

    /// Sets the frame as Core Animation does: with an identity transform the bounds size becomes the
    /// frame size; with an invertible affine transform the bounds size is the frame size mapped back
    /// through the inverse; the position follows the anchor point within the frame.
    public mutating func setFrame(_ newFrame: CGRect) {
        let f = newFrame.standardized
        var size = f.size
        if !CATransform3DIsIdentity(transform) && transform.isAffine {
            let linear = CATransform3DGetAffineTransform(transform)
            let inverse = CGAffineTransform(a: linear.a, b: linear.b, c: linear.c, d: linear.d, tx: 0, ty: 0).inverted()
            let mapped = CGRect(origin: .zero, size: size).applying(inverse)
            size = mapped.size
        }
        bounds.size = size
        position = CGPoint(x: f.minX + anchorPoint.x * f.width, y: f.minY + anchorPoint.y * f.height)
    }
}
