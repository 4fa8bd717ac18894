import Foundation

/// UIKit's presentation controller for alerts and action sheets (R231): a dimming view over the
/// screen (the presenter stays, and hears no appearance calls), the alert centred or the action
/// sheet at the bottom inside the safe area, sized by its content (R232, R233). A tap on the
/// dimming goes to the alert (R235).
@MainActor
final class AlertPresentationController: UIPresentationController {
    /// Black at 20 % over everything behind the alert; its alpha is the animators'.
    let dimmingView = UIView()
    private var isTransitioning = false

    override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
        dimmingView.backgroundColor = AlertMetrics.dimmingColor
        dimmingView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: AlertPresentationController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)
    }

    private var alert: UIAlertController? { presentedViewController as? UIAlertController }

    override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        isTransitioning = true
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, at: 0)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        isTransitioning = false
        if !completed { dimmingView.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() { isTransitioning = true }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        isTransitioning = false
        if completed { dimmingView.removeFromSuperview() }
    }

    /// An alert: its content's size at 270 pt, centred in the safe area. An action sheet: the container's width inside
    /// 8 pt (or the safe area, when larger) — no wider than a portrait screen — on the bottom edge.
    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView, let alert else { return .zero }
        let bounds = container.bounds
        let hairline = 1 / max(container.window?.screen.scale ?? UIScreen.main.scale, 1)
        let safe = container.safeAreaInsets
        if alert.preferredStyle == .alert {
            // Centred in the safe area, as UIKit's alert view is constrained to its layout guide —
            // above the keyboard while it is up (R277).
            var area = bounds.inset(by: safe)
            if let window = container.window, let keyboard = window.storedKeyboard, keyboard.isShown {
                let top = container.convert(keyboard.onscreenFrame, from: window).minY
                area.size.height = max(0, min(area.maxY, top) - area.minY)
            }
            let width = min(AlertMetrics.alertWidth, area.width)
            let size = AlertContentView.layout(for: alert, width: width, hairline: hairline).size
            return CGRect(
                x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width,
                height: size.height)
        }
        let inset = AlertMetrics.sheetEdgeInset
        let left = max(inset, safe.left)
        let right = max(inset, safe.right)
        let bottom = max(inset, safe.bottom)
        let portraitWidth = min(bounds.width, bounds.height) - 2 * inset
        let width = min(bounds.width - left - right, portraitWidth)
        let size = AlertContentView.layout(for: alert, width: width, hairline: hairline).size
        let x = bounds.minX + left + (bounds.width - left - right - width) / 2
        return CGRect(x: x, y: bounds.maxY - bottom - size.height, width: width, height: size.height)
    }

    /// The content changed (title, message, actions): the alert is sized again.
    func contentSizeDidChange() {
        containerView?.setNeedsLayout()
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        guard let container = containerView else { return }
        dimmingView.frame = container.bounds
        if !isTransitioning, let view = presentedView, view.superview === container {
            view.frame = frameOfPresentedViewInContainerView
        }
    }

    private func dimmingTapped() {
        alert?.dimmingWasTapped()
    }
}
