import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

@MainActor
final class CancelledTransitionLayoutTests: XCTestCase {
    /// After a cancelled interactive pop, the pushed screen is laid out exactly as before the pan:
    /// layouts made mid-transition (safe area measured through moving geometry) are redone when the
    /// transition ends.
    func testACancelledPanPopLeavesThePushedScreenLaidOutAsBefore() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        try sim.openScene("S8")
        sim.advance(seconds: 0.3)
        let push = try XCTUnwrap(ScriptViewFinder.find("Push", in: sim.window))
        sim.tap(push)
        sim.advance(seconds: 1)
        let before = sim.viewTreeDump()
        sim.press(at: CGPoint(x: 60, y: 400))
        for step in 1...30 {
            sim.advance(frames: 1)
            sim.move(to: CGPoint(x: 60 + CGFloat(step) * 170 / 30, y: 400))
        }
        sim.release()
        sim.advance(seconds: 1.5)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(sim.viewTreeDump(), before)
    }
}
