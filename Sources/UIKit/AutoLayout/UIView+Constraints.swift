import Foundation

extension UIView {
    /// Whether the view's frame, bounds and center (and autoresizing mask) are turned into
    /// constraints (true), or the view is placed by the constraints the app adds (false).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { autoLayout?.translatesAutoresizingMaskIntoConstraints ?? true }
        set {
            guard newValue != translatesAutoresizingMaskIntoConstraints else { return }
            let state = autoLayoutState
            state.translatesAutoresizingMaskIntoConstraints = newValue
            state.engine?.translatesMaskDidChange(of: self)
        }
    }

    /// The constraints installed on this view (activated constraints are installed on the nearest
    /// common ancestor of their items).
    public var constraints: [NSLayoutConstraint] { autoLayout?.installedConstraints ?? [] }

    /// Installs a constraint on this view, which must be its items' common ancestor (or one of them).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.install(on: self) }

    /// Installs constraints on this view.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Removes constraints installed on this view.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    // MARK: Update pass

    /// Asks for `updateConstraints` (the view controller's `updateViewConstraints` for a root view)
    /// before the next layout pass.
    public func setNeedsUpdateConstraints() {
        let state = autoLayoutState
        guard !state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = true
        hierarchyEngine(create: true)?.viewNeedsUpdateConstraints(self)
        LayerTreeChanges.invalidate()
    }

    /// Whether `updateConstraints` is due.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs the update pass for this view and its subviews now, subviews first.
    public func updateConstraintsIfNeeded() {
        hierarchyEngine(create: false)?.runUpdateConstraintsPass(within: self)
    }

    // MARK: Debugging

    /// Whether the constraints leave the view's frame undetermined (another frame would satisfy
    /// them equally well).
    public var hasAmbiguousLayout: Bool {
        guard let state = autoLayout, let engine = state.engine else { return false }
        engine.flushPendingChanges()
        return !engine.ambiguousAxes(of: self).isEmpty
    }

    /// The constraints (the app's and UIKit's) that take part in placing the view along `axis`.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        autoLayout?.engine?.constraintsAffecting(self, axis: axis) ?? []
    }

    /// Does nothing in Stagecraft (UIKit moves an ambiguous view to another valid frame).
    public func exerciseAmbiguityInLayout() {}
}
