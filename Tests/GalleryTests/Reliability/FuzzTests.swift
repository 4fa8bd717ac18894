import Foundation
import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// The seeded random campaign over the gallery (issue 17): random scenes, taps, drags, rotations,
/// slow motion, pauses and scene switches, with `Simulator.checkInvariants()` after every action,
/// the settled checks once input stops, and no controller alive after each scene is left.
/// `STAGECRAFT_FUZZ_RUNS` (default 200), `STAGECRAFT_FUZZ_SEED` (default 17000) and
/// `STAGECRAFT_FUZZ_SCENES` (ids, comma-separated; default all) choose the runs, and
/// `STAGECRAFT_FUZZ_VERBOSE` prints every run as a script (`STAGECRAFT_FUZZ_FPS` sets the display
/// rate, 60 by default);
/// a failure prints its seed and the shrunk script that reproduces it.
@MainActor
final class FuzzTests: XCTestCase {
    func testSeededRandomRunsKeepEveryInvariantAndLeakNothing() async throws {
        let environment = ProcessInfo.processInfo.environment
        let runs = environment["STAGECRAFT_FUZZ_RUNS"].flatMap(Int.init) ?? 200
        let seed = environment["STAGECRAFT_FUZZ_SEED"].flatMap(UInt64.init) ?? 17_000
        let scenes = environment["STAGECRAFT_FUZZ_SCENES"].map { $0.split(separator: ",").map(String.init) }
        var run = FuzzRun(catalog: Gallery.catalog, sceneIDs: scenes)
        if let fps = environment["STAGECRAFT_FUZZ_FPS"].flatMap(Double.init) { run.framesPerSecond = fps }
        let campaign = FuzzCampaign(run: run)
        let started = Date()
        let verbose = environment["STAGECRAFT_FUZZ_VERBOSE"] != nil
        var failed = 0
        var stuck = 0
        let report = campaign.run(count: runs, firstSeed: seed) { index, outcome in
            if verbose {
                print("fuzz: seed \(outcome.seed ?? 0): \(outcome.violation?.description ?? "passed")")
                print(outcome.script.split(separator: "\n").map { "    " + $0 }.joined(separator: "\n"))
                for (name, example) in outcome.diagnosticExamples { print("    # \(name) \(example)") }
            }
            if !outcome.passed { failed += 1 }
            if outcome.stuckAsOnIOS { stuck += 1 }
            if (index + 1) % 250 == 0 {
                print("fuzz: \(index + 1) runs, \(failed) with a violation or leak, \(stuck) stuck as on iOS")
            }
        }
        print(report.summary)
        print("fuzz: \(String(format: "%.1f", Date().timeIntervalSince(started))) s")
        XCTAssertEqual(report.runs, runs)
        XCTAssertEqual(report.violations, [:], report.summary)
    }
}
