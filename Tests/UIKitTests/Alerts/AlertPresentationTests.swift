import XCTest

@testable import UIKit

/// An alert that registers an animation alongside its own presentation, as an app's subclass might.
@MainActor
private final class AlongsideAlert: UIAlertController {
    var alongsideRan = false
    var completionCancelled: Bool?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator?.animate(
            alongsideTransition: { _ in self.alongsideRan = true },
            completion: { context in self.completionCancelled = context.isCancelled })
    }
}

/// R231: an alert presents itself through the ordinary machinery with its own presentation
/// controller and animator: the presenter stays and hears nothing; the alert grows in and fades, the
/// action sheet slides up, on UIKit's 0.404 s spring.
@MainActor
final class AlertPresentationTests: XCTestCase {
    var app: TestApp!
    var a: NamedController!

    override func setUp() async throws {
        a = NamedController("A")
        app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// UIKit's spring for the alert animations: 0.404 s, damping 600 (clamped to 1, R115).
    let spring = SpringSolver.uiKitSpring(duration: 0.404, dampingRatio: 600, initialVelocity: 0)

    func alert(_ style: UIAlertController.Style = .alert) -> UIAlertController {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: style)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        return alert
    }

    func testR231AnAlertPresentsThroughItsOwnDelegateAndThePresenterHearsNothing() async {
        let alert = alert()
        a.present(alert, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(a.presentedViewController === alert)
        XCTAssertTrue(alert.presentationController is AlertPresentationController)
        XCTAssertEqual(alert.presentationController?.presentationStyle, .custom)
        let log = app.events.entries
        XCTAssertEqual(
            Array(log.prefix(4)),
            [
                "present Title from A (custom, animated: true)", "delegate.presentationController(forPresented:)",
                "delegate.animationController(forPresented:)", "delegate.interactionControllerForPresentation",
            ])
        XCTAssertEqual(log.filter { $0.hasPrefix("A.") }, [], "the presenter gets no appearance calls")
        XCTAssertTrue(log.contains("Title.viewWillAppear") && log.contains("Title.viewDidAppear"))
        XCTAssertTrue(a.view.window != nil, "the presenter's view stays")
        let container = alert.view.superview!
        XCTAssertEqual(container.subviews.count, 2, "dimming and alert")
        XCTAssertEqual(container.subviews[0].backgroundColor, UIColor(white: 0, alpha: 0.2))
        XCTAssertEqual(container.subviews[0].frame, app.window.bounds)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR231AnAlertGrowsFrom1Point2AndFadesInWithTheDimming() async throws {
        let alert = alert()
        a.present(alert, animated: true)
        app.advance(seconds: 0)
        let view = try XCTUnwrap(alert.viewIfLoaded)
        let dimming = try XCTUnwrap((alert.presentationController as? AlertPresentationController)?.dimmingView)
        XCTAssertEqual(view.layer.presentation()?.transform.m11 ?? 0, 1.2, accuracy: 1e-6, "start")
        XCTAssertEqual(Double(view.layer.presentation()?.opacity ?? -1), 0, accuracy: 1e-6)
        XCTAssertEqual(Double(dimming.layer.presentation()?.opacity ?? -1), 0, accuracy: 1e-6)

        app.advance(seconds: 0.202)
        let p = spring.progress(at: 0.202)
        XCTAssertGreaterThan(p, 0.5, "critically damped: past half way at half time")
        XCTAssertEqual(Double(view.layer.presentation()!.transform.m11), 1.2 - 0.2 * p, accuracy: 1e-3)
        XCTAssertEqual(Double(view.layer.presentation()!.transform.m22), 1.2 - 0.2 * p, accuracy: 1e-3)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), p, accuracy: 1e-3)
        XCTAssertEqual(Double(dimming.layer.presentation()!.opacity), p, accuracy: 1e-3)
        XCTAssertNotNil(alert.transitionCoordinator, "still presenting")

        app.advance(seconds: 0.25)
        XCTAssertNil(alert.transitionCoordinator, "done at 0.404 s")
        XCTAssertEqual(view.transform, .identity)
        XCTAssertEqual(view.alpha, 1)
    }

    func testR231AnActionSheetSlidesUpFromBelowTheScreen() async throws {
        let sheet = alert(.actionSheet)
        a.present(sheet, animated: true)
        app.advance(seconds: 0)
        let view = try XCTUnwrap(sheet.viewIfLoaded)
        let resting = sheet.presentationController!.frameOfPresentedViewInContainerView
        let below = 852 + resting.height / 2
        XCTAssertEqual(view.layer.presentation()?.position.y ?? 0, below, accuracy: 1e-6, "just below the screen")
        app.advance(seconds: 0.202)
        let p = spring.progress(at: 0.202)
        XCTAssertEqual(
            Double(view.layer.presentation()!.position.y), Double(below + (resting.midY - below) * p), accuracy: 1e-3)
        XCTAssertEqual(view.layer.presentation()!.position.x, resting.midX)
        app.advance(seconds: 0.25)
        XCTAssertEqual(view.frame, resting)
    }

    func testR231TheDismissalFadesOrSlidesOut() async throws {
        let alert = alert()
        a.present(alert, animated: true)
        app.advance(seconds: 1)
        let view = try XCTUnwrap(alert.viewIfLoaded)
        a.dismiss(animated: true)
        app.advance(seconds: 0)
        app.advance(seconds: 0.202)
        let p = spring.progress(at: 0.202)
        XCTAssertEqual(Double(view.layer.presentation()!.opacity), 1 - p, accuracy: 1e-3)
        XCTAssertEqual(view.layer.presentation()!.transform.m11, 1, accuracy: 1e-6, "no scale on the way out")
        app.advance(seconds: 0.3)
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(view.superview)
        XCTAssertEqual(app.window.subviews.count, 1, "container and dimming gone")

        let sheet = self.alert(.actionSheet)
        a.present(sheet, animated: true)
        app.advance(seconds: 1)
        let sheetView = try XCTUnwrap(sheet.viewIfLoaded)
        let resting = sheetView.frame
        a.dismiss(animated: true)
        app.advance(seconds: 0)
        app.advance(seconds: 0.202)
        let below = 852 + resting.height / 2
        XCTAssertEqual(
            Double(sheetView.layer.presentation()!.position.y), Double(resting.midY + (below - resting.midY) * p),
            accuracy: 1e-3)
        app.advance(seconds: 0.3)
        XCTAssertNil(a.presentedViewController)
    }

    func testR231WithoutAnimationTheAlertIsThereAtOnce() async throws {
        let alert = alert()
        a.present(alert, animated: false)
        app.advance(seconds: 0)
        let view = try XCTUnwrap(alert.viewIfLoaded)
        let dimming = try XCTUnwrap((alert.presentationController as? AlertPresentationController)?.dimmingView)
        XCTAssertNil(alert.transitionCoordinator)
        XCTAssertEqual(view.frame.width, 270)
        XCTAssertEqual(view.alpha, 1)
        XCTAssertEqual(view.transform, .identity)
        XCTAssertEqual(dimming.alpha, 1)
        XCTAssertTrue(dimming.superview === view.superview)
        a.dismiss(animated: false)
        app.advance(seconds: 0)
        XCTAssertNil(view.superview)
        XCTAssertNil(dimming.superview)
    }

    func testR231AlongsideAnimationsRunInTheAlertsCoordinator() async {
        let alert = AlongsideAlert(title: "Title", message: nil, preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        a.present(alert, animated: true)
        app.advance(seconds: 1)
        XCTAssertTrue(alert.alongsideRan)
        XCTAssertEqual(alert.completionCancelled, false)
    }
}
