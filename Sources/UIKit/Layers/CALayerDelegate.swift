import Foundation

/// Receives layer events; `UIView` is the delegate of its backing layer.
@preconcurrency @MainActor
public protocol CALayerDelegate: NSObjectProtocol {
    /// Called when a model value of `layer` changes; returns an action (animation) to run for it.
    func action(for layer: CALayer, forKey event: String) -> CAAction?
    /// Called before the layer lays out its sublayers.
    func layoutSublayers(of layer: CALayer)
    /// Called by the layer's default `display()` to set its content.
    func display(_ layer: CALayer)
}

extension CALayerDelegate {
    public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
    public func layoutSublayers(of layer: CALayer) {}
    public func display(_ layer: CALayer) {}
}
