import Foundation

/// What a view keeps for Auto Layout, made the first time the view takes part: views that never
/// use constraints carry only a nil reference and pay nothing.
@MainActor
final class AutoLayoutState {
    /// `translatesAutoresizingMaskIntoConstraints`.
    var translatesAutoresizingMaskIntoConstraints = true
    /// The constraints installed on the view (`UIView.constraints`), in installation order.
    var installedConstraints: [NSLayoutConstraint] = []
    /// The guides added with `addLayoutGuide`.
    var layoutGuides: [UILayoutGuide] = []
    /// `safeAreaLayoutGuide`, made on first use.
    var safeAreaGuide: UILayoutGuide?
    /// `layoutMarginsGuide`, made on first use.
    var marginsGuide: UILayoutGuide?
    /// `readableContentGuide`, made on first use.
    var readableGuide: UILayoutGuide?
    /// A scroll view's `contentLayoutGuide` and `frameLayoutGuide`, made on first use.
    var scrollContentGuide: UILayoutGuide?
    var scrollFrameGuide: UILayoutGuide?
    /// The layout margins set by the app (nil: the default for the view).
    var layoutMargins: NSDirectionalEdgeInsets?
    /// `insetsLayoutMarginsFromSafeArea`.
    var insetsLayoutMarginsFromSafeArea = true
    /// `preservesSuperviewLayoutMargins`.
    var preservesSuperviewLayoutMargins = false
    /// The effective layout margins last reported (`layoutMarginsDidChange`); nil: not measured yet.
    var reportedLayoutMargins: NSDirectionalEdgeInsets?
    /// Content hugging priorities (horizontal, vertical).
    var hugging: (horizontal: Float, vertical: Float) = (250, 250)
    /// Compression resistance priorities (horizontal, vertical).
    var compressionResistance: (horizontal: Float, vertical: Float) = (750, 750)
    /// Whether `updateConstraints` is due (`setNeedsUpdateConstraints`).
    var needsUpdateConstraints = false
    /// The engine of the view's hierarchy, kept by the hierarchy's root view.
    var hostedEngine: LayoutEngine?
    /// The live engine that lays out this view (has a record of its frame), if any.
    weak var engine: LayoutEngine?
    /// A stable fake address for descriptions.
    var debugID: Int?
    /// Whether the view, hidden in a stack view inside an animation block, is still on screen while
    /// it collapses (its `isHidden` already reads true).
    var isCollapsingForHide = false
    /// Bumped by every change of the view's hidden state in a stack view (cancels a pending hide).
    var collapseGeneration = 0
    /// Whether the first `updateConstraints` of a `requiresConstraintBasedLayout` view was asked for.
    var requestedInitialUpdate = false

    /// Whether the view's frame comes from the engine (it does not translate its autoresizing mask
    /// and an engine has its variables).
    var isEngineDriven: Bool { !translatesAutoresizingMaskIntoConstraints && engine != nil }
}

extension UIView {
    /// The view's Auto Layout state, made on first use.
    var autoLayoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    /// The top of the view's hierarchy (the window, or the outermost superview).
    var hierarchyRoot: UIView {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The live engine of the view's hierarchy, made at its root when `create` is true.
    func hierarchyEngine(create: Bool) -> LayoutEngine? {
        let root = hierarchyRoot
        if let engine = root.autoLayout?.hostedEngine { return engine }
        guard create else { return nil }
        let engine = LayoutEngine(host: root)
        root.autoLayoutState.hostedEngine = engine
        return engine
    }
}
