import Foundation

extension CALayer {
    /// Marks the layer as needing `display()`, which the frame's display pass calls (after layout).
    public func setNeedsDisplay() {
        pendingDisplayRect = nil
        needsDisplayFlag = true
        superlayer?.markDescendantNeedsDisplay()
        LayerTreeChanges.invalidate()
    }

    /// Marks `rect` (bounds coordinates) as needing to be redrawn: the next `display()` draws only
    /// there, over the backing store's other pixels, which it keeps (R192). Rects asked for before
    /// the display are united; `setNeedsDisplay()` asks for all of the bounds.
    public func setNeedsDisplay(_ rect: CGRect) {
        let r = rect.intersection(bounds)
        guard !r.isNull, !r.isEmpty else { return }
        if !needsDisplayFlag {
            pendingDisplayRect = r
        } else if let pending = pendingDisplayRect {
            pendingDisplayRect = pending.union(r)
        }
        needsDisplayFlag = true
        superlayer?.markDescendantNeedsDisplay()
        LayerTreeChanges.invalidate()
    }

    /// The default display (R192): a backing store of the bounds at `contentsScale` — a fresh
    /// transparent one, or for `setNeedsDisplay(_:)` the previous one with the asked-for rect
    /// cleared and clipped to — is drawn by `draw(in:)` and becomes `contents`. A view whose
    /// `draw(_:)` is not overridden keeps its contents (UIKit makes no backing store for it).
    package func displayBackingStore() {
        let size = bounds.size
        let partial = pendingDisplayRect
        pendingDisplayRect = nil
        guard size.width > 0, size.height > 0 else {
            // Nothing to draw into yet: a view draws once it has a size.
            if delegate is UIView {
                displayWhenSized = true
            } else {
                contents = nil
            }
            return
        }
        delegate?.layerWillDraw(self)
        let context = CGContext(size: size, scale: contentsScale)
        var redrawn = bounds
        if let partial, let previous = contents as? CGImage, previous.width == context.width,
            previous.height == context.height
        {
            context.load(previous)
            redrawn = partial
        }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        if redrawn != bounds {
            context.clip(to: redrawn)
            context.clear(redrawn)
        }
        drawingRect = redrawn
        draw(in: context)
        drawingRect = nil
        if context.reachedDefaultDraw && context.paintCount == 0, let view = delegate as? UIView {
            UIView.nonDrawingClasses.insert(ObjectIdentifier(type(of: view)))
            return
        }
        if let view = delegate as? UIView, view.isOpaque, backgroundColor == nil {
            context.makeOpaque()
        }
        contents = context.storage == nil ? nil : context.makeImage()
    }

    /// Whether `setNeedsDisplay()` was called since the layer last displayed.
    public func needsDisplay() -> Bool { needsDisplayFlag }

    /// Displays the layer now if it needs it.
    public func displayIfNeeded() {
        guard needsDisplayFlag else { return }
        needsDisplayFlag = false
        display()
    }

    /// Notes, up to the root, that a layer below needs display.
    func markDescendantNeedsDisplay() {
        var layer: CALayer? = self
        while let current = layer, !current.descendantNeedsDisplay {
            current.descendantNeedsDisplay = true
            layer = current.superlayer
        }
    }

    /// The frame's display pass over this subtree (`FrameCycle.run`): every layer that needs display
    /// displays. A layer whose `needsDisplay(forKey:)` key is animating displays its presentation
    /// copy (whose `contents` it then shows) and stays due while the animation runs, so it redraws
    /// every frame and once more with its model values when the animation is gone.
    package func displaySubtreeIfNeeded() {
        guard needsDisplayFlag || descendantNeedsDisplay else { return }
        descendantNeedsDisplay = false
        if needsDisplayFlag {
            needsDisplayFlag = false
            displayForFrame()
        }
        for sublayer in sublayers ?? [] { sublayer.displaySubtreeIfNeeded() }
    }

    private func displayForFrame() {
        let entries = animationEntries.filter { entry in
            Self.animatedKeys(of: entry.animation).contains { Self.needsDisplay(forKey: $0) }
        }
        guard !entries.isEmpty, let shown = presentation() else {
            display()
            return
        }
        shown.display()
        contents = shown.contents
        if entries.contains(where: { !$0.didStop }) { setNeedsDisplay() }
    }

    /// The keys `animation` animates (the first component of each key path, groups included).
    static func animatedKeys(of animation: CAAnimation) -> [String] {
        if let group = animation as? CAAnimationGroup { return (group.animations ?? []).flatMap(animatedKeys) }
        guard let path = (animation as? CAPropertyAnimation)?.keyPath else { return [] }
        return [String(path.prefix { $0 != "." })]
    }
}
