// Over 400 lines on purpose: a view's stored state and its open (overridable) members must be in
// the class body (Swift cannot override what an extension declares); the rest is in extensions.
import Foundation

/// A rectangular area on screen, backed by a `CALayer` whose geometry it exposes.
@preconcurrency @MainActor
open class UIView: UIResponder, CALayerDelegate {
    /// The class of the backing layer: `CALayer` or a subclass (`AnyClass`, as on iOS).
    open class var layerClass: AnyClass { CALayer.self }

    /// The backing layer; the view is its delegate.
    public let layer: CALayer

    /// The superview, if any.
    public internal(set) weak var superview: UIView?

    /// The subviews, back to front.
    public internal(set) var subviews: [UIView] = []

    /// An integer to find the view with `viewWithTag(_:)`.
    open var tag = 0

    /// Whether touches are delivered to this view and its subviews.
    open var isUserInteractionEnabled = true

    /// Whether the view's own touch methods get more than one touch at a time (false by default, as
    /// in UIKit: a second finger on the view reaches its gesture recognizers, not `touchesBegan`).
    open var isMultipleTouchEnabled = false

    // MARK: Traits (UIView+Traits)

    /// The appearance this view and its subviews take whatever the environment's (`.unspecified`,
    /// the default: follow it). Changing it tells the views below whose traits change (R213).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The traits this view sets for itself and what is below it (iOS 17, R292); changing them
    /// tells whoever's traits change.
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            TraitPropagation.change(under: self) { ownTraitOverrides = newValue }
        }
    }
    var ownTraitOverrides = UITraitOverrides()
    /// The handlers of `registerForTraitChanges`.
    var traitChangeRegistrations: [TraitChangeRegistration] = []
    /// The colour `backgroundColor` was set to (a dynamic one is resolved again when traits change).
    var ownBackgroundColor: UIColor?
    /// Appearance-proxy bookkeeping (R348): nil for most views.
    var appearanceState: AppearanceState?

    /// The view's traits changed (called only when they did, after the view re-resolved its
    /// dynamic colours; the new traits are `UITraitCollection.current`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Resolves again what the view draws that depends on its traits: the background colour here,
    /// a label's text colour and Dynamic Type font. Called when the traits change and when the view
    /// moves to another superview.
    func refreshTraitDependentContent() {
        if let color = ownBackgroundColor, color.isDynamic {
            let resolved = color.resolvedColor(with: traitCollection).cgColor
            if layer.backgroundColor != resolved { layer.backgroundColor = resolved }
        }
    }

    /// How the view resizes when its superview's bounds change.
    open var autoresizingMask: AutoresizingMask = []

    /// Whether bounds changes resize subviews per their `autoresizingMask`.
    open var autoresizesSubviews = true

    /// How content (an image view's image) is fitted into the bounds.
    /// `.redraw` redraws the view (`draw(_:)`) whenever its bounds change (R192).
    open var contentMode: ContentMode = .scaleToFill {
        didSet {
            layer.needsDisplayOnBoundsChange = contentMode == .redraw
            contentModeDidChange()
        }
    }

    /// The gesture recognizers attached to the view.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer]?

    /// The view controller whose root view this is (set by `UIViewController`).
    package weak var owningViewController: UIResponder?

    /// The key-value observations of this view (`observe(_:options:changeHandler:)`), once made.
    var keyValueObservers: KeyValueObserverList?

    /// The view set as `mask`, kept alive here (the layer holds only its layer).
    var maskViewStorage: UIView?
    /// The interactions added with `addInteraction(_:)` (R313).
    var interactionStorage: [UIInteraction] = []
    /// The motion effects added with `addMotionEffect(_:)`.
    var motionEffectStorage: [UIMotionEffect] = []

    /// Auto Layout's state for the view, made when the view first takes part (nil: it never did).
    var autoLayout: AutoLayoutState?

    /// Creates a view with a frame (the designated initializer).
    public init(frame: CGRect) {
        layer = Self.makeBackingLayer()
        super.init()
        layer.delegate = self
        layer.frame = frame
        requestFirstDisplay()
    }

    /// Creates a view from an archive. There are no nibs or storyboards to decode here, so the view
    /// gets a zero frame and the defaults, as `init(frame: .zero)` gives; `super.init(coder:)` from
    /// a subclass works. (iOS code whose own `init?(coder:)` calls `fatalError` is unaffected: the
    /// framework never calls this.)
    public required init?(coder: NSCoder) {
        layer = Self.makeBackingLayer()
        super.init()
        layer.delegate = self
        requestFirstDisplay()
    }

    /// Creates a view with a zero frame (`init(frame: .zero)`, as on iOS).
    public convenience override init() { self.init(frame: .zero) }

    private static func makeBackingLayer() -> CALayer {
        guard let layerType = layerClass as? CALayer.Type else {
            preconditionFailure("\(Self.self).layerClass is \(layerClass), not CALayer or a subclass of it")
        }
        let layer = layerType.init()
        layer.isOpaque = true
        layer.contentsScale = UIScreen.main.scale
        return layer
    }

    // MARK: Dynamics (UIDynamicItem, R279)

    /// The outline UIKit Dynamics collides (`.rectangle`; override for `.ellipse` or `.path`).
    open var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }

    /// The outline for `.path`: convex, counter-clockwise, about the centre (the bounds by default).
    open var collisionBoundingPath: UIBezierPath {
        UIBezierPath(
            rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }

    // MARK: Geometry

    /// The frame in the superview's coordinates.
    open var frame: CGRect {
        get { layer.frame }
        set {
            let notification = willChangeObservedValue(forKey: "frame")
            defer { didChangeObservedValue(notification) }
            let oldSize = bounds.size
            layer.frame = newValue
            boundsSizeDidChange(from: oldSize)
            autoLayout?.engine?.frameDidChange(of: self)
        }
    }

    /// The bounds in the view's own coordinates.
    open var bounds: CGRect {
        get { layer.bounds }
        set {
            let notification = willChangeObservedValue(forKey: "bounds")
            defer { didChangeObservedValue(notification) }
            let oldSize = bounds.size
            layer.bounds = newValue
            boundsSizeDidChange(from: oldSize)
            autoLayout?.engine?.frameDidChange(of: self)
        }
    }

    /// The centre of the frame, in the superview's coordinates (the layer's position).
    open var center: CGPoint {
        get { layer.position }
        set {
            let notification = willChangeObservedValue(forKey: "center")
            defer { didChangeObservedValue(notification) }
            layer.position = newValue
            autoLayout?.engine?.frameDidChange(of: self)
        }
    }

    /// The 2-D transform about the centre; reads the affine part of a 3-D layer transform.
    open var transform: CGAffineTransform {
        get { CATransform3DGetAffineTransform(layer.transform) }
        set {
            let notification = willChangeObservedValue(forKey: "transform")
            defer { didChangeObservedValue(notification) }
            layer.transform = CATransform3DMakeAffineTransform(newValue)
        }
    }

    /// The 3-D transform of the backing layer.
    open var transform3D: CATransform3D {
        get { layer.transform }
        set { layer.transform = newValue }
    }

    /// The opacity, 0…1.
    open var alpha: CGFloat {
        get { CGFloat(layer.opacity) }
        set {
            let notification = willChangeObservedValue(forKey: "alpha")
            defer { didChangeObservedValue(notification) }
            layer.opacity = Float(newValue)
        }
    }

    /// The fill colour of the bounds.
    /// A dynamic colour is resolved for the view's traits, and again whenever they change (R215).
    open var backgroundColor: UIColor? {
        get {
            guard let cg = layer.backgroundColor else { return nil }
            if let own = ownBackgroundColor, own.resolvedColor(with: traitCollection).cgColor == cg { return own }
            return UIColor(cgColor: cg)
        }
        set {
            ownBackgroundColor = newValue
            layer.backgroundColor = newValue?.resolvedColor(with: traitCollection).cgColor
            if appearanceState != nil || UIKitRuntime.current.appearanceRegistryIfMade != nil {
                noteAppearance("backgroundColor") { (view: UIView) in view.backgroundColor = newValue }  // R348
            }
        }
    }

    /// The proxy whose appearance properties style every view of this class entering a window
    /// (R348): set them on it — `UINavigationBar.appearance().tintColor = .systemPink` — before
    /// the views appear. A subclass's proxy returns its own type where it adds such properties.
    open class func appearance() -> UIView { appearanceProxy(of: self) { UIView(frame: .zero) } }
    /// The proxy styling views of this class inside instances of `containerTypes`, the last one
    /// innermost (R348).
    open class func appearance(whenContainedInInstancesOf containerTypes: [UIAppearanceContainer.Type]) -> UIView {
        appearanceProxy(of: self, in: containerTypes) { UIView(frame: .zero) }
    }

    /// Whether the view (and its subviews) are hidden.
    open var isHidden: Bool {
        get { layer.isHidden || autoLayout?.isCollapsingForHide == true }
        set {
            // An arranged subview of a stack view collapses (animated inside an animation block).
            if let stack = superview as? UIStackView, stack.arrangedSubview(self, setHidden: newValue) { return }
            layer.isHidden = newValue
        }
    }

    /// Whether subviews are clipped to the bounds (and the layer's corner radius).
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view promises to fill its bounds with opaque content (a drawing hint, default
    /// true as in UIKit; the layer's `isOpaque`).
    open var isOpaque: Bool {
        get { layer.isOpaque }
        set { layer.isOpaque = newValue }
    }

    /// The tint colour, inherited from the superview; system blue at the top. Dimmed (desaturated)
    /// while the effective `tintAdjustmentMode` is `.dimmed` (R295).
    open var tintColor: UIColor! {
        get {
            let base = undimmedTintColor
            return tintAdjustmentMode == .dimmed ? UIColor.dimmedTint(of: base) : base
        }
        set {
            ownTintColor = newValue
            tintColorChanged()
            if appearanceState != nil || UIKitRuntime.current.appearanceRegistryIfMade != nil {
                noteAppearance("tintColor") { (view: UIView) in view.tintColor = newValue }  // R348
            }
        }
    }
    private var ownTintColor: UIColor?
    /// Whether the view's tint colour was set on it (not inherited).
    var hasOwnTintColor: Bool { ownTintColor != nil }

    /// The tint before dimming: the view's own, else the nearest ancestor's, else system blue.
    var undimmedTintColor: UIColor { ownTintColor ?? superview?.undimmedTintColor ?? .systemBlue }

    /// The first mode other than `.automatic` up the superview chain from the view itself, else
    /// `.normal`: reading never gives `.automatic`, as in UIKit (R295). Setting it calls
    /// `tintColorDidChange()` on the view and the descendants that inherit it, when it changes what
    /// they show.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get {
            var view: UIView? = self
            while let current = view {
                if current.ownTintAdjustmentMode != .automatic { return current.ownTintAdjustmentMode }
                view = current.superview
            }
            return .normal
        }
        set {
            let old = tintAdjustmentMode
            ownTintAdjustmentMode = newValue
            if tintAdjustmentMode != old { tintAdjustmentModeChanged() }
        }
    }
    /// The mode set on this view (`.automatic` until set).
    package private(set) var ownTintAdjustmentMode: TintAdjustmentMode = .automatic

    /// The accessibility description, made when first set or read (R262).
    var storedAccessibility: AccessibilityDescription?

    /// Whether a touch in this view keeps other views from getting touches at the same time (kept:
    /// the simulator's second finger is delivered regardless; R262).
    open var isExclusiveTouch = false

    /// How the view's content flips for right-to-left languages (kept; R262).
    open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

    /// The tint colour the view shows changed: its own was set, or an ancestor's that it inherits.
    /// Controls restyle here.
    open func tintColorDidChange() {}

    /// Tells this view and the descendants that inherit its tint that it changed.
    func tintColorChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintColor == nil { subview.tintColorChanged() }
    }

    /// Tells this view and the descendants that inherit its tint adjustment mode that it changed.
    func tintAdjustmentModeChanged() {
        tintColorDidChange()
        for subview in subviews where subview.ownTintAdjustmentMode == .automatic {
            subview.tintAdjustmentModeChanged()
        }
    }

    private func boundsSizeDidChange(from oldSize: CGSize) {
        let newSize = bounds.size
        guard newSize != oldSize else { return }
        if autoresizesSubviews {
            for subview in subviews { subview.resize(forSuperviewSizeChangeFrom: oldSize, to: newSize) }
        }
        setNeedsLayout()
    }

    open func contentModeDidChange() {}

    // MARK: Drawing (R192)

    /// Draws the view's content into the current context (`UIGraphicsGetCurrentContext()`), in the
    /// view's bounds coordinates; `rect` is the part to redraw. The default draws nothing, and a
    /// view that does not override it gets no backing store.
    open func draw(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.reachedDefaultDraw = true }

    /// Marks the whole view as needing to be redrawn at the next frame. (A view whose drawing
    /// reaches `UIView.draw(_:)` without painting keeps its contents: UIKit makes no backing store
    /// for a view that does not draw.)
    open func setNeedsDisplay() { layer.setNeedsDisplay() }

    /// Marks `rect` (bounds coordinates) as needing to be redrawn; `draw(_:)` then gets that rect
    /// and draws over the rest of the previous drawing, clipped to it.
    open func setNeedsDisplay(_ rect: CGRect) { layer.setNeedsDisplay(rect) }

    /// Whether the backing store is cleared to transparent before `draw(_:)` (kept: it always is).
    open var clearsContextBeforeDrawing = true

    /// The layer delegate's drawing: `draw(_:)` with `ctx` current and the view's traits current.
    open func draw(_ layer: CALayer, in ctx: CGContext) {
        UIGraphicsPushContext(ctx)
        defer { UIGraphicsPopContext() }
        let rect = layer.drawingRect ?? bounds
        traitCollection.performAsCurrent { draw(rect) }
    }

    // MARK: Layer delegate

    /// Implicit actions for the backing layer; views animate only inside animation blocks.
    open func action(for layer: CALayer, forKey event: String) -> CAAction? {
        UIView.actionProvider?(self, layer, event)
    }

    /// Hook through which the animation system supplies actions while an animation block is open.
    package static var actionProvider: ((UIView, CALayer, String) -> CAAction?)?

    public func layoutSublayers(of layer: CALayer) {
        layoutSubviewsIfNeededFromLayer()
    }

    // MARK: Gesture recognizers

    /// Asked by a recognizer attached to a superview before it begins; false stops it. UIKit's
    /// default is true; controls refuse single taps of recognizers on their superviews (see UIControl).
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: Hierarchy hooks (override points)

    /// Called after `subview` was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before `subview` is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the view moves to another superview (nil: removed).
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the view moved to another superview.
    open func didMoveToSuperview() {}
    /// Called before the view moves to another window (nil: leaving the window).
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the view moved to another window.
    open func didMoveToWindow() {}

    // MARK: Layout (override points)

    /// Lays out subviews; the default sets the frames of the subviews that constraints place
    /// (autoresizing already happened), so an override should call super.
    open func layoutSubviews() { layOutSubviewsFromConstraints() }

    /// Updates the constraints the view installs (called in the update pass before layout, after
    /// `setNeedsUpdateConstraints`, subviews first); call super at the end. The default does nothing.
    open func updateConstraints() {}

    /// Whether the view needs the update pass even without constraints of its own (false).
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Tells the layout engine `intrinsicContentSize` changed; its content size constraints follow
    /// in the next layout pass.
    open func invalidateIntrinsicContentSize() {
        guard let engine = autoLayout?.engine else { return }
        engine.intrinsicContentSizeDidChange(of: self)
        superview?.setNeedsLayout()
    }

    /// Called when `safeAreaInsets` changed (after the view entered a window, or when it, an
    /// ancestor, a bar or `additionalSafeAreaInsets` moved the unsafe areas), before the layout pass
    /// that follows; UIKit also marks the view as needing layout. The default does nothing.
    open func safeAreaInsetsDidChange() {}

    /// Told that the view's (effective) layout margins changed, whether set or following its
    /// superview or controller (R207). The default does nothing.
    open func layoutMarginsDidChange() {}

    /// The safe-area insets last reported through `safeAreaInsetsDidChange`.
    package var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The size that best fits `size`; the default is the current bounds size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The insets from the frame to the rectangle Auto Layout aligns (zero: the frame; a view with
    /// a shadow or badge drawn outside its content overrides this).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The natural size of the content, or `noIntrinsicMetric` per dimension.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Whether `point` (in the view's coordinates) is inside the view.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// The deepest visible, interactive descendant containing `point` (in the view's coordinates).
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard isUserInteractionEnabled, !isHidden, alpha > 0.01 else { return nil }
        // R113: a view animating without `.allowUserInteraction` ignores touches until it ends.
        guard !layer.animationEntries.contains(where: { $0.animation.blocksUserInteraction && !$0.didStop }) else {
            return nil
        }
        guard self.point(inside: point, with: event) else { return nil }
        for subview in subviews.reversed() {
            let local = subview.convert(point, from: self)
            if let hit = subview.hitTest(local, with: event) { return hit }
        }
        return self
    }

    // MARK: Responder chain

    /// The controller whose root view this is, else the superview (R270).
    open override var next: UIResponder? { owningViewController ?? superview }

    /// A view is first responder in its window.
    override var responderWindow: UIWindow? { window }

    // MARK: Description

    /// UIKit's form: `<UIView: 0x…; frame = (0 0; 100 50); layer = <CALayer: 0x…>>`, with `hidden`,
    /// `alpha` and `tag` when they are not the defaults (NSObject's form off the main thread).
    public nonisolated override var description: String {
        let base = super.description
        guard Thread.isMainThread, base.hasSuffix(">") else { return base }
        let details = MainActor.assumeIsolated { descriptionDetails }
        return "\(base.dropLast()); \(details)>"
    }
}
