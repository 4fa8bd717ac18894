import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// Issue 17 finding 3: S18's push grabbed, released backwards (a cancel, running back), grabbed
/// again before it got back and released forwards (a finish) must end as a finished push (R150).
@MainActor
final class S18RegrabAfterCancelTests: XCTestCase {
    private func run(_ lines: String, on sim: Simulator) throws {
        let script = try Script(parsing: lines, name: "s18-regrab.txt", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim).run()
    }

    func testR150APushCancelledThenGrabbedAgainAndFinishedCompletesAsAFinishedPush() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        try run(
            """
            scene S18
            tap "Push"
            drag 10 678.5 5 -229.5 0.42
            drag 32 46 -503.5 23 0.17
            """, on: sim)
        let nav = try XCTUnwrap(sim.rootViewController as? InterruptibleNavigationController)
        let log = sim.eventLog.entries
        XCTAssertTrue(log.contains("coordinator.interactionChanged(isCancelled: true)"), "the first release cancels")
        sim.advance(seconds: 1.5)

        XCTAssertNil(sim.currentTransition)
        let ended = try XCTUnwrap(sim.lastEndedTransition)
        XCTAssertEqual(ended.completed, true, "the second release finishes the push")
        XCTAssertFalse(ended.isCancelled, "R150: finishing after a re-grab clears transitionWasCancelled")
        XCTAssertEqual(nav.viewControllers.count, 2)
        let first = try XCTUnwrap(nav.viewControllers.first as? InterruptibleScreenViewController)
        let second = try XCTUnwrap(nav.topViewController as? InterruptibleScreenViewController)
        XCTAssertTrue(second.view.window === sim.window)
        XCTAssertNil(first.view.window)
        // Per controller: the calls alternate will/did and end where the controller ends.
        let appearance = sim.eventLog.entries.filter { $0.hasPrefix("Screen ") && !$0.hasSuffix("viewDidLoad") }
        XCTAssertEqual(
            appearance.filter { $0.hasPrefix("Screen 2.") },
            [
                "Screen 2.viewWillAppear", "Screen 2.viewWillDisappear", "Screen 2.viewWillAppear",
                "Screen 2.viewDidAppear",
            ])
        XCTAssertEqual(
            appearance.filter { $0.hasPrefix("Screen 1.") },
            [
                "Screen 1.viewWillAppear", "Screen 1.viewDidAppear",  // the scene opening
                "Screen 1.viewWillDisappear", "Screen 1.viewWillAppear", "Screen 1.viewWillDisappear",
                "Screen 1.viewDidDisappear",
            ])
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }
}
