import Foundation

extension CALayer {
    /// `value(forKey:)`: a layer property in its own type, else a keyed value in the type it was set
    /// with (animated, on a presentation copy).
    func keyedValue(forKey key: String) -> Any? {
        if let property = LayerProperties.Key(rawValue: key) {
            return property == .opacity ? model.opacity : model.animatableValue(for: property).boxed()
        }
        if let value = model.customValues[key] { return value.boxed(like: keyedValues[key]) }
        return keyedValues[key]
    }

    /// `setValue(_:forKey:)`: a layer property through its setter's path (actions included), else a
    /// keyed value; an animatable one changes like a layer property (action, display).
    func setKeyedValue(_ value: Any?, forKey key: String) {
        if let property = LayerProperties.Key(rawValue: key) {
            guard let animatable = AnimatableValue(any: value) ?? property.absentValue else { return }
            setModelValue(animatable, forKey: key)
            return
        }
        guard let animatable = AnimatableValue(any: value) else {
            keyedValues[key] = value
            model.customValues[key] = nil
            return
        }
        guard model.customValues[key] != animatable else {
            keyedValues[key] = value
            return
        }
        // The value as given is stored with the change, so the action asked before it reads the old one.
        changeModelValue(forKey: key) { properties in
            properties.customValues[key] = animatable
            self.keyedValues[key] = value
        }
    }

    /// The value at a Core Animation key path: a key (as `value(forKey:)`) or a component of a
    /// layer property, as animations name them (`"transform.rotation.z"`, `"transform.scale"`,
    /// `"position.x"`, `"bounds.size.width"`). Scalars come back as `CGFloat` (cast with
    /// `as? CGFloat`: Linux has no NSNumber bridging of `CGFloat`); nil for an unknown path.
    public func value(forKeyPath keyPath: String) -> Any? {
        guard keyPath.contains(".") else { return value(forKey: keyPath) }
        if let emitter = self as? CAEmitterLayer, let cell = emitter.cell(forKeyPath: keyPath) {
            return cell.cell.value(forKey: cell.key)
        }
        return AnimationKeyPath(keyPath).value(in: model)?.boxed()
    }

    /// Sets the value at a Core Animation key path (see `value(forKeyPath:)`): the property it is
    /// part of changes as through its setter, so its action runs (a view's layer animates in an
    /// animation block). Unknown paths and values of the wrong shape are ignored.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        guard keyPath.contains(".") else { return setValue(value, forKey: keyPath) }
        // R288: `emitterCells.NAME.key` reaches the named cell, as Core Animation's key paths do.
        if let emitter = self as? CAEmitterLayer, let cell = emitter.cell(forKeyPath: keyPath) {
            return cell.cell.setValue(value, forKey: cell.key)
        }
        let path = AnimationKeyPath(keyPath)
        var next = model
        guard let animatable = AnimatableValue(any: value), path.set(animatable, in: &next),
            let whole = next.animatableValue(forKey: path.key)
        else { return }
        setModelValue(whole, forKey: path.key)
    }

    /// `action(forKey:)`: Core Animation's search (see there).
    func searchAction(forKey event: String) -> CAAction? {
        if let view = delegate as? UIView { return view.action(for: self, forKey: event) }
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let action = Self.defaultAction(forKey: event) { return action }
        return implicitAnimation(forKey: event)
    }
}

extension LayerProperties.Key {
    /// The value `setValue(nil, forKey:)` means for this property: no colour for the colours.
    fileprivate var absentValue: AnimatableValue? {
        switch self {
        case .backgroundColor, .borderColor: return .color(nil)
        default: return nil
        }
    }
}

extension AnimatableValue {
    /// The value in the Swift type `value(forKey:)` returns for a layer property of this shape
    /// (`Float` for the opacity, as `CALayer.opacity`).
    fileprivate func boxed() -> Any? {
        switch self {
        case .scalar(let v): return v
        case .point(let v): return v
        case .size(let v): return v
        case .rect(let v): return v
        case .transform(let v): return v
        case .color(let v): return v
        case .bool(let v): return v
        case .path(let v): return v
        case .colors(let v): return v
        case .numbers(let v): return v
        }
    }

    /// The value in the type of `example` (what the app set), so that an animated `Double` reads back
    /// as a `Double`.
    fileprivate func boxed(like example: Any?) -> Any? {
        switch (self, example) {
        case (.scalar(let v), is Double): return Double(v)
        case (.scalar(let v), is Float): return Float(v)
        case (.scalar(let v), is Int): return v.rounded() == v ? Int(v) : v
        case (.scalar(let v), is NSNumber): return NSNumber(value: Double(v))
        case (.transform(let v), is CGAffineTransform): return CATransform3DGetAffineTransform(v)
        case (.color(let v), is UIColor): return v.map(UIColor.init(cgColor:))
        default: return boxed()
        }
    }
}
