import Foundation

/// A node of the layer tree, with Core Animation's geometry (frame derived from bounds, position,
/// anchor point and transform).
@MainActor
open class CALayer: CAMediaTiming {
    /// The model values: what the app set.
    public internal(set) var model = LayerProperties()

    // MARK: Layer time (CAMediaTiming; followed down the tree, R52–R54)

    /// The begin time in the superlayer's time space.
    public var beginTime: CFTimeInterval = 0 { didSet { LayerTreeChanges.invalidate() } }
    /// Not used to map a layer's time (layers are active forever); kept for CAMediaTiming.
    public var duration: CFTimeInterval = 0
    /// Rate of this layer's time relative to its superlayer's (0 freezes the subtree).
    public var speed: Float = 1 { didSet { LayerTreeChanges.invalidate() } }
    /// Offset added to this layer's local time (the scrubbing position of a frozen layer).
    public var timeOffset: CFTimeInterval = 0 { didSet { LayerTreeChanges.invalidate() } }
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var repeatCount: Float = 0
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var repeatDuration: CFTimeInterval = 0
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var autoreverses = false
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var fillMode: CAMediaTimingFillMode = .removed

    /// The animations attached to this layer, in the order they were added.
    package var animationEntries: [LayerAnimationEntry] = []
    /// Whether `AnimationEngine` lists this layer among those that carry animations.
    var isRegisteredWithAnimationEngine = false

    /// The layer's delegate (its view, for a view's backing layer).
    public weak var delegate: CALayerDelegate?

    /// A name for debugging and dumps.
    public var name: String?

    /// The layer's content: a `CGImage` to draw into its bounds.
    public var contents: Any? { didSet { LayerTreeChanges.invalidate() } }

    /// How `contents` is fitted into the bounds.
    public var contentsGravity: CALayerContentsGravity = .resize { didSet { LayerTreeChanges.invalidate() } }

    /// Text drawn in the layer's bounds (what `UILabel` puts in its layer's backing store).
    package var textContent: TextContent? { didSet { LayerTreeChanges.invalidate() } }

    /// For a snapshot's layer: the size its sublayers were captured at (they stretch to the bounds).
    package var snapshotCapturedSize: CGSize? { didSet { LayerTreeChanges.invalidate() } }
    /// For a snapshot's layer: edges of the capture that keep their size when it stretches.
    package var snapshotCapInsets = UIEdgeInsets.zero

    /// The superlayer, if any.
    public private(set) weak var superlayer: CALayer?

    /// A layer whose alpha masks this layer's composited content (see `CALayer+Mask.swift`).
    public var mask: CALayer? { didSet { maskDidChange(from: oldValue) } }
    /// For a mask: the layer it masks, its parent in time and space (its superlayer stays nil).
    package internal(set) weak var maskedLayer: CALayer?

    /// The sublayers, back to front.
    public private(set) var sublayers: [CALayer]?

    /// Creates an empty layer.
    public required init() {}

    // MARK: Model values

    /// Sets a model value and tells the delegate (which may add an implicit animation).
    private func setModel<T: Equatable>(_ keyPath: WritableKeyPath<LayerProperties, T>, _ value: T, key: String) {
        let old = model[keyPath: keyPath]
        guard old != value else { return }
        let oldValue = model.animatableValue(forKey: key)
        model[keyPath: keyPath] = value
        if Self.geometryKeys.contains(key) {
            LayerTreeChanges.invalidateGeometry()
        } else {
            LayerTreeChanges.invalidate()
        }
        modelValueDidChange(key: key, from: oldValue)
    }

    /// The model keys that move a layer (and its sublayers) relative to the screen.
    private static let geometryKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform",
    ]

    /// Called after an animatable model value changed; runs the delegate's action for the key.
    open func modelValueDidChange(key: String, from oldValue: AnimatableValue?) {
        if let action = delegate?.action(for: self, forKey: key) ?? defaultAction(forKey: key) {
            action.run(forKey: key, object: self, arguments: oldValue.map { ["fromValue": $0] })
        }
    }

    public var bounds: CGRect {
        get { model.bounds }
        set { setModel(\.bounds, newValue, key: "bounds") }
    }
    public var position: CGPoint {
        get { model.position }
        set { setModel(\.position, newValue, key: "position") }
    }
    /// The point of the bounds (in unit coordinates) that `position` and `transform` refer to.
    public var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { setModel(\.anchorPoint, newValue, key: "anchorPoint") }
    }
    public var anchorPointZ: CGFloat {
        get { model.anchorPointZ }
        set { setModel(\.anchorPointZ, newValue, key: "anchorPointZ") }
    }
    public var zPosition: CGFloat {
        get { model.zPosition }
        set { setModel(\.zPosition, newValue, key: "zPosition") }
    }
    public var transform: CATransform3D {
        get { model.transform }
        set { setModel(\.transform, newValue, key: "transform") }
    }
    public var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { setModel(\.sublayerTransform, newValue, key: "sublayerTransform") }
    }
    public var opacity: Float {
        get { model.opacity }
        set { setModel(\.opacity, newValue, key: "opacity") }
    }
    public var backgroundColor: CGColor? {
        get { model.backgroundColor }
        set { setModel(\.backgroundColor, newValue, key: "backgroundColor") }
    }
    public var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { setModel(\.cornerRadius, newValue, key: "cornerRadius") }
    }
    public var borderWidth: CGFloat {
        get { model.borderWidth }
        set { setModel(\.borderWidth, newValue, key: "borderWidth") }
    }
    public var borderColor: CGColor? {
        get { model.borderColor }
        set { setModel(\.borderColor, newValue, key: "borderColor") }
    }
    public var isHidden: Bool {
        get { model.isHidden }
        set { setModel(\.isHidden, newValue, key: "hidden") }
    }
    public var masksToBounds: Bool {
        get { model.masksToBounds }
        set { setModel(\.masksToBounds, newValue, key: "masksToBounds") }
    }
    public var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { setModel(\.isDoubleSided, newValue, key: "doubleSided") }
    }

    /// The frame in the superlayer's coordinates; setting it moves the position and resizes the bounds.
    public var frame: CGRect {
        get { model.frame }
        set {
            var next = model
            next.setFrame(newValue)
            bounds = next.bounds
            position = next.position
        }
    }

    /// Sets a model value by key (`"position"`, `"opacity"`, …); unknown keys are ignored.
    public func setModelValue(_ value: AnimatableValue, forKey key: String) {
        var next = model
        guard next.setAnimatableValue(value, forKey: key) else { return }
        let old = model.animatableValue(forKey: key)
        guard next != model else { return }
        model = next
        LayerTreeChanges.invalidate()
        modelValueDidChange(key: key, from: old)
    }

    // MARK: Presentation

    /// The values on screen now: the model values with every attached animation applied at the
    /// current media time, in this layer's time (the renderer's fast path).
    open var presentationProperties: LayerProperties {
        animationEntries.isEmpty ? model : presentationProperties(atMediaTime: CACurrentMediaTime(), model: model)
    }

    /// A detached copy of the layer whose model values are the values on screen now.
    public func presentation() -> Self? {
        let copy = Self()
        copy.model = presentationProperties
        copy.name = name
        copy.modelLayerReference = self
        return copy
    }

    /// The layer a presentation copy was made from; the layer itself otherwise (Core Animation's
    /// `model()`, renamed because `model` already names the model values here).
    public func modelLayer() -> Self { (modelLayerReference as? Self) ?? self }

    private var modelLayerReference: CALayer?

    // MARK: Sublayers

    /// Appends `layer` on top of the other sublayers.
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` at `index` (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        if layer.superlayer === self, let current = sublayers?.firstIndex(where: { $0 === layer }) {
            sublayers?.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
        }
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
        LayerTreeChanges.invalidateGeometry()
    }

    /// Inserts `layer` directly below `sibling` (or at the bottom when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        if let sibling, sibling !== layer, let i = sublayers?.firstIndex(where: { $0 === sibling }) {
            let adjust = sublayers?.firstIndex(where: { $0 === layer }).map { $0 < i ? 1 : 0 } ?? 0
            insertSublayer(layer, at: UInt32(i - adjust))
        } else {
            insertSublayer(layer, at: 0)
        }
    }

    /// Inserts `layer` directly above `sibling` (or on top when `sibling` is not a sublayer).
    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        if let sibling, sibling !== layer, let i = sublayers?.firstIndex(where: { $0 === sibling }) {
            let adjust = sublayers?.firstIndex(where: { $0 === layer }).map { $0 < i ? 1 : 0 } ?? 0
            insertSublayer(layer, at: UInt32(i + 1 - adjust))
        } else {
            addSublayer(layer)
        }
    }

    /// Replaces `old` with `new` at the same index.
    public func replaceSublayer(_ old: CALayer, with new: CALayer) {
        guard let i = sublayers?.firstIndex(where: { $0 === old }) else { return }
        old.removeFromSuperlayer()
        insertSublayer(new, at: UInt32(i))
    }

    /// Detaches the layer from its superlayer.
    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
        LayerTreeChanges.invalidateGeometry()
    }

    // MARK: Layout

    private var needsLayoutFlag = false

    /// Marks the layer as needing `layoutSublayers`.
    public func setNeedsLayout() {
        needsLayoutFlag = true
        LayerTreeChanges.invalidate()
    }

    /// Whether `setNeedsLayout` was called since the last layout.
    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer (if needed) and then its sublayers, top-down.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
    }

    /// Lays out sublayers; the default asks the delegate (a view's `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }

    // MARK: Geometry between layers

    /// The homography from this layer's plane to its superlayer's plane (flattened, as Core Animation
    /// renders ordinary layers).
    package func homographyToSuperlayer(using properties: (CALayer) -> LayerProperties) -> Homography {
        var t = properties(self).transformToSuperlayer
        if let parent = superlayer {
            t = t.concatenating(parent.sublayerTransformForDrawing(properties(parent)))
        }
        return Homography(t)
    }

    /// The homography from this layer's plane to the root layer's plane.
    package func homographyToRoot(using properties: (CALayer) -> LayerProperties) -> Homography {
        var h = Homography.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            h = h.concatenating(current.homographyToSuperlayer(using: properties))
            layer = current.superlayer
        }
        return h
    }

    /// The root of this layer's tree.
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    private func map(to other: CALayer?) -> Homography? {
        let toRoot = homographyToRoot(using: { $0.model })
        guard let other else { return toRoot }
        guard other.rootLayer === rootLayer else { return nil }
        guard let fromRoot = other.homographyToRoot(using: { $0.model }).inverted() else { return nil }
        return toRoot.concatenating(fromRoot)
    }

    /// Converts a point from this layer's coordinates to `layer`'s.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let h = map(to: layer) else { return p }
        return h.apply(p)
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return map(to: nil)?.inverted()?.apply(p) ?? p }
        return layer.convert(p, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s (bounding box of the corners).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let h = map(to: layer) else { return r }
        return Self.mapRect(r, h)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else {
            guard let h = map(to: nil)?.inverted() else { return r }
            return Self.mapRect(r, h)
        }
        return layer.convert(r, to: self)
    }

    static func mapRect(_ r: CGRect, _ h: Homography) -> CGRect {
        if r.isNull { return r }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { h.apply($0) }
        return CGRect.boundingBox(of: corners)
    }

    /// Whether a point in this layer's coordinates lies inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p` (given in the superlayer's coordinates).
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let inverse = homographyToSuperlayer(using: { $0.model }).inverted() else { return nil }
        let local = inverse.apply(p)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        return contains(local) ? self : nil
    }
}
