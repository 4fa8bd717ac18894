import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// Issue 17, found by the 10,000-run campaign at 30 fps: S18's push grabbed in its first frame by a
/// drag so fast that it ends before any `.changed` (no `update(_:)`), released backwards. The
/// interaction controller pauses the animator, reverses it and starts it; the animator resumed its
/// paused forward run instead (R126), so the push completed with `completeTransition(true)` after
/// `cancelInteractiveTransition()`: Screen 1 "appeared" off screen and Screen 2 stayed on top.
@MainActor
final class S18FastGrabTests: XCTestCase {
    func testR150AGrabReleasedBackwardsBeforeAnyScrubCancelsThePush() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, framesPerSecond: 30)
        let script = try Script(
            parsing: """
                scene S18
                tap "Push"
                drag 1 100 380 220.5 0.04
                wait 2
                """, name: "s18-fast.txt", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim).run()
        XCTAssertTrue(sim.eventLog.entries.contains("coordinator.interactionChanged(isCancelled: true)"))
        XCTAssertTrue(sim.eventLog.entries.contains("context.completeTransition(false)"))
        XCTAssertFalse(sim.eventLog.entries.contains("context.completeTransition(true)"))
        let nav = try XCTUnwrap(sim.rootViewController as? InterruptibleNavigationController)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertTrue(nav.viewControllers[0].view.window === sim.window)
        XCTAssertEqual(sim.checkInvariants(settled: true).map(\.description), [])
    }
}
