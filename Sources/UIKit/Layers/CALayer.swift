// Over 400 lines on purpose: a layer's stored state and its open (overridable) members must be in the
// class body (Swift cannot override what an extension declares); the topics are in CALayer+*.swift.
import Foundation

/// A node of the layer tree, with Core Animation's geometry (frame derived from bounds, position,
/// anchor point and transform).
@preconcurrency @MainActor
open class CALayer: NSObject, CAMediaTiming {
    /// The model values: what the app set.
    @exclusivity(unchecked) public internal(set) var model = LayerProperties() { willSet { noteWillChange() } }

    // MARK: Layer time (CAMediaTiming; followed down the tree, R52–R54)

    /// The begin time in the superlayer's time space.
    @exclusivity(unchecked) public var beginTime: CFTimeInterval = 0 {
        didSet { Self.timingDidChange() }
    }
    /// Not used to map a layer's time (layers are active forever); kept for CAMediaTiming.
    public var duration: CFTimeInterval = 0
    /// Rate of this layer's time relative to its superlayer's (0 freezes the subtree).
    @exclusivity(unchecked) public var speed: Float = 1 { didSet { Self.timingDidChange() } }
    /// Offset added to this layer's local time (the scrubbing position of a frozen layer).
    @exclusivity(unchecked) public var timeOffset: CFTimeInterval = 0 { didSet { Self.timingDidChange() } }
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var repeatCount: Float = 0
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var repeatDuration: CFTimeInterval = 0
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var autoreverses = false
    /// Kept for CAMediaTiming; not used to map a layer's time.
    public var fillMode: CAMediaTimingFillMode = .removed

    /// A layer's timing changed: the tree is drawn anew and the engine's media-time window voided.
    private static func timingDidChange() {
        LayerTreeChanges.invalidate()
        AnimationEngine.layerTimingDidChange()
    }

    /// The animations attached to this layer, in the order they were added.
    /// (Any change voids the engine's windows in which nothing can end: `AnimationEngine`.)
    @exclusivity(unchecked) package var animationEntries: [LayerAnimationEntry] = [] {
        didSet {
            AnimationEngine.layerTimingDidChange()
            carriesTransition = animationEntries.contains { $0.animation is CATransition }
        }
    }
    /// Whether a `CATransition` is among `animationEntries` (read for every layer of every frame).
    @exclusivity(unchecked) package private(set) var carriesTransition = false
    /// The animation engine state that lists this layer among those that carry animations (a
    /// previous app's, or nil: not listed now).
    weak var animationEngineState: AnimationEngine.State?

    /// The layer's delegate (its view, for a view's backing layer).
    public weak var delegate: CALayerDelegate?

    /// A name for debugging and dumps.
    public var name: String?

    /// The layer's content: a `CGImage` to draw into its bounds.
    @exclusivity(unchecked) public var contents: Any? {
        willSet { noteWillChange() }
        didSet { LayerTreeChanges.invalidate() }
    }

    /// How `contents` is fitted into the bounds.
    public var contentsGravity: CALayerContentsGravity = .resize {
        willSet { noteWillChange() }
        didSet { LayerTreeChanges.invalidate() }
    }

    /// Text drawn in the layer's bounds (what `UILabel` puts in its layer's backing store).
    @exclusivity(unchecked) package var textContent: TextContent? {
        willSet { noteWillChange() }
        didSet { LayerTreeChanges.invalidate() }
    }

    /// For a snapshot's layer: the size its sublayers were captured at (they stretch to the bounds).
    package var snapshotCapturedSize: CGSize? { didSet { LayerTreeChanges.invalidate() } }
    /// For a snapshot's layer: edges of the capture that keep their size when it stretches.
    package var snapshotCapInsets = UIEdgeInsets.zero

    /// The superlayer, if any.
    public private(set) weak var superlayer: CALayer?

    /// A layer whose alpha masks this layer's composited content (see `CALayer+Mask.swift`).
    @exclusivity(unchecked) public var mask: CALayer? {
        willSet { noteWillChange() }
        didSet { maskDidChange(from: oldValue) }
    }
    /// For a mask: the layer it masks, its parent in time and space (its superlayer stays nil).
    package internal(set) weak var maskedLayer: CALayer?

    /// The sublayers, back to front.
    ///
    /// Setting it (`layer.sublayers = nil`, or a new list) takes the old sublayers that are not in
    /// the new list out of the tree and moves the new ones here from wherever they were, as
    /// Core Animation does.
    public var sublayers: [CALayer]? {
        get { sublayerStorage }
        set {
            let new = newValue ?? []
            let kept = Set(new.map(ObjectIdentifier.init))
            for old in sublayerStorage ?? [] where !kept.contains(ObjectIdentifier(old)) { old.superlayer = nil }
            for layer in new where layer.superlayer !== self { layer.removeFromSuperlayer() }
            noteWillChange()
            sublayerStorage = newValue
            for layer in new {
                precondition(layer !== self, "a layer cannot be its own sublayer")
                layer.superlayer = self
                if layer.needsDisplayFlag || layer.descendantNeedsDisplay { markDescendantNeedsDisplay() }
            }
            LayerTreeChanges.invalidateGeometry()
        }
    }
    /// `sublayers` without an observer, changed in place: an observed array is copied whole at
    /// each change (the observer sees the old value while the new one is made), which made adding
    /// n sublayers cost n² (10,000 views took seconds to add).
    @exclusivity(unchecked) private var sublayerStorage: [CALayer]?

    /// Values set with `setValue(_:forKey:)` for keys that are not layer properties, as given (the
    /// animatable ones also live in `model.customValues`, where animations read them).
    var keyedValues: [String: Any] = [:]
    /// Actions for keys, searched after the delegate (Core Animation's `actions` dictionary).
    public var actions: [String: CAAction]?
    /// Whether a bounds change marks the layer as needing display.
    public var needsDisplayOnBoundsChange = false
    /// Pixels per point of the layer's backing store (and of `contents` under the gravities that
    /// do not scale): 1 for a layer, the screen's scale for a view's layer.
    open var contentsScale: CGFloat = 1 { didSet { LayerTreeChanges.invalidate() } }
    /// Whether a display came while the bounds were empty (a view draws when it gets a size).
    var displayWhenSized = false
    /// The part of the bounds `setNeedsDisplay(_:)` asked to redraw (nil: all of it).
    var pendingDisplayRect: CGRect?
    /// The part of the bounds being drawn now (`UIView.draw(_:)` gets it).
    package internal(set) var drawingRect: CGRect?
    /// Whether `display()` is due (`setNeedsDisplay()`).
    var needsDisplayFlag = false
    /// Whether a layer below this one is due for display, so the frame's display pass comes down here.
    var descendantNeedsDisplay = false

    /// Creates an empty layer. `required` (iOS: `override init()`) because a view makes its layer
    /// from `layerClass`, a class value.
    public required override init() { super.init() }

    /// Creates a copy of `layer` for Core Animation's own use: `presentation()` makes its copies
    /// with this, so a subclass that overrides it (copying its stored properties from `layer`)
    /// keeps them in the presentation. This copies the model values, timing, contents, name and
    /// keyed values; not the delegate, the tree or the animations. `required` (iOS: `override
    /// init(layer:)`) because the copy is made from the layer's class.
    public required init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        model = other.model
        beginTime = other.beginTime
        duration = other.duration
        speed = other.speed
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        fillMode = other.fillMode
        name = other.name
        contents = other.contents
        contentsGravity = other.contentsGravity
        textContent = other.textContent
        keyedValues = other.keyedValues
        actions = other.actions
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
        contentsScale = other.contentsScale
    }

    /// Creates a layer from an archive: no nibs here, so it is the layer `init()` gives.
    public required init?(coder: NSCoder) { super.init() }

    // MARK: Model values

    /// Sets a model value (see `changeModelValue(forKey:_:)`).
    private func setModel<T: Equatable>(_ keyPath: WritableKeyPath<LayerProperties, T>, _ value: T, key: String) {
        guard model[keyPath: keyPath] != value else { return }
        changeModelValue(forKey: key) { $0[keyPath: keyPath] = value }
    }

    /// The model keys that move a layer (and its sublayers) relative to the screen.
    private static let geometryKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "transform", "sublayerTransform",
    ]

    /// Changes the model value of `key` as Core Animation does: `action(forKey:)` is asked before
    /// the change (so it reads the old value, the presentation's included) unless
    /// `CATransaction.disableActions()` (a view's layer still asks its view, whose animation blocks
    /// decide), the action runs after it with the old value as `["fromValue": old]`, and a key the
    /// class `needsDisplay(forKey:)` for marks the layer for display.
    func changeModelValue(forKey key: String, _ change: (inout LayerProperties) -> Void) {
        let oldValue = model.animatableValue(forKey: key)
        let action = CATransaction.disableActions() && !(delegate is UIView) ? nil : action(forKey: key)
        change(&model)
        if Self.geometryKeys.contains(key) {
            LayerTreeChanges.invalidateGeometry()
        } else {
            LayerTreeChanges.invalidate()
        }
        if Self.needsDisplay(forKey: key) || (key == "bounds" && (needsDisplayOnBoundsChange || displayWhenSized)) {
            displayWhenSized = false
            setNeedsDisplay()
        }
        action?.run(forKey: key, object: self, arguments: oldValue.map { ["fromValue": $0] })
    }

    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect {
        get { model.bounds }
        set { setModel(\.bounds, newValue, key: "bounds") }
    }
    /// Where `anchorPoint` sits, in the superlayer's coordinates.
    open var position: CGPoint {
        get { model.position }
        set { setModel(\.position, newValue, key: "position") }
    }
    /// The point of the bounds (in unit coordinates) that `position` and `transform` refer to.
    open var anchorPoint: CGPoint {
        get { model.anchorPoint }
        set { setModel(\.anchorPoint, newValue, key: "anchorPoint") }
    }
    /// The anchor's z coordinate (transforms turn about it).
    open var anchorPointZ: CGFloat {
        get { model.anchorPointZ }
        set { setModel(\.anchorPointZ, newValue, key: "anchorPointZ") }
    }
    /// The layer's position on the z axis (drawing order among siblings follows it).
    open var zPosition: CGFloat {
        get { model.zPosition }
        set { setModel(\.zPosition, newValue, key: "zPosition") }
    }
    /// The transform about `anchorPoint`, relative to the superlayer.
    open var transform: CATransform3D {
        get { model.transform }
        set { setModel(\.transform, newValue, key: "transform") }
    }
    /// The transform applied to the sublayers (perspective, usually).
    open var sublayerTransform: CATransform3D {
        get { model.sublayerTransform }
        set { setModel(\.sublayerTransform, newValue, key: "sublayerTransform") }
    }
    /// The opacity, 0…1.
    open var opacity: Float {
        get { model.opacity }
        set { setModel(\.opacity, newValue, key: "opacity") }
    }
    /// The fill colour of the bounds.
    open var backgroundColor: CGColor? {
        get { model.backgroundColor }
        set { setModel(\.backgroundColor, newValue, key: "backgroundColor") }
    }
    /// The radius of the rounded corners of the background (and of the clip, with `masksToBounds`).
    open var cornerRadius: CGFloat {
        get { model.cornerRadius }
        set { setModel(\.cornerRadius, newValue, key: "cornerRadius") }
    }
    /// The corners `cornerRadius` rounds (all four by default; R193).
    open var maskedCorners: CACornerMask {
        get { model.maskedCorners }
        set {
            guard model.maskedCorners != newValue else { return }
            model.maskedCorners = newValue
            LayerTreeChanges.invalidate()
        }
    }
    /// The curve of the rounded corners: `.circular` (default) or `.continuous` (R193).
    open var cornerCurve: CALayerCornerCurve {
        get { model.cornerCurve }
        set {
            guard model.cornerCurve != newValue else { return }
            model.cornerCurve = newValue
            LayerTreeChanges.invalidate()
        }
    }
    /// How far a corner of `curve` reaches along each edge, in radii (1 for circular, about 1.53
    /// for continuous).
    open class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? CornerShape.continuousReach : 1
    }
    /// The width of the border drawn inside the bounds.
    open var borderWidth: CGFloat {
        get { model.borderWidth }
        set { setModel(\.borderWidth, newValue, key: "borderWidth") }
    }
    /// The colour of the border.
    open var borderColor: CGColor? {
        get { model.borderColor }
        set { setModel(\.borderColor, newValue, key: "borderColor") }
    }
    /// Whether the layer (and its sublayers) are not drawn.
    open var isHidden: Bool {
        get { model.isHidden }
        set { setModel(\.isHidden, newValue, key: "hidden") }
    }
    /// Whether sublayers are clipped to the bounds (and the corner radius).
    open var masksToBounds: Bool {
        get { model.masksToBounds }
        set { setModel(\.masksToBounds, newValue, key: "masksToBounds") }
    }
    /// Whether the back of the layer is drawn when it faces away.
    open var isDoubleSided: Bool {
        get { model.isDoubleSided }
        set { setModel(\.isDoubleSided, newValue, key: "doubleSided") }
    }

    /// Whether the layer and its sublayers are composited together at its opacity (true, the
    /// default since iOS 7), or each sublayer is drawn at the layer's opacity multiplied into its
    /// own, so overlapping sublayers show through one another (R351).
    @exclusivity(unchecked) open var allowsGroupOpacity = true {
        didSet { if allowsGroupOpacity != oldValue { LayerTreeChanges.invalidate() } }
    }

    /// Whether the layer's edges are anti-aliased when a transform turns them off the pixel grid
    /// (default false, as in Core Animation: a rotated layer's straight edges are stepped, R202).
    @exclusivity(unchecked) open var allowsEdgeAntialiasing = false {
        didSet { if allowsEdgeAntialiasing != oldValue { LayerTreeChanges.invalidate() } }
    }

    /// Whether Core Animation caches the layer's rendered subtree as a bitmap and reuses it while
    /// nothing in it changes (R242). The renderer draws the same pixels either way; the flag is
    /// kept so code that sets it runs unchanged.
    open var shouldRasterize = false
    /// The scale of the cached bitmap of a rasterised layer (default 1, as in Core Animation:
    /// code sets it to `UIScreen.main.scale` to keep the cache sharp).
    open var rasterizationScale: CGFloat = 1
    /// Whether the layer may draw its contents on a background thread (kept; drawing here is synchronous).
    open var drawsAsynchronously = false
    /// Whether the layer's contents are fully opaque, a hint for drawing (kept).
    open var isOpaque = false

    /// The frame in the superlayer's coordinates; setting it moves the position and resizes the bounds.
    open var frame: CGRect {
        get { model.frame }
        set {
            var next = model
            next.setFrame(newValue)
            bounds = next.bounds
            position = next.position
        }
    }

    /// Sets a model value by key (`"position"`, `"opacity"`, a subclass's keyed value, …); unknown
    /// keys are ignored.
    public func setModelValue(_ value: AnimatableValue, forKey key: String) {
        var next = model
        guard next.setAnimatableValue(value, forKey: key), next != model else { return }
        changeModelValue(forKey: key) { $0 = next }
    }

    // MARK: Keys, actions and display (Core Animation's override points; see CALayer+KeyValueCoding
    // and CALayer+Display)

    /// The value of a property by key: a layer property (`"opacity"` gives a `Float`, `"position"`
    /// a `CGPoint`, …) or any other key set with `setValue(_:forKey:)`, in the type it was set with.
    /// On a presentation copy, animated values. A layer subclass's animatable property is a computed
    /// property reading and writing through these two (where iOS writes `@NSManaged`).
    open func value(forKey key: String) -> Any? { keyedValue(forKey: key) }

    /// Sets a property by key; other keys are stored, and those holding animatable values (numbers,
    /// points, sizes, rects, transforms, colours) animate like layer properties.
    open func setValue(_ value: Any?, forKey key: String) { setKeyedValue(value, forKey: key) }

    /// The action to run when the value of `event` changes: the view's answer for a view's layer
    /// (nil: none, UIKit's `NSNull`); otherwise another delegate's, then `actions[event]`, then
    /// `defaultAction(forKey:)` of the class, then Core Animation's implicit animation. Subclasses
    /// override it to animate their own keys.
    open func action(forKey event: String) -> CAAction? { searchAction(forKey: event) }

    /// The class's action for `event` when neither the delegate nor `actions` has one (nil).
    open class func defaultAction(forKey event: String) -> CAAction? { nil }

    /// Whether a change of `key` (or an animation of it) redraws the layer (false; subclasses say
    /// true for the keys their `display()` draws).
    open class func needsDisplay(forKey key: String) -> Bool { false }

    /// Draws the layer's content; the default asks the delegate (`display(_:)`), and without a
    /// delegate that sets `contents` itself makes a backing store of the bounds at `contentsScale`
    /// and calls `draw(in:)` into it (R192). Subclasses set `contents` from their keyed values.
    /// While a `needsDisplay(forKey:)` key animates, this runs on the presentation copy each frame
    /// and the copy's `contents` is shown.
    open func display() {
        if let delegate {
            delegate.display(self)
        } else {
            displayBackingStore()
        }
    }

    /// Draws the layer's content into `ctx` (a context of the bounds, y down, at `contentsScale`);
    /// the default asks the delegate (`draw(_:in:)`). Subclasses override it to draw (R192).
    open func draw(in ctx: CGContext) {
        if let delegate {
            delegate.draw(self, in: ctx)
        } else {
            ctx.reachedDefaultDraw = true
        }
    }

    // MARK: Presentation

    /// The values on screen now: the model values with every attached animation applied at the
    /// current media time, in this layer's time (the renderer's fast path).
    open var presentationProperties: LayerProperties {
        animationEntries.isEmpty ? model : presentationProperties(atMediaTime: CACurrentMediaTime(), model: model)
    }

    /// A detached copy of the layer, made with `init(layer:)`, whose model values are the values on
    /// screen now.
    public func presentation() -> Self? {
        let copy = Self(layer: self)
        copy.model = presentationProperties
        copy.modelLayerReference = self
        return copy
    }

    /// The layer a presentation copy was made from; the layer itself otherwise (Core Animation's
    /// `model()`, renamed because `model` already names the model values here).
    public func modelLayer() -> Self { (modelLayerReference as? Self) ?? self }

    private var modelLayerReference: CALayer?
    /// The state the last frame showed, kept at the first change since (`noteWillChange`, R240).
    var committedState: CommittedLayerState?
    /// The frame `committedState` was kept in (`LayerCommit.generation`).
    var committedGeneration = -1

    // MARK: Sublayers

    /// Appends `layer` on top of the other sublayers.
    public func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(sublayers?.count ?? 0)) }

    /// Inserts `layer` at `index` (clamped to the valid range).
    public func insertSublayer(_ layer: CALayer, at index: UInt32) {
        precondition(layer !== self, "a layer cannot be its own sublayer")
        if layer.superlayer === self, let current = sublayerStorage?.firstIndex(where: { $0 === layer }) {
            noteWillChange()
            sublayerStorage?.remove(at: current)
        } else {
            layer.removeFromSuperlayer()
        }
        noteWillChange()
        if sublayerStorage == nil { sublayerStorage = [] }
        sublayerStorage?.insert(layer, at: min(Int(index), sublayerStorage?.count ?? 0))
        layer.superlayer = self
        if layer.needsDisplayFlag || layer.descendantNeedsDisplay { markDescendantNeedsDisplay() }
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
        parent.noteWillChange()
        if let i = parent.sublayerStorage?.firstIndex(where: { $0 === self }) { parent.sublayerStorage?.remove(at: i) }
        if parent.sublayerStorage?.isEmpty == true { parent.sublayerStorage = nil }
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

    /// Whether `layoutSublayers` is running for this layer now.
    private var isLayingOutSublayers = false

    /// Lays out this layer (if needed) and then its sublayers, top-down. A layer already laying
    /// out is not laid out again from inside its own layout (a subview's `layoutIfNeeded` there,
    /// which climbs to the highest ancestor needing layout, would otherwise re-enter it without
    /// end): what it invalidates meanwhile waits for the next pass, as in Core Animation.
    public func layoutIfNeeded() {
        if needsLayoutFlag && !isLayingOutSublayers {
            needsLayoutFlag = false
            isLayingOutSublayers = true
            layoutSublayers()
            isLayingOutSublayers = false
        }
        for sublayer in sublayers ?? [] { sublayer.layoutIfNeeded() }
    }

    /// Lays out sublayers; the default asks the delegate (a view's `layoutSubviews`).
    open func layoutSublayers() { delegate?.layoutSublayers(of: self) }
}
