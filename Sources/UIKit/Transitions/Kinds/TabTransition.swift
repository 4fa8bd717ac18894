import Foundation

/// One tab switch in flight: the delegate's objects (R97), the one-to-one context with style
/// `.none` (R30, R33), appearance (R6, R14, R15), and the selection that already reports the
/// destination and reverts on cancel together with the bar's highlight (R99).
@MainActor
final class TabTransition: TransitionDriver {
    let tabBarController: UITabBarController
    let from: UIViewController
    let to: UIViewController
    let fromIndex: Int
    let toIndex: Int
    /// Whether a tap on the bar started it (only then is `didSelect` sent, R98).
    let byUser: Bool
    /// The iOS 18 tabs selected before and now, if the controller has tabs (R339).
    let previousTab: UITab?
    let targetTab: UITab?

    private init(
        tabBarController: UITabBarController, from: UIViewController, fromIndex: Int, to: UIViewController,
        toIndex: Int, byUser: Bool, previousTab: UITab?, targetTab: UITab?, context: TransitionContext,
        animator: UIViewControllerAnimatedTransitioning?, interactor: UIViewControllerInteractiveTransitioning?
    ) {
        self.previousTab = previousTab
        self.targetTab = targetTab
        self.tabBarController = tabBarController
        self.from = from
        self.to = to
        self.fromIndex = fromIndex
        self.toIndex = toIndex
        self.byUser = byUser
        super.init(context: context, animator: animator, interactor: interactor)
    }

    override var appearingController: UIViewController? { to }
    override var disappearingController: UIViewController? { from }

    /// Starts a switch from the selected tab to another one of an on-screen tab bar controller.
    static func start(
        _ tabBarController: UITabBarController, from: UIViewController, fromIndex: Int, to: UIViewController,
        toIndex: Int, byUser: Bool, previousTab: UITab? = nil, targetTab: UITab? = nil
    ) {
        let log = EventLog.current
        let delegate = tabBarController.delegate
        let name = "select tab \(logName(to))"
        log.record("\(name) (\(byUser ? "tap" : "programmatic"))")
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if let delegate {
            log.record("tabBarDelegate.animationController(from: \(logName(from)), to: \(logName(to)))")
            animator = delegate.tabBarController(tabBarController, animationControllerForTransitionFrom: from, to: to)
            if let animator {
                log.record("tabBarDelegate.interactionController")
                interactor = delegate.tabBarController(tabBarController, interactionControllerFor: animator)
            }
        }
        let container = tabBarController.transitionView
        let bounds = container.bounds
        // R97: no animator, no animation (the appearance calls say animated: false).
        let context = TransitionContext(
            name: name, container: container, animated: animator != nil, style: .none, from: from, to: to,
            fromView: from.view, toView: to.view, initialFrames: [(from, bounds)], finalFrames: [(to, bounds)])
        let transition = TabTransition(
            tabBarController: tabBarController, from: from, fromIndex: fromIndex, to: to, toIndex: toIndex,
            byUser: byUser, previousTab: previousTab, targetTab: targetTab, context: context, animator: animator,
            interactor: interactor)
        tabBarController.transition = transition
        transition.start()
    }

    // MARK: What a tab transition supplies

    /// R63: the container holds the coordinator; the tabs see it through their parent.
    override var coordinatorHolders: [UIViewController] { [tabBarController] }

    /// R99: the selection and the bar report the destination from now on.
    override func willBegin() {
        tabBarController.currentSlot = toIndex
        tabBarController.tabBar.selectedItem = tabBarController.barItem(at: toIndex)
    }

    override func placeViewsWithoutAnimator() {
        to.view.frame = context.finalFrame(for: to)
        context.containerView.addSubview(to.view)
    }

    /// R9's order for a tab switch: the selection and the hierarchy, restored on cancel (R99).
    override func settle(completed: Bool) {
        let tabs = tabBarController
        let container = context.containerView
        if completed {
            from.viewIfLoaded?.removeFromSuperview()
            if to.view.superview !== container { container.addSubview(to.view) }
            to.view.frame = container.bounds
            // The shown child keeps filling its container (rotation).
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        } else {
            // R99: a cancelled switch restores the selection and the bar's highlight.
            to.viewIfLoaded?.removeFromSuperview()
            if from.view.superview !== container { container.addSubview(from.view) }
            from.view.frame = container.bounds
            from.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            tabs.currentSlot = fromIndex
            tabs.tabBar.selectedItem = tabs.barItem(at: fromIndex)
        }
        tabs.transition = nil
    }

    /// `didSelectTab` and `didSelect` after the appearance calls: taps only, completed only (R98, R99).
    override func didEndAppearance(completed: Bool) {
        let tabs = tabBarController
        if completed && byUser {
            tabs.reportUserSelection(of: to, tab: targetTab, previousTab: previousTab)
        }
    }
}
