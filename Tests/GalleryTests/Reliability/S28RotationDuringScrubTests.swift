import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// Issue 17, found by the 10,000-run campaign at 60 fps (seed 203765): S28's card presentation held
/// by the timeline (`scrub`) while the device turns. Its animator animates only the presenter's
/// view, which a custom presentation leaves outside the container (R25); the timeline froze only
/// the container, so the presentation completed while "held", the container stayed frozen for
/// good, and the rotation that followed never ended (its coordinator stayed at rest, R17).
@MainActor
final class S28RotationDuringScrubTests: XCTestCase {
    private func held() throws -> Simulator {
        let sim = try Simulator(scenes: Gallery.catalog, framesPerSecond: 60)
        sim.diagnosticLog.printsToConsole = false
        let script = try Script(
            parsing: """
                scene S28
                tap "Show card"
                scrub 0.78
                wait 1.55
                """, name: "s28-rotate.txt", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim).run()
        return sim
    }

    func testTheTimelineHoldsWhatTheAnimatorAnimatesOutsideTheContainer() async throws {
        let sim = try held()
        XCTAssertNotNil(sim.currentTransition, "held at 78 %, the presentation is still in flight")
        XCTAssertFalse(sim.eventLog.entries.contains("context.completeTransition(true)"))
        let presenter = try XCTUnwrap(sim.rootViewController)
        let scale = presenter.view.layer.presentationProperties.transform.m11
        XCTAssertLessThan(scale, 0.999, "the presenter is on its way back")
        XCTAssertGreaterThan(scale, CardDeckAnimator.pushBackScale - 0.02)
        sim.advance(seconds: 2)
        XCTAssertEqual(presenter.view.layer.presentationProperties.transform.m11, scale, "held still")
    }

    func testARotationWhileTheTimelineHoldsAPresentationIsRefusedAndLeavesNoCoordinatorAtRest() async throws {
        let sim = try held()
        XCTAssertFalse(sim.rotateLeft(), "R18: no autorotation during a non-interactive transition")
        XCTAssertEqual(sim.releaseTransition(), .finish)
        sim.advance(seconds: 1.5)
        XCTAssertTrue(sim.eventLog.entries.contains("context.completeTransition(true)"))
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(sim.checkInvariants(settled: true).map(\.description), [])
        XCTAssertTrue(sim.rotateLeft())
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(sim.checkInvariants(settled: true).map(\.description), [])
    }
}
