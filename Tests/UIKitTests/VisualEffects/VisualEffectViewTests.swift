import XCTest

@testable import UIKit

/// Un-blurs the presented controller's effect view while moving nothing: the classic "blur out"
/// dismissal, with a linear UIView animation.
@MainActor
final class UnblurAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let effectView: UIVisualEffectView
    init(effectView: UIVisualEffectView) { self.effectView = effectView }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        if let toView = ctx.view(forKey: .to) { ctx.containerView.insertSubview(toView, at: 0) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            self.effectView.effect = nil
        } completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        }
    }
}

/// UIVisualEffectView and its effects: structure, styles, animation, the contentView mistake
/// (R220–R225).
@MainActor
final class VisualEffectViewTests: XCTestCase {
    private func radius(_ view: UIVisualEffectView) -> CGFloat {
        BackdropLayer.parameters(in: view.backdropView.layer.presentationProperties).blurRadius
    }
    private func saturation(_ view: UIVisualEffectView) -> CGFloat {
        BackdropLayer.parameters(in: view.backdropView.layer.presentationProperties).saturation
    }
    private func tintAlpha(_ view: UIVisualEffectView) -> CGFloat {
        view.tintView.layer.presentationProperties.backgroundColor?.alpha ?? 0
    }

    func testR220TheEffectViewHoldsABackdropATintAndTheContentViewInThatOrder() async {
        _ = TestApp()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        XCTAssertEqual(view.subviews.count, 3)
        XCTAssertTrue(view.subviews[0] === view.backdropView)
        XCTAssertTrue(view.subviews[1] === view.tintView)
        XCTAssertTrue(view.subviews[2] === view.contentView)
        view.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        view.layoutIfNeeded()
        for subview in view.subviews { XCTAssertEqual(subview.frame, view.bounds) }
        let label = UILabel()
        view.contentView.addSubview(label)
        XCTAssertTrue(label.superview === view.contentView)
        XCTAssertEqual((view.effect as? UIBlurEffect)?.style, .dark)
    }

    func testR220EffectsOfTheSameStyleAreEqual() async {
        XCTAssertEqual(UIBlurEffect(style: .light), UIBlurEffect(style: .light))
        XCTAssertNotEqual(UIBlurEffect(style: .light), UIBlurEffect(style: .dark))
        let blur = UIBlurEffect(style: .systemMaterial)
        XCTAssertEqual(
            UIVibrancyEffect(blurEffect: blur, style: .secondaryLabel),
            UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        XCTAssertNotEqual(UIVibrancyEffect(blurEffect: blur), UIVibrancyEffect(blurEffect: blur, style: .fill))
        XCTAssertEqual(UIBlurEffect.Style.systemChromeMaterialDark.rawValue, 20)
        XCTAssertEqual(UIBlurEffect.Style.allCases.count, 20)
    }

    func testR220TheLayersCornerRadiusRoundsTheBackdropAndTintButNotTheContent() async {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.layer.cornerRadius = 14
        XCTAssertEqual(view.backdropView.layer.cornerRadius, 14)
        XCTAssertEqual(view.tintView.layer.cornerRadius, 14)
        XCTAssertEqual(view.contentView.layer.cornerRadius, 0)
    }

    func testR221EveryStyleHasABlurASaturationAndATintAndTheMaterialsThickenInOrder() async {
        for style in UIBlurEffect.Style.allCases {
            for dark in [false, true] {
                let m = BlurMaterial(style: style, dark: dark)
                XCTAssertGreaterThan(m.blurRadius, 0, "\(style)")
                XCTAssertGreaterThan(m.saturation, 1, "\(style)")
                XCTAssertGreaterThan(m.tint.alpha, 0, "\(style)")
            }
        }
        // Apple's published iOS 8 figures.
        XCTAssertEqual(
            BlurMaterial(style: .light, dark: false),
            BlurMaterial(blurRadius: 30, saturation: 1.8, tint: CGColor(gray: 1, alpha: 0.3)))
        XCTAssertEqual(BlurMaterial(style: .extraLight, dark: true).tint, CGColor(gray: 0.97, alpha: 0.82))
        XCTAssertEqual(BlurMaterial(style: .dark, dark: false).blurRadius, 20)
        let order: [UIBlurEffect.Style] = [
            .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight,
        ]
        let alphas = order.map { BlurMaterial(style: $0, dark: false).tint.alpha }
        XCTAssertEqual(alphas, alphas.sorted())
        XCTAssertEqual(Set(alphas).count, 4, "each thicker than the one before")
        let darkOrder: [UIBlurEffect.Style] = [
            .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark, .systemThickMaterialDark,
        ]
        let darkAlphas = darkOrder.map { BlurMaterial(style: $0, dark: false).tint.alpha }
        XCTAssertEqual(darkAlphas, darkAlphas.sorted())
        XCTAssertLessThan(BlurMaterial(style: .systemMaterialDark, dark: false).tint.red, 0.2)
    }

    func testR221ThePlainMaterialsFollowTheAppearanceAndTheVariantsDoNot() async {
        let app = TestApp()
        let plain = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
        let light = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialLight))
        app.window.addSubview(plain)
        app.window.addSubview(light)
        XCTAssertEqual(plain.tintView.layer.backgroundColor, BlurMaterial(style: .systemMaterial, dark: false).tint)
        app.window.setEnvironment(style: .dark)
        XCTAssertEqual(plain.tintView.layer.backgroundColor, BlurMaterial(style: .systemMaterial, dark: true).tint)
        XCTAssertEqual(
            light.tintView.layer.backgroundColor, BlurMaterial(style: .systemMaterialLight, dark: false).tint)
        let overridden = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        overridden.overrideUserInterfaceStyle = .light
        app.window.addSubview(overridden)
        XCTAssertEqual(overridden.material, BlurMaterial(style: .light, dark: false))
    }

    func testR223SettingTheEffectInAnAnimationBlockAnimatesTheRadiusAndTintHalfWayAtHalfTime() async {
        let app = TestApp()
        let view = UIVisualEffectView(effect: nil)
        app.window.addSubview(view)
        XCTAssertEqual(radius(view), 0)
        XCTAssertEqual(tintAlpha(view), 0)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            view.effect = UIBlurEffect(style: .dark)
        }
        app.advance(seconds: 0)
        XCTAssertEqual(radius(view), 0, accuracy: 1e-6, "starts from no blur")
        app.advance(seconds: 0.5)
        XCTAssertEqual(radius(view), 10, accuracy: 1e-6, "half of .dark's 20 pt")
        XCTAssertEqual(saturation(view), 1.4, accuracy: 1e-6, "half way from 1 to 1.8")
        XCTAssertEqual(tintAlpha(view), 0.73 / 2, accuracy: 1e-3, "the tint half faded in")
        XCTAssertEqual(view.tintView.layer.presentationProperties.backgroundColor?.red ?? 0, 0.11, accuracy: 1e-3)
        app.advance(seconds: 0.5)
        XCTAssertEqual(radius(view), 20, accuracy: 1e-6)
        // Back to nil un-blurs, over the default curve: half way in value at half time (ease in-out).
        UIView.animate(withDuration: 0.4) { view.effect = nil }
        app.advance(seconds: 0.2)
        XCTAssertEqual(radius(view), 10, accuracy: 1e-3)
        app.advance(seconds: 0.2)
        XCTAssertEqual(radius(view), 0, accuracy: 1e-6)
        XCTAssertEqual(tintAlpha(view), 0, accuracy: 1e-6)
        app.advance(seconds: 0.1)
        XCTAssertNil(view.backdropView.layer.animationKeys())
    }

    func testR223APausedPropertyAnimatorHoldsAPartialBlur() async {
        let app = TestApp()
        let view = UIVisualEffectView(effect: nil)
        app.window.addSubview(view)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            view.effect = UIBlurEffect(style: .light)
        }
        animator.pauseAnimation()
        animator.fractionComplete = 0.25
        app.advance(seconds: 1)
        XCTAssertEqual(radius(view), 7.5, accuracy: 1e-6, "a quarter of .light's 30 pt, held")
        XCTAssertEqual(tintAlpha(view), 0.3 / 4, accuracy: 1e-3)
    }

    func testR223APercentDrivenDismissalScrubsTheUnblur() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .overFullScreen
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterialDark))
        b.view.addSubview(effectView)
        let interactor = UIPercentDrivenInteractiveTransition()
        let delegate = InteractiveDismissDelegate(
            animator: UnblurAnimator(effectView: effectView), interactor: interactor)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        app.advance(seconds: 0.1)
        XCTAssertEqual(radius(effectView), 30, accuracy: 1e-6)
        b.dismiss(animated: true)
        app.advance(seconds: 0.1)
        for p in [0.25, 0.5, 0.75] as [CGFloat] {
            interactor.update(p)
            app.advance(seconds: 1 / 60.0)
            XCTAssertEqual(radius(effectView), 30 * (1 - p), accuracy: 1e-3, "p = \(p)")
        }
        interactor.cancel()
        app.advance(seconds: 1)
        XCTAssertEqual(radius(effectView), 30, accuracy: 1e-6, "a cancelled dismissal ends blurred")
        _ = delegate
    }

    func testR224AddingASubviewToTheEffectViewItselfIsReported() async {
        let app = TestApp()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        view.contentView.addSubview(UILabel())
        XCTAssertEqual(app.diagnosticNames, [], "into the contentView: fine")
        let label = UILabel()
        view.addSubview(label)
        XCTAssertEqual(app.diagnosticNames, ["subviewAddedToVisualEffectView"])
        let message = app.diagnostics.entries.first?.message ?? ""
        XCTAssertTrue(message.contains("Do not add subviews directly to the visual effect view itself"), message)
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R224")
        XCTAssertTrue(label.superview === view, "left where it was put")
    }

    func testR227AnimatingTheEffectViewsAlphaIsReportedButSettingItIsNot() async {
        let app = TestApp()
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        app.window.addSubview(view)
        view.alpha = 0.5
        XCTAssertEqual(app.diagnosticNames, [], "set outside an animation: no warning")
        UIView.animate(withDuration: 0.3) { view.alpha = 1 }
        XCTAssertEqual(app.diagnosticNames, ["visualEffectViewOpacityAnimated"])
        XCTAssertTrue(app.diagnostics.entries[0].message.hasSuffix("until opacity returns to 1."))
        UIView.animate(withDuration: 0.3) { view.contentView.alpha = 0.5 }
        XCTAssertEqual(app.diagnosticNames.count, 1, "the content's alpha is fine")
    }

    func testR228AZoomsDimmingVisualEffectBlursWhatTheZoomedViewCoversFadingWithIt() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 90))
        a.view.addSubview(thumbnail)
        let b = NamedController("B")
        let options = UIViewController.Transition.ZoomOptions()
        options.dimmingVisualEffect = UIBlurEffect(style: .systemThinMaterialDark)
        b.preferredTransition = .zoom(options: options) { _ in thumbnail }
        a.present(b, animated: true)
        app.advance(seconds: 0.1)
        let container = b.view.superview
        let blur = container?.subviews.lazy.compactMap { $0.subviews.first as? UIVisualEffectView }.first
        XCTAssertEqual(blur?.effect, UIBlurEffect(style: .systemThinMaterialDark))
        let fade = CGFloat(blur?.superview?.layer.presentationProperties.opacity ?? 0)
        XCTAssertGreaterThan(fade, 0.05, "fading in with the zoom")
        XCTAssertLessThan(fade, 0.95)
        XCTAssertEqual(blur?.alpha, 1, "the effect view's own alpha stays 1 (R227)")
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR225AVibrancyEffectColoursTheContentWithTheStylesColourInTheBlursAppearance() async {
        _ = TestApp()
        let vibrancy = UIVisualEffectView(
            effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterialDark), style: .secondaryLabel))
        let layer = vibrancy.contentView.layer as? VibrancyContentLayer
        XCTAssertEqual(
            layer?.vibrancyTint,
            UIColor.secondaryLabel.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor)
        XCTAssertEqual(vibrancy.material, .none, "vibrancy blurs nothing itself")
        vibrancy.effect = UIBlurEffect(style: .light)
        XCTAssertNil(layer?.vibrancyTint)
    }
}
