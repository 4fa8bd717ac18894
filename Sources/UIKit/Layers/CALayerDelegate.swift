import Foundation

/// Receives layer events; `UIView` is the delegate of its backing layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Called when a model value of `layer` changes; returns an action (animation) to run for it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Called before the layer lays out its sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Called by the layer's default `display()` to set its content. The default (a delegate that
    /// does not implement it) makes a backing store and has the layer `draw(in:)` into it (R192).
    func display(_ layer: CALayer)
    /// Called by the layer's default `draw(in:)` to draw its content into `ctx` (R192).
    func draw(_ layer: CALayer, in ctx: CGContext)
    /// Called before the default `display()` makes a backing store for `draw(_:in:)`.
    func layerWillDraw(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) { layer.displayBackingStore() }
    public func draw(_ layer: CALayer, in ctx: CGContext) { ctx.reachedDefaultDraw = true }
    public func layerWillDraw(_ layer: CALayer) {}
}
