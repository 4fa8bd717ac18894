import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S24 end to end (issue #14 item 4): a custom container swaps child cards with
/// `transition(from:to:duration:options:animations:completion:)`, which forwards appearance calls
/// in UIKit's order around the view swap (R188).
@MainActor
final class S24CardStackTests: XCTestCase {
    func testR188TransitionFromToForwardsAppearanceAroundTheSwapInOrder() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let stack = try XCTUnwrap(try sim.openScene("S24") as? CardStackViewController)
        sim.advance(seconds: 0.1)
        let first = stack.cards[0]
        let second = stack.cards[1]
        XCTAssertTrue(first.view.superview === stack.cardArea)
        XCTAssertEqual(stack.children.map(\.title), ["Card 1"])

        XCTAssertNotNil(sim.tap(stack.nextButton))
        XCTAssertEqual(
            stack.log,
            [
                "Card 1 willMove(toParent: nil)", "Card 2 willMove(toParent: stack)", "Card 2 viewWillAppear",
                "Card 1 viewWillDisappear",
            ], "containment by the caller, then the will-appearance calls: the new card's first")
        XCTAssertTrue(second.view.superview === stack.cardArea, "the new view is in the old one's superview")
        XCTAssertTrue(first.view.superview === stack.cardArea, "the old one stays until the end")
        XCTAssertEqual(stack.children.map(\.title), ["Card 1", "Card 2"])

        sim.advance(seconds: 0.15)
        try assertGolden(try sim.render(), named: "S24-flip-mid")
        sim.advance(seconds: 0.6)
        XCTAssertEqual(
            Array(stack.log.dropFirst(4)),
            [
                "Card 1 viewDidDisappear", "Card 2 viewDidAppear", "Card 1 didMove(toParent: nil)",
                "Card 2 didMove(toParent: stack)",
            ], "the did-appearance calls, then the caller's completion")
        XCTAssertNil(first.view.superview, "the old view left")
        XCTAssertNil(first.parent)
        XCTAssertEqual(stack.children.map(\.title), ["Card 2"])
        XCTAssertEqual(second.view.frame, stack.cardArea.bounds)
        XCTAssertFalse(second.view.isHidden)

        // A slide made by the animations block alone: half way at half time (ease in-out).
        stack.cycleStyle(stack.styleButton)
        stack.cycleStyle(stack.styleButton)
        XCTAssertEqual(stack.style, .slide)
        XCTAssertNotNil(sim.tap(stack.nextButton))
        sim.advance(seconds: 0)
        sim.advance(seconds: 0.25)
        let third = stack.cards[2]
        let width = stack.cardArea.bounds.width + 40
        XCTAssertEqual(third.view.layer.presentationProperties.frame.minX, width / 2, accuracy: 1)
        XCTAssertEqual(second.view.layer.presentationProperties.frame.minX, -width / 2, accuracy: 1)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(stack.children.map(\.title), ["Card 3"])
        XCTAssertEqual(third.view.frame, stack.cardArea.bounds)
        XCTAssertEqual(sim.unexpectedDiagnostics.map(\.name), [])
    }

    func testR188ATransitionBetweenControllersThatAreNotChildrenIsRefused() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        let stack = try XCTUnwrap(try sim.openScene("S24") as? CardStackViewController)
        sim.advance(seconds: 0.1)
        let stranger = UIViewController()
        stack.transition(from: stack.cards[0], to: stranger, duration: 0.3, animations: nil)
        XCTAssertEqual(sim.diagnostics.map(\.name), ["childTransitionWithoutCommonParent"])
        XCTAssertNil(stranger.viewIfLoaded?.superview)
    }
}
