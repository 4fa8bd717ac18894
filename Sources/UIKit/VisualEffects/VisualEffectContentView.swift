import Foundation

/// The content view of a `UIVisualEffectView` (iOS: `_UIVisualEffectContentView`); under a
/// vibrancy effect the renderer draws its content in the vibrancy colour (R225).
@MainActor
final class VisualEffectContentView: UIView {
    override class var layerClass: AnyClass { VibrancyContentLayer.self }
}

/// The layer of an effect view's content: with a vibrancy colour, its sublayers are composited
/// as one group whose coverage is drawn in that colour (R225).
package final class VibrancyContentLayer: CALayer {
    /// The vibrancy colour (nil: the content draws as it is).
    package var vibrancyTint: CGColor? {
        didSet { if vibrancyTint != oldValue { LayerTreeChanges.invalidate() } }
    }
}
