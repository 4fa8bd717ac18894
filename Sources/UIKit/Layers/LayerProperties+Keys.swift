import Foundation

extension LayerProperties {
    /// The keys of the animatable properties, as Core Animation names them.
    public static let animatableKeys = [
        "bounds", "position", "anchorPoint", "anchorPointZ", "zPosition", "transform", "sublayerTransform",
        "opacity", "backgroundColor", "cornerRadius", "borderWidth", "borderColor", "hidden", "masksToBounds",
        "doubleSided", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius", "shadowPath", "path",
        "fillColor", "strokeColor", "lineWidth", "miterLimit", "strokeStart", "strokeEnd", "lineDashPhase", "colors",
        "locations", "startPoint", "endPoint",
    ]

    /// An animatable property, named as Core Animation names it.
    enum Key: String, Sendable {
        case bounds, position, anchorPoint, anchorPointZ, zPosition, transform, sublayerTransform, opacity
        case backgroundColor, cornerRadius, borderWidth, borderColor
        case hidden, masksToBounds, doubleSided
        case shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath
        case path, fillColor, strokeColor, lineWidth, miterLimit, strokeStart, strokeEnd, lineDashPhase
        case colors, locations, startPoint, endPoint

        /// Whether the key names a shadow, shape or gradient value (kept in `effects`).
        var isEffect: Bool {
            switch self {
            case .shadowColor, .shadowOpacity, .shadowOffset, .shadowRadius, .shadowPath, .path, .fillColor,
                .strokeColor, .lineWidth, .miterLimit, .strokeStart, .strokeEnd, .lineDashPhase, .colors, .locations,
                .startPoint, .endPoint:
                return true
            default: return false
            }
        }
    }

    /// The value stored under a Core Animation key or a custom key, or nil for an unknown key.
    public func animatableValue(forKey key: String) -> AnimatableValue? {
        Key(rawValue: key).map { animatableValue(for: $0) } ?? customValues[key]
    }

    /// Stores a value under a Core Animation key or an existing custom key; returns false for an
    /// unknown key or a value of the wrong shape.
    @discardableResult
    public mutating func setAnimatableValue(_ value: AnimatableValue, forKey key: String) -> Bool {
        guard let property = Key(rawValue: key) else {
            guard customValues[key] != nil else { return false }
            customValues[key] = value
            return true
        }
        return setAnimatableValue(value, for: property)
    }

    /// The value of `key` (animations parse their key path once and read through this each frame).
    func animatableValue(for key: Key) -> AnimatableValue {
        switch key {
        case .bounds: return .rect(bounds)
        case .position: return .point(position)
        case .anchorPoint: return .point(anchorPoint)
        case .anchorPointZ: return .scalar(anchorPointZ)
        case .zPosition: return .scalar(zPosition)
        case .transform: return .transform(transform)
        case .sublayerTransform: return .transform(sublayerTransform)
        case .opacity: return .scalar(CGFloat(opacity))
        case .backgroundColor: return .color(backgroundColor)
        case .cornerRadius: return .scalar(cornerRadius)
        case .borderWidth: return .scalar(borderWidth)
        case .borderColor: return .color(borderColor)
        case .hidden: return .bool(isHidden)
        case .masksToBounds: return .bool(masksToBounds)
        case .doubleSided: return .bool(isDoubleSided)
        default: return effects.animatableValue(for: key)
        }
    }

    /// Stores a value under `key`; false when the value has the wrong shape.
    @discardableResult
    mutating func setAnimatableValue(_ value: AnimatableValue, for key: Key) -> Bool {
        switch (key, value) {
        case (.bounds, .rect(let v)): bounds = v
        case (.position, .point(let v)): position = v
        case (.anchorPoint, .point(let v)): anchorPoint = v
        case (.anchorPointZ, .scalar(let v)): anchorPointZ = v
        case (.zPosition, .scalar(let v)): zPosition = v
        case (.transform, .transform(let v)): transform = v
        case (.sublayerTransform, .transform(let v)): sublayerTransform = v
        case (.opacity, .scalar(let v)): opacity = Float(v)
        case (.backgroundColor, .color(let v)): backgroundColor = v
        case (.cornerRadius, .scalar(let v)): cornerRadius = v
        case (.borderWidth, .scalar(let v)): borderWidth = v
        case (.borderColor, .color(let v)): borderColor = v
        case (.hidden, .bool(let v)): isHidden = v
        case (.masksToBounds, .bool(let v)): masksToBounds = v
        case (.doubleSided, .bool(let v)): isDoubleSided = v
        case _ where key.isEffect: return effects.setAnimatableValue(value, for: key)
        default: return false
        }
        return true
    }
}
