import Foundation

/// A view that draws a visual effect: with a `UIBlurEffect`, what lies behind it blurred,
/// saturated and tinted (R220–R223); with a `UIVibrancyEffect`, the content of its `contentView`
/// in the vibrancy colour (R225). Its content goes into `contentView`; adding subviews to the
/// effect view itself is UIKit's known mistake (R224).
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    override open class var layerClass: AnyClass { VisualEffectHostLayer.self }

    /// The view the effect view's content goes into (above the backdrop and tint).
    public let contentView: UIView = VisualEffectContentView()

    /// The blurred backdrop (iOS: `_UIVisualEffectBackdropView`).
    let backdropView = VisualEffectBackdropView()
    /// The tint laid over the backdrop (iOS: `_UIVisualEffectSubview`).
    let tintView = UIView()

    /// The effect drawn (nil: none). Setting it inside an animation block animates the blur radius,
    /// saturation and tint from what was drawn: from nil the backdrop blurs in (R223).
    open var effect: UIVisualEffect? {
        didSet { applyEffect() }
    }

    /// An effect view drawing `effect`.
    public init(effect: UIVisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        installSubviews()
    }

    /// An effect view with no effect and the given frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installSubviews()
    }

    /// An effect view from an archive: no nibs here, so it is `init(effect: nil)`.
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
        installSubviews()
    }

    private func installSubviews() {
        for view in [backdropView, tintView, contentView] {
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(view)
        }
        tintView.isUserInteractionEnabled = false
        applyEffect()
    }

    /// The material the current effect draws in the view's traits (`.none` without a blur).
    var material: BlurMaterial { effect?.material(for: traitCollection) ?? .none }

    /// Shows the current effect: the backdrop's blur and saturation and the tint's colour. From no
    /// tint the new colour starts transparent, so the tint fades in rather than changing hue; back
    /// to no effect, the tint fades out in its colour.
    private func applyEffect() {
        let material = material
        backdropView.apply(material)
        let current = tintView.layer.backgroundColor
        let tint: CGColor
        if material == .none {
            tint = current?.copy(alpha: 0) ?? material.tint
        } else {
            tint = material.tint
            if (current?.alpha ?? 0) == 0 {
                UIView.performWithoutAnimation { tintView.backgroundColor = UIColor(cgColor: tint.copy(alpha: 0)) }
            }
        }
        tintView.backgroundColor = UIColor(cgColor: tint)
        (contentView.layer as? VibrancyContentLayer)?.vibrancyTint = (effect as? UIVibrancyEffect)?.tint(
            for: traitCollection)
    }

    /// The plain materials follow the appearance: a trait change draws the other variant.
    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        guard effect != nil else { return }
        let material = material
        let (radius, saturation) = (backdropView.backdropLayer.blurRadius, backdropView.backdropLayer.saturationAmount)
        if material.blurRadius != radius || material.saturation != saturation
            || tintView.layer.backgroundColor != material.tint
            || (contentView.layer as? VibrancyContentLayer)?.vibrancyTint
                != (effect as? UIVibrancyEffect)?.tint(for: traitCollection)
        {
            applyEffect()
        }
    }

    /// The layer's corner radius rounds the backdrop and the tint too (iOS 11 and later); the
    /// content is clipped only by `clipsToBounds`.
    func cornerRadiusDidChange() {
        backdropView.layer.cornerRadius = layer.cornerRadius
        tintView.layer.cornerRadius = layer.cornerRadius
    }

    /// R227: animating the effect view's own alpha works but UIKit warns (the effect may look
    /// broken until the opacity is back at 1); Stagecraft reports the same and fades the blur.
    open override func action(for layer: CALayer, forKey event: String) -> CAAction? {
        let action = super.action(for: layer, forKey: event)
        if event == "opacity", action != nil, layer === self.layer {
            DiagnosticLog.current.report(
                "visualEffectViewOpacityAnimated",
                "\(self) is being asked to animate its opacity. This will cause the effect to appear broken until opacity returns to 1.",
                rule: "R227")
        }
        return action
    }

    /// R224: on iOS 11 and later a subview added to the effect view itself (not to `contentView`)
    /// stops the app with NSInternalInconsistencyException; Stagecraft reports it and leaves the
    /// subview where it was put, drawn above the effect.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard subview !== backdropView, subview !== tintView, subview !== contentView else { return }
        DiagnosticLog.current.report(
            "subviewAddedToVisualEffectView",
            "\(subview) has been added as a subview to \(self). Do not add subviews directly to the visual effect view itself, instead add them to the -contentView. (UIKit throws NSInternalInconsistencyException here and the app terminates; Stagecraft keeps the subview above the effect.)",
            rule: "R224")
    }
}
