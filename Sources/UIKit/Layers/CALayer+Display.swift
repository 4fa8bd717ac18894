import Foundation

extension CALayer {
    /// Marks the layer as needing `display()`, which the frame's display pass calls (after layout).
    public func setNeedsDisplay() {
        needsDisplayFlag = true
        superlayer?.markDescendantNeedsDisplay()
        LayerTreeChanges.invalidate()
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
