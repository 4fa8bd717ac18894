import Foundation

/// Manages a `.popover` presentation (R83). In a compact environment — every phone, in either
/// orientation — it asks its delegate what to adapt to: `.none` keeps the popover, placed by its
/// source with `preferredContentSize` (no arrow or backdrop is drawn; a tap outside dismisses it);
/// no delegate answer means `.formSheet` (iOS 13's adaptation), which runs as the sheet of
/// `adaptiveSheetPresentationController`; `.pageSheet` likewise, `.fullScreen` and
/// `.overFullScreen` as those styles. This controller stays the presented controller's
/// `popoverPresentationController` either way. What it decided is in the event log
/// (`popover Menu adapts to formSheet`).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the popover points at.
    open var sourceView: UIView?
    /// The rectangle in `sourceView` the popover points at (`.zero`: its bounds, as on iOS 16+).
    open var sourceRect: CGRect = .zero
    /// The bar button item the popover points at (in place of `sourceView` and `sourceRect`).
    open var barButtonItem: UIBarButtonItem?
    /// The arrow directions the popover may use.
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    /// The arrow direction in use (`.unknown` until shown as a popover, and while adapted).
    public private(set) var arrowDirection: UIPopoverArrowDirection = .unknown
    /// Views that keep taking touches while the popover shows (kept; a tap outside the popover
    /// dismisses it whatever it lands on here).
    open var passthroughViews: [UIView]?
    /// The colour of the popover's background (kept; no popover background is drawn here).
    open var backgroundColor: UIColor?
    /// The least distance from the safe area's edges to the popover.
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    /// Whether the popover may cover its source rectangle when it does not fit beside it.
    open var canOverlapSourceViewRect = false

    /// The sheet the popover adapts to in a compact environment, made on first use; configure its
    /// detents here. When it runs, its delegate is the popover's unless one was set.
    public private(set) lazy var adaptiveSheetPresentationController = UISheetPresentationController(
        presentedViewController: presentedViewController, presenting: nil)

    /// The view catching taps outside the popover while it shows.
    private var outsideTapView: UIView?

    /// A popover adapts to a form sheet in a compact environment (iOS 13+; a sheet there).
    override var styleAdaptedToWithoutDelegate: UIModalPresentationStyle { .formSheet }

    open override var presentationStyle: UIModalPresentationStyle { .popover }

    package override var isBuiltin: Bool { true }

    /// The height of the arrow between the source and the popover (UIKit's: 13 pt).
    static let arrowHeight: CGFloat = 13
    /// The content size when the presented controller has no `preferredContentSize` (UIKit's).
    static let defaultContentSize = CGSize(width: 320, height: 480)

    /// The presentation controller a presentation in an environment of `traits` runs with (R83):
    /// this one when it stays a popover (a regular environment, or the delegate's `.none`), else
    /// the controller of the style it adapts to. The decision goes to the event log.
    func presentationControllerToRun(for traits: UITraitCollection) -> UIPresentationController {
        let log = EventLog.current
        let name = logName(presentedViewController)
        arrowDirection = .unknown
        guard traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact else {
            log.record("popover \(name) shown as a popover (regular environment)")
            return self
        }
        var style = styleAdaptedToWithoutDelegate
        if let delegate {
            style = delegate.adaptivePresentationStyle(for: self, traitCollection: traits)
            log.record("adaptiveDelegate.adaptivePresentationStyle(for:traitCollection:) -> \(style)")
        }
        switch style {
        case .none, .popover:
            log.record("popover \(name) shown as a popover")
            return self
        case .formSheet, .pageSheet, .fullScreen, .overFullScreen:
            break
        default:
            DiagnosticLog.current.report(
                "adaptiveStyleNotSupported",
                "the delegate of \(name)'s popover answered \(style) from adaptivePresentationStyle; a popover adapts only to .fullScreen, .overFullScreen, .formSheet, .pageSheet or .none, so it adapts to .formSheet",
                rule: "R83")
            style = .formSheet
        }
        log.record("popover \(name) adapts to \(style)")
        guard style == .formSheet || style == .pageSheet else {
            return FullScreenPresentationController(presented: presentedViewController, presenting: nil, style: style)
        }
        let sheet = adaptiveSheetPresentationController
        if sheet.delegate == nil { sheet.delegate = delegate }
        if let delegate {
            log.record("adaptiveDelegate.presentationController(_:prepare:)")
            delegate.presentationController(self, prepare: sheet)
        }
        return sheet
    }

    open override var shouldRemovePresentersView: Bool { false }

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return super.frameOfPresentedViewInContainerView }
        return popoverFrame(in: container).frame
    }

    open override func presentationTransitionWillBegin() {
        guard let container = containerView else { return }
        if let delegate = delegate as? UIPopoverPresentationControllerDelegate {
            EventLog.current.record("popoverDelegate.prepareForPopoverPresentation")
            delegate.prepareForPopoverPresentation(self)
        }
        arrowDirection = popoverFrame(in: container).arrow
        let catcher = UIView(frame: container.bounds)
        catcher.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        catcher.addGestureRecognizer(UITapGestureRecognizer(handler: { [weak self] _ in self?.tappedOutside() }))
        container.insertSubview(catcher, at: 0)
        outsideTapView = catcher
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        if !completed { removeOutsideTapView() }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { removeOutsideTapView() }
    }

    private func removeOutsideTapView() {
        outsideTapView?.removeFromSuperview()
        outsideTapView = nil
    }

    /// A tap outside the popover: dismisses it unless the delegate says no, then tells it.
    private func tappedOutside() {
        let delegate = delegate as? UIPopoverPresentationControllerDelegate
        if let delegate {
            EventLog.current.record("popoverDelegate.popoverPresentationControllerShouldDismissPopover")
            guard delegate.popoverPresentationControllerShouldDismissPopover(self) else { return }
        }
        presentedViewController.dismiss(animated: true) { [weak self] in
            guard let self, let delegate else { return }
            EventLog.current.record("popoverDelegate.popoverPresentationControllerDidDismissPopover")
            delegate.popoverPresentationControllerDidDismissPopover(self)
        }
    }

    /// Where the popover goes in `container`: below the source (arrow up) when it fits there and
    /// may, else above it (arrow down), else wherever there is more room; centred on the source
    /// horizontally and kept inside the safe area less `popoverLayoutMargins`.
    func popoverFrame(in container: UIView) -> (frame: CGRect, arrow: UIPopoverArrowDirection) {
        let safe = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let source: CGRect
        if let itemView = barButtonItem?.shownView {
            source = itemView.convert(itemView.bounds, to: container)
        } else if let sourceView {
            source = sourceView.convert(sourceRect == .zero ? sourceView.bounds : sourceRect, to: container)
        } else {
            source = CGRect(x: safe.midX, y: safe.minY, width: 0, height: 0)
        }
        let preferred = presentedViewController.preferredContentSize
        var size = preferred.width > 0 && preferred.height > 0 ? preferred : Self.defaultContentSize
        size.width = min(size.width, safe.width)
        let roomBelow = safe.maxY - source.maxY - Self.arrowHeight
        let roomAbove = source.minY - safe.minY - Self.arrowHeight
        let below: Bool
        if permittedArrowDirections.contains(.up) && size.height <= roomBelow {
            below = true
        } else if permittedArrowDirections.contains(.down) && size.height <= roomAbove {
            below = false
        } else {
            below = roomBelow >= roomAbove || !permittedArrowDirections.contains(.down)
        }
        size.height = min(size.height, max(0, below ? roomBelow : roomAbove))
        let x = min(max(source.midX - size.width / 2, safe.minX), safe.maxX - size.width)
        let y = below ? source.maxY + Self.arrowHeight : source.minY - Self.arrowHeight - size.height
        return (CGRect(origin: CGPoint(x: x, y: y), size: size), below ? .up : .down)
    }
}
