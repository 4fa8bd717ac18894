import XCTest

@testable import UIKit

/// R142: the zoom transition's interactive dismissal — a drag down on the zoomed view follows the
/// finger and shrinks it, and the release lands it on the source or springs it back — and the
/// alignment rect provider.
@MainActor
final class ZoomInteractiveDismissalTests: XCTestCase {
    let thumbnailFrame = CGRect(x: 40, y: 200, width: 120, height: 90)
    var app: TestApp!
    var touches: TouchDriver!
    var list: NamedController!
    var detail: NamedController!
    var navigation: UINavigationController!
    var thumbnail: UIView!

    /// A list in a navigation controller with a thumbnail; the detail zoomed out of it and at rest.
    func pushDetail(options: UIViewController.Transition.ZoomOptions? = nil) {
        list = NamedController("List")
        navigation = UINavigationController(rootViewController: list)
        app = TestApp(root: navigation)
        touches = TouchDriver(app)
        app.advance(seconds: 0.1)
        thumbnail = UIView(frame: thumbnailFrame)
        list.view.addSubview(thumbnail)
        detail = NamedController("Detail")
        detail.preferredTransition = .zoom(options: options) { [unowned self] _ in self.thumbnail }
        navigation.pushViewController(detail, animated: true)
        app.advance(seconds: 1)
        app.events.removeAll()
    }

    var detailOnScreen: CGRect { detail.view.layer.presentationProperties.frame }

    func testR142ADragDownFollowsTheFingerShrinksAndAFlickPopsIntoTheSource() async {
        pushDetail()
        XCTAssertNotNil(detail.zoomDismissInteraction, "the drag is installed once the zoom is in place")
        let full = detail.view.frame
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 230, y: 513), steps: 10)
        app.advance(seconds: 1.0 / 60)
        XCTAssertNotNil(navigation.transitionCoordinator, "a pop is in flight")
        XCTAssertEqual(navigation.transitionCoordinator?.isInteractive, true)
        // Dragged 213 pt down of a 426 pt half-height: progress 0.5, scale 0.75, about the grabbed point.
        let t = CGPoint(x: 30, y: 213)
        let scale = 1 - 0.5 * (213 / (full.height / 2))
        let frame = detailOnScreen
        XCTAssertEqual(frame.width, full.width * scale, accuracy: 0.01)
        XCTAssertEqual(frame.minX, 200 + t.x - scale * 200, accuracy: 0.01, "the grabbed point stays under the finger")
        XCTAssertEqual(frame.minY, 300 + t.y - scale * 300, accuracy: 0.01)
        XCTAssertEqual(detail.view.layer.cornerRadius, ZoomStage.cornerRadius)
        XCTAssertEqual(thumbnail.alpha, 0, "the source is hidden while the zoomed view stands in for it")
        XCTAssertTrue(list.view.superview != nil, "the list is back under the detail")

        touches.release()
        app.advance(seconds: 0.25)
        XCTAssertTrue(navigation.topViewController === list, "popped (R93: the stack changed at the start)")
        app.advance(seconds: 1)
        XCTAssertNil(navigation.transitionCoordinator)
        XCTAssertNil(detail.view.superview)
        XCTAssertEqual(thumbnail.alpha, 1)
        XCTAssertNil(detail.zoomDismissInteraction, "gone with the controller it took back")
        XCTAssertEqual(
            app.events.entries.filter {
                $0.hasPrefix("zoom.") || $0.hasPrefix("List.view") || $0.hasPrefix("Detail.view")
                    || $0.hasPrefix("interactionController") || $0.hasPrefix("context.")
            },
            [
                "zoom.drag began", "Detail.viewWillDisappear", "List.viewWillAppear",
                "interactionController.startInteractiveTransition", "zoom.drag released: dismiss",
                "context.completeTransition(true)", "List.viewDidAppear", "Detail.viewDidDisappear",
            ])
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testR142TheReleaseLandsTheViewOnTheSourceOnTheSystemSpring() async {
        pushDetail()
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10)
        touches.release()
        app.advance(seconds: 0.49)
        let frame = detailOnScreen
        XCTAssertEqual(frame.width, thumbnailFrame.width, accuracy: 4, "on the thumbnail by the end of the spring")
        XCTAssertEqual(frame.midY, thumbnailFrame.midY, accuracy: 4)
        app.advance(seconds: 1)
    }

    func testR142ASmallSlowDragSpringsBackAndCancelsThePop() async {
        pushDetail()
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 360), steps: 10)
        app.advance(seconds: 0.3)  // the finger rests: no velocity
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail, "R93: the cancelled pop restores the stack")
        XCTAssertEqual(detail.view.frame, app.window.bounds)
        XCTAssertEqual(detail.view.transform, .identity)
        XCTAssertEqual(detail.view.layer.cornerRadius, 0)
        XCTAssertNil(list.view.superview, "the list leaves again")
        XCTAssertEqual(thumbnail.alpha, 1)
        XCTAssertEqual(
            app.events.entries.filter {
                $0.hasPrefix("zoom.") || $0.hasPrefix("List.view") || $0.hasPrefix("Detail.view")
            },
            [
                "zoom.drag began", "Detail.viewWillDisappear", "List.viewWillAppear", "zoom.drag released: cancel",
                "List.viewWillDisappear", "Detail.viewWillAppear", "Detail.viewDidAppear", "List.viewDidDisappear",
            ], "R14, R15: a cancel reverses the appearance calls; R132: the controller left on screen hears first")
        XCTAssertNotNil(detail.zoomDismissInteraction, "still there for the next drag")

        // And it can be dragged again.
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), steps: 10)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === list)
    }

    func testR142AnUpwardOrSidewaysDragDoesNotDismiss() async {
        pushDetail()
        touches.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 300), steps: 10)
        touches.release()
        touches.drag(from: CGPoint(x: 100, y: 500), to: CGPoint(x: 300, y: 520), steps: 10)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail)
        XCTAssertFalse(app.events.entries.contains("zoom.drag began"))
    }

    func testR142InteractiveDismissShouldBeginDecidesWithUIKitsAnswer() async {
        let options = UIViewController.Transition.ZoomOptions()
        var asked: [(CGPoint, Bool)] = []
        var answer = false
        options.interactiveDismissShouldBegin = { context in
            asked.append((context.location, context.willBegin))
            return answer
        }
        pushDetail(options: options)
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === detail, "refused by the options")
        XCTAssertEqual(asked.count, 1)
        XCTAssertEqual(asked.first?.1, true, "UIKit would have begun")
        XCTAssertEqual(asked.first?.0.x ?? 0, 200, accuracy: 0.01, "the location is in the zoomed view")

        answer = true
        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 500), steps: 10)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertTrue(navigation.topViewController === list)
    }

    func testR142ThePresentedZoomDragsBackWithTheAdaptiveDelegateTold() async {
        let a = NamedController("A")
        app = TestApp(root: a)
        touches = TouchDriver(app)
        let thumb = UIView(frame: thumbnailFrame)
        a.view.addSubview(thumb)
        let b = NamedController("B")
        b.preferredTransition = .zoom { _ in thumb }
        let delegate = AdaptiveDelegateRecorder()
        a.present(b, animated: true)
        app.advance(seconds: 1)
        b.presentationController?.delegate = delegate
        app.events.removeAll()

        touches.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 520), steps: 8)
        touches.release()
        app.advance(seconds: 1)
        XCTAssertNil(a.presentedViewController)
        XCTAssertTrue(a.view.superview === app.window, "R24: the presenter's view is back")
        XCTAssertEqual(delegate.didDismiss, 1, "a dismissal the user started")
        let order = app.events.entries.filter { $0.hasPrefix("adaptiveDelegate") || $0.hasPrefix("dismiss ") }
        XCTAssertEqual(
            order,
            [
                "adaptiveDelegate.presentationControllerWillDismiss", "dismiss B to A (fullScreen, animated: true)",
                "adaptiveDelegate.presentationControllerDidDismiss",
            ])
    }

    func testR142TheAlignmentRectLandsOnTheSource() async {
        let options = UIViewController.Transition.ZoomOptions()
        let photoFrame = CGRect(x: 0, y: 300, width: 393, height: 295)  // 4:3 in the detail
        options.alignmentRectProvider = { context in
            XCTAssertTrue(context.sourceView === self.thumbnail)
            return photoFrame
        }
        pushDetail(options: options)
        navigation.popViewController(animated: true)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 0.6)
        // At the end of the pop the photo rect, not the whole view, lies on the thumbnail.
        let stage = ZoomStage.transform(
            full: app.window.bounds, aligned: photoFrame, onto: thumbnailFrame)
        let mapped = photoFrame.applying(
            CGAffineTransform(translationX: -196.5, y: -426).concatenating(stage).concatenating(
                CGAffineTransform(translationX: 196.5, y: 426)))
        XCTAssertEqual(mapped.minX, thumbnailFrame.minX, accuracy: 1e-6)
        XCTAssertEqual(mapped.minY, thumbnailFrame.minY, accuracy: 1e-6)
        XCTAssertEqual(mapped.width, thumbnailFrame.width, accuracy: 1e-6)
        XCTAssertEqual(mapped.height, thumbnailFrame.height, accuracy: 1e-6)
        app.advance(seconds: 1)
    }

    func testR142TheAlignmentRectIsUsedWhileZoomingIn() async {
        let options = UIViewController.Transition.ZoomOptions()
        let photoFrame = CGRect(x: 0, y: 300, width: 393, height: 295)
        options.alignmentRectProvider = { _ in photoFrame }
        list = NamedController("List")
        navigation = UINavigationController(rootViewController: list)
        app = TestApp(root: navigation)
        app.advance(seconds: 0.1)
        thumbnail = UIView(frame: thumbnailFrame)
        list.view.addSubview(thumbnail)
        detail = NamedController("Detail")
        detail.preferredTransition = .zoom(options: options) { [unowned self] _ in self.thumbnail }
        navigation.pushViewController(detail, animated: true)
        app.advance(seconds: 0)  // the turn ends: the zoom begins when push was called (R162)
        // At the start the photo rect covers the thumbnail exactly: the view is 120/393 of its width.
        let frame = detailOnScreen
        XCTAssertEqual(frame.width, 393 * 120 / 393, accuracy: 1e-6)
        XCTAssertEqual(frame.minY + 300 * (90.0 / 295), thumbnailFrame.minY, accuracy: 1e-6)
        app.advance(seconds: 1)
    }
}
