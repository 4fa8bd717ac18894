import XCTest

@testable import UIKit

/// R130, R133, R134: a plain `present(_:animated:)` on a phone is a sheet — the presenter stays in
/// the hierarchy and hears nothing, the presented controller's presentation controller is a
/// `UISheetPresentationController`, and an animator vended for it works inside the sheet.
@MainActor
final class SheetSequenceTests: XCTestCase {
    /// The modern phone's window: 393×852 with a 59/34 safe area.
    func makeApp() -> (TestApp, UIViewController) {
        let a = NamedController("A")
        let app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        return (app, a)
    }

    /// The log lines of the two controllers' own calls (appearance, viewDidLoad).
    func controllerCalls(_ app: TestApp) -> [String] {
        app.events.entries.filter { $0.hasPrefix("A.") || $0.hasPrefix("B.") }
    }

    func testR133PlainPresentThenDismissIsASheetTheCallsInOrder() async {
        let (app, a) = makeApp()
        let b = NamedController("B")

        a.present(b, animated: true) { app.events.record("(caller completion ran)") }
        app.advance(seconds: 1)

        XCTAssertEqual(
            app.events.entries,
            [
                "present B from A (formSheet, animated: true)",
                "container inserted",
                "B.viewDidLoad",
                "presentationController.presentationTransitionWillBegin",
                "coordinator.animateAlongside(in: UIView) -> true",
                "B.viewWillAppear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.presentationTransitionDidEnd(true)",
                "B.viewDidAppear",
                "present completion",
                "(caller completion ran)",
                "animator.animationEnded(true)",
            ], "R133: the presenter gets no appearance calls; the sheet pushes it back alongside")

        app.events.removeAll()
        b.dismiss(animated: true) { app.events.record("(caller completion ran)") }
        app.advance(seconds: 1)
        XCTAssertEqual(
            app.events.entries,
            [
                "dismiss B to A (formSheet, animated: true)",
                "presentationController.dismissalTransitionWillBegin",
                "coordinator.animateAlongside(in: UIView) -> true",
                "B.viewWillDisappear",
                "animator.transitionDuration",
                "animator.animateTransition",
                "context.completeTransition(true)",
                "presentationController.dismissalTransitionDidEnd(true)",
                "B.viewDidDisappear",
                "dismiss completion",
                "(caller completion ran)",
                "animator.animationEnded(true)",
            ])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
    }

    func testR133ThePresentersViewStaysWhereItIs() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let aView = a.view!

        a.present(b, animated: true)
        let container = b.presentationController!.containerView!
        XCTAssertTrue(aView.superview === app.window, "never moved into the container")
        XCTAssertEqual(app.window.subviews.firstIndex { $0 === aView }, 0)
        XCTAssertEqual(app.window.subviews.firstIndex { $0 === container }, 1, "R21: the container above it")
        app.advance(seconds: 1)
        XCTAssertTrue(aView.superview === app.window, "R133: still there after the presentation")
        XCTAssertTrue(b.view.isDescendant(of: container))

        b.dismiss(animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(aView.superview === app.window)
        XCTAssertEqual(app.window.subviews.count, 1, "the container left with the sheet")
        XCTAssertEqual(aView.transform, .identity, "the push-back is given back")
        XCTAssertEqual(aView.layer.cornerRadius, 0)
        XCTAssertFalse(aView.layer.masksToBounds)
        XCTAssertEqual(aView.frame, app.window.bounds)
    }

    func testR133PresentationControllerIsASheetBeforeAndDuringThePresentation() async {
        let (app, a) = makeApp()
        let b = NamedController("B")

        let early = b.presentationController
        XCTAssertTrue(early is UISheetPresentationController, "made on first access, for .automatic")
        XCTAssertTrue(b.sheetPresentationController === early, "the same object as sheetPresentationController")
        XCTAssertEqual(early?.presentationStyle, .formSheet, "R130: .automatic resolves to .formSheet on iOS 18")
        a.present(b, animated: true)
        XCTAssertTrue(b.presentationController === early, "the presentation runs with the controller made earlier")
        app.advance(seconds: 1)
        XCTAssertTrue(b.presentationController === early)
        XCTAssertTrue(early?.presentedView?.subviews.first?.subviews.first === b.view, "the card holds B's view")
    }

    func testR133SheetPresentationControllerIsNilForOtherStyles() async {
        let b = NamedController("B")
        _ = TestApp()
        for style: UIModalPresentationStyle in [.fullScreen, .overFullScreen, .custom, .popover] {
            let controller = NamedController("C")
            controller.modalPresentationStyle = style
            XCTAssertNil(controller.sheetPresentationController, "\(style)")
        }
        for style: UIModalPresentationStyle in [.pageSheet, .formSheet] {
            let controller = NamedController("C")
            controller.modalPresentationStyle = style
            XCTAssertNotNil(controller.sheetPresentationController, "\(style)")
            XCTAssertEqual(controller.presentationController?.presentationStyle, style)
        }
        XCTAssertNotNil(b.sheetPresentationController, ".automatic")
    }

    func testR41ContextReportsTheResolvedStyle() async {
        let cases: [(UIModalPresentationStyle, UIModalPresentationStyle)] = [
            (.automatic, .formSheet), (.pageSheet, .pageSheet), (.formSheet, .formSheet), (.popover, .formSheet),
            (.fullScreen, .fullScreen),
        ]
        for (requested, reported) in cases {
            let (app, a) = makeApp()
            let b = NamedController("B")
            b.modalPresentationStyle = requested
            a.present(b, animated: true)
            XCTAssertEqual(b.transitionCoordinator?.presentationStyle, reported, "\(requested)")
            let context = (b.transitionCoordinator as? TransitionCoordinator)?.context
            XCTAssertEqual(context?.presentationStyle, reported, "\(requested)")
            XCTAssertEqual(b.presentationController is UISheetPresentationController, requested != .fullScreen)
            app.advance(seconds: 1)
        }
    }

    func testR133PopoverAdaptsToASheetButHasNoSheetPresentationController() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        b.modalPresentationStyle = .popover
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(b.presentationController is UISheetPresentationController)
        XCTAssertNil(b.sheetPresentationController, "UIKit answers nil for a popover")
        XCTAssertEqual(controllerCalls(app).filter { $0.hasPrefix("A.") }, [])
    }

    func testR133StyleSetAfterReadingThePresentationControllerIsIgnoredAndReported() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        b.presentationController?.delegate = nil  // the iOS 13 idiom, before the style is set
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(b.presentationController is UISheetPresentationController, "UIKit keeps what it made")
        XCTAssertTrue(a.view.superview === app.window, "so the presenter stays: a sheet")
        XCTAssertEqual(app.diagnosticNames, ["presentationStyleChangedTooLate"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R133")
    }

    func testR134CustomAnimatorInASheetSeesNoFromViewAndTheCard() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let animator = RecordingSheetAnimator()
        let delegate = FixedAnimatorDelegate(animator: animator)
        b.transitioningDelegate = delegate

        a.present(b, animated: true)
        app.advance(seconds: 1)

        XCTAssertEqual(animator.sawFromView, false, "R134: view(forKey: .from) is nil in a sheet")
        XCTAssertTrue(animator.toView === b.presentationController?.presentedView, "view(forKey: .to) is the card")
        XCTAssertFalse(animator.toView === b.view)
        XCTAssertEqual(animator.finalFrame, CGRect(x: 0, y: 69, width: 393, height: 783), "the card's frame")
        XCTAssertEqual(animator.style, .formSheet)
        XCTAssertNotEqual(a.view.transform, .identity, "the presenter is pushed back whichever animator runs")
        XCTAssertEqual(app.diagnosticNames, ["customAnimatorInAutomaticSheet"])
        XCTAssertEqual(app.diagnostics.entries.first?.rule, "R134")
        XCTAssertEqual(controllerCalls(app).filter { $0.hasPrefix("A.") }, [], "R12 for the sheet")
    }

    func testR134AnExplicitSheetStyleWithACustomAnimatorIsNotReported() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        let delegate = FixedAnimatorDelegate(animator: RecordingSheetAnimator())
        b.transitioningDelegate = delegate
        b.modalPresentationStyle = .pageSheet
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR133FullScreenIsStillFullScreen() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        app.advance(seconds: 1)
        XCTAssertNil(a.view.superview, "R24: removed")
        XCTAssertEqual(
            controllerCalls(app),
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])
    }

    func testR133WithoutAnimationTheCardAndThePushBackAreInPlaceAtOnce() async {
        let (app, a) = makeApp()
        let b = NamedController("B")
        a.present(b, animated: false)
        XCTAssertEqual(b.presentationController?.presentedView?.frame, CGRect(x: 0, y: 69, width: 393, height: 783))
        XCTAssertNotEqual(a.view.transform, .identity)
        XCTAssertTrue(a.presentedViewController === b)
        app.advance(seconds: 0.1)
        b.dismiss(animated: false)
        XCTAssertEqual(a.view.transform, .identity)
        XCTAssertEqual(app.window.subviews.count, 1)
    }

    /// Present then dismiss logs the same calls for every sheet style; only the style differs.
    func testR133EverySheetStyleLogsTheSamePresentAndDismiss() async {
        var logs: [[String]] = []
        for style: UIModalPresentationStyle in [.automatic, .pageSheet, .formSheet, .popover] {
            let (app, a) = makeApp()
            let b = NamedController("B")
            b.modalPresentationStyle = style
            a.present(b, animated: true)
            app.advance(seconds: 1)
            b.dismiss(animated: true)
            app.advance(seconds: 1)
            let resolved = style == .pageSheet ? "pageSheet" : "formSheet"
            var entries = app.events.entries
            if style == .popover {
                // R83: a popover first records what it adapts to, then runs as its adaptive sheet.
                XCTAssertEqual(entries.first, "popover B adapts to formSheet")
                entries.removeFirst()
            }
            logs.append(entries.map { $0.replacingOccurrences(of: "(\(resolved), ", with: "(STYLE, ") })
            XCTAssertEqual(controllerCalls(app).filter { $0.hasPrefix("A.") }, [], "\(style)")
        }
        for log in logs.dropFirst() { XCTAssertEqual(log, logs[0]) }
    }
}
