import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S11 end to end (seed 002, section 4, tab demo): a pan anywhere on the tabs picks
/// `selectedIndex ± 1` by the sign of its velocity at `.began`, scrubs with |dx| / width, finishes
/// above 0.3 and otherwise cancels, which restores `selectedIndex` (R99).
@MainActor
final class S11InteractiveTabSwipeTests: XCTestCase {
    private let width: CGFloat = 393

    private func open() throws -> (Simulator, SwipeTabBarController, [SwipeTabPageViewController]) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let tabs = try XCTUnwrap(try sim.openScene("S11") as? SwipeTabBarController)
        sim.advance(seconds: 0.1)
        let pages = try XCTUnwrap(tabs.viewControllers as? [SwipeTabPageViewController])
        sim.eventLog.removeAll()
        return (sim, tabs, pages)
    }

    /// The horizontal translation a view shows now.
    private func shownX(_ view: UIView) -> CGFloat { view.layer.presentationProperties.transform.m41 }

    /// The slide animator's ease-in-out at a progress (R62: the legacy path scrubs time).
    private func eased(_ p: CGFloat) -> CGFloat {
        CGFloat(UIView.AnimationCurve.easeInOut.timingFunction.value(at: Double(p)))
    }

    func testSwipeLeftFollowsTheFingerThenFinishesOnTheNextTab() async throws {
        let (sim, tabs, pages) = try open()
        // 200 pt to the left in 0.4 s, finger still down.
        sim.drag(along: [CGPoint(x: 320, y: 420), CGPoint(x: 120, y: 420)], duration: 0.4, release: false)
        let mid = try XCTUnwrap(sim.currentTransition)
        XCTAssertTrue(mid.isInteractive)
        XCTAssertEqual(mid.name, "select tab Tab 2")
        XCTAssertEqual(tabs.selectedIndex, 1, "the negative velocity at .began picked selectedIndex + 1 (R99)")
        XCTAssertTrue(tabs.tabBar.selectedItem === pages[1].tabBarItem)
        let p = 200 / width
        XCTAssertEqual(mid.percentComplete, p, accuracy: 1e-9, "abs(dx) / width, dx from the touch-down")
        XCTAssertEqual(shownX(pages[1].view), width * (1 - eased(p)), accuracy: 0.01, "enters from the right")
        XCTAssertEqual(shownX(pages[0].view), -width * eased(p), accuracy: 0.01)
        try assertGolden(try sim.render(), named: "S11-swipe-mid")
        // Back 40 pt: the progress follows the finger down.
        for i in 1...4 {
            sim.advance(frames: 1)
            sim.move(to: CGPoint(x: 120 + 10 * CGFloat(i), y: 420))
        }
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 160 / width, accuracy: 1e-9)
        XCTAssertEqual(shownX(pages[1].view), width * (1 - eased(160 / width)), accuracy: 0.01)
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .finish, "0.41 > 0.3")
        XCTAssertFalse(tabs.tabDelegate.interactive)
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(pages[1].view.superview === tabs.transitionView)
        XCTAssertNil(pages[0].view.superview)
        XCTAssertEqual(pages[1].view.transform, .identity)
        XCTAssertEqual(pages[0].view.transform, .identity)
        XCTAssertEqual(pages[1].view.frame, tabs.view.bounds)
        XCTAssertTrue(sim.diagnostics.isEmpty, "\(sim.diagnostics)")
    }

    func testShortSwipeCancelsAndRestoresTheSelection() async throws {
        let (sim, tabs, pages) = try open()
        sim.drag(along: [CGPoint(x: 300, y: 420), CGPoint(x: 220, y: 420)], duration: 0.3, release: false)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 80 / width, accuracy: 1e-9)
        try assertGolden(try sim.render(), named: "S11-short-swipe")
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel, "0.2 < 0.3")
        XCTAssertEqual(tabs.selectedIndex, 1, "R99: the destination until the transition ends")
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(tabs.selectedIndex, 0, "R99: the cancel restored selectedIndex")
        XCTAssertTrue(tabs.selectedViewController === pages[0])
        XCTAssertTrue(tabs.tabBar.selectedItem === pages[0].tabBarItem)
        XCTAssertEqual(tabs.tabBar.buttons.map(\.isSelected), [true, false, false])
        XCTAssertTrue(pages[0].view.superview === tabs.transitionView)
        XCTAssertNil(pages[1].view.superview)
        XCTAssertEqual(pages[0].view.transform, .identity)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("Tab ") },
            [
                "Tab 2.viewDidLoad", "Tab 1.viewWillDisappear", "Tab 2.viewWillAppear", "Tab 2.viewWillDisappear",
                "Tab 1.viewWillAppear", "Tab 1.viewDidAppear", "Tab 2.viewDidDisappear",
            ])
        let canvas = try sim.render()
        let red = canvas.pixel(x: 20, y: 420)
        XCTAssertTrue(red.r > 200 && red.g < 100, "tab 1 (red) is back: \(red)")
    }

    /// A tab switch ends like every transition: the strip under the device shows the short swipe's
    /// outcome, cancelled, with an empty bar in the cancel colour; then a long swipe's, completed.
    func testTheStripShowsHowEachSwipeEnded() async throws {
        let (sim, _, _) = try open()
        XCTAssertNil(sim.lastEndedTransition)
        sim.drag(along: [CGPoint(x: 300, y: 420), CGPoint(x: 220, y: 420)], duration: 0.3, release: false)
        let short = try XCTUnwrap(sim.currentTransition)
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.currentTransition)
        let cancelled = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertEqual(cancelled.id, short.id)
        XCTAssertEqual(cancelled.completed, false)
        XCTAssertEqual(cancelled.decision, .cancel)
        XCTAssertEqual(
            TransitionHUDLine(cancelled),
            TransitionHUDLine(text: "select tab Tab 2  ·  ended: cancelled", fraction: 0, isCancelled: true))

        sim.drag(along: [CGPoint(x: 320, y: 420), CGPoint(x: 120, y: 420)], duration: 0.4)
        sim.advance(seconds: 0.5)
        let completed = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertGreaterThan(completed.id, cancelled.id)
        XCTAssertEqual(completed.completed, true)
        XCTAssertEqual(completed.decision, .finish)
        XCTAssertEqual(
            TransitionHUDLine(completed),
            TransitionHUDLine(text: "select tab Tab 2  ·  ended: completed", fraction: 1, isCancelled: false))
    }

    /// A swipe right on the first tab has no previous tab: nothing starts, and the next swipe
    /// still drives its own transition from zero.
    func testSwipeWithNoNeighbourDoesNothingAndTheNextSwipeWorks() async throws {
        let (sim, tabs, pages) = try open()
        sim.drag(along: [CGPoint(x: 100, y: 420), CGPoint(x: 300, y: 420)], duration: 0.3)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(tabs.selectedIndex, 0)
        sim.advance(seconds: 0.2)
        sim.drag(along: [CGPoint(x: 320, y: 420), CGPoint(x: 160, y: 420)], duration: 0.3, release: false)
        let snapshot = try XCTUnwrap(sim.currentTransition)
        XCTAssertTrue(snapshot.isInteractive, "the finish of the swipe that started nothing was not kept")
        XCTAssertEqual(snapshot.percentComplete, 160 / width, accuracy: 1e-9)
        XCTAssertEqual(shownX(pages[1].view), width * (1 - eased(160 / width)), accuracy: 0.01)
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(tabs.selectedIndex, 1)
    }

    /// A tap on the bar still slides (non-interactive: the delegate returns no interaction
    /// controller); a swipe right then goes back with the new page entering from the left.
    func testTapSlidesAndSwipeRightGoesBack() async throws {
        let (sim, tabs, pages) = try open()
        XCTAssertTrue(sim.tap(tabs.tabBar.buttons[2]) === tabs.tabBar.buttons[2])
        XCTAssertEqual(sim.currentTransition?.initiallyInteractive, false)
        sim.advance(seconds: 0.6)
        XCTAssertEqual(tabs.selectedIndex, 2)
        sim.drag(along: [CGPoint(x: 80, y: 420), CGPoint(x: 280, y: 420)], duration: 0.4, release: false)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertEqual(shownX(pages[1].view), -width * (1 - eased(200 / width)), accuracy: 0.01)
        XCTAssertEqual(shownX(pages[2].view), width * eased(200 / width), accuracy: 0.01)
        try assertGolden(try sim.render(), named: "S11-swipe-back-mid")
        sim.release()
        sim.advance(seconds: 0.5)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertTrue(pages[1].view.superview === tabs.transitionView)
    }
}
