import Foundation

/// An animation of one layer property, named by key path.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path ("position", "transform.rotation.z", …).
    public var keyPath: String? {
        didSet {
            parsedKeyPath = keyPath.map(AnimationKeyPath.init)
            valuesRevision &+= 1
        }
    }
    /// Whether the animated value is added to the current value instead of replacing it.
    @exclusivity(unchecked) public var isAdditive = false { didSet { valuesRevision &+= 1 } }
    /// Counts changes to what the animation interpolates (key path, additivity, its values), so a
    /// form of them prepared once (`CABasicAnimation`'s compact evaluation) knows when it is stale.
    @exclusivity(unchecked) var valuesRevision = 0
    /// Whether repeats accumulate (not modelled: repeats restart).
    public var isCumulative = false

    /// Creates an animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
        // Observers do not run for assignments inside the class's own initialisers.
        parsedKeyPath = path.map(AnimationKeyPath.init)
    }

    /// Added as the action of a change: an animation with no key path animates the changed key.
    open override func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        if keyPath == nil { keyPath = event }
        super.run(forKey: event, object: layer, arguments: arguments)
    }

    /// `keyPath` parsed once when set: presentation values apply every animation of every layer
    /// each frame, and splitting the string each time was a quarter of that cost.
    private(set) var parsedKeyPath: AnimationKeyPath?

    /// The transform pair interpolated last, kept decomposed for the next frame.
    private var transformInterpolation: TransformInterpolation?

    /// `AnimatableValue.interpolate`, reusing the decomposed ends of a transform animation from frame
    /// to frame (they are decomposed again only when the pair changes).
    func interpolate(_ a: AnimatableValue, _ b: AnimatableValue, _ f: Double) -> AnimatableValue {
        guard case .transform(let p) = a, case .transform(let q) = b else {
            return AnimatableValue.interpolate(a, b, f)
        }
        return .transform(interpolateTransform(p, q, f))
    }

    /// The transform between `p` and `q` at `f`, reusing the decomposed pair of the last call.
    func interpolateTransform(_ p: CATransform3D, _ q: CATransform3D, _ f: Double) -> CATransform3D {
        if let interpolation = transformInterpolation, interpolation.connects(p, q) {
            return interpolation.value(at: f)
        }
        let interpolation = TransformInterpolation(from: p, to: q)
        transformInterpolation = interpolation
        return interpolation.value(at: f)
    }

    /// Writes `value` at the key path, adding it to the current value when additive.
    func write(_ value: AnimatableValue, to properties: inout LayerProperties) {
        guard let path = parsedKeyPath else { return }
        if isAdditive, let current = path.value(in: properties) {
            path.set(current.adding(value), in: &properties)
        } else {
            path.set(value, in: &properties)
        }
    }
}
