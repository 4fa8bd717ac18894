import XCTest

@testable import UIKit

/// R136, R138, R139: the swipe down that dismisses a sheet, driven through the pan machinery.
@MainActor
final class SheetDragTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!
    var b: NamedController!
    var touches: TouchDriver!

    /// A presented sheet B over A on the modern phone (card at y = 69).
    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        b = NamedController("B")
        touches = TouchDriver(app)
    }

    func presentB() {
        a.present(b, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
    }

    var card: UIView { b.presentationController!.presentedView! }
    /// The card's top edge on screen.
    var cardTopOnScreen: CGFloat { card.layer.presentation()?.frame.minY ?? card.frame.minY }
    /// The presenter's push-back scale on screen.
    var presenterScale: CGFloat {
        (a.view.layer.presentation() ?? a.view.layer).transform.m11
    }

    /// Drags from y = 300 down by `distance` in `steps` frames, then holds still long enough that
    /// the release has no velocity.
    func slowDrag(by distance: CGFloat, steps: Int = 20) {
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300 + distance), steps: steps)
        app.advance(seconds: 0.2)
    }

    func testR138FastSwipeDismissesTheSheetWithTheDelegateInOrder() async {
        let delegate = AdaptiveDelegateRecorder()
        b.presentationController?.delegate = delegate
        presentB()

        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), steps: 5)
        touches.release()
        app.advance(seconds: 1)

        XCTAssertNil(a.presentedViewController, "dismissed")
        XCTAssertEqual(delegate.didDismiss, 1)
        XCTAssertEqual(
            app.events.entries.filter { !$0.hasPrefix("coordinator.interactionChanged") },
            [
                "sheet.drag began",
                "adaptiveDelegate.presentationControllerShouldDismiss -> true",
                "adaptiveDelegate.presentationControllerWillDismiss",
                "dismiss B to A (formSheet, animated: true)",
                "presentationController.dismissalTransitionWillBegin",
                "coordinator.animateAlongside(in: UIView) -> true",
                "B.viewWillDisappear",
                "animator.transitionDuration",
                "interactionController.startInteractiveTransition",
                "sheet.drag released: dismiss",
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "B.viewDidDisappear",
                "adaptiveDelegate.presentationControllerDidDismiss",
                "animator.animationEnded(true)",
            ], "R138: ShouldDismiss → WillDismiss → the dismissal → DidDismiss; the presenter hears nothing")
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(app.window.subviews.count, 1)
    }

    func testR136TheCardFollowsTheFingerAndThePresenterComesForward() async {
        presentB()
        let pushedBack = presenterScale
        XCTAssertEqual(pushedBack, SheetLayout.pushBackScale, accuracy: 1e-9)

        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 300 + 200), steps: 20)
        app.advance(seconds: 1.0 / 60)

        XCTAssertEqual(cardTopOnScreen, 69 + 200, accuracy: 0.5, "1:1 with the finger")
        let progress: CGFloat = 200 / 783
        XCTAssertEqual(presenterScale, pushedBack + (1 - pushedBack) * progress, accuracy: 1e-3, "scrubbed alongside")
        XCTAssertTrue(b.transitionCoordinator?.isInteractive == true)
        touches.release()
        app.advance(seconds: 1)
    }

    func testR138R14ShortSwipeCancelsAndRestoresEverything() async {
        let delegate = AdaptiveDelegateRecorder()
        b.presentationController?.delegate = delegate
        presentB()
        let restingTransform = a.view.transform

        slowDrag(by: 120)
        touches.release()
        app.advance(seconds: 1)

        XCTAssertTrue(a.presentedViewController === b, "still presented")
        XCTAssertEqual(delegate.didDismiss, 0, "no DidDismiss for a cancelled swipe")
        XCTAssertEqual(card.frame, CGRect(x: 0, y: 69, width: 393, height: 783), "the card is back")
        XCTAssertEqual(cardTopOnScreen, 69, accuracy: 1e-6)
        XCTAssertEqual(a.view.transform, restingTransform, "the push-back is back")
        XCTAssertEqual(
            b.presentationController?.containerView?.subviews.first?.alpha ?? 0, SheetLayout.dimmingAlpha,
            accuracy: 1e-6,
            "the dimming is back")
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") },
            ["B.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear"], "R14, R15")
        XCTAssertTrue(app.events.entries.contains("sheet.drag released: cancel"))
        XCTAssertTrue(app.events.entries.contains("presentationController.dismissalTransitionDidEnd(false)"))

        // The sheet can be swiped again afterwards.
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 4)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
    }

    func testR138ModalInPresentationResistsSpringsBackAndTellsTheDelegate() async {
        let delegate = AdaptiveDelegateRecorder()
        b.presentationController?.delegate = delegate
        b.isModalInPresentation = true
        presentB()

        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10)
        let stretched = card.frame.minY - 69
        XCTAssertGreaterThan(stretched, 10, "the card moves a little")
        XCTAssertLessThan(stretched, 100, "rubber-banded, well short of the finger's 200 pt")
        touches.release()
        app.advance(seconds: 1)

        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(card.frame.minY, 69)
        XCTAssertEqual(delegate.attempts, 1)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("sheet.") || $0.hasPrefix("adaptive") || $0.hasPrefix("B.") },
            [
                "sheet.drag began", "sheet.dismissal refused (isModalInPresentation)", "sheet.drag settles at large",
                "adaptiveDelegate.presentationControllerDidAttemptToDismiss",
            ], "R138: no ShouldDismiss, no dismissal, no appearance calls")
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR138ModalInPresentationWithoutADelegateIsReported() async {
        b.isModalInPresentation = true
        presentB()
        slowDrag(by: 150)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, ["dismissalRefusedSilently"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R138")
    }

    func testR138ADelegateThatDoesNotListenForTheAttemptIsReportedToo() async {
        let silent = SilentAdaptiveDelegate()
        b.presentationController?.delegate = silent
        b.isModalInPresentation = true
        presentB()
        slowDrag(by: 150)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, ["dismissalRefusedSilently"])
    }

    func testR138ShouldDismissFalseRefusesTheSwipe() async {
        let delegate = AdaptiveDelegateRecorder()
        delegate.allowsDismissal = false
        b.presentationController?.delegate = delegate
        presentB()
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), steps: 6)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertEqual(delegate.attempts, 1)
        XCTAssertTrue(app.events.entries.contains("adaptiveDelegate.presentationControllerShouldDismiss -> false"))
        XCTAssertFalse(app.events.entries.contains("adaptiveDelegate.presentationControllerWillDismiss"))
    }

    func testR138ModalInPresentationOfAVisibleChildCountsToo() async {
        let navigation = UINavigationController(rootViewController: b)
        b.isModalInPresentation = true
        a.present(navigation, animated: true)
        app.advance(seconds: 1)
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), steps: 6)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === navigation, "the edit screen inside refuses it")
    }

    func testR138ProgrammaticDismissTellsTheAdaptiveDelegateNothing() async {
        let delegate = AdaptiveDelegateRecorder()
        b.presentationController?.delegate = delegate
        presentB()
        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(delegate.didDismiss, 0)
        XCTAssertFalse(app.events.entries.contains { $0.hasPrefix("adaptiveDelegate.") })
    }

    func testR139AScrollViewAtItsTopHandsTheDragToTheSheet() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 783))
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        presentB()
        scroll.contentOffset = CGPoint(x: 0, y: 100)

        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 450), steps: 15)
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(scroll.contentOffset.y, 0, "the content scrolled to its top first")
        XCTAssertEqual(cardTopOnScreen, 69 + 50, accuracy: 0.5, "then the sheet took the remaining 50 pt")

        touches.move(to: CGPoint(x: 200, y: 350))
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(cardTopOnScreen, 69, accuracy: 0.5, "back up: the card returns first")
        app.advance(seconds: 0.2)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === b)
    }

    func testR139AScrolledDownScrollViewKeepsTheDrag() async {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 393, height: 783))
        scroll.contentSize = CGSize(width: 393, height: 3000)
        b.view.addSubview(scroll)
        presentB()
        scroll.contentOffset = CGPoint(x: 0, y: 500)
        slowDrag(by: 200)
        XCTAssertEqual(scroll.contentOffset.y, 300, accuracy: 0.5, "it scrolled by the whole drag")
        XCTAssertEqual(cardTopOnScreen, 69, "the sheet did not move")
        XCTAssertFalse(app.events.entries.contains { $0.hasPrefix("dismiss B") })
        touches.release()
        app.advance(seconds: 1)
    }

    /// The same calls, in the same order, for every style shown as a sheet (R133, R138); only the
    /// reported style differs.
    func testR138EverySheetStyleLogsTheSameCancelledAndCompletedSwipe() async throws {
        var logs: [UIModalPresentationStyle: [String]] = [:]
        for style: UIModalPresentationStyle in [.automatic, .pageSheet, .formSheet, .popover] {
            try await setUp()
            b.modalPresentationStyle = style
            presentB()
            slowDrag(by: 100)
            touches.release()
            app.advance(seconds: 1)
            touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 4)
            touches.release()
            app.advance(seconds: 1)
            XCTAssertNil(a.presentedViewController, "\(style)")
            let resolved = style == .pageSheet ? "pageSheet" : "formSheet"
            logs[style] = app.events.entries.filter { !$0.hasPrefix("coordinator.") }
                .map { $0.replacingOccurrences(of: "(\(resolved), ", with: "(STYLE, ") }
        }
        let automatic = try XCTUnwrap(logs[.automatic])
        for (style, log) in logs { XCTAssertEqual(log, automatic, "\(style)") }
        XCTAssertEqual(
            automatic,
            [
                "sheet.drag began", "dismiss B to A (STYLE, animated: true)",
                "presentationController.dismissalTransitionWillBegin", "B.viewWillDisappear",
                "animator.transitionDuration", "interactionController.startInteractiveTransition",
                "sheet.drag released: cancel", "B.viewWillAppear", "context.completeTransition(false)",
                "presentationController.dismissalTransitionDidEnd(false)", "B.viewDidAppear",
                "animator.animationEnded(false)",
                "sheet.drag began", "dismiss B to A (STYLE, animated: true)",
                "presentationController.dismissalTransitionWillBegin", "B.viewWillDisappear",
                "animator.transitionDuration", "interactionController.startInteractiveTransition",
                "sheet.drag released: dismiss", "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)", "B.viewDidDisappear",
                "animator.animationEnded(true)",
            ], "cancelled (R14, R15), then completed; the presenter hears nothing either time")
    }

    /// A full-screen or custom presentation has no swipe to dismiss.
    func testR133FullScreenAndCustomPresentationsDoNotSwipe() async {
        for style: UIModalPresentationStyle in [.fullScreen, .overFullScreen] {
            let presented = NamedController("P")
            presented.modalPresentationStyle = style
            a.present(presented, animated: true)
            app.advance(seconds: 1)
            touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 700), steps: 4)
            touches.release()
            app.advance(seconds: 1)
            XCTAssertTrue(a.presentedViewController === presented, "\(style)")
            presented.dismiss(animated: false)
        }
    }
}
