import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// The script commands of the timeline (`scrub`), the wheel (`scroll`) and `home` (issue 15 items
/// 4–6): parsed with their checks, and run.
@MainActor
final class ScriptTimelineTests: XCTestCase {
    private func parse(_ text: String) throws -> [ScriptCommand] {
        try Script(parsing: text, name: "t.txt", scenes: Gallery.catalog).steps.map(\.command)
    }

    private func parseError(_ text: String) -> String? {
        do {
            _ = try Script(parsing: text, name: "t.txt", scenes: Gallery.catalog)
            return nil
        } catch {
            return "\(error)"
        }
    }

    @discardableResult
    private func run(_ text: String) throws -> Simulator {
        let script = try Script(parsing: text, name: "t.txt", scenes: Gallery.catalog)
        let simulator = try Simulator(scenes: Gallery.catalog)
        simulator.diagnosticLog.printsToConsole = false
        let runner = ScriptRunner(script: script, simulator: simulator)
        runner.output = { _ in }
        try runner.run()
        return simulator
    }

    func testTheNewCommandsParse() async throws {
        XCTAssertEqual(
            try parse(
                """
                home
                scroll 10 20 0 -40.5
                scrub 0.25
                scrub 60% over 0.5
                scrub release
                scrub 1
                scrub finish
                scrub 0
                scrub cancel
                expect transition held
                """),
            [
                .home, .scroll(at: CGPoint(x: 10, y: 20), by: CGPoint(x: 0, y: -40.5)), .scrub(0.25, over: nil),
                .scrub(0.6, over: 0.5), .scrubEnd(.release), .scrub(1, over: nil), .scrubEnd(.finish),
                .scrub(0, over: nil), .scrubEnd(.cancel), .expectTransition(.held),
            ])
    }

    func testBadScrubLinesNameTheProblem() async {
        XCTAssertEqual(
            parseError("scrub release"), "t.txt:1: scrub release needs a held transition: no scrub P before it")
        XCTAssertEqual(
            parseError("scrub 1.5"),
            "t.txt:1: P must be a number from 0 to 1 or a percentage, not '1.5'; usage: scrub P [over SECONDS] | scrub release|finish|cancel"
        )
        XCTAssertEqual(
            parseError("scroll 1 2 3"), "t.txt:1: scroll needs DY; usage: scroll X Y DX DY")
        // Issue 15: a screenshot named .txt was written as a PNG anyway.
        XCTAssertEqual(
            parseError("screenshot x.txt"),
            "t.txt:1: screenshot writes a PNG: the file name must end in .png, not 'x.txt'; usage: screenshot FILE [frame]"
        )
    }

    /// S1's spring presentation, held at 30 %, scrubbed to 80 % over a quarter second, let go: it
    /// finishes (it runs by itself); cancelling it is refused with a reason.
    func testScrubHoldsMovesAndLetsGoOfANonInteractiveTransition() async throws {
        let simulator = try run(
            """
            scene S1
            tap "present"
            frames 2
            scrub 0.3
            expect transition held
            wait 2
            expect transition held
            scrub 80% over 0.25
            scrub release
            expect transition running
            wait 1.5
            expect transition none
            expect view "dismiss" visible
            """)
        XCTAssertEqual(simulator.lastEndedTransition?.completed, true)
        XCTAssertEqual(simulator.diagnostics.map(\.name), [])

        XCTAssertThrowsError(
            try run(
                """
                scene S1
                tap "present"
                frames 2
                scrub 0.3
                scrub cancel
                """)
        ) { error in
            XCTAssertEqual(
                "\(error)",
                "t.txt:5: scrub cancel: 'present Green' runs by itself and can only finish (scrub finish or scrub release)"
            )
        }
        XCTAssertThrowsError(try run("scene S1\nscrub 0.5")) { error in
            XCTAssertEqual(
                "\(error)", "t.txt:2: scrub: no transition in flight that the timeline can hold (none is in flight)")
        }
    }

    /// S13's interactive presentation, driven by the timeline, cancelled below half way.
    func testScrubCancelsAnInteractiveTransition() async throws {
        let simulator = try run(
            """
            scene S13
            tap "Swipe to present"
            frames 2
            scrub 0.4
            scrub release
            wait 1.5
            expect transition none
            expect view "Swipe to present" visible
            """)
        XCTAssertEqual(simulator.lastEndedTransition?.completed, false)
    }

    /// S16's grid scrolls with the wheel; `home` shows the home screen.
    func testScrollAndHome() async throws {
        let simulator = try run(
            """
            scene S16
            tap 100 200
            wait 1
            scroll 196 500 0 300
            """)
        let grid = try XCTUnwrap(
            (simulator.rootViewController as? UINavigationController)?.topViewController as? UICollectionViewController)
        XCTAssertEqual(grid.collectionView.contentOffset.y, -103 + 300, accuracy: 0.001)
        let home = try run("scene S1\nhome")
        XCTAssertTrue(home.isShowingHome)
    }
}
