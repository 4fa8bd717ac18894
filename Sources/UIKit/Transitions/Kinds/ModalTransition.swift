import Foundation

/// One present or dismiss in flight: obtains the transition objects in UIKit's order and builds the
/// container and context. `TransitionDriver` runs it; this supplies what is modal: the presentation
/// controller's calls, the presenter's view (R24–R26) and who presents whom.
@MainActor
final class ModalTransition: TransitionDriver {
    /// Which way the transition goes.
    enum Kind {
        /// `present(_:animated:completion:)`.
        case presentation
        /// `dismiss(animated:completion:)`.
        case dismissal
    }

    let kind: Kind
    let presenting: UIViewController
    let presented: UIViewController
    let presentationController: UIPresentationController
    let completion: (() -> Void)?
    let window: UIWindow
    /// Whether the presenter receives appearance callbacks (R12, R13).
    let presenterGetsAppearance: Bool
    /// Whether the user started this dismissal (a sheet's swipe): the adaptive delegate hears when
    /// it completes (R138).
    var isUserInitiated = false

    override var removesPresentersView: Bool? { presentationController.shouldRemovePresentersView }

    private init(
        kind: Kind, presenting: UIViewController, presented: UIViewController,
        presentationController: UIPresentationController, animator: UIViewControllerAnimatedTransitioning?,
        interactor: UIViewControllerInteractiveTransitioning?, context: TransitionContext,
        completion: (() -> Void)?, window: UIWindow
    ) {
        self.kind = kind
        self.presenting = presenting
        self.presented = presented
        self.presentationController = presentationController
        self.completion = completion
        self.window = window
        presenterGetsAppearance = presentationController.shouldRemovePresentersView
        super.init(context: context, animator: animator, interactor: interactor)
    }

    // MARK: Presentation

    /// Presents `presented` from `presenting` (R1–R9, R21–R29).
    static func present(
        _ presented: UIViewController, from presenting: UIViewController, source: UIViewController,
        animated: Bool, completion: (() -> Void)?
    ) {
        guard let window = presenting.viewIfLoaded?.window else {
            DiagnosticLog.current.report(
                "presenterNotInWindow",
                "\(logName(presenting)) cannot present \(logName(presented)): its view is not in a window")
            return
        }
        let requested = presented.modalPresentationStyle
        let delegate = presented.transitioningDelegate
        checkReleasedDelegate(of: presented)
        // R133: a built-in controller made earlier (the app read `presentationController` or
        // `sheetPresentationController` first) is the one the presentation runs with, whatever the
        // style says now.
        // A popover's controller is made now if the app did not read it: it decides the style (R83).
        let popover = presented.modalPresentationStyle == .popover ? presented.popoverPresentationController : nil
        var made = presented.ownPresentationController.flatMap { $0.isBuiltin ? $0 : nil } ?? popover
        let requestedOfMade = made?.presentationStyle
        // R83: a popover decides for the window's traits: kept, or the controller of what it adapts to.
        if let popover = made as? UIPopoverPresentationController {
            made = popover.presentationControllerToRun(for: window.windowTraits)
        }
        let style = made?.presentationStyle ?? presented.resolvedPresentationStyle
        let log = EventLog.current
        log.record("present \(logName(presented)) from \(logName(presenting)) (\(style), animated: \(animated))")
        if let requestedOfMade, requestedOfMade != presented.resolvedPresentationStyle, requestedOfMade != .popover {
            reportStyleChangedAfterCreation(of: presented, madeFor: requestedOfMade)
        }

        // R2: the presentation controller first, for .custom only.
        var controller: UIPresentationController?
        if style == .custom {
            log.record("delegate.presentationController(forPresented:)")
            controller = delegate?.presentationController(
                forPresented: presented, presenting: presenting, source: source)
        }
        let pc =
            controller ?? made
            ?? UIViewController.makeBuiltinPresentationController(for: presented, presenting: presenting)
            ?? UIPresentationController(presentedViewController: presented, presenting: presenting)
        pc.setPresenting(presenting)

        // R3, R4: the animator, then the interaction controller only for a custom animator.
        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            if let delegate {
                log.record("delegate.animationController(forPresented:)")
                animator = delegate.animationController(forPresented: presented, presenting: presenting, source: source)
                if let animator {
                    log.record("delegate.interactionControllerForPresentation")
                    interactor = delegate.interactionControllerForPresentation(using: animator)
                    if requested == .automatic, pc is UISheetPresentationController {
                        reportAnimatorInAutomaticSheet(animator, of: presented, delegate: delegate)
                    }
                }
            }
            if animator == nil {
                animator = builtinAnimator(
                    for: presented, style: style,
                    transitionStyle: transitionStyle(of: presented, in: presenting, style: style),
                    presenting: true)
            }
        }

        presenting.presentedViewController = presented
        presented.ownPresentingViewController = presenting
        presented.ownPresentationController = pc

        // R21: a full-bounds container directly above the presenting side; R141: a context
        // presentation's container covers the context's view only.
        let presenterView = presenting.view!
        let container: UITransitionView
        if style.isContext, let superview = presenterView.superview {
            container = UITransitionView(frame: presenterView.frame)
            superview.insertSubview(container, aboveSubview: presenterView)
        } else {
            container = UITransitionView(frame: window.bounds)
            let anchor = topmostAncestor(of: presenterView, in: window) ?? presenterView
            window.insertSubview(container, aboveSubview: anchor)
        }
        container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.presentationController = pc
        pc.containerView = container
        log.record("container inserted")

        // R24/R25: a full-screen presentation grabs the presenter's view; .custom leaves it alone.
        var fromView: UIView?
        let presenterFrame =
            presenterView.superview.map { container.convert(presenterView.frame, from: $0) } ?? presenterView.frame
        if pc.shouldRemovePresentersView {
            if let superview = presenterView.superview,
                let index = superview.subviews.firstIndex(where: { $0 === presenterView })
            {
                pc.presentersViewHome = (superview, index)
            }
            let frameInContainer =
                presenterView.superview.map { container.convert(presenterView.frame, from: $0) } ?? presenterFrame
            container.addSubview(presenterView)
            presenterView.frame = frameInContainer
            fromView = presenterView
        }
        let toView = pc.presentedView
        let finalFrame = pc.frameOfPresentedViewInContainerView
        let context = TransitionContext(
            name: "present \(logName(presented))", container: container, animated: animated, style: style,
            from: presenting, to: presented, fromView: fromView, toView: toView,
            initialFrames: [(presenting, presenterFrame)],
            finalFrames: [
                (presenting, pc.shouldRemovePresentersView ? .zero : presenterFrame), (presented, finalFrame),
            ])
        if animator is BuiltinModalAnimator || animator is BuiltinSheetAnimator || animator is BuiltinZoomAnimator {
            context.completionCurve = .systemSpring  // R34, R136, R142
        }
        let transition = ModalTransition(
            kind: .presentation, presenting: presenting, presented: presented, presentationController: pc,
            animator: animator, interactor: interactor, context: context, completion: completion, window: window)
        transition.start()
    }

    // MARK: Dismissal

    /// Dismisses `presented` (the top of the stack) back to `presenting` (R5, R24–R26). A sheet's
    /// swipe (or a zoom's drag, R142) passes its interaction controller, used unless the
    /// transitioning delegate supplies its own animator and interaction controller; it, and a tap on
    /// a sheet's dimming (`userInitiated`), say the user started it (R138).
    static func dismiss(
        _ presented: UIViewController, to presenting: UIViewController, animated: Bool, completion: (() -> Void)?,
        userInteraction: UIViewControllerInteractiveTransitioning? = nil, userInitiated: Bool = false
    ) {
        guard let pc = presented.ownPresentationController, let container = pc.containerView,
            let window = container.window
        else {
            DiagnosticLog.current.report(
                "nothingToDismiss", "\(logName(presented)) is not presented in a window; nothing to dismiss")
            return
        }
        let style = pc.presentationStyle
        let delegate = presented.transitioningDelegate
        checkReleasedDelegate(of: presented)
        let log = EventLog.current
        log.record("dismiss \(logName(presented)) to \(logName(presenting)) (\(style), animated: \(animated))")

        var animator: UIViewControllerAnimatedTransitioning?
        var interactor: UIViewControllerInteractiveTransitioning?
        if animated {
            if let delegate {
                log.record("delegate.animationController(forDismissed:)")
                animator = delegate.animationController(forDismissed: presented)
                if let animator {
                    log.record("delegate.interactionControllerForDismissal")
                    interactor = delegate.interactionControllerForDismissal(using: animator)
                }
            }
            if animator == nil {
                animator = builtinAnimator(
                    for: presented, style: style,
                    transitionStyle: transitionStyle(of: presented, in: presenting, style: style),
                    presenting: false)
            }
            if interactor == nil { interactor = userInteraction }
        }

        // R24: full screen ⇒ the presenter's view is `.to` and NOT in the container; R25: .custom ⇒ nil.
        let presentedView = pc.presentedView
        let presenterView = presenting.view!
        let toView: UIView? = pc.shouldRemovePresentersView ? presenterView : nil
        let presenterFinal = pc.shouldRemovePresentersView ? container.bounds : presenterView.frame
        let fromFrame = presentedView?.frame ?? .zero
        let context = TransitionContext(
            name: "dismiss \(logName(presented))", container: container, animated: animated, style: style,
            from: presented, to: presenting, fromView: presentedView, toView: toView,
            initialFrames: [(presented, fromFrame)],
            finalFrames: [(presented, fromFrame), (presenting, presenterFinal)])
        if animator is BuiltinModalAnimator || animator is BuiltinSheetAnimator || animator is BuiltinZoomAnimator {
            context.completionCurve = .systemSpring
        }
        let transition = ModalTransition(
            kind: .dismissal, presenting: presenting, presented: presented, presentationController: pc,
            animator: animator, interactor: interactor, context: context, completion: completion, window: window)
        transition.isUserInitiated = userInteraction != nil || userInitiated
        transition.start()
    }

    // MARK: What a modal transition supplies

    override var coordinatorHolders: [UIViewController] { [presenting, presented] }

    override var appearingController: UIViewController? {
        kind == .presentation ? presented : (presenterGetsAppearance ? presenting : nil)
    }

    override var disappearingController: UIViewController? {
        kind == .presentation ? (presenterGetsAppearance ? presenting : nil) : presented
    }

    /// R6: WillBegin before from.viewWillDisappear and to.viewWillAppear (R12: the presenter only
    /// when its view is removed).
    override func willBegin() {
        let log = EventLog.current
        switch kind {
        // R11: the flag stays set for the whole transition (until viewDidAppear/viewDidDisappear),
        // so animators that branch on `toVC.isBeingPresented` / `fromVC.isBeingDismissed` in
        // `transitionDuration` or `animateTransition` (the seeds' idiom) see true, as on iOS.
        case .presentation:
            presented.isBeingPresented = true
            dimPresenterTint()
            log.record("presentationController.presentationTransitionWillBegin")
            presentationController.presentationTransitionWillBegin()
        case .dismissal:
            presented.isBeingDismissed = true
            restorePresenterTint()
            log.record("presentationController.dismissalTransitionWillBegin")
            presentationController.dismissalTransitionWillBegin()
        }
    }

    override func placeViewsWithoutAnimator() {
        if kind == .presentation, let toView = context.toView {
            toView.frame = context.finalFrame(for: presented)
            context.containerView.addSubview(toView)
        } else if kind == .dismissal, let toView = context.toView {
            context.containerView.insertSubview(toView, at: 0)
            toView.frame = context.finalFrame(for: presenting)
        }
    }

    /// R9 steps 2–3: the presentation controller's DidEnd, then the view hierarchy (R24–R26, R16)
    /// and who presents whom.
    override func settle(completed: Bool) {
        let log = EventLog.current
        let container = context.containerView
        switch kind {
        case .presentation:
            log.record("presentationController.presentationTransitionDidEnd(\(completed))")
            presentationController.presentationTransitionDidEnd(completed)
        case .dismissal:
            log.record("presentationController.dismissalTransitionDidEnd(\(completed))")
            presentationController.dismissalTransitionDidEnd(completed)
        }
        switch (kind, completed) {
        case (.presentation, true):
            if presentationController.shouldRemovePresentersView { presenting.viewIfLoaded?.removeFromSuperview() }
            // A built-in full-screen presentation keeps filling its container (rotation, R81).
            if presentationController is FullScreenPresentationController {
                presentationController.presentedView?.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            }
        case (.presentation, false):
            restorePresenterTint()
            restorePresenterView()
            presentationController.presentedView?.removeFromSuperview()
            container.removeFromSuperview()
        case (.dismissal, true):
            if !presentationController.shouldRemovePresentersView, let presenterView = presenting.viewIfLoaded,
                presenterView.isDescendant(of: container)
            {
                DiagnosticLog.current.report(
                    "presenterViewAddedToContainer",
                    "the animator of \(context.name) added the presenting view (\(logName(presenting))) to the container of a .custom dismissal; UIKit removes the container with it, so the presenter's view leaves the screen. In a .custom dismissal view(forKey: .to) is nil: leave the presenter's view where it is",
                    rule: "R25")
            }
            if presentationController.shouldRemovePresentersView { restorePresenterView() }
            presentationController.presentedView?.removeFromSuperview()
            container.removeFromSuperview()
        case (.dismissal, false):
            dimPresenterTint()
            if presentationController.shouldRemovePresentersView { presenting.viewIfLoaded?.removeFromSuperview() }
        }
        if kind == .presentation && !completed || kind == .dismissal && completed {
            presenting.presentedViewController = nil
            presented.ownPresentingViewController = nil
            presented.ownPresentationController = nil
        }
    }

    /// R11: the flags clear once the appearance calls are over; R9 step 5: the caller's completion,
    /// only for a completed transition (R17).
    override func didEndAppearance(completed: Bool) {
        presented.isBeingPresented = false
        presented.isBeingDismissed = false
        if completed, let completion {
            EventLog.current.record("\(kind == .presentation ? "present" : "dismiss") completion")
            completion()
        }
        if completed, kind == .dismissal, isUserInitiated, let delegate = presentationController.delegate {
            // R138: only a dismissal the user started, and only once it completed.
            EventLog.current.record("adaptiveDelegate.presentationControllerDidDismiss")
            delegate.presentationControllerDidDismiss(presentationController)
        }
    }

    private func restorePresenterView() {
        guard let presenterView = presenting.viewIfLoaded else { return }
        if let (superview, index) = presentationController.presentersViewHome {
            superview.insertSubview(presenterView, at: index)
            presenterView.frame = superview.bounds
        }
    }

    /// The direct child of `window` that contains `view`.
    private static func topmostAncestor(of view: UIView, in window: UIWindow) -> UIView? {
        var current: UIView? = view
        while let v = current, v.superview !== window { current = v.superview }
        return current
    }

    /// Reports a transitioning delegate that was set but has been released (it is weak).
    private static func checkReleasedDelegate(of controller: UIViewController) {
        if controller.transitioningDelegate == nil, let type = controller.transitioningDelegateDescription {
            DiagnosticLog.current.report(
                "transitioningDelegateReleased",
                "\(logName(controller)).transitioningDelegate (a \(type)) was released before the transition: UIKit holds it weakly, so nothing else kept it alive and the built-in animation runs instead. Keep a strong reference to it (e.g. a property of the presenting controller)"
            )
        }
    }
}
