import XCTest

@testable import UIKit

@MainActor
final class ModalSequenceTests: XCTestCase {
    func makeApp() -> (TestApp, UIViewController) {
        let a = NamedController("A")
        let app = TestApp(root: a)
        return (app, a)
    }

    /// R131: the whole timeline of a non-interactive `.custom` presentation.
    func testR131CustomPresentationTimeline() async {
        let (app, a) = makeApp()
        let b = CoordinatedController("B")
        let delegate = SlideDelegate()
        delegate.makePresentationController = {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        app.events.removeAll()

        a.present(b, animated: true) { app.events.record("(caller completion ran)") }
        app.advance(seconds: 1)

        XCTAssertEqual(
            app.events.entries,
            [
                "present B from A (custom, animated: true)",
                "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)",
                "delegate.interactionControllerForPresentation",
                "container inserted",
                "B.viewDidLoad",
                "presentationController.presentationTransitionWillBegin",
                "B.viewWillAppear",
                "coordinator.animateAlongside -> true",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.presentationTransitionDidEnd(true)",
                "B.viewDidAppear",
                "present completion",
                "(caller completion ran)",
                "animator.animationEnded(true)",
                "coordinator.completion(isCancelled: false)",
            ])
    }

    /// R6, R10: full-screen present A→B then dismiss: appearance order on both sides.
    func testR6R10FullScreenAppearanceOrder() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let delegate = SlideDelegate()
        b.transitioningDelegate = delegate
        app.events.removeAll()

        a.present(b, animated: true)
        app.advance(seconds: 1)
        let presentAppearance = app.events.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") }
        XCTAssertEqual(
            presentAppearance,
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
        let willBegin = app.events.entries.firstIndex(of: "presentationController.presentationTransitionWillBegin")!
        XCTAssertLessThan(willBegin, app.events.entries.firstIndex(of: "A.viewWillDisappear")!, "R6: WillBegin first")

        app.events.removeAll()
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") },
            ["B.viewWillDisappear", "A.viewWillAppear", "A.viewDidAppear", "B.viewDidDisappear"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }

    /// R12: a `.custom` presenter (shouldRemovePresentersView false) gets no appearance callbacks.
    func testR12CustomPresenterGetsNoAppearanceCallbacks() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        app.events.removeAll()

        a.present(b, animated: true)
        app.advance(seconds: 1)
        b.dismiss(animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(app.events.entries.filter { $0.hasPrefix("A.") }, [], "R12: no A.view… calls")
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("B.") && $0 != "B.viewDidLoad" },
            ["B.viewWillAppear", "B.viewDidAppear", "B.viewWillDisappear", "B.viewDidDisappear"])
    }

    /// R9: steps 2–7 of completeTransition, in order, for a dismissal too.
    func testR9CompletionCascadeOrderOnDismissal() async {
        let (app, a) = makeApp()
        let b = CoordinatedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        app.advance(seconds: 1)
        var coordinatorCompletions: [Bool] = []
        app.events.removeAll()

        b.dismiss(animated: true) { app.events.record("(caller completion ran)") }
        b.transitionCoordinator?.animate(alongsideTransition: nil) { ctx in
            coordinatorCompletions.append(ctx.isCancelled)
        }
        app.advance(seconds: 1)

        let tail = Array(app.events.entries.drop { $0 != "context.completeTransition(true)" })
        XCTAssertEqual(
            tail,
            [
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "A.viewDidAppear",
                "B.viewDidDisappear",
                "dismiss completion",
                "(caller completion ran)",
                "animator.animationEnded(true)",
                "coordinator.completion(isCancelled: false)",
            ])
        XCTAssertEqual(coordinatorCompletions, [false])
    }

    /// R24: `.fullScreen` grabs the presenter's view into the container, removes it after the
    /// presentation, hands it to the dismiss animator outside the container, and puts it back.
    func testR24FullScreenMovesThePresentersView() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        let aView = a.view!
        XCTAssertTrue(aView.superview === app.window)

        a.present(b, animated: true)
        let container = b.presentationController!.containerView!
        XCTAssertTrue(aView.superview === container, "at the start the presenter's view is in the container")
        XCTAssertTrue(b.transitionCoordinator!.view(forKey: .from) === aView)
        app.advance(seconds: 1)
        XCTAssertNil(aView.superview, "after a completed full-screen presentation the presenter's view is removed")

        var toViewInContainerAtStart: Bool?
        delegate.dismissAnimator.insertsPresenterOnDismiss = true
        b.dismiss(animated: true)
        XCTAssertTrue(b.transitionCoordinator!.view(forKey: .to) === aView)
        toViewInContainerAtStart = aView.superview === container
        XCTAssertEqual(toViewInContainerAtStart, false, "R24: not in the container when the dismissal starts")
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(aView.superview === container, "the dismiss animator inserted it")
        _ = toViewInContainerAtStart
        app.advance(seconds: 1)
        XCTAssertTrue(aView.superview === app.window, "put back in its original superview")
        XCTAssertEqual(app.window.subviews.firstIndex { $0 === aView }, 0, "at its original index")
        XCTAssertNil(container.superview, "the container is removed")
        XCTAssertEqual(aView.frame, app.window.bounds)
    }

    /// R25: `.custom` presentation: view(forKey: .from) is nil, the presenter's view stays where it
    /// is; dismissal: `.to` is nil and `.from` is the presented view.
    func testR25CustomKeepsThePresentersViewOutOfTheContainer() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate

        a.present(b, animated: true)
        let coordinator = b.transitionCoordinator!
        XCTAssertNil(coordinator.view(forKey: .from))
        XCTAssertTrue(coordinator.view(forKey: .to) === b.view)
        app.advance(seconds: 1)
        XCTAssertTrue(a.view.superview === app.window, "the presenter's view never moved")

        b.dismiss(animated: true)
        XCTAssertNil(b.transitionCoordinator!.view(forKey: .to))
        XCTAssertTrue(b.transitionCoordinator!.view(forKey: .from) === b.view)
        app.advance(seconds: 1)
        XCTAssertTrue(a.view.superview === app.window)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    /// R25 diagnostic: adding the presenter's view to the container of a `.custom` dismissal.
    func testR25DiagnosticWhenTheDismissAnimatorAddsThePresentersView() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        app.advance(seconds: 1)

        // The seeds' mistake: the dismiss animator adds `toVC.view` (the presenter's) to the container.
        let wrong = WrongCustomDismissAnimator()
        delegate.dismissAnimator = SlideAnimator(presenting: false)
        let wrongDelegate = FixedAnimatorDelegate(animator: wrong)
        b.transitioningDelegate = wrongDelegate
        b.dismiss(animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(app.diagnostics.entries.last?.name, "presenterViewAddedToContainer")
        XCTAssertEqual(app.diagnostics.entries.last?.rule, "R25")
        XCTAssertNil(a.view.superview, "faithful to UIKit: the presenter's view left with the container")
    }

    /// R29: one-to-one context frames for presentation and dismissal.
    func testR29ContextFrames() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        delegate.makePresentationController = {
            HalfPresentationController(presentedViewController: $0, presenting: $1)
        }
        b.modalPresentationStyle = .custom
        b.transitioningDelegate = delegate

        a.present(b, animated: true)
        let ctx = (b.transitionCoordinator as! TransitionCoordinator).context
        let screen = CGRect(x: 0, y: 0, width: 393, height: 852)
        XCTAssertEqual(ctx.initialFrame(for: a), screen)
        XCTAssertEqual(ctx.finalFrame(for: a), screen, "not a full-screen (grabbing) controller")
        XCTAssertEqual(ctx.initialFrame(for: b), .zero, "to.initial is always zero")
        XCTAssertEqual(ctx.finalFrame(for: b), CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(ctx.initialFrame(for: NamedController("other")), .zero)
        app.advance(seconds: 1)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 426, width: 393, height: 426))

        b.dismiss(animated: true)
        let dctx = (b.transitionCoordinator as! TransitionCoordinator).context
        XCTAssertEqual(dctx.initialFrame(for: b), CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(dctx.finalFrame(for: b), CGRect(x: 0, y: 426, width: 393, height: 426))
        XCTAssertEqual(dctx.initialFrame(for: a), .zero)
        XCTAssertEqual(dctx.finalFrame(for: a), screen)
        app.advance(seconds: 1)
    }

    /// R29 for full screen: the presenter's final frame is zero.
    func testR29FullScreenPresenterFinalFrameIsZero() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        let ctx = (b.transitionCoordinator as! TransitionCoordinator).context
        XCTAssertEqual(ctx.finalFrame(for: a), .zero)
        XCTAssertEqual(ctx.finalFrame(for: b), app.window.bounds)
        app.advance(seconds: 1)
    }

    /// R44: a second completeTransition is ignored and reported.
    func testR44CompleteTransitionIsIdempotent() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = FixedAnimatorDelegate(animator: DoubleCompletingAnimator())
        b.modalPresentationStyle = .fullScreen
        b.transitioningDelegate = delegate
        app.events.removeAll()
        var completions = 0

        a.present(b, animated: true) { completions += 1 }
        app.advance(seconds: 1)

        XCTAssertEqual(completions, 1)
        XCTAssertEqual(app.events.entries.filter { $0 == "animator.animationEnded(true)" }.count, 1)
        XCTAssertEqual(app.events.entries.filter { $0.hasPrefix("context.completeTransition") }.count, 2)
        XCTAssertEqual(app.diagnosticNames, ["completeTransitionCalledTwice"])
        XCTAssertTrue(a.presentedViewController === b, "the second call (false) did not undo the presentation")
    }

    /// R11: isBeingPresented/isBeingDismissed are true in the presented controller's appearance calls
    /// (and, as on iOS, for the whole transition in between — see BeingPresentedFlagTests), false
    /// before and after.
    func testR11BeingPresentedFlags() async {
        let (app, a) = makeApp()
        let b = FlagRecorder()
        let delegate = SlideDelegate()
        b.transitioningDelegate = delegate
        XCTAssertFalse(b.isBeingPresented)
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertFalse(b.isBeingPresented)
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertEqual(
            b.record,
            [
                "willAppear presented=true dismissed=false", "didAppear presented=true dismissed=false",
                "willDisappear presented=false dismissed=true", "didDisappear presented=false dismissed=true",
            ])
    }

    /// R63/R64: the coordinator exists during the transition (also for children) and not after.
    func testR63CoordinatorLifetime() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let child = NamedController("child")
        b.addChild(child)
        b.view.addSubview(child.view)
        child.didMove(toParent: b)
        let delegate = SlideDelegate()
        b.transitioningDelegate = delegate
        XCTAssertNil(b.transitionCoordinator)
        a.present(b, animated: true)
        XCTAssertNotNil(a.transitionCoordinator)
        XCTAssertNotNil(child.transitionCoordinator, "children see their ancestor's coordinator")
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.5)
        app.advance(seconds: 1)
        XCTAssertNil(b.transitionCoordinator)
        XCTAssertNil(child.transitionCoordinator)
    }

    /// R18: touches are ignored during a non-interactive transition and restored after.
    func testR18InputIgnoredDuringTransition() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = SlideDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents)
        app.advance(seconds: 1)
        XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
    }

    /// Dismissing a stack: only the top animates; the presenter gets everything back.
    func testDismissingAStackOfPresentedControllers() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let c = NamedController("C")
        b.modalPresentationStyle = .fullScreen
        c.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        b.present(c, animated: false)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentedViewController === c)
        app.events.removeAll()

        a.dismiss(animated: true)
        app.advance(seconds: 1)

        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentedViewController)
        XCTAssertNil(c.presentingViewController)
        XCTAssertTrue(a.view.superview === app.window)
        XCTAssertEqual(app.window.subviews.count, 1, "only A's view is left")
        XCTAssertTrue(app.events.entries.contains("removed B from the presentation stack"))
        XCTAssertTrue(app.events.entries.contains("dismiss C to A (fullScreen, animated: true)"))
    }

    /// R16: a presentation cancelled by its animator leaves nothing presented.
    func testR16CancelledPresentationLeavesNothingPresented() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        let delegate = FixedAnimatorDelegate(animator: CancellingAnimator())
        b.transitioningDelegate = delegate
        var completed = false
        a.present(b, animated: true) { completed = true }
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertTrue(a.view.superview === app.window, "the presenter's view is put back")
        XCTAssertEqual(app.window.subviews.count, 1, "container removed")
        XCTAssertFalse(completed, "R17: no present completion for a cancelled presentation")
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("A.view") || $0.hasPrefix("B.view") && $0 != "B.viewDidLoad" },
            [
                "A.viewWillDisappear", "B.viewWillAppear", "B.viewWillDisappear", "A.viewWillAppear",
                "A.viewDidAppear", "B.viewDidDisappear",
            ], "R15: each side sees its appearance reversed; the one shown at the end first (R132)")
    }
}
