import Foundation

extension CALayer {
    /// The part of `contents` drawn, in unit coordinates of the image (default the whole image,
    /// (0, 0, 1, 1)); `contentsGravity` fits that part into the bounds (R290). Animatable — a
    /// discrete keyframe animation of it steps through a sprite sheet.
    public var contentsRect: CGRect {
        get { (value(forKey: "contentsRect") as? CGRect) ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setValue(newValue, forKey: "contentsRect") }
    }

    /// The `contentsRect` in presentation values `p` (the unit square when never set).
    package static func contentsRect(_ p: LayerProperties) -> CGRect {
        guard case .rect(let r)? = p.customValues["contentsRect"] else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        return r
    }

    /// The part of `contents` (unit coordinates) that stretches when the image is resized: the
    /// parts left, right, above and below it keep their size (a nine-part image, R290). Default the
    /// whole image (everything stretches). Animatable.
    public var contentsCenter: CGRect {
        get { (value(forKey: "contentsCenter") as? CGRect) ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { setValue(newValue, forKey: "contentsCenter") }
    }

    /// The `contentsCenter` in presentation values `p` (the unit square when never set).
    package static func contentsCenter(_ p: LayerProperties) -> CGRect {
        guard case .rect(let r)? = p.customValues["contentsCenter"] else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        return r
    }

    /// The filter used when `contents` is drawn larger than its pixels (default `.linear`; kept:
    /// images are always filtered linearly here).
    public var magnificationFilter: CALayerContentsFilter {
        get { (keyedValues["magnificationFilter"] as? CALayerContentsFilter) ?? .linear }
        set { keyedValues["magnificationFilter"] = newValue }
    }

    /// The filter used when `contents` is drawn smaller than its pixels (default `.linear`; kept).
    public var minificationFilter: CALayerContentsFilter {
        get { (keyedValues["minificationFilter"] as? CALayerContentsFilter) ?? .linear }
        set { keyedValues["minificationFilter"] = newValue }
    }

    /// The bias of the mipmap level chosen for `.trilinear` minification (default 0; kept).
    public var minificationFilterBias: Float {
        get { (keyedValues["minificationFilterBias"] as? Float) ?? 0 }
        set { keyedValues["minificationFilterBias"] = newValue }
    }
}

/// How a layer's `contents` is filtered when drawn at another size.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Linear interpolation of neighbouring pixels (the default).
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    /// The nearest pixel (hard-edged pixel art).
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    /// Linear, between mipmap levels when reduced.
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
