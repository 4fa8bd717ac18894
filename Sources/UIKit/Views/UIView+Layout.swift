import Foundation

extension UIView {
    /// Marks the view as needing `layoutSubviews` before the next frame is drawn.
    public func setNeedsLayout() { layer.setNeedsLayout() }

    /// Runs pending layout in this view's subtree now. In a window, safe areas are measured first
    /// (views whose insets changed hear `safeAreaInsetsDidChange` and lay out), and again if the
    /// layout moved views, as UIKit's layout pass does.
    public func layoutIfNeeded() {
        guard let window else {
            guard let engine = hierarchyRoot.autoLayout?.hostedEngine else { return layer.layoutIfNeeded() }
            for _ in 0..<4 {
                engine.prepareForLayout()
                layOutFromTopmostAncestorNeedingLayout()
                if !engine.needsAnotherPass { break }
            }
            return
        }
        for _ in 0..<4 {
            window.updateSafeAreaInsetsIfNeeded()
            if let engine = window.autoLayout?.hostedEngine {
                // Constraints: the update pass and the engine's solution first; then layout starts
                // at the highest ancestor that needs it, as Core Animation's layoutIfNeeded does.
                engine.prepareForLayout()
                layOutFromTopmostAncestorNeedingLayout()
                if window.safeAreaGeneration == LayerTreeChanges.geometryGeneration && !engine.needsAnotherPass {
                    break
                }
            } else {
                layer.layoutIfNeeded()
                if window.safeAreaGeneration == LayerTreeChanges.geometryGeneration { break }
            }
        }
    }

    /// Lays out from the highest of the unbroken line of ancestors that need layout.
    private func layOutFromTopmostAncestorNeedingLayout() {
        var start = self
        while let parent = start.superview, parent.layer.needsLayout() { start = parent }
        start.layer.layoutIfNeeded()
    }

    /// The engine step of `layoutSubviews`: subviews placed by constraints get their solved frames.
    func layOutSubviewsFromConstraints() {
        guard autoLayout != nil else { return }
        for subview in subviews {
            if let engine = subview.autoLayout?.engine,
                subview.autoLayout?.translatesAutoresizingMaskIntoConstraints == false
            {
                engine.layOutSubviews(of: self)
                return
            }
        }
    }

    /// Measures the safe area of every view of the subtree and reports each change, top-down:
    /// the view's `safeAreaInsetsDidChange`, then its controller's `viewSafeAreaInsetsDidChange`,
    /// and marks it as needing layout.
    ///
    /// Two kinds of view keep the insets they had, with their subtrees, as on iOS: a disappearing
    /// controller's view (an animator moving it off screen does not re-lay out its content), and a
    /// view scaled or rotated by its transform (UIKit does not propagate safe areas into those).
    func reportSafeAreaChanges() {
        if stopsSafeAreaPropagation { return }
        let insets = measuredSafeAreaInsets
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaInsetsDidChange()
            (owningViewController as? UIViewController)?.viewSafeAreaInsetsDidChange()
            setNeedsLayout()
            if autoLayout != nil {
                hierarchyEngine(create: false)?.guideInsetsDidChange(of: self)
                UIKeyboardLayoutGuide.safeAreaDidChange(of: self)  // R275
            }
        }
        // R207: margins that follow the superview's or the controller's are measured again.
        if marginsFollowOthers { reportLayoutMarginsIfChanged() }
        for subview in subviews { subview.reportSafeAreaChanges() }
    }

    /// Whether UIKit stops propagating safe-area changes at this view: a disappearing controller's
    /// view, or a view scaled or rotated by its transform (a translation does not stop it).
    var stopsSafeAreaPropagation: Bool {
        if let controller = owningViewController as? UIViewController, controller.appearance == .disappearing {
            return true
        }
        let t = layer.transform
        return !(t.m11 == 1 && t.m22 == 1 && t.m33 == 1 && t.m12 == 0 && t.m21 == 0 && t.isAffine)
    }

    /// Runs `layoutSubviews`, wrapped by the owning view controller's layout hooks.
    func layoutSubviewsIfNeededFromLayer() {
        let controller = owningViewController as? UIViewController
        // In the window and sized by its superview: the appearing controller hears viewIsAppearing
        // before its first layout there (R249).
        if window != nil { controller?.deliverViewIsAppearing() }
        controller?.updateContentUnavailableIfNeeded()  // R336
        controller?.viewWillLayoutSubviews()
        layoutSubviews()
        controller?.viewDidLayoutSubviews()
    }

    /// Applies the autoresizing mask after the superview's size changed from `old` to `new`.
    func resize(forSuperviewSizeChangeFrom old: CGSize, to new: CGSize) {
        guard !autoresizingMask.isEmpty else { return }
        var f = frame
        let x = Self.distribute(
            delta: new.width - old.width,
            sizes: [f.minX, f.width, old.width - f.maxX],
            flexible: [
                autoresizingMask.contains(.flexibleLeftMargin), autoresizingMask.contains(.flexibleWidth),
                autoresizingMask.contains(.flexibleRightMargin),
            ])
        let y = Self.distribute(
            delta: new.height - old.height,
            sizes: [f.minY, f.height, old.height - f.maxY],
            flexible: [
                autoresizingMask.contains(.flexibleTopMargin), autoresizingMask.contains(.flexibleHeight),
                autoresizingMask.contains(.flexibleBottomMargin),
            ])
        f.origin.x += x[0]
        f.size.width += x[1]
        f.origin.y += y[0]
        f.size.height += y[1]
        frame = f
    }

    /// Shares `delta` among the flexible parts in proportion to their current sizes (equally when
    /// they are all zero), as UIKit's autoresizing does.
    static func distribute(delta: CGFloat, sizes: [CGFloat], flexible: [Bool]) -> [CGFloat] {
        let indices = flexible.indices.filter { flexible[$0] }
        guard !indices.isEmpty, delta != 0 else { return [0, 0, 0] }
        let total = indices.map { max(0, sizes[$0]) }.reduce(0, +)
        var result: [CGFloat] = [0, 0, 0]
        for i in indices {
            result[i] = total > 0 ? delta * max(0, sizes[i]) / total : delta / CGFloat(indices.count)
        }
        return result
    }
}
