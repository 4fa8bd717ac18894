import Foundation

/// A context menu on screen (R313): the screen blurred behind, the preview lifted with rounded
/// corners, the menu's platter beside it (`MenuContainerView`). It closes on a touch outside, an
/// action chosen, or a tap on the preview (which commits it).
@MainActor
final class ContextMenuPresentation {
    /// How long the preview takes to lift and to go back.
    static let liftDuration: TimeInterval = 0.4
    static let closeDuration: TimeInterval = 0.25
    /// The preview's corner radius and its margin from the screen's edges.
    static let cornerRadius: CGFloat = 13
    static let margin: CGFloat = 16

    private weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    let previewController: UIViewController?
    /// The window-wide view behind the menu: the blur and the preview.
    let backdrop: ContextMenuBackdropView
    /// The lifted preview, with its content clipped to rounded corners.
    let previewPlatter = UIView()
    /// Where the preview came from (window space), to go back to.
    let sourceFrame: CGRect
    private(set) var menuContainer: MenuContainerView?
    private(set) var isClosing = false

    init(
        interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, menu: UIMenu?,
        targetedPreview: UITargetedPreview?, previewController: UIViewController?, window: UIWindow,
        animator: ContextMenuAnimator
    ) {
        self.interaction = interaction
        self.configuration = configuration
        self.previewController = previewController
        backdrop = ContextMenuBackdropView(frame: window.bounds)
        let source = targetedPreview?.view ?? interaction.view
        sourceFrame = source.map { $0.convert($0.bounds, to: window) } ?? .zero
        backdrop.presentation = self
        window.addSubview(backdrop)
        let menuHeight = menu.map(Self.estimatedHeight) ?? 0
        let frame = previewFrame(in: window, menuHeight: menuHeight)
        buildPreview(targetedPreview, frame: frame)
        backdrop.addSubview(previewPlatter)
        if let menu, let source {
            let container = MenuContainerView.show(menu, from: source, besidePreview: frame)
            container?.onDismiss = { [weak self] in self?.close(committing: false) }
            menuContainer = container
        }
        animateIn(to: frame, animator: animator)
    }

    /// The menu's height as its platter will draw it (rows of 44 pt, 60 with a subtitle).
    private static func estimatedHeight(of menu: UIMenu) -> CGFloat {
        MenuContainerView.entries(of: menu, isSubmenu: false).reduce(0) { height, entry in
            switch entry {
            case .header: return height + MenuContainerView.headerHeight
            case .back: return height + MenuContainerView.rowHeight
            case .gap: return height + MenuContainerView.sectionGap
            case .row(let element, _):
                return height
                    + (element.subtitle == nil ? MenuContainerView.rowHeight : MenuContainerView.rowWithSubtitleHeight)
            }
        }
    }

    /// Where the preview goes: a preview controller at its preferred size (else the screen's width
    /// less the margins, up to half the screen tall), a view where it is; both kept inside the safe
    /// area with room for the menu below.
    private func previewFrame(in window: UIWindow, menuHeight: CGFloat) -> CGRect {
        // A preview controller keeps the margins; a lifted view keeps its width (a cell spans the
        // screen).
        let insets = window.safeAreaInsets
        let safe =
            previewController == nil
            ? CGRect(
                x: 0, y: insets.top + 8, width: window.bounds.width,
                height: window.bounds.height - insets.top - insets.bottom - 16)
            : window.bounds.inset(by: insets).insetBy(dx: Self.margin, dy: 8)
        var size = sourceFrame.size
        if let previewController {
            let preferred = previewController.preferredContentSize
            size = CGSize(
                width: preferred.width > 0 ? min(preferred.width, safe.width) : safe.width,
                height: preferred.height > 0 ? preferred.height : (window.bounds.height * 0.5).rounded())
        }
        size.width = min(size.width, safe.width)
        let room = max(0, safe.height - (menuHeight > 0 ? menuHeight + 8 : 0))
        size.height = min(size.height, max(room, safe.height * 0.4))
        var origin =
            previewController == nil ? sourceFrame.origin : CGPoint(x: safe.midX - size.width / 2, y: sourceFrame.minY)
        origin.x = min(max(origin.x, safe.minX), safe.maxX - size.width)
        let bottomNeeded = size.height + (menuHeight > 0 ? min(menuHeight, room) + 8 : 0)
        origin.y = min(max(origin.y, safe.minY), max(safe.minY, safe.maxY - bottomNeeded))
        return CGRect(origin: origin, size: size)
    }

    private func buildPreview(_ targeted: UITargetedPreview?, frame: CGRect) {
        previewPlatter.frame = frame
        previewPlatter.layer.cornerRadius = Self.cornerRadius
        previewPlatter.layer.cornerCurve = .continuous
        previewPlatter.clipsToBounds = true
        previewPlatter.backgroundColor = targeted?.parameters.backgroundColor ?? .systemBackground
        let content: UIView?
        if let previewController {
            content = previewController.view
        } else {
            content = targeted?.view.snapshotView(afterScreenUpdates: false)
        }
        if let content {
            content.frame = previewPlatter.bounds
            content.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            previewPlatter.addSubview(content)
        }
        let tap = UITapGestureRecognizer { [weak self] _ in self?.close(committing: true) }
        previewPlatter.addGestureRecognizer(tap)
    }

    private func animateIn(to frame: CGRect, animator: ContextMenuAnimator) {
        backdrop.blur.alpha = 0
        previewPlatter.frame = sourceFrame == .zero ? frame : sourceFrame
        UIView.animate(
            withDuration: Self.liftDuration, delay: 0, usingSpringWithDamping: 0.85, initialSpringVelocity: 0,
            options: [.allowUserInteraction]
        ) {
            self.backdrop.blur.alpha = 1
            self.previewPlatter.frame = frame
            animator.runAnimations()
        } completion: { _ in
            animator.complete()
        }
    }

    /// Closes the menu: committing (the preview was tapped) asks the delegate's preview action and,
    /// in the `.pop` style, grows the preview to the screen; otherwise the delegate hears the menu
    /// end and the preview goes back where it came from. The animator's completions run after.
    func close(committing: Bool) {
        guard !isClosing, let interaction else { return }
        isClosing = true
        let animator = ContextMenuAnimator(previewViewController: previewController)
        if committing {
            interaction.previewWasCommitted(configuration, animator: animator)
        } else {
            interaction.menuWillEnd(configuration, animator: animator)
        }
        if let menuContainer {
            menuContainer.onDismiss = nil
            menuContainer.dismiss(animated: true)
        }
        EventLog.current.record(committing ? "context menu preview committed" : "context menu dismissed")
        let pops = committing && animator.preferredCommitStyle == .pop
        let end = pops ? backdrop.bounds : sourceFrame
        backdrop.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.closeDuration, delay: 0, options: [.curveEaseInOut]) {
            self.backdrop.blur.alpha = 0
            self.previewPlatter.frame = end == .zero ? self.previewPlatter.frame : end
            self.previewPlatter.alpha = pops ? 0 : (self.previewController == nil ? 1 : 0)
            if !pops { self.previewPlatter.layer.cornerRadius = 0 }
            animator.runAnimations()
        } completion: { _ in
            // The preview controller's view leaves the preview before the app shows it elsewhere.
            self.previewController?.view.removeFromSuperview()
            self.backdrop.removeFromSuperview()
            interaction.presentation = nil
            animator.complete()
        }
    }
}

/// The window-wide view behind a context menu: the blurred screen (a touch on it closes the menu)
/// and the preview.
@MainActor
final class ContextMenuBackdropView: UIView {
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemUltraThinMaterial))
    weak var presentation: ContextMenuPresentation?

    override init(frame: CGRect) {
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blur.frame = bounds
        blur.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        blur.isUserInteractionEnabled = false
        addSubview(blur)
    }

    required init?(coder: NSCoder) { fatalError("context menus are shown by their interactions") }

    /// A touch on the blur closes the menu (one on the preview, passed up from its content, is the
    /// preview's own tap).
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let presentation, let touch = touches.first,
            !presentation.previewPlatter.frame.contains(touch.location(in: self))
        else { return }
        presentation.close(committing: false)
    }
}
