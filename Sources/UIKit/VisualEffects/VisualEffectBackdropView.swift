import Foundation

/// The backdrop of a `UIVisualEffectView` (iOS: `_UIVisualEffectBackdropView`): a view whose
/// `BackdropLayer` the renderer fills with the blurred, saturated backdrop (R222).
@MainActor
final class VisualEffectBackdropView: UIView {
    override class var layerClass: AnyClass { BackdropLayer.self }

    /// The backdrop layer.
    var backdropLayer: BackdropLayer { layer as! BackdropLayer }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("made by its effect view") }

    /// Shows `material`'s blur and saturation: animated inside an animation block (R223).
    func apply(_ material: BlurMaterial) {
        backdropLayer.blurRadius = material.blurRadius
        backdropLayer.saturationAmount = material.saturation
    }

    /// The backdrop's keys animate in animation blocks as a view's own properties do, so an
    /// `effect` change blurs in over the block's duration and curve (R223).
    override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        if event == BackdropLayer.blurRadiusKey || event == BackdropLayer.saturationKey {
            guard let context = UIViewAnimationContext.stack.last, !context.isDisabled,
                UIViewAnimationContext.animationsEnabled
            else { return nil }
            return UIViewAnimationAction(context: context)
        }
        return super.action(for: layer, forKey: event)
    }
}
