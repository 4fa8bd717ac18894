import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// Issue 17 finding 2: S13's interactive presentation waits for a pan that may never come — as on
/// iOS it waits for ever and the diagnostic says so (R151) — and neither that nor a full cycle
/// leaves S13's controllers alive once the scene is closed.
@MainActor
final class S13UndrivenTransitionTests: XCTestCase {
    func testR151AnUndrivenSwipePresentationWaitsSaysSoAndLeavingEndsIt() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var screen: SwipeTransitionViewController?
        weak var presented: UIViewController?
        do {
            let s13 = try XCTUnwrap(try sim.openScene("S13") as? SwipeTransitionViewController)
            screen = s13
            XCTAssertNotNil(sim.tap(s13.presentButton))
            presented = s13.presentedViewController
        }
        sim.advance(seconds: 30)

        let transition = try XCTUnwrap(sim.currentTransition, "still in flight after 30 s, as on iOS")
        XCTAssertTrue(transition.isInteractive)
        XCTAssertEqual(transition.percentComplete, 0)
        let diagnostic = try XCTUnwrap(sim.diagnostics.first { $0.name == "interactionNotDriven" })
        XCTAssertEqual(diagnostic.rule, "R151")
        XCTAssertTrue(diagnostic.message.contains("waits for its interaction controller for ever"), diagnostic.message)
        XCTAssertTrue(diagnostic.message.contains("the app is stuck"), diagnostic.message)
        XCTAssertEqual(sim.diagnostics.filter { $0.name == "interactionNotDriven" }.count, 1, "said once")
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [], "S13 provokes it on purpose")
        XCTAssertEqual(sim.checkInvariants(settled: true), [], "stuck as on iOS, not a broken invariant")

        sim.closeScene()

        XCTAssertNil(sim.currentTransition)
        XCTAssertNil(screen)
        XCTAssertNil(presented)
        XCTAssertTrue(sim.window.subviews.isEmpty)
    }

    func testR151AFinishedSwipeCycleLeavesNothingAliveAfterTeardown() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var screen: SwipeTransitionViewController?
        weak var presented: UIViewController?
        weak var interactor: UIPercentDrivenInteractiveTransition?
        weak var pan: UIGestureRecognizer?
        do {
            let s13 = try XCTUnwrap(try sim.openScene("S13") as? SwipeTransitionViewController)
            screen = s13
            interactor = s13.interactor
            XCTAssertNotNil(sim.tap(s13.presentButton))
            sim.advance(frames: 1)
            presented = s13.presentedViewController
            pan = s13.interactor.panGesture
            XCTAssertNotNil(pan)
            sim.drag(along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 300)], duration: 0.5)
            sim.advance(seconds: 1.5)
            XCTAssertNil(sim.currentTransition)
            XCTAssertNil(s13.interactor.panGesture, "listing 10-4 removes its pan at the end")
            let dismiss = try XCTUnwrap((presented as? SwipePresentedViewController)?.dismissButton)
            XCTAssertNotNil(sim.tap(dismiss))
            sim.advance(seconds: 1.5)
            XCTAssertNil(s13.presentedViewController)
            XCTAssertEqual(sim.checkInvariants(settled: true), [])
        }
        XCTAssertNil(presented, "the dismissed screen goes at once")

        sim.closeScene()

        XCTAssertNil(screen)
        XCTAssertNil(pan, "the interactor's pan, removed from the container")
        XCTAssertNil(interactor, "the interactor's saved context holds nothing that holds it")
    }
}
