import Foundation

extension UIView {
    /// Space inside the edges that content keeps clear of (8 pt each side; a controller's root
    /// view: its controller's `systemMinimumLayoutMargins`, 0 at the top and bottom and 16 pt at the
    /// sides in compact width, 20 in regular). The value read is the effective one: at least the
    /// controller's minimum for a root view that respects it, and at least the superview's margins
    /// where they reach into the view when `preservesSuperviewLayoutMargins` is on (R207).
    public var layoutMargins: UIEdgeInsets {
        get { UIEdgeInsets(directionalLayoutMargins) }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// The layout margins by reading direction (the effective ones, see `layoutMargins`).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins }
        set {
            let old = effectiveLayoutMargins
            guard newValue != autoLayout?.layoutMargins else { return }
            autoLayoutState.layoutMargins = newValue
            marginsMayHaveChanged(from: old)
        }
    }

    /// Whether the layout margins are measured from the safe area (true) or from the bounds.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { autoLayout?.insetsLayoutMarginsFromSafeArea ?? true }
        set {
            guard newValue != insetsLayoutMarginsFromSafeArea else { return }
            let old = effectiveLayoutMargins
            autoLayoutState.insetsLayoutMarginsFromSafeArea = newValue
            marginsMayHaveChanged(from: old)
            layoutMarginsDidChangeForAutoLayout()
        }
    }

    /// Whether the superview's margins, where they reach into this view, are kept clear here too:
    /// on each edge the view's margin is at least the part of the superview's margin area that
    /// overlaps it (R207). Off by default.
    public var preservesSuperviewLayoutMargins: Bool {
        get { autoLayout?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            let old = effectiveLayoutMargins
            autoLayoutState.preservesSuperviewLayoutMargins = newValue
            marginsMayHaveChanged(from: old)
        }
    }

    /// The margins set, or the default, then the controller's minimum and the superview's margins.
    private var effectiveLayoutMargins: NSDirectionalEdgeInsets {
        var margins = autoLayout?.layoutMargins ?? defaultLayoutMargins
        if let controller = owningViewController as? UIViewController, controller.viewRespectsSystemMinimumLayoutMargins
        {
            margins = margins.atLeast(controller.systemMinimumLayoutMargins)
        }
        if preservesSuperviewLayoutMargins, let superview {
            margins = margins.atLeast(marginsPreserved(from: superview))
        }
        return margins
    }

    /// The part of `superview`'s margin area that reaches into this view, on each edge, as margins
    /// of this view (its own safe area taken out when its margins are measured from it).
    private func marginsPreserved(from superview: UIView) -> NSDirectionalEdgeInsets {
        let outer = superview.layoutMarginsGuideInsets
        let f = frame
        let b = superview.bounds
        let safe = insetsLayoutMarginsFromSafeArea ? reportedSafeAreaInsets : .zero
        return NSDirectionalEdgeInsets(
            top: outer.top - (f.minY - b.minY) - safe.top,
            leading: outer.left - (f.minX - b.minX) - safe.left,
            bottom: outer.bottom - (b.maxY - f.maxY) - safe.bottom,
            trailing: outer.right - (b.maxX - f.maxX) - safe.right)
    }

    private var defaultLayoutMargins: NSDirectionalEdgeInsets {
        if let controller = owningViewController as? UIViewController { return controller.systemMinimumLayoutMargins }
        return NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
    }

    /// The insets of `layoutMarginsGuide` from the bounds: the margins, plus the safe area when
    /// margins are measured from it.
    var layoutMarginsGuideInsets: UIEdgeInsets {
        let margins = layoutMargins
        return insetsLayoutMarginsFromSafeArea ? margins + reportedSafeAreaInsets : margins
    }

    /// After a change that may move the margins: the guide follows, and a change is reported.
    func marginsMayHaveChanged(from old: NSDirectionalEdgeInsets) {
        layoutMarginsDidChangeForAutoLayout()
        // Subviews that preserve these margins are measured again at the next layout.
        LayerTreeChanges.invalidateGeometry()
        reportLayoutMarginsIfChanged(from: old)
    }

    /// Reports the effective margins if they differ from `old` (or from the last reported ones):
    /// the view's `layoutMarginsDidChange`, then its controller's `viewLayoutMarginsDidChange`.
    func reportLayoutMarginsIfChanged(from old: NSDirectionalEdgeInsets? = nil) {
        let margins = effectiveLayoutMargins
        let state = autoLayoutState
        let previous = state.reportedLayoutMargins ?? old
        state.reportedLayoutMargins = margins
        guard let previous, previous != margins else { return }
        if old == nil { layoutMarginsDidChangeForAutoLayout() }
        layoutMarginsDidChange()
        (owningViewController as? UIViewController)?.viewLayoutMarginsDidChange()
    }

    /// Whether a layout pass must check this view's margins: they follow something other than
    /// their setter (the superview's margins, or a controller's minimum that changes with size class).
    var marginsFollowOthers: Bool {
        autoLayout?.preservesSuperviewLayoutMargins == true || owningViewController is UIViewController
    }

    private func layoutMarginsDidChangeForAutoLayout() {
        setNeedsLayout()
        if let engine = autoLayout?.engine ?? hierarchyEngine(create: false) { engine.guideInsetsDidChange(of: self) }
    }
}

extension NSDirectionalEdgeInsets {
    /// Each edge the larger of the two.
    func atLeast(_ other: NSDirectionalEdgeInsets) -> NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(
            top: max(top, other.top), leading: max(leading, other.leading), bottom: max(bottom, other.bottom),
            trailing: max(trailing, other.trailing))
    }
}
