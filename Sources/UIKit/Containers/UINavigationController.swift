import Foundation

/// A stack of view controllers with a navigation bar: push and pop animate with the default
/// parallax slide or the delegate's animator, and a swipe from the left edge pops interactively.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The kind of navigation transition, with UIKit's raw values (R85).
    public enum Operation: Int, Sendable {
        case none = 0
        case push = 1
        case pop = 2
    }

    /// The stack, bottom first. During an animated pop it already excludes the popped controller (R93).
    /// Setting it is `setViewControllers(_:animated: false)`.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    /// Storage of `viewControllers`, which the push, pop and replacement change.
    var stack: [UIViewController] = []
    /// The delegate asked for custom animators (R85).
    open weak var delegate: UINavigationControllerDelegate?
    /// The bar at the top.
    public let navigationBar = UINavigationBar()
    /// Whether the navigation bar is hidden (setting it hides or shows it at once, R174).
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }
    /// Storage of `isNavigationBarHidden`.
    var navigationBarHidden = false
    /// The toolbar along the bottom, showing the top controller's `toolbarItems` (R174).
    public private(set) lazy var toolbar: UIToolbar! = UIToolbar()
    /// Whether the toolbar is hidden (the default; setting it hides or shows it at once).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }
    /// Storage of `isToolbarHidden`.
    var toolbarHidden = true
    /// The content scroll view whose offset the large title and the bar appearances follow, and
    /// the observation of its offset (R171, R172).
    var observedScrollView: (scrollView: UIScrollView, observation: NSKeyValueObservation)?
    /// Whether the bar is following a scroll now (its own offset changes do not re-enter).
    var isFollowingScroll = false
    /// The screen-edge pan that pops interactively (R89); nil until the view loads.
    public private(set) var interactivePopGestureRecognizer: UIGestureRecognizer?

    /// The superview of the children's views: the transitions' container (R22).
    let transitionView = UIView()
    /// The push or pop in flight.
    var transition: NavigationTransition?
    private lazy var popGestureDelegate = PopGestureDelegate(navigationController: self)
    private var popInteractor: UIPercentDrivenInteractiveTransition?
    /// The back swipe's samples for its release decision (R91).
    private var popStatistics = BackSwipeStatistics()
    /// The tap and swipe that hide and show the bars (`hidesBarsOnTap`, `hidesBarsOnSwipe`, R300).
    lazy var barHiding = BarHidingGestures(navigationController: self)

    /// Creates a navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        definesPresentationContext = true  // R141: UIKit's navigation controllers define a context
        navigationBar.owner = self
        addChild(rootViewController)
        stack = [rootViewController]
        rootViewController.didMove(toParent: self)
    }

    /// Creates an empty navigation controller (`init()` calls this, as on iOS).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        definesPresentationContext = true
        navigationBar.owner = self
    }

    /// Creates a navigation controller from an archive: no storyboards here, so it is empty.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        definesPresentationContext = true
        navigationBar.owner = self
    }

    /// The controller on top of the stack.
    public var topViewController: UIViewController? { viewControllers.last }
    /// The controller shown: the top one, or what it presents.
    public var visibleViewController: UIViewController? {
        var controller = topViewController
        while let presented = controller?.presentedViewController { controller = presented }
        return controller
    }

    override var childrenReceivingAppearance: [UIViewController] { topViewController.map { [$0] } ?? [] }

    /// The navigation controller appearing (launched, presented, uncovered, selected in a tab bar)
    /// shows its top controller: the delegate hears `willShow` before that controller's
    /// `viewWillAppear` and `didShow` after its `viewDidAppear`, with the appearance's `animated`
    /// (R95). A push or pop in flight tells the delegate itself.
    override func appearanceWillForward(isAppearing: Bool, animated: Bool) {
        guard isAppearing, transition == nil, let top = topViewController else { return }
        delegate?.navigationController(self, willShow: top, animated: animated)
    }

    override func appearanceDidForward(appeared: Bool, animated: Bool) {
        guard appeared, transition == nil, let top = topViewController else { return }
        delegate?.navigationController(self, didShow: top, animated: animated)
    }

    // MARK: View

    open override func loadView() {
        let root = NavigationRootView(frame: UIScreen.main.bounds)
        root.navigationController = self
        root.backgroundColor = .white
        view = root
        transitionView.frame = root.bounds
        transitionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.addSubview(transitionView)
        root.addSubview(navigationBar)
        navigationBar.backButton.addTarget(self, action: UINavigationController.backButtonTapped, for: .touchUpInside)
        let edgePan = UIScreenEdgePanGestureRecognizer(target: self, action: UINavigationController.handlePopGesture)
        edgePan.edges = .left
        edgePan.maximumNumberOfTouches = 1
        edgePan.delegate = popGestureDelegate
        root.addGestureRecognizer(edgePan)
        interactivePopGestureRecognizer = edgePan
        barHiding.install(on: root)
        if let top = topViewController { install(top) }
        refreshBar()
    }

    /// Puts a child's view in the transition view, filling it.
    func install(_ controller: UIViewController) {
        let childView = controller.view!
        childView.frame = childFrame(for: controller)
        childView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        transitionView.addSubview(childView)
        updateChildInsets()
    }

    /// Hides or shows the navigation bar, sliding it up off the screen or down into place over
    /// `hideShowBarDuration` when `animated` — alongside a push or pop in flight, scrubbed with it
    /// (R174); the children's safe areas follow inside the animation.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        guard isViewLoaded else { return }
        let bar = navigationBar
        animateBarVisibility(
            animated: animated, bar: bar,
            apply: {
                self.layoutBar()
                bar.frame = self.restingBarFrame
                self.view.layoutIfNeeded()
            },
            settle: { [weak self] in
                guard let self else { return }
                bar.isHidden = self.navigationBarHidden
            })
    }

    /// Hides or shows the toolbar, sliding it down off the screen or up into place when
    /// `animated` — alongside a push or pop in flight, scrubbed with it (R174).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        guard isViewLoaded else { return }
        if !hidden { installToolbarIfNeeded() }
        let bar = toolbar!
        animateBarVisibility(
            animated: animated, bar: bar,
            apply: {
                self.layoutBar()
                self.view.layoutIfNeeded()
            },
            settle: { [weak self] in
                guard let self else { return }
                bar.isHidden = self.toolbarHidden
            })
    }

    /// Runs a bar's hide or show: at once, alongside the transition in flight, or over
    /// `hideShowBarDuration`; the bar stays visible while it moves.
    private func animateBarVisibility(
        animated: Bool, bar: UIView, apply: @escaping () -> Void, settle: @escaping () -> Void
    ) {
        guard animated, view.window != nil else {
            UIView.performWithoutAnimation(apply)
            settle()
            return
        }
        bar.isHidden = false
        if let transition,
            transition.context.addAlongside(in: bar, animation: { _ in apply() }, completion: { _ in settle() })
        {
            return
        }
        UIView.animate(
            withDuration: TimeInterval(Self.hideShowBarDuration), animations: apply, completion: { _ in settle() })
    }

    private func backButtonTapped() { popViewController(animated: true) }

    // MARK: Push and pop

    /// Pushes a controller; refused with a diagnostic while another push or pop runs, or when the
    /// controller is already in a stack.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        guard refuseIfBusy("push \(logName(viewController))") else { return }
        if viewControllers.contains(where: { $0 === viewController }) || viewController.parent != nil {
            DiagnosticLog.current.report(
                "pushingAControllerInAStack",
                "pushViewController(\(logName(viewController))) refused: it is already in a navigation stack (UIKit raises 'Pushing the same view controller instance more than once is not supported')"
            )
            return
        }
        let from = topViewController
        // A collection view controller pushed with useLayoutToLayoutNavigationTransitions onto another
        // one takes over its collection view (the same instance); the transition then animates the
        // layout (NavigationTransition, LayoutToLayoutNavigationAnimator).
        if let pushed = viewController as? UICollectionViewController, pushed.useLayoutToLayoutNavigationTransitions,
            let top = from as? UICollectionViewController, let shared = top.viewIfLoaded as? UICollectionView
        {
            pushed.adopt(shared)
        }
        addChild(viewController)
        stack.append(viewController)  // R93: the stack changes when the transition starts
        updateChildInsets()
        guard let from, isViewLoaded, view.window != nil else {
            if isViewLoaded {
                from?.viewIfLoaded?.removeFromSuperview()
                install(viewController)
                if let from, NavigationTransition.sharedCollectionView(from: from, to: viewController) != nil,
                    let pushed = viewController as? UICollectionViewController
                {
                    pushed.collectionView.setCollectionViewLayout(pushed.collectionViewLayout, animated: false)
                }
            }
            viewController.didMove(toParent: self)
            refreshBar()
            return
        }
        NavigationTransition.start(
            self, operation: .push, from: from, to: viewController, animated: animated, interactor: nil)
    }

    /// Pops the top controller and returns it (nil for a single-controller stack).
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        pop(
            to: viewControllers.count >= 2 ? viewControllers[viewControllers.count - 2] : nil, animated: animated,
            interactor: nil
        )
        .first
    }

    /// Pops to the root controller; returns the popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        pop(to: viewControllers.first, animated: animated, interactor: nil)
    }

    /// Pops to `viewController`; returns the popped controllers.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        pop(to: viewController, animated: animated, interactor: nil)
    }

    /// Pops everything above `target`; only the top controller animates, as in UIKit.
    func pop(
        to target: UIViewController?, animated: Bool, interactor: UIViewControllerInteractiveTransitioning?
    ) -> [UIViewController] {
        guard let target, let index = viewControllers.firstIndex(where: { $0 === target }),
            index < viewControllers.count - 1
        else { return [] }
        guard refuseIfBusy("pop to \(logName(target))") else { return [] }
        let popped = Array(viewControllers[(index + 1)...])
        let from = popped.last!
        stack.removeLast(popped.count)  // R93
        for controller in popped { controller.willMove(toParent: nil) }
        // Controllers between the top and the target leave at once.
        for controller in popped.dropLast() { controller.removeFromParent() }
        guard isViewLoaded, view.window != nil else {
            if isViewLoaded {
                let shared = NavigationTransition.sharedCollectionView(from: from, to: target)
                from.viewIfLoaded?.removeFromSuperview()
                install(target)
                if let shared, let targetCVC = target as? UICollectionViewController {
                    targetCVC.reclaim(shared)
                    shared.setCollectionViewLayout(targetCVC.collectionViewLayout, animated: false)
                }
            }
            from.removeFromParent()
            refreshBar()
            return popped.reversed()
        }
        NavigationTransition.start(
            self, operation: .pop, from: from, to: target, animated: animated, interactor: interactor)
        return popped.reversed()
    }

    /// Replaces the stack; animates to the new top when `animated` and the top changes.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        guard let newTop = controllers.last else { return }
        guard refuseIfBusy("setViewControllers") else { return }
        let oldTop = topViewController
        let wasInStack = viewControllers.contains { $0 === newTop }
        for controller in viewControllers
        where !controllers.contains(where: { $0 === controller }) && controller !== oldTop {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            if controller !== newTop { controller.didMove(toParent: self) }
        }
        stack = controllers
        updateChildInsets()
        guard let oldTop, oldTop !== newTop, animated, isViewLoaded, view.window != nil else {
            if let oldTop, oldTop !== newTop {
                oldTop.viewIfLoaded?.removeFromSuperview()
                if !controllers.contains(where: { $0 === oldTop }) {
                    oldTop.willMove(toParent: nil)
                    oldTop.removeFromParent()
                }
            }
            if isViewLoaded, newTop.viewIfLoaded?.superview !== transitionView { install(newTop) }
            if newTop.parent === self { newTop.didMove(toParent: self) }
            refreshBar()
            return
        }
        if !controllers.contains(where: { $0 === oldTop }) { oldTop.willMove(toParent: nil) }
        NavigationTransition.start(
            self, operation: wasInStack ? .pop : .push, from: oldTop, to: newTop, animated: true, interactor: nil)
    }

    /// Whether no transition blocks a new push or pop (a blocked one is reported).
    private func refuseIfBusy(_ what: String) -> Bool {
        guard let busy = TransitionDriver.inFlight.first else { return true }
        DiagnosticLog.current.report(
            "navigationTransitionInProgress",
            "\(what) refused: \(busy.context.name) is still in progress (UIKit logs 'nested push animation can result in corrupted navigation bar')",
            rule: "R19")
        return false
    }

    // MARK: Interactive pop (R89–R92)

    /// Whether the edge swipe may start a pop now, reporting the custom-animator trap (S9).
    func popGestureShouldBegin() -> Bool {
        guard viewControllers.count > 1, transition == nil, TransitionDriver.inFlight.isEmpty else { return false }
        let from = viewControllers[viewControllers.count - 1]
        let to = viewControllers[viewControllers.count - 2]
        if let delegate, delegate.navigationController(self, animationControllerFor: .pop, from: from, to: to) != nil {
            // The trap is a swipe that does nothing: when the app's own gesture pops instead (S8's
            // pan), nothing went wrong, so the report waits for the next frame and is made only if
            // no transition started by then.
            let message =
                "the back swipe of \(logName(self)) does not begin: its delegate (\(logName(delegate))) returns a custom pop animator, so UIKit's built-in interactive pop no longer drives the transition. Drive it yourself with an interaction controller (navigationController(_:interactionControllerFor:)) and your own edge pan"
            AnimationEngine.performOnNextFrame { [weak self] in
                guard let self, self.transition == nil, TransitionDriver.inFlight.isEmpty else { return }
                DiagnosticLog.current.report("edgeSwipeDisabledByCustomAnimator", message, rule: "R89")
            }
            return false
        }
        return true
    }

    private func handlePopGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        let width = max(1, view.bounds.width)
        // R91's sample: progress and velocity in widths, at the touch's (real, R165) time.
        let time = MediaClock.current.inputTime
        let displacement = Double(max(0, gesture.translation(in: view).x / width))
        let velocity = Double(gesture.velocity(in: view).x / width)
        switch gesture.state {
        case .began:
            let interactor = UIPercentDrivenInteractiveTransition()
            interactor.completionCurve = .systemSpring
            popInteractor = interactor
            popStatistics.begin(time: time, displacement: displacement, velocity: velocity)
            _ = pop(to: viewControllers[viewControllers.count - 2], animated: true, interactor: interactor)
        case .changed:
            popStatistics.add(time: time, displacement: displacement, velocity: velocity)
            // R90: progress is the horizontal translation over the width, never quite 1.
            let p = gesture.translation(in: view).x / width
            popInteractor?.update(min(max(p, 0), 0.999))
        case .ended, .cancelled:
            guard let interactor = popInteractor else { return }
            popInteractor = nil
            popStatistics.add(time: time, displacement: displacement, velocity: velocity)
            let p = interactor.percentComplete
            let duration = CGFloat(interactor.duration)
            // R91: project progress, averaged velocity and acceleration over the duration (with
            // fewer than three samples, the direction of the averaged velocity decides).
            let pops =
                gesture.state == .ended
                && popStatistics.pops(progress: Double(p), duration: Double(duration), width: Double(width))
            // R92: finish no slower than the finger was moving (the last sample's velocity once
            // there are three, else the recogniser's).
            let vx =
                popStatistics.sampleCount >= 3
                ? CGFloat(popStatistics.lastVelocity) * width : gesture.velocity(in: view).x
            let remaining = pops ? 1 - p : p
            interactor.completionSpeed = max(remaining, duration * abs(vx) / width)
            if pops { interactor.finish() } else { interactor.cancel() }
        default:
            break
        }
    }
}
