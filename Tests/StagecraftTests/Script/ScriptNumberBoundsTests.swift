import Foundation
import Gallery
import Stagecraft
import UIKit
import XCTest

/// Issue 17 finding 5: no number a script can hold traps — durations, frame counts, coordinates
/// and distances out of range are `FILE:LINE` errors while parsing — and CRLF files parse.
@MainActor
final class ScriptNumberBoundsTests: XCTestCase {
    private func assertParseError(_ text: String, _ message: String, file: StaticString = #filePath, line: UInt = #line)
    {
        XCTAssertThrowsError(
            try Script(parsing: text, name: "big.txt", scenes: Gallery.catalog), file: file, line: line
        ) { error in
            XCTAssertTrue(error is ScriptError, file: file, line: line)
            XCTAssertTrue(
                "\(error)".hasPrefix(message), "\(text)\n→ \(error)\nwanted: \(message)", file: file, line: line)
        }
    }

    func testHugeDurationsAreAnErrorNamingTheLineAndTheBound() async throws {
        assertParseError(
            "scene S1\ndrag 1 2 3 4 2e17",
            "big.txt:2: SECONDS must be at most 600 (10 minutes of simulated time), not 2e17")
        assertParseError("press 1 2\nmove 3 4 over 1e18", "big.txt:2: SECONDS must be at most 600")
        assertParseError("wait 1e9", "big.txt:1: SECONDS must be at most 600")
        assertParseError(
            "wait 600.5", "big.txt:1: SECONDS must be at most 600 (10 minutes of simulated time), not 600.5")
        assertParseError("pinch 10 10 50 100 over 1e300", "big.txt:1: SECONDS must be at most 600")
        assertParseError("scrub 0.5 over 99999", "big.txt:1: SECONDS must be at most 600")
        assertParseError("frames 36001", "big.txt:1: N must be at most 36000 frames")
        assertParseError("frames 99999999999999999999999", "big.txt:1: N must be a whole number of frames")
        assertParseError("record a every 9223372036854775807 frames", "big.txt:1: every N: N must be a whole number")
    }

    func testHugeCoordinatesAndDistancesAreAnError() async throws {
        assertParseError("tap 1e300 5", "big.txt:1: X must be between -1000000 and 1000000, not 1e300")
        assertParseError("drag 0 0 -2e17 4 0.5", "big.txt:1: X must be between")
        assertParseError("scroll 10 10 0 1e40", "big.txt:1: DY must be between")
        assertParseError("twist 10 10 1e12 over 1", "big.txt:1: DEGREES must be between")
        assertParseError("wait inf", "big.txt:1: SECONDS must be a number, not 'inf'")
        assertParseError("wait nan", "big.txt:1: SECONDS must be a number, not 'nan'")
    }

    func testTheLargestAllowedValuesRunWithoutTrapping() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let script = try Script(
            parsing: """
                scene S1
                press 1000000 -1000000
                move -1000000 1000000 over 0.05
                release
                drag 0 0 1000000 1000000 0.05
                scroll 10 10 1000000 -1000000
                frames 2
                dump
                """, name: "edge.txt", scenes: Gallery.catalog)
        let runner = ScriptRunner(script: script, simulator: sim)
        var dumped = ""
        runner.dumpOutput = { dumped += $0 }
        try runner.run()
        XCTAssertTrue(dumped.contains("UIWindow"), dumped)
        XCTAssertEqual(Script.maximumSeconds, 600)
    }

    func testAScriptWithCRLFLineEndingsParsesLikeOneWithLF() async throws {
        let lf = "scene S1\n# a comment\n\nwait 0.5\ntap \"present\"\nwait 1\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let a = try Script(parsing: lf, name: "lf.txt", scenes: Gallery.catalog)
        let b = try Script(parsing: crlf, name: "crlf.txt", scenes: Gallery.catalog)
        XCTAssertEqual(b.steps, a.steps)
        XCTAssertEqual(b.steps.map(\.line), [1, 4, 5, 6])
        // An error in a CRLF file names the right line.
        XCTAssertThrowsError(try Script(parsing: "scene S1\r\n\r\nbogus\r\n", name: "c.txt", scenes: Gallery.catalog)) {
            XCTAssertTrue("\($0)".hasPrefix("c.txt:3: unknown command 'bogus'"), "\($0)")
        }
    }
}
