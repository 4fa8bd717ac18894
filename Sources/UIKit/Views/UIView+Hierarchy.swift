import Foundation

extension UIView {
    /// Adds `view` on top of the subviews (moving it if it has another superview).
    public func addSubview(_ view: UIView) { insertSubview(view, at: subviews.count) }

    /// Inserts `view` at `index` of the subviews (clamped).
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding a superview as a subview would make a cycle")
        let movingWithin = view.superview === self
        if movingWithin, let current = subviews.firstIndex(where: { $0 === view }),
            current == max(0, min(index, subviews.count - 1))
        {
            // Already there: nothing changes and nothing lays out (a presentation controller may
            // call `bringSubviewToFront` in every `containerViewWillLayoutSubviews`). The top
            // subview's layer still goes above sublayers added with `addSublayer`, as UIKit does.
            if current == subviews.count - 1, layer.sublayers?.last !== view.layer { layer.addSublayer(view.layer) }
            return
        }
        let oldWindow = view.window
        let oldTint = (view.undimmedTintColor, view.tintAdjustmentMode)
        var migration: LayoutMigration?
        if movingWithin {
            subviews.removeAll { $0 === view }
        } else {
            if let oldWindow, oldWindow !== window { oldWindow.subtreeWillLeaveWindow(view) }
            migration = view.autoLayoutWillMove(toSuperview: self)
            view.willMove(toSuperview: self)
            if window !== oldWindow { view.propagateWillMove(toWindow: window) }
            view.detachFromSuperview()
        }
        let i = max(0, min(index, subviews.count))
        subviews.insert(view, at: i)
        view.superview = self
        // Keep the layer order consistent with the subview order: directly below the next subview's
        // layer, or on top of every sublayer (also ones added with addSublayer) for the top subview,
        // as UIKit's addSubview does.
        if let below = subviews.dropFirst(i + 1).first?.layer {
            layer.insertSublayer(view.layer, below: below)
        } else {
            layer.addSublayer(view.layer)
        }
        if !movingWithin {
            view.autoLayoutDidMove(migration)
            didAddSubview(view)
            view.didMoveToSuperview()
            if window !== oldWindow { view.propagateDidMoveToWindow() }
            view.refreshTraitDependentContentInSubtree()
            // A view that inherits a different tint or adjustment mode here hears of it (R295).
            view.inheritedTintDidChange(
                tint: !view.undimmedTintColor.isEqual(oldTint.0), mode: view.tintAdjustmentMode != oldTint.1)
        }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Inserts `view` directly below `sibling`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: current.map { $0 < i ? i - 1 : i } ?? i)
    }

    /// Inserts `view` directly above `sibling`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { return addSubview(view) }
        let current = subviews.firstIndex(where: { $0 === view })
        insertSubview(view, at: current.map { $0 < i ? i : i + 1 } ?? i + 1)
    }

    /// Moves `view` to the top of the subviews.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves `view` to the bottom of the subviews.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        let (low, high) = (min(index1, index2), max(index1, index2))
        let lowView = subviews[low]
        let highView = subviews[high]
        insertSubview(highView, at: low)
        insertSubview(lowView, at: high)
    }

    /// Detaches the view from its superview and window.
    public func removeFromSuperview() {
        guard let parent = superview else { return }
        let oldWindow = window
        oldWindow?.subtreeWillLeaveWindow(self)
        let migration = autoLayoutWillMove(toSuperview: nil)
        parent.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if oldWindow != nil { propagateWillMove(toWindow: nil) }
        detachFromSuperview()
        autoLayoutDidMove(migration)
        didMoveToSuperview()
        if oldWindow != nil { propagateDidMoveToWindow() }
        parent.setNeedsLayout()
    }

    private func detachFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        layer.removeFromSuperlayer()
        superview = nil
    }

    private func propagateWillMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil { applyAppearanceProxies() }  // R348
        willMove(toWindow: newWindow)
        for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
    }

    private func propagateDidMoveToWindow() {
        didMoveToWindow()
        for subview in subviews { subview.propagateDidMoveToWindow() }
    }

    /// The window the view is in, if any.
    public var window: UIWindow? {
        var view: UIView? = self
        while let current = view {
            if let window = current as? UIWindow { return window }
            view = current.superview
        }
        return nil
    }

    /// Whether this view is `view` or inside it.
    public func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current {
            if v === view { return true }
            current = v.superview
        }
        return false
    }

    /// The first view in this subtree (depth first, self included) with `tag`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }
}
