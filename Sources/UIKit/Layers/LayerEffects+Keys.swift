import Foundation

extension LayerEffects {
    /// The value of a shadow, shape or gradient key (`LayerProperties.Key.isEffect`).
    func animatableValue(for key: LayerProperties.Key) -> AnimatableValue {
        switch key {
        case .shadowColor: return .color(shadowColor)
        case .shadowOpacity: return .scalar(CGFloat(shadowOpacity))
        case .shadowOffset: return .size(shadowOffset)
        case .shadowRadius: return .scalar(shadowRadius)
        case .shadowPath: return .path(shadowPath)
        case .path: return .path(path)
        case .fillColor: return .color(fillColor)
        case .strokeColor: return .color(strokeColor)
        case .lineWidth: return .scalar(lineWidth)
        case .miterLimit: return .scalar(miterLimit)
        case .strokeStart: return .scalar(strokeStart)
        case .strokeEnd: return .scalar(strokeEnd)
        case .lineDashPhase: return .scalar(lineDashPhase)
        case .colors: return .colors(colors)
        case .locations: return .numbers(locations)
        case .startPoint: return .point(startPoint)
        case .endPoint: return .point(endPoint)
        default: preconditionFailure("\(key) is not a shadow, shape or gradient key")
        }
    }

    /// Stores a value under a shadow, shape or gradient key; false when it has the wrong shape.
    mutating func setAnimatableValue(_ value: AnimatableValue, for key: LayerProperties.Key) -> Bool {
        switch (key, value) {
        case (.shadowColor, .color(let v)): shadowColor = v
        case (.shadowOpacity, .scalar(let v)): shadowOpacity = Float(v)
        case (.shadowOffset, .size(let v)): shadowOffset = v
        case (.shadowRadius, .scalar(let v)): shadowRadius = v
        case (.shadowPath, .path(let v)): shadowPath = v
        case (.path, .path(let v)): path = v
        case (.fillColor, .color(let v)): fillColor = v
        case (.strokeColor, .color(let v)): strokeColor = v
        case (.lineWidth, .scalar(let v)): lineWidth = v
        case (.miterLimit, .scalar(let v)): miterLimit = v
        case (.strokeStart, .scalar(let v)): strokeStart = v
        case (.strokeEnd, .scalar(let v)): strokeEnd = v
        case (.lineDashPhase, .scalar(let v)): lineDashPhase = v
        case (.colors, .colors(let v)): colors = v
        case (.locations, .numbers(let v)): locations = v
        case (.startPoint, .point(let v)): startPoint = v
        case (.endPoint, .point(let v)): endPoint = v
        default: return false
        }
        return true
    }
}
