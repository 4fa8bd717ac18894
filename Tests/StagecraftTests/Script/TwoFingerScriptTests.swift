import Foundation
import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

/// Two-finger input (issue 15 item 9): the script commands press2/move2/release2, pinch and twist,
/// the window's Alt-drag fingers, and their recording (R210, R211).
@MainActor
final class TwoFingerScriptTests: XCTestCase {
    func testTwoFingerCommandsParseAndWriteBackToThemselves() async throws {
        let text = """
            press2 100 400 300 400
            move2 90 400 310.5 400 over 0.25
            move2 80 400 320 400
            release2
            pinch 196.5 426 300 150 over 0.4
            twist 196 426 -45 over 0.5
            twist 196 426 90 over 0.5 apart 160
            """
        let commands = try Script(parsing: text, name: "t.txt", scenes: Gallery.catalog).steps.map(\.command)
        XCTAssertEqual(
            commands,
            [
                .press2(CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)),
                .move2(CGPoint(x: 90, y: 400), CGPoint(x: 310.5, y: 400), over: 0.25),
                .move2(CGPoint(x: 80, y: 400), CGPoint(x: 320, y: 400), over: nil), .release2,
                .pinch(center: CGPoint(x: 196.5, y: 426), from: 300, to: 150, seconds: 0.4),
                .twist(center: CGPoint(x: 196, y: 426), degrees: -45, seconds: 0.5, apart: 100),
                .twist(center: CGPoint(x: 196, y: 426), degrees: 90, seconds: 0.5, apart: 160),
            ])
        XCTAssertEqual(commands.map(\.scriptLine).joined(separator: "\n"), text)
    }

    func testBadTwoFingerLinesSayWhatIsWrong() async throws {
        func message(_ text: String) -> String {
            do {
                _ = try Script(parsing: text, name: "t.txt", scenes: Gallery.catalog)
                return "parsed"
            } catch {
                return "\(error)"
            }
        }
        XCTAssertEqual(
            message("move2 1 2 3 4"), "t.txt:1: move2 needs two fingers down: no press2 before it")
        XCTAssertEqual(
            message("press2 1 2 3 4\nrelease2\nrelease2"),
            "t.txt:3: release2 needs two fingers down: no press2 before it")
        XCTAssertEqual(
            message("pinch 1 2 300 150"),
            "t.txt:1: pinch needs 'over SECONDS'; usage: pinch X Y FROM TO over SECONDS")
        XCTAssertEqual(
            message("pinch 1 2 0 150 over 1"),
            "t.txt:1: FROM and TO are the fingers' distances: both must be positive; usage: pinch X Y FROM TO over SECONDS"
        )
        XCTAssertEqual(
            message("twist 1 2 30 over 1 apart -3"),
            "t.txt:1: apart D: the fingers' distance must be positive, not -3.0; usage: twist X Y DEGREES over SECONDS [apart D]"
        )
    }

    func testPinchAndTwistDriveTheRecognizersThroughTheSimulator() async throws {
        let sim = try Simulator()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        var scales: [CGFloat] = []
        var rotations: [CGFloat] = []
        let pinch = UIPinchGestureRecognizer(handler: { scales.append(($0 as! UIPinchGestureRecognizer).scale) })
        let rotation = UIRotationGestureRecognizer(handler: {
            rotations.append(($0 as! UIRotationGestureRecognizer).rotation)
        })
        view.addGestureRecognizer(pinch)
        view.addGestureRecognizer(rotation)
        sim.setRootView(view)
        let center = CGPoint(x: 196, y: 426)
        sim.pinch(center: center, from: 100, to: 250, duration: 0.5, release: false)
        XCTAssertEqual(sim.fingerLocations, [CGPoint(x: 71, y: 426), CGPoint(x: 321, y: 426)])
        XCTAssertTrue(sim.isTouching)
        XCTAssertEqual(pinch.velocity, 3, accuracy: 0.01, "1.5 of scale in 0.5 s")
        sim.releaseFingers()
        XCTAssertFalse(sim.isTouching)
        XCTAssertEqual(scales.last ?? 0, 2.5, accuracy: 1e-9)
        XCTAssertEqual(rotations, [], "no turn")
        sim.twist(center: center, by: -.pi / 2, duration: 0.5)
        XCTAssertEqual(rotations.last ?? 0, -.pi / 2, accuracy: 1e-9, "a quarter turn counter-clockwise")
    }

    func testAltDragMirrorsThroughTheCentreAndAltShiftMovesBoth() async throws {
        var fingers = TwoFingerMouse(pressAt: CGPoint(x: 100, y: 300), center: CGPoint(x: 196.5, y: 426))
        XCTAssertEqual(fingers.fingers, [CGPoint(x: 100, y: 300), CGPoint(x: 293, y: 552)])
        fingers.move(to: CGPoint(x: 50, y: 426), movesBoth: false)
        XCTAssertEqual(
            fingers.fingers, [CGPoint(x: 50, y: 426), CGPoint(x: 343, y: 426)], "pinched out about the centre")
        fingers.move(to: CGPoint(x: 60, y: 436), movesBoth: true)
        XCTAssertEqual(fingers.fingers, [CGPoint(x: 60, y: 436), CGPoint(x: 353, y: 436)], "both moved by (10, 10)")
    }

    func testTheWindowsTwoFingerInputIsRecordedAndReplaysTheSame() async throws {
        let live = try Simulator(scenes: Gallery.catalog)
        try live.openScene("S26")
        let input = WindowInput(simulator: live)
        let recorder = InputRecorder(header: ["# test"], startedAt: live.clock.hostTime)
        input.recorder = recorder
        XCTAssertTrue(input.apply(.press2(CGPoint(x: 100, y: 400), CGPoint(x: 293, y: 452))))
        live.advance(frames: 1)
        input.apply(.move2(CGPoint(x: 110, y: 400), CGPoint(x: 283, y: 452), over: nil))
        live.advance(frames: 1)
        input.apply(.release2)
        let text = recorder.script(endingAt: live.clock.hostTime)
        XCTAssertTrue(text.contains("press2 100 400 293 452\n"), text)
        XCTAssertTrue(text.contains("move2 110 400 283 452\n"), text)
        XCTAssertTrue(text.contains("release2"), text)
        XCTAssertNoThrow(try Script(parsing: text, name: "r.txt", scenes: Gallery.catalog))
    }
}
