import Foundation

/// A change to a view's properties that follows the device's tilt (parallax). Like the iOS
/// Simulator, Stagecraft has no motion sensor: the viewer offset stays zero, so added effects
/// change nothing on screen; `keyPathsAndRelativeValues(forViewerOffset:)` still answers as UIKit's.
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
    public override init() { super.init() }

    /// The relative values for the key paths at a viewer offset (each axis −1…1); nil: none.
    open func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? { nil }
}

/// A motion effect moving one key path between two values as the device tilts along one axis.
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
    /// Which tilt drives the effect.
    public enum EffectType: Int, Sendable {
        case tiltAlongHorizontalAxis = 0
        case tiltAlongVerticalAxis = 1
    }

    /// The key path changed (`"center.x"`, say).
    public let keyPath: String
    /// The axis.
    public let type: EffectType
    /// The value added at one extreme of the tilt (a number).
    open var minimumRelativeValue: Any?
    /// The value added at the other extreme.
    open var maximumRelativeValue: Any?

    public init(keyPath: String, type: EffectType) {
        self.keyPath = keyPath
        self.type = type
        super.init()
    }

    /// The value between the minimum (offset −1) and the maximum (+1), linearly.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        func number(_ value: Any?) -> CGFloat? {
            switch value {
            case let v as CGFloat: return v
            case let v as Double: return CGFloat(v)
            case let v as Int: return CGFloat(v)
            case let v as Float: return CGFloat(v)
            default: return nil
            }
        }
        guard let low = number(minimumRelativeValue), let high = number(maximumRelativeValue) else { return nil }
        let offset = type == .tiltAlongHorizontalAxis ? viewerOffset.horizontal : viewerOffset.vertical
        let t = (min(max(offset, -1), 1) + 1) / 2
        return [keyPath: low + (high - low) * t]
    }
}

/// Several motion effects applied together.
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
    /// The effects.
    open var motionEffects: [UIMotionEffect]?

    /// Every member's values, merged.
    open override func keyPathsAndRelativeValues(forViewerOffset viewerOffset: UIOffset) -> [String: Any]? {
        var merged: [String: Any] = [:]
        for effect in motionEffects ?? [] {
            for (key, value) in effect.keyPathsAndRelativeValues(forViewerOffset: viewerOffset) ?? [:] {
                merged[key] = value
            }
        }
        return merged.isEmpty ? nil : merged
    }
}

extension UIView {
    /// The motion effects added to the view (they change nothing here: there is no tilt).
    public var motionEffects: [UIMotionEffect] {
        get { motionEffectStorage }
        set { motionEffectStorage = newValue }
    }

    /// Adds a motion effect.
    public func addMotionEffect(_ effect: UIMotionEffect) {
        guard !motionEffectStorage.contains(where: { $0 === effect }) else { return }
        motionEffectStorage.append(effect)
    }

    /// Removes a motion effect.
    public func removeMotionEffect(_ effect: UIMotionEffect) { motionEffectStorage.removeAll { $0 === effect } }
}
