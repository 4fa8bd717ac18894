import XCTest

@testable import UIKit

/// `useLayoutToLayoutNavigationTransitions`: the pushed collection view controller takes over the
/// collection view below it, push and pop animate its layout, and the stack and appearance calls are
/// those of a normal push and pop (R6, R93–R95).
@MainActor
final class LayoutToLayoutNavigationTests: XCTestCase {
    var app: TestApp!
    var nav: UINavigationController!
    var root: GridController!

    override func setUp() async throws {
        root = GridController("Small", layout: squareGrid(72))
        nav = UINavigationController(rootViewController: root)
        app = TestApp(root: nav)
        app.advance(seconds: 0.1)
    }

    private func pushLarge() -> GridController {
        let large = GridController("Large", layout: squareGrid(180))
        large.useLayoutToLayoutNavigationTransitions = true
        nav.pushViewController(large, animated: true)
        return large
    }

    func testPushSharesTheCollectionViewAndAnimatesTheLayout() async throws {
        let shared = try XCTUnwrap(root.collectionView)
        let path = IndexPath(item: 5, section: 0)
        let cell = try XCTUnwrap(shared.cellForItem(at: path))
        let small = root.collectionViewLayout.layoutAttributesForItem(at: path)!.frame
        XCTAssertEqual(cell.frame, small)
        app.events.removeAll()
        let large = pushLarge()
        XCTAssertTrue(large.collectionView === shared, "the pushed controller's collection view is the same instance")
        XCTAssertTrue(large.view === shared)
        XCTAssertTrue(shared.dataSource === root, "the data source stays the controller that made the view")
        XCTAssertTrue(shared.delegate === root)
        XCTAssertTrue(nav.topViewController === large, "R93")
        XCTAssertTrue(shared.collectionViewLayout === root.collectionViewLayout, "the animator starts next frame")
        app.advance(seconds: 0.1)
        let target = try XCTUnwrap(large.collectionViewLayout.layoutAttributesForItem(at: path)).frame
        XCTAssertEqual(target, CGRect(x: 205, y: 8 + 184 * 2, width: 180, height: 180), "2 per row: x 8 + 180 + 17")
        // Mid-push: the cell is strictly between its two layout frames, and the view did not slide.
        let mid = cell.layer.presentationProperties.frame
        for (a, b, m) in [
            (small.minX, target.minX, mid.minX), (small.minY, target.minY, mid.minY),
            (small.width, target.width, mid.width),
        ] {
            XCTAssertGreaterThan(m, min(a, b) + 1)
            XCTAssertLessThan(m, max(a, b) - 1)
        }
        XCTAssertEqual(shared.layer.presentationProperties.frame.minX, 0)
        XCTAssertTrue(shared.superview === nav.transitionView)
        XCTAssertEqual(nav.transitionView.subviews.count, 1, "no second screen, no dimming view")
        app.advance(seconds: 0.6)
        XCTAssertNil(nav.transition)
        XCTAssertEqual(cell.layer.presentationProperties.frame, target)
        XCTAssertTrue(shared.collectionViewLayout === large.collectionViewLayout)
        XCTAssertTrue(shared.superview === nav.transitionView, "the shared view stays on screen")
        XCTAssertTrue(shared.next === large, "the responder chain follows the controller on top")
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Large")
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("Small.") || $0.hasPrefix("Large.") || $0.hasPrefix("push") },
            [
                "Large.viewDidLoad", "push Large (animated: true)", "Small.viewWillDisappear", "Large.viewWillAppear",
                "Large.viewDidAppear", "Small.viewDidDisappear",
            ])
        XCTAssertEqual(app.diagnosticNames, [])
    }

    func testPopAnimatesBackToThePreviousLayout() async throws {
        let large = pushLarge()
        app.advance(seconds: 0.6)
        let shared = try XCTUnwrap(root.collectionView)
        let path = IndexPath(item: 1, section: 0)
        let cell = try XCTUnwrap(shared.cellForItem(at: path))
        let from = large.collectionViewLayout.layoutAttributesForItem(at: path)!.frame
        app.events.removeAll()
        XCTAssertTrue(nav.popViewController(animated: true) === large)
        XCTAssertTrue(nav.topViewController === root, "R93")
        XCTAssertEqual(nav.viewControllers.count, 1)
        let to = root.collectionViewLayout.layoutAttributesForItem(at: path)!.frame
        app.advance(seconds: 0.1)
        let mid = cell.layer.presentationProperties.frame
        XCTAssertGreaterThan(mid.width, to.width + 1)
        XCTAssertLessThan(mid.width, from.width - 1)
        app.advance(seconds: 0.6)
        XCTAssertEqual(cell.layer.presentationProperties.frame, to)
        XCTAssertTrue(shared.collectionViewLayout === root.collectionViewLayout)
        XCTAssertTrue(shared.superview === nav.transitionView)
        XCTAssertNil(large.parent)
        XCTAssertTrue(shared.next === root)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Small")
        XCTAssertEqual(
            app.events.entries.filter { $0.hasPrefix("Small.") || $0.hasPrefix("Large.") || $0.hasPrefix("pop") },
            [
                "pop Large (animated: true)", "Large.viewWillDisappear", "Small.viewWillAppear", "Small.viewDidAppear",
                "Large.viewDidDisappear",
            ])
        // Every one of the 30 small items is back on screen at its small frame.
        XCTAssertEqual(shared.indexPathsForVisibleItems.count, 30)
        for item in 0..<30 {
            let p = IndexPath(item: item, section: 0)
            XCTAssertEqual(
                shared.cellForItem(at: p)?.frame, root.collectionViewLayout.layoutAttributesForItem(at: p)?.frame)
        }
    }

    /// Without the flag the push is the ordinary slide with a collection view of its own.
    func testWithoutTheFlagThePushSlides() async throws {
        let other = GridController("Other", layout: squareGrid(180))
        nav.pushViewController(other, animated: true)
        XCTAssertFalse(other.collectionView === root.collectionView)
        app.advance(seconds: 0.1)
        XCTAssertGreaterThan(other.view.layer.presentationProperties.frame.minX, 1, "the parallax slide (R88)")
        app.advance(seconds: 0.6)
        XCTAssertNil(root.view.superview)
    }

    /// The seed: changing the flag once the controller is in the stack crashes UIKit.
    func testChangingTheFlagInTheStackIsReported() async {
        let large = pushLarge()
        app.advance(seconds: 0.6)
        large.useLayoutToLayoutNavigationTransitions = false
        XCTAssertTrue(large.useLayoutToLayoutNavigationTransitions)
        XCTAssertEqual(app.diagnosticNames, ["layoutToLayoutFlagChangedInStack"])
    }

    /// Off screen (no window), the push switches the layout at once.
    func testPushWithoutAWindowSwitchesTheLayoutAtOnce() async {
        let offscreenRoot = GridController("Off", layout: squareGrid(72))
        let offscreenNav = UINavigationController(rootViewController: offscreenRoot)
        offscreenNav.loadViewIfNeeded()
        let large = GridController("Large", layout: squareGrid(180))
        large.useLayoutToLayoutNavigationTransitions = true
        offscreenNav.pushViewController(large, animated: true)
        XCTAssertTrue(large.collectionView === offscreenRoot.collectionView)
        XCTAssertTrue(large.collectionView.collectionViewLayout === large.collectionViewLayout)
        offscreenNav.popViewController(animated: true)
        XCTAssertTrue(offscreenRoot.collectionView.collectionViewLayout === offscreenRoot.collectionViewLayout)
    }

    /// The edge swipe scrubs the layout change; a swipe that comes back cancels: the stack returns
    /// (R93) and the shared collection view takes the pushed controller's layout again.
    func testCancelledEdgeSwipeRestoresTheLayout() async throws {
        let large = pushLarge()
        app.advance(seconds: 0.6)
        let shared = try XCTUnwrap(root.collectionView)
        let path = IndexPath(item: 1, section: 0)
        let cell = try XCTUnwrap(shared.cellForItem(at: path))
        let largeFrame = cell.frame
        let smallFrame = root.collectionViewLayout.layoutAttributesForItem(at: path)!.frame
        let finger = TouchDriver(app)
        finger.press(at: CGPoint(x: 5, y: 700))
        for x in stride(from: 25.0, through: 200.0, by: 25.0) { finger.frameAndMove(to: CGPoint(x: x, y: 700)) }
        app.advance(seconds: 1 / 60.0)
        XCTAssertTrue(nav.topViewController === root, "R93: the pop already happened in the stack")
        let mid = cell.layer.presentationProperties.frame
        XCTAssertLessThan(mid.width, largeFrame.width - 1, "the cell shrinks with the finger")
        XCTAssertGreaterThan(mid.width, smallFrame.width + 1)
        for x in stride(from: 150.0, through: 30.0, by: -40.0) { finger.frameAndMove(to: CGPoint(x: x, y: 700)) }
        finger.release()
        app.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === large)
        XCTAssertEqual(nav.viewControllers.count, 2)
        XCTAssertTrue(shared.collectionViewLayout === large.collectionViewLayout)
        XCTAssertEqual(cell.frame, largeFrame)
        XCTAssertEqual(cell.layer.presentationProperties.frame, largeFrame)
        XCTAssertTrue(shared.superview === nav.transitionView)
        XCTAssertTrue(shared.next === large)
    }
}
