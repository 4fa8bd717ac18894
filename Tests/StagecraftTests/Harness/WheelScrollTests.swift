import Foundation
import XCTest

@testable import Stagecraft
@testable import UIKit

/// The mouse wheel scrolls the scroll view under the pointer (issue 15: it did nothing).
@MainActor
final class WheelScrollTests: XCTestCase {
    /// A 1000-pt-tall scroll view filling the screen, with a 300-pt-tall horizontal one inside it.
    private func makeScrollViews(_ simulator: Simulator) -> (outer: UIScrollView, inner: UIScrollView) {
        let outer = UIScrollView(frame: CGRect(origin: .zero, size: simulator.device.screenSize))
        outer.contentSize = CGSize(width: outer.bounds.width, height: 1000)
        // The wheel alone: without the safe area `.automatic` adds to a scrollable view (R263).
        outer.contentInsetAdjustmentBehavior = .never
        let inner = UIScrollView(frame: CGRect(x: 0, y: 100, width: outer.bounds.width, height: 300))
        inner.contentSize = CGSize(width: 2000, height: 300)
        outer.addSubview(inner)
        simulator.setRootView(outer)
        return (outer, inner)
    }

    func testTheWheelScrollsTheScrollViewUnderThePointerWithinItsContent() async throws {
        let simulator = try Simulator()
        let (outer, inner) = makeScrollViews(simulator)
        XCTAssertTrue(simulator.scroll(at: CGPoint(x: 50, y: 600), by: CGPoint(x: 0, y: 40)) === outer)
        XCTAssertEqual(outer.contentOffset, CGPoint(x: 0, y: 40))
        simulator.scroll(at: CGPoint(x: 50, y: 600), by: CGPoint(x: 0, y: 5000))
        XCTAssertEqual(outer.contentOffset.y, 1000 - simulator.device.screenSize.height, "clamped to the content")
        simulator.scroll(at: CGPoint(x: 50, y: 600), by: CGPoint(x: 0, y: -5000))
        XCTAssertEqual(outer.contentOffset.y, 0)
        XCTAssertEqual(inner.contentOffset, .zero, "the inner view was not under the pointer")
    }

    /// Over the horizontal inner view a vertical turn goes on to the outer one; a sideways one stays.
    func testAScrollViewAtItsEndPassesTheWheelOutward() async throws {
        let simulator = try Simulator()
        let (outer, inner) = makeScrollViews(simulator)
        XCTAssertTrue(simulator.scroll(at: CGPoint(x: 50, y: 200), by: CGPoint(x: 60, y: 0)) === inner)
        XCTAssertEqual(inner.contentOffset, CGPoint(x: 60, y: 0))
        XCTAssertTrue(simulator.scroll(at: CGPoint(x: 50, y: 200), by: CGPoint(x: 0, y: 30)) === outer)
        XCTAssertEqual(outer.contentOffset.y, 30)
        outer.isScrollEnabled = false
        XCTAssertNil(simulator.scroll(at: CGPoint(x: 50, y: 600), by: CGPoint(x: 0, y: 30)))
    }
}
