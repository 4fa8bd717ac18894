import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S16 end to end: a tap on a photo pushes the next density with
/// `useLayoutToLayoutNavigationTransitions`; the pushed controller shares the collection view and
/// every photo moves from its old grid position to its new one (no slide); the back button pops
/// back the same way.
@MainActor
final class S16LayoutToLayoutTests: XCTestCase {
    /// Small grid (72 pt, 5 per row, spacing (377 − 360) / 4 = 4.25): item 7 is row 1, column 2.
    let smallFrame7 = CGRect(x: 8 + 2 * 76.25, y: 8 + 76, width: 72, height: 72)
    /// Medium grid (120 pt, 3 per row, spacing 8.5): item 7 is row 2, column 1.
    let mediumFrame7 = CGRect(x: 8 + 128.5, y: 8 + 2 * 124, width: 120, height: 120)
    /// Large grid (180 pt, 2 per row, spacing 17): item 7 is row 3, column 1.
    let largeFrame7 = CGRect(x: 8 + 197, y: 8 + 3 * 184, width: 180, height: 180)
    let item7 = IndexPath(item: 7, section: 0)

    private func open(_ sim: Simulator) throws -> (UINavigationController, PhotoGridViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S16") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? PhotoGridViewController)
        sim.advance(seconds: 0.1)
        return (nav, root)
    }

    /// Asserts each edge of `mid` lies strictly between the same edge of `a` and `b`.
    private func assertBetween(_ mid: CGRect, _ a: CGRect, _ b: CGRect, _ message: String, line: UInt = #line) {
        for (name, m, x, y) in [
            ("minX", mid.minX, a.minX, b.minX), ("minY", mid.minY, a.minY, b.minY),
            ("width", mid.width, a.width, b.width),
        ] where x != y {
            XCTAssertGreaterThan(m, min(x, y) + 1, "\(name), \(message)", line: line)
            XCTAssertLessThan(m, max(x, y) - 1, "\(name), \(message)", line: line)
        }
    }

    func testTapPushesTheNextDensityByMovingEveryCell() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root) = try open(sim)
        let collectionView = try XCTUnwrap(root.collectionView)
        XCTAssertEqual(collectionView.contentOffset.y, -103, "content starts below the bar (59 + 44)")
        let cell = try XCTUnwrap(collectionView.cellForItem(at: item7) as? PhotoGridCell)
        XCTAssertEqual(cell.frame, smallFrame7)
        XCTAssertEqual(cell.imageView.image?.size, UIImage(named: "thumb4")?.size)
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(cell))
        let medium = try XCTUnwrap(nav.topViewController as? PhotoGridViewController)
        XCTAssertEqual(medium.density, .medium)
        XCTAssertTrue(medium.useLayoutToLayoutNavigationTransitions)
        XCTAssertTrue(medium.collectionView === collectionView, "the pushed controller gets the same collection view")
        XCTAssertEqual(nav.viewControllers.count, 2, "R93")
        sim.advance(seconds: 0.1)
        let mid = cell.layer.presentationProperties.frame
        assertBetween(mid, smallFrame7, mediumFrame7, "item 7 mid-push")
        XCTAssertEqual(collectionView.layer.presentationProperties.frame.minX, 0, "the screen does not slide")
        try assertGolden(try sim.render(), named: "S16-push-mid")

        sim.advance(seconds: 0.6)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(cell.layer.presentationProperties.frame, mediumFrame7)
        XCTAssertTrue(collectionView.collectionViewLayout === medium.collectionViewLayout)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Collections")
        XCTAssertEqual(nav.navigationBar.backButton.currentTitle, "Moments")
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("push") || $0.contains("didSelect") },
            ["collectionView.didSelectItemAt [0, 7]", "push Collections (animated: true)"])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        try assertGolden(try sim.render(), named: "S16-medium")
    }

    func testThirdDensityThenBackButtonPopsToTheSecondLayout() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, root) = try open(sim)
        let collectionView = try XCTUnwrap(root.collectionView)
        XCTAssertNotNil(sim.tap(try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))))
        sim.advance(seconds: 0.6)
        // The tap lands on the root's delegate method: it stays the collection view's delegate.
        XCTAssertTrue(collectionView.delegate === root)
        XCTAssertNotNil(sim.tap(try XCTUnwrap(collectionView.cellForItem(at: IndexPath(item: 0, section: 0)))))
        sim.advance(seconds: 0.6)
        let large = try XCTUnwrap(nav.topViewController as? PhotoGridViewController)
        XCTAssertEqual(large.density, .large)
        XCTAssertEqual(nav.viewControllers.count, 3)
        XCTAssertTrue(large.collectionView === collectionView)
        XCTAssertEqual(collectionView.layoutAttributesForItem(at: item7)?.frame, largeFrame7)
        // Item 1 is on screen in every layout.
        let item1 = IndexPath(item: 1, section: 0)
        let cell = try XCTUnwrap(collectionView.cellForItem(at: item1))
        let largeFrame1 = CGRect(x: 205, y: 8, width: 180, height: 180)
        let mediumFrame1 = CGRect(x: 136.5, y: 8, width: 120, height: 120)
        XCTAssertEqual(cell.frame, largeFrame1)
        // A third tap has no next density.
        XCTAssertNotNil(sim.tap(cell))
        XCTAssertTrue(nav.topViewController === large)

        XCTAssertNotNil(sim.tap(nav.navigationBar.backButton))
        let medium = try XCTUnwrap(nav.topViewController as? PhotoGridViewController)
        XCTAssertEqual(medium.density, .medium, "R93: the stack changes when the pop starts")
        sim.advance(seconds: 0.1)
        assertBetween(cell.layer.presentationProperties.frame, largeFrame1, mediumFrame1, "item 1 mid-pop")
        try assertGolden(try sim.render(), named: "S16-pop-mid")
        sim.advance(seconds: 0.6)
        XCTAssertEqual(cell.layer.presentationProperties.frame, mediumFrame1)
        XCTAssertTrue(collectionView.collectionViewLayout === medium.collectionViewLayout)
        XCTAssertNil(large.parent)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Collections")

        // popToRoot animates straight from the medium to the small layout.
        nav.popToRootViewController(animated: true)
        sim.advance(seconds: 0.7)
        XCTAssertTrue(collectionView.collectionViewLayout === root.collectionViewLayout)
        XCTAssertEqual(collectionView.cellForItem(at: item7)?.frame, smallFrame7)
        XCTAssertEqual(collectionView.indexPathsForVisibleItems.count, 30)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}

/// S16 in landscape: the flow layout reflows for the new width. As on iOS with the default
/// `.automatic` inset adjustment of a vertically scrolling view and section insets measured from the
/// content inset, the side safe area is not added: the row's last photo reaches under the sensor
/// housing.
@MainActor
final class S16LandscapeTests: XCTestCase {
    func testLandscapeReflowsTheGrid() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S16") as? UINavigationController)
        let root = try XCTUnwrap(nav.topViewController as? PhotoGridViewController)
        sim.advance(seconds: 0.1)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.6)
        let collectionView = try XCTUnwrap(root.collectionView)
        XCTAssertEqual(collectionView.bounds.width, 852)
        // W = 852 − 16 = 836: ⌊(836 + 4) / 76⌋ = 11 per row, so item 11 starts the second row.
        let item11 = try XCTUnwrap(collectionView.layoutAttributesForItem(at: IndexPath(item: 11, section: 0)))
        XCTAssertEqual(item11.frame.origin, CGPoint(x: 8, y: 84))
        XCTAssertEqual(collectionView.cellForItem(at: IndexPath(item: 11, section: 0))?.frame, item11.frame)
        try assertGolden(try sim.render(), named: "S16-landscape")
    }
}
