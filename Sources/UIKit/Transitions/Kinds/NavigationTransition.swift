import Foundation

/// One push or pop in flight: the objects in UIKit's order (R85, R86), the one-to-one context
/// (R30), appearance (R94), the stack restored on cancel (R93), `willShow`/`didShow` (R95) and
/// the bar's titles alongside (R96).
@MainActor
final class NavigationTransition: TransitionDriver {
    let navigationController: UINavigationController
    let operation: UINavigationController.Operation
    let from: UIViewController
    let to: UIViewController
    /// The collection view both controllers share in a layout-to-layout push or pop.
    let sharedCollectionView: UICollectionView?
    /// The tab bar riding with a sliding view (R173), its controller, and whether it shows after.
    var carriedTabBar: (UITabBar, UITabBarController, Bool)?

    private init(
        navigationController: UINavigationController, operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController, context: TransitionContext,
        animator: UIViewControllerAnimatedTransitioning?, interactor: UIViewControllerInteractiveTransitioning?
    ) {
        self.navigationController = navigationController
        self.operation = operation
        self.from = from
        self.to = to
        sharedCollectionView = Self.sharedCollectionView(from: from, to: to)
        super.init(context: context, animator: animator, interactor: interactor)
    }

    override var appearingController: UIViewController? { to }
    override var disappearingController: UIViewController? { from }

    /// The collection view of a layout-to-layout push or pop: both controllers are collection view
    /// controllers showing the same collection view (the navigation controller handed it over when
    /// the arriving controller was pushed with `useLayoutToLayoutNavigationTransitions`).
    static func sharedCollectionView(from: UIViewController, to: UIViewController) -> UICollectionView? {
        guard let fromCVC = from as? UICollectionViewController, let toCVC = to as? UICollectionViewController,
            let shared = fromCVC.viewIfLoaded as? UICollectionView, toCVC.viewIfLoaded === shared
        else { return nil }
        return shared
    }

    /// Starts a push or pop whose stack change has been made (R93).
    static func start(
        _ navigationController: UINavigationController, operation: UINavigationController.Operation,
        from: UIViewController, to: UIViewController, animated: Bool,
        interactor builtinInteractor: UIViewControllerInteractiveTransitioning?
    ) {
        let log = EventLog.current
        let delegate = navigationController.delegate
        let name = "\(operation == .push ? "push" : "pop") \(logName(operation == .push ? to : from))"
        log.record("\(name) (animated: \(animated))")
        delegate?.navigationController(navigationController, willShow: to, animated: animated)  // R95

        var animator: UIViewControllerAnimatedTransitioning?
        var interactor = builtinInteractor
        if animated {
            if let delegate {
                log.record("navigationDelegate.animationController(for: \(operation == .push ? "push" : "pop"))")
                animator = delegate.navigationController(
                    navigationController, animationControllerFor: operation, from: from, to: to)
                if let animator {
                    log.record("navigationDelegate.interactionController")
                    interactor = delegate.navigationController(navigationController, interactionControllerFor: animator)
                }
            }
            if animator == nil {
                // (I) A delegate's animator still wins (R85); without one, a layout-to-layout pair
                // animates its shared collection view's layout instead of the parallax slide.
                if let shared = sharedCollectionView(from: from, to: to),
                    let fromCVC = from as? UICollectionViewController, let toCVC = to as? UICollectionViewController
                {
                    animator = LayoutToLayoutNavigationAnimator(
                        collectionView: shared, from: fromCVC.collectionViewLayout, to: toCVC.collectionViewLayout)
                } else if (operation == .push ? to : from).preferredTransition?.isZoom == true {
                    // R142: the pushed (or popped) controller zooms.
                    animator = BuiltinZoomAnimator(zoomed: operation == .push ? to : from, zoomsIn: operation == .push)
                } else {
                    animator = ParallaxNavigationAnimator(operation: operation)
                }
            }
        }
        let container = navigationController.transitionView
        // R293: each view where its extended-layout edges put it (the whole container by default).
        let context = TransitionContext(
            name: name, container: container, animated: animated, style: .none, from: from, to: to,
            fromView: from.view, toView: to.view, initialFrames: [(from, navigationController.childFrame(for: from))],
            finalFrames: [(to, navigationController.childFrame(for: to))])
        if animator is ParallaxNavigationAnimator || animator is LayoutToLayoutNavigationAnimator
            || animator is BuiltinZoomAnimator
        {
            context.completionCurve = .systemSpring  // R87
        }
        let transition = NavigationTransition(
            navigationController: navigationController, operation: operation, from: from, to: to, context: context,
            animator: animator, interactor: interactor)
        navigationController.transition = transition
        transition.start()
    }

    // MARK: What a navigation transition supplies

    override var coordinatorHolders: [UIViewController] { [from, to, navigationController] }

    override func willBegin() {
        if operation == .push { to.isMovingToParent = true } else { from.isMovingFromParent = true }
    }

    override func didBeginAppearance() {
        animateBar()
        carryTabBarIfNeeded()
    }

    override func placeViewsWithoutAnimator() {
        to.view.frame = context.finalFrame(for: to)
        context.containerView.addSubview(to.view)
        if let shared = sharedCollectionView, let toCVC = to as? UICollectionViewController {
            shared.setCollectionViewLayout(toCVC.collectionViewLayout, animated: false)
        }
    }

    /// R9's order for navigation: the stack and hierarchy (restored on cancel, R93), then the bar
    /// settles on the top item.
    override func settle(completed: Bool) {
        let nav = navigationController
        let container = context.containerView
        if completed {
            // A layout-to-layout pair shares one view: it stays, and follows the controller on top.
            if let shared = sharedCollectionView {
                (to as? UICollectionViewController)?.reclaim(shared)
            } else {
                from.viewIfLoaded?.removeFromSuperview()
            }
            if to.view.superview !== container { container.addSubview(to.view) }
            to.view.frame = nav.childFrame(for: to)
            // The shown child keeps filling its container (rotation).
            to.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if operation == .pop {
                from.removeFromParent()
            } else {
                to.didMove(toParent: nav)
            }
        } else {
            // R93: a cancelled transition restores the stack and the top controller.
            if let shared = sharedCollectionView, let fromCVC = from as? UICollectionViewController {
                // The shared view stays; its layout returns to the leaving controller's.
                fromCVC.reclaim(shared)
                shared.setCollectionViewLayout(fromCVC.collectionViewLayout, animated: false)
            } else {
                to.viewIfLoaded?.removeFromSuperview()
            }
            from.view.frame = nav.childFrame(for: from)
            from.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if operation == .push {
                nav.stack.removeAll { $0 === to }
                to.willMove(toParent: nil)
                to.removeFromParent()
            } else {
                nav.stack.append(from)
                from.didMove(toParent: nav)
            }
        }
        to.isMovingToParent = false
        from.isMovingFromParent = false
        nav.transition = nil
        returnCarriedTabBar(completed: completed)
        nav.refreshBar()
    }

    /// R95: `didShow` after the appearance calls, for a completed transition.
    override func didEndAppearance(completed: Bool) {
        guard completed else { return }
        let nav = navigationController
        nav.delegate?.navigationController(nav, didShow: to, animated: context.isAnimated)
        EventLog.current.record("navigationDelegate.didShow \(logName(to))")
    }
}
