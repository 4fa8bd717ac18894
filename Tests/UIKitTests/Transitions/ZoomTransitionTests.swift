import XCTest

@testable import UIKit

/// R142: iOS 18's `preferredTransition = .zoom(sourceViewProvider:)` on present and on push.
@MainActor
final class ZoomTransitionTests: XCTestCase {
    let thumbnailFrame = CGRect(x: 40, y: 200, width: 120, height: 90)

    /// The system spring's progress (R121).
    func curve7(_ t: Double) -> CGFloat { CGFloat(SpringSolver.systemCurve7.progress(at: t)) }

    func testR142PresentZoomsOutOfTheSourceViewFullScreenAndBackIntoIt() async {
        let a = NamedController("A")
        let app = TestApp(root: a, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        let thumbnail = UIView(frame: thumbnailFrame)
        a.view.addSubview(thumbnail)
        let b = NamedController("B")
        var asked: [(UIViewController, UIViewController)] = []
        b.preferredTransition = .zoom { context in
            asked.append((context.sourceViewController, context.zoomedViewController))
            return thumbnail
        }
        XCTAssertNil(b.sheetPresentationController, "a zoom left .automatic presents full screen")

        a.present(b, animated: true)
        XCTAssertTrue(app.events.entries.contains("present B from A (fullScreen, animated: true)"))
        app.advance(seconds: 0)  // the turn ends: the zoom begins when present was called (R162)
        XCTAssertEqual(b.view.layer.presentationProperties.frame, thumbnailFrame, "starts on the thumbnail")
        XCTAssertEqual(thumbnail.alpha, 0, "the source is hidden while the zoomed view covers it")
        app.advance(seconds: 0.15)
        let q = curve7(0.15)
        let mid = b.view.layer.presentationProperties.frame
        XCTAssertEqual(mid.width, 120 + (393 - 120) * q, accuracy: 0.01)
        XCTAssertEqual(mid.minY, 200 - 200 * q, accuracy: 0.01)
        XCTAssertEqual(b.transitionCoordinator?.transitionDuration, 0.5)
        app.advance(seconds: 1)
        XCTAssertEqual(b.view.frame, app.window.bounds)
        XCTAssertEqual(thumbnail.alpha, 1)
        XCTAssertNil(a.view.superview, "full screen: the presenter's view is removed (R24)")
        XCTAssertTrue(asked.first?.0 === a && asked.first?.1 === b)
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("A.view") || $0.hasPrefix("B.view") },
            ["B.viewDidLoad", "A.viewWillDisappear", "B.viewWillAppear", "B.viewDidAppear", "A.viewDidDisappear"])

        thumbnail.frame = CGRect(x: 200, y: 500, width: 100, height: 100)  // the provider is asked again
        b.dismiss(animated: true)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.4)
        XCTAssertEqual(b.view.layer.presentationProperties.frame.minX, 200, accuracy: 1.5, "into the new source")
        app.advance(seconds: 0.6)
        XCTAssertEqual(asked.count, 2)
        XCTAssertTrue(a.view.superview === app.window)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(b.view.transform, .identity)
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR142PushZoomsThePushedViewAndPopZoomsItBack() async {
        let list = NamedController("List")
        let navigation = UINavigationController(rootViewController: list)
        let app = TestApp(root: navigation)
        app.advance(seconds: 0.1)
        let thumbnail = UIView(frame: thumbnailFrame)
        list.view.addSubview(thumbnail)
        let detail = NamedController("Detail")
        detail.preferredTransition = .zoom { _ in thumbnail }

        navigation.pushViewController(detail, animated: true)
        app.advance(seconds: 0)  // R162
        XCTAssertEqual(detail.view.layer.presentationProperties.frame.width, 120, accuracy: 1e-6)
        XCTAssertEqual(list.view.layer.presentationProperties.frame.minX, 0, "no parallax: the list stays")
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertEqual(detail.view.transform, .identity)

        navigation.popViewController(animated: true)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.2)
        let frame = detail.view.layer.presentationProperties.frame
        XCTAssertLessThan(frame.width, 393, "shrinking back into the thumbnail")
        XCTAssertGreaterThan(frame.width, 120)
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === list)
        XCTAssertEqual(thumbnail.alpha, 1)
    }

    func testR142ABuiltinPreferredTransitionReplacesTheModalTransitionStyle() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let b = NamedController("B")
        b.modalPresentationStyle = .fullScreen
        b.preferredTransition = .crossDissolve
        a.present(b, animated: true)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.1)
        XCTAssertLessThan(b.view.layer.presentationProperties.opacity, 1)
        XCTAssertEqual(b.view.layer.presentationProperties.frame.minY, 0, "no cover vertical")
        app.advance(seconds: 1)
    }
}
