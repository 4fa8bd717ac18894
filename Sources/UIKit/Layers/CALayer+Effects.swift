import Foundation

extension CALayer {
    /// Sets a shadow, shape or gradient model value and tells the delegate, as the other model
    /// setters do (an animatable key may get an implicit animation; the others just change).
    func setEffect<T: Equatable>(_ keyPath: WritableKeyPath<LayerEffects, T>, _ value: T, key: String) {
        guard model.effects[keyPath: keyPath] != value else { return }
        changeModelValue(forKey: key) { $0.effects[keyPath: keyPath] = value }
    }
}

extension CALayer {
    // MARK: Shadow

    /// The shadow's colour (default opaque black).
    public var shadowColor: CGColor? {
        get { model.effects.shadowColor }
        set { setEffect(\.shadowColor, newValue, key: "shadowColor") }
    }

    /// The shadow's opacity, 0…1 (default 0: no shadow).
    public var shadowOpacity: Float {
        get { model.effects.shadowOpacity }
        set { setEffect(\.shadowOpacity, newValue, key: "shadowOpacity") }
    }

    /// How far the shadow is moved from the layer, in the layer's coordinates (default (0, −3)).
    public var shadowOffset: CGSize {
        get { model.effects.shadowOffset }
        set { setEffect(\.shadowOffset, newValue, key: "shadowOffset") }
    }

    /// How far the shadow's edge is blurred, in points (default 3; see `docs/architecture.md`,
    /// Rendering, for how it maps to a Gaussian).
    public var shadowRadius: CGFloat {
        get { model.effects.shadowRadius }
        set { setEffect(\.shadowRadius, newValue, key: "shadowRadius") }
    }

    /// The shadow's shape, filled with the non-zero rule; nil: the alpha of the layer's composited
    /// content. Setting it is much cheaper to draw (and cache).
    public var shadowPath: CGPath? {
        get { model.effects.shadowPath }
        set { setEffect(\.shadowPath, newValue?.frozen, key: "shadowPath") }
    }
}
