// A side menu as drawer libraries build it (written for this corpus): a custom presentation
// controller that leaves the presenter peeking out behind a tappable dimming view, an animator that
// slides the menu in from the leading edge, and a percent-driven interaction driven by an edge pan
// to open and a pan on the dimming view to close. The menu itself is a stack of buttons made with
// UIButton.Configuration and SF Symbols. It must compile unchanged.
import UIKit

final class SideMenuPresentationController: UIPresentationController {
    let menuWidthFraction: CGFloat = 0.8
    private(set) lazy var dimmingView: UIView = {
        let view = UIView()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.4)
        view.alpha = 0
        view.translatesAutoresizingMaskIntoConstraints = false
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Close menu"
        view.accessibilityTraits = .button
        return view
    }()
    var closeInteraction: SideMenuInteraction?

    override var shouldRemovePresentersView: Bool { false }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return .zero }
        let size = self.size(
            forChildContentContainer: presentedViewController, withParentContainerSize: container.bounds.size)
        return CGRect(origin: .zero, size: size)
    }

    override func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize {
        CGSize(width: (parentSize.width * menuWidthFraction).rounded(.down), height: parentSize.height)
    }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        container.insertSubview(dimmingView, at: 0)
        NSLayoutConstraint.activate([
            dimmingView.topAnchor.constraint(equalTo: container.topAnchor),
            dimmingView.bottomAnchor.constraint(equalTo: container.bottomAnchor),
            dimmingView.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            dimmingView.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ])
        let tap = UITapGestureRecognizer(target: self, action: SideMenuPresentationController.dimmingTapped)
        dimmingView.addGestureRecognizer(tap)

        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { _ in
            self.dimmingView.alpha = 1
        })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        if !completed {
            dimmingView.removeFromSuperview()
        }
    }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(
            alongsideTransition: { _ in self.dimmingView.alpha = 0 },
            completion: { context in
                if context.isCancelled { self.dimmingView.alpha = 1 }
            })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimmingView.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    private func dimmingTapped() {
        presentingViewController.dismiss(animated: true)
    }
}

final class SideMenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let isPresentation: Bool

    init(isPresentation: Bool) {
        self.isPresentation = isPresentation
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresentation ? .to : .from
        guard let controller = transitionContext.viewController(forKey: key) else { return }
        if isPresentation {
            transitionContext.containerView.addSubview(controller.view)
        }
        let presentedFrame = transitionContext.finalFrame(for: controller)
        let dismissedFrame = presentedFrame.offsetBy(dx: -presentedFrame.width, dy: 0)
        let initialFrame = isPresentation ? dismissedFrame : presentedFrame
        let finalFrame = isPresentation ? presentedFrame : dismissedFrame
        controller.view.frame = initialFrame

        let duration = transitionDuration(using: transitionContext)
        let options: UIView.AnimationOptions = transitionContext.isInteractive ? [.curveLinear] : [.curveEaseInOut]
        UIView.animate(
            withDuration: duration, delay: 0, options: options,
            animations: {
                controller.view.frame = finalFrame
            },
            completion: { _ in
                let cancelled = transitionContext.transitionWasCancelled
                if self.isPresentation && cancelled {
                    controller.view.removeFromSuperview()
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}

/// Drives opening from the screen's leading edge and closing with a pan anywhere.
final class SideMenuInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var interactionInProgress = false
    private var shouldFinish = false
    private let menuWidth: CGFloat
    var startTransition: (() -> Void)?
    var progressLog: [CGFloat] = []

    init(menuWidth: CGFloat) {
        self.menuWidth = menuWidth
        super.init()
        completionCurve = .easeOut
    }

    func handleOpenPan(_ gesture: UIScreenEdgePanGestureRecognizer) {
        handle(gesture, direction: 1)
    }

    func handleClosePan(_ gesture: UIPanGestureRecognizer) {
        handle(gesture, direction: -1)
    }

    private func handle(_ gesture: UIPanGestureRecognizer, direction: CGFloat) {
        guard let view = gesture.view else { return }
        let translation = gesture.translation(in: view)
        let progress = max(0, min(1, direction * translation.x / menuWidth))
        switch gesture.state {
        case .began:
            interactionInProgress = true
            startTransition?()
        case .changed:
            shouldFinish = progress > 0.5
            progressLog.append(progress)
            update(progress)
        case .cancelled:
            interactionInProgress = false
            cancel()
        case .ended:
            interactionInProgress = false
            let velocity = direction * gesture.velocity(in: view).x
            if shouldFinish || velocity > 600 {
                completionSpeed = 1 - percentComplete
                finish()
            } else {
                cancel()
            }
        default:
            break
        }
    }
}

final class SideMenuTransitionManager: NSObject, UIViewControllerTransitioningDelegate {
    var openInteraction: SideMenuInteraction?
    var closeInteraction: SideMenuInteraction?

    func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController
    ) -> UIPresentationController? {
        let controller = SideMenuPresentationController(presentedViewController: presented, presenting: presenting)
        controller.closeInteraction = closeInteraction
        return controller
    }

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        SideMenuAnimator(isPresentation: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        SideMenuAnimator(isPresentation: false)
    }

    func interactionControllerForPresentation(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = openInteraction, interaction.interactionInProgress else { return nil }
        return interaction
    }

    func interactionControllerForDismissal(
        using animator: UIViewControllerAnimatedTransitioning
    ) -> UIViewControllerInteractiveTransitioning? {
        guard let interaction = closeInteraction, interaction.interactionInProgress else { return nil }
        return interaction
    }
}

final class SideMenuViewController: UIViewController {
    enum Item: String, CaseIterable {
        case home = "Home"
        case inbox = "Inbox"
        case settings = "Settings"

        var symbolName: String {
            switch self {
            case .home: return "house"
            case .inbox: return "tray"
            case .settings: return "gearshape"
            }
        }
    }

    private let stackView = UIStackView()
    var onSelect: ((Item) -> Void)?
    private(set) var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        view.layer.shadowColor = UIColor.black.cgColor
        view.layer.shadowOpacity = 0.25
        view.layer.shadowRadius = 8
        view.layer.shadowOffset = CGSize(width: 2, height: 0)

        stackView.axis = .vertical
        stackView.alignment = .fill
        stackView.distribution = .fill
        stackView.spacing = 8
        stackView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stackView)

        let header = UILabel()
        header.text = "Menu"
        header.font = .preferredFont(forTextStyle: .largeTitle)
        header.adjustsFontForContentSizeCategory = true
        header.textColor = .label
        stackView.addArrangedSubview(header)
        stackView.setCustomSpacing(24, after: header)

        for item in Item.allCases {
            var configuration = UIButton.Configuration.plain()
            configuration.title = item.rawValue
            configuration.image = UIImage(systemName: item.symbolName)
            configuration.imagePadding = 12
            configuration.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
            let button = UIButton(
                configuration: configuration,
                primaryAction: UIAction { [weak self] _ in
                    self?.onSelect?(item)
                })
            button.contentHorizontalAlignment = .leading
            buttons.append(button)
            stackView.addArrangedSubview(button)
        }

        NSLayoutConstraint.activate([
            stackView.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stackView.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stackView.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
        ])
    }
}

final class SideMenuHostViewController: UIViewController {
    let transitionManager = SideMenuTransitionManager()
    private(set) var selection: [SideMenuViewController.Item] = []
    private(set) lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
        let pan = UIScreenEdgePanGestureRecognizer(target: openInteraction, action: SideMenuInteraction.handleOpenPan)
        pan.edges = .left
        return pan
    }()
    private(set) lazy var openInteraction = SideMenuInteraction(menuWidth: view.bounds.width * 0.8)
    private(set) lazy var closeInteraction = SideMenuInteraction(menuWidth: view.bounds.width * 0.8)
    private(set) var menu: SideMenuViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addGestureRecognizer(edgePan)
        transitionManager.openInteraction = openInteraction
        transitionManager.closeInteraction = closeInteraction
        openInteraction.startTransition = { [weak self] in self?.showMenu() }
        closeInteraction.startTransition = { [weak self] in self?.menu?.dismiss(animated: true) }
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "line.3.horizontal"), style: .plain, target: self,
            action: SideMenuHostViewController.menuTapped)
    }

    private func menuTapped() { showMenu() }

    func showMenu() {
        let menu = SideMenuViewController()
        menu.modalPresentationStyle = .custom
        menu.transitioningDelegate = transitionManager
        menu.onSelect = { [weak self, weak menu] item in
            self?.selection.append(item)
            menu?.dismiss(animated: true)
        }
        self.menu = menu
        present(menu, animated: true) { [weak self] in
            guard let self = self, let presentation = menu.presentationController as? SideMenuPresentationController
            else { return }
            let pan = UIPanGestureRecognizer(target: self.closeInteraction, action: SideMenuInteraction.handleClosePan)
            presentation.dimmingView.addGestureRecognizer(pan)
        }
    }
}
