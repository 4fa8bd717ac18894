import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// Parsing scripts: every command, comments and blank lines, and errors naming their line.
@MainActor
final class ScriptParserTests: XCTestCase {
    func testEveryCommandParsesWithItsLine() async throws {
        let text = """
            device small
            # a comment line

            scene s1
            wait 0.5
            frames 3
            tap 10 20.5   # a trailing comment
            tap "present"
            tap "say \\"hi\\"\\nthere"
            press 1 2
            move 3 4
            move 5 6 over 0.25
            release
            drag 1 2 3 4 0.5
            rotate left
            rotate right
            rotate portrait
            rotate landscapeLeft
            rotate landscapeRight
            slow on
            slow off
            pause on
            pause off
            step
            screenshot out.png
            screenshot "with space.png" frame
            record frames/
            stop
            record "frames 2" every 3 frames frame
            stop
            dump
            dump tree.txt
            expect transition none
            expect transition running
            expect transition interactive
            expect view "present" visible
            expect view "dismiss" hidden
            expect diagnostic touchIgnored
            """
        let script = try Script(parsing: text, name: "all.txt", scenes: Gallery.catalog)
        let expected: [(Int, ScriptCommand)] = [
            (1, .device("small")),
            (4, .scene("S1")),
            (5, .wait(0.5)),
            (6, .frames(3)),
            (7, .tapPoint(CGPoint(x: 10, y: 20.5))),
            (8, .tapTitle("present")),
            (9, .tapTitle("say \"hi\"\nthere")),
            (10, .press(CGPoint(x: 1, y: 2))),
            (11, .move(CGPoint(x: 3, y: 4), over: nil)),
            (12, .move(CGPoint(x: 5, y: 6), over: 0.25)),
            (13, .release),
            (14, .drag(from: CGPoint(x: 1, y: 2), to: CGPoint(x: 3, y: 4), seconds: 0.5)),
            (15, .rotate(.left)),
            (16, .rotate(.right)),
            (17, .rotate(.portrait)),
            (18, .rotate(.landscapeLeft)),
            (19, .rotate(.landscapeRight)),
            (20, .slow(true)),
            (21, .slow(false)),
            (22, .pause(true)),
            (23, .pause(false)),
            (24, .step),
            (25, .screenshot(path: "out.png", includeDeviceFrame: false)),
            (26, .screenshot(path: "with space.png", includeDeviceFrame: true)),
            (27, .record(folder: "frames/", every: 1, includeDeviceFrame: false)),
            (28, .stop),
            (29, .record(folder: "frames 2", every: 3, includeDeviceFrame: true)),
            (30, .stop),
            (31, .dump(path: nil)),
            (32, .dump(path: "tree.txt")),
            (33, .expectTransition(.none)),
            (34, .expectTransition(.running)),
            (35, .expectTransition(.interactive)),
            (36, .expectView(title: "present", visible: true)),
            (37, .expectView(title: "dismiss", visible: false)),
            (38, .expectDiagnostic("touchIgnored")),
        ]
        XCTAssertEqual(script.steps.map(\.line), expected.map(\.0))
        XCTAssertEqual(script.steps.map(\.command), expected.map(\.1))
        XCTAssertEqual(script.device, DeviceProfile.smallPhone)
        XCTAssertEqual(script.name, "all.txt")
    }

    func testAnEmptyOrCommentOnlyScriptHasNoSteps() async throws {
        let script = try Script(
            parsing: "\n# nothing\n   \n\t# still nothing\n", name: "empty.txt", scenes: Gallery.catalog)
        XCTAssertEqual(script.steps, [])
        XCTAssertNil(script.device)
    }

    /// Each bad line fails with `name:LINE: message`, the line counted from 1 with blank and
    /// comment lines included.
    func testErrorsNameTheLine() async throws {
        let cases: [(String, String)] = [
            ("# comment\n\nbogus 1 2", "s.txt:3: unknown command 'bogus'"),
            ("scene S1\nwait x", "s.txt:2: SECONDS must be a number, not 'x'; usage: wait SECONDS"),
            ("wait -1", "s.txt:1: SECONDS must not be negative, not -1.0; usage: wait SECONDS"),
            ("wait", "s.txt:1: wait needs SECONDS; usage: wait SECONDS"),
            ("wait 1 2", "s.txt:1: unexpected '2' after wait"),
            ("frames 1.5", "s.txt:1: N must be a whole number of frames, not '1.5'"),
            ("\n\ntap 10", "s.txt:3: tap needs Y"),
            ("tap \"present", "s.txt:1: unterminated quoted string"),
            ("scene NOPE", "s.txt:1: no scene 'NOPE' (scenes: "),
            ("device tablet", "s.txt:1: unknown device 'tablet' (choose: modern, small)"),
            ("scene S1\ndevice small", "s.txt:2: device must come before every other command"),
            ("move 1 2", "s.txt:1: move needs a finger down: no press before it"),
            ("press 1 2\nrelease\nrelease", "s.txt:3: release needs a finger down"),
            ("tap 1 1\nmove 1 2 over 1", "s.txt:2: move needs a finger down"),
            ("press 1 2\nmove 1 2 during 1", "s.txt:2: unexpected 'during' (only 'over SECONDS' may follow)"),
            ("drag 0 0 1 1 0", "s.txt:1: a drag needs a positive duration"),
            (
                "rotate up",
                "s.txt:1: a direction must be landscapeLeft, landscapeRight, left, portrait, right, not 'up'"
            ),
            ("slow maybe", "s.txt:1: on|off must be off, on, not 'maybe'"),
            ("screenshot a.png device", "s.txt:1: unexpected 'device' (only 'frame' may follow)"),
            ("stop", "s.txt:1: stop without a record before it"),
            ("record a\n\nrecord b", "s.txt:3: already recording (since line 1); stop first"),
            ("record a every 0 frames", "s.txt:1: every N: N must be a whole number from 1 to 36000, not '0'"),
            ("record a every 2", "s.txt:1: every N needs 'frames' after it"),
            ("expect view present visible", "s.txt:1: the view's title must be quoted, not 'present'"),
            ("expect view \"present\" shown", "s.txt:1: visible|hidden must be hidden, visible, not 'shown'"),
            (
                "expect transition done",
                "s.txt:1: the transition state must be held, interactive, none, running, not 'done'"
            ),
            ("expect weather sunny", "s.txt:1: expect transition, view or diagnostic, not 'weather'"),
            ("\"scene\" S1", "s.txt:1: a line starts with a command, not a quoted string"),
            ("tap \"a\\tb\"", "s.txt:1: unknown escape '\\t' in a quoted string"),
        ]
        for (text, message) in cases {
            XCTAssertThrowsError(try Script(parsing: text, name: "s.txt", scenes: Gallery.catalog), text) { error in
                XCTAssertTrue("\(error)".hasPrefix(message), "\(text)\n→ \(error)\nwanted: \(message)")
                XCTAssertTrue(error is ScriptError, text)
            }
        }
    }

    func testTheFirstBadLineWinsAndLaterLinesAreNotReached() async throws {
        XCTAssertThrowsError(
            try Script(parsing: "scene S1\nwait 1\nfly\nbogus", name: "x.txt", scenes: Gallery.catalog)
        ) { error in
            let scriptError = error as? ScriptError
            XCTAssertEqual(scriptError?.file, "x.txt")
            XCTAssertEqual(scriptError?.line, 3)
            XCTAssertEqual(scriptError?.message.hasPrefix("unknown command 'fly'"), true, "\(error)")
        }
    }
}
