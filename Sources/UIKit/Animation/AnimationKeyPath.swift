import Foundation

/// A Core Animation key path ("opacity", "position.x", "bounds.size.width", "transform.rotation.y",
/// "transform.scale", "shadowOffset.height", …) read from and written into `LayerProperties`.
struct AnimationKeyPath: Equatable, Sendable {
    /// The layer property ("position", "transform", …).
    let key: String
    /// The component path inside it ("x", "size.width", "rotation.z", …), empty for the whole value.
    let components: [String]

    /// `key` parsed (nil for an unknown property).
    private let property: LayerProperties.Key?
    /// `components` joined with dots ("size.width"), made once: paths are read every frame.
    private let componentPath: String

    init(_ path: String) {
        let parts = path.split(separator: ".").map(String.init)
        key = parts.first ?? path
        components = Array(parts.dropFirst())
        property = LayerProperties.Key(rawValue: key)
        componentPath = components.joined(separator: ".")
    }

    /// The value at this path.
    func value(in properties: LayerProperties) -> AnimatableValue? {
        guard let base = baseValue(in: properties) else { return nil }
        if components.isEmpty { return base }
        switch base {
        case .point(let p): return component(ofPoint: p, components[0])
        case .size(let s):
            return componentPath == "width" ? .scalar(s.width) : componentPath == "height" ? .scalar(s.height) : nil
        case .rect(let r): return component(ofRect: r)
        case .transform(let t): return component(ofTransform: t)
        default: return nil
        }
    }

    /// Writes the value at this path; false when the path or value shape is unknown.
    @discardableResult
    func set(_ value: AnimatableValue, in properties: inout LayerProperties) -> Bool {
        if components.isEmpty { return setBase(value, in: &properties) }
        guard let base = baseValue(in: properties) else { return false }
        switch (base, value) {
        case (.point(var p), .scalar(let v)):
            if components[0] == "x" { p.x = v } else if components[0] == "y" { p.y = v } else { return false }
            return setBase(.point(p), in: &properties)
        case (.size(var s), .scalar(let v)):
            if componentPath == "width" {
                s.width = v
            } else if componentPath == "height" {
                s.height = v
            } else {
                return false
            }
            return setBase(.size(s), in: &properties)
        case (.rect(var r), _):
            switch (componentPath, value) {
            case ("origin", .point(let v)): r.origin = v
            case ("size", .size(let v)): r.size = v
            case ("origin.x", .scalar(let v)): r.origin.x = v
            case ("origin.y", .scalar(let v)): r.origin.y = v
            case ("size.width", .scalar(let v)): r.size.width = v
            case ("size.height", .scalar(let v)): r.size.height = v
            default: return false
            }
            return setBase(.rect(r), in: &properties)
        case (.transform(let t), _):
            guard let updated = setting(value, inTransform: t) else { return false }
            return setBase(.transform(updated), in: &properties)
        default:
            return false
        }
    }

    /// The whole value of the property: a layer property, or a layer subclass's keyed value.
    private func baseValue(in properties: LayerProperties) -> AnimatableValue? {
        guard let property else { return properties.customValues[key] }
        return properties.animatableValue(for: property)
    }

    /// Writes the whole value of the property (a keyed value is written even if the model has none,
    /// so the presentation of an animation of a key never set still shows it).
    private func setBase(_ value: AnimatableValue, in properties: inout LayerProperties) -> Bool {
        guard let property else {
            properties.customValues[key] = value
            return true
        }
        return properties.setAnimatableValue(value, for: property)
    }

    private func component(ofPoint p: CGPoint, _ name: String) -> AnimatableValue? {
        switch name {
        case "x": return .scalar(p.x)
        case "y": return .scalar(p.y)
        default: return nil
        }
    }

    private func component(ofRect r: CGRect) -> AnimatableValue? {
        switch componentPath {
        case "origin": return .point(r.origin)
        case "size": return .size(r.size)
        case "origin.x": return .scalar(r.origin.x)
        case "origin.y": return .scalar(r.origin.y)
        case "size.width": return .scalar(r.size.width)
        case "size.height": return .scalar(r.size.height)
        default: return nil
        }
    }

    private func component(ofTransform t: CATransform3D) -> AnimatableValue? {
        guard let d = TransformDecomposition(t) else { return nil }
        let q = d.quaternion
        switch componentPath {
        case "rotation", "rotation.z": return .scalar(CGFloat(2 * atan2(q[2], q[3])))
        case "rotation.x": return .scalar(CGFloat(2 * atan2(q[0], q[3])))
        case "rotation.y": return .scalar(CGFloat(2 * atan2(q[1], q[3])))
        case "scale": return .scalar(CGFloat((d.scale[0] + d.scale[1] + d.scale[2]) / 3))
        case "scale.x": return .scalar(CGFloat(d.scale[0]))
        case "scale.y": return .scalar(CGFloat(d.scale[1]))
        case "scale.z": return .scalar(CGFloat(d.scale[2]))
        case "translation": return .size(CGSize(width: CGFloat(d.translation[0]), height: CGFloat(d.translation[1])))
        case "translation.x": return .scalar(CGFloat(d.translation[0]))
        case "translation.y": return .scalar(CGFloat(d.translation[1]))
        case "translation.z": return .scalar(CGFloat(d.translation[2]))
        default: return nil
        }
    }

    /// Core Animation's transform field key paths: the transform is decomposed, the field replaced
    /// (a rotation replaces the whole rotation), and recomposed.
    private func setting(_ value: AnimatableValue, inTransform t: CATransform3D) -> CATransform3D? {
        guard var d = TransformDecomposition(t) else { return nil }
        let name = componentPath
        if name == "translation", case .size(let s) = value {
            d.translation[0] = Double(s.width)
            d.translation[1] = Double(s.height)
            return d.transform
        }
        guard case .scalar(let scalar) = value else { return nil }
        let v = Double(scalar)
        func axisQuaternion(_ axis: Int) -> [Double] {
            var q = [0.0, 0, 0, cos(v / 2)]
            q[axis] = sin(v / 2)
            return q
        }
        switch name {
        case "rotation", "rotation.z": d.quaternion = axisQuaternion(2)
        case "rotation.x": d.quaternion = axisQuaternion(0)
        case "rotation.y": d.quaternion = axisQuaternion(1)
        case "scale": d.scale = [v, v, v]
        case "scale.x": d.scale[0] = v
        case "scale.y": d.scale[1] = v
        case "scale.z": d.scale[2] = v
        case "translation.x": d.translation[0] = v
        case "translation.y": d.translation[1] = v
        case "translation.z": d.translation[2] = v
        default: return nil
        }
        return d.transform
    }
}
