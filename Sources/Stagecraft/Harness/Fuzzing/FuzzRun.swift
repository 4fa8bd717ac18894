import Foundation
import UIKit

/// One seeded random run against a fresh headless `Simulator` (docs/testing.md, "Fuzzing"):
/// random actions, the invariants (`Simulator.checkInvariants()`) after each, then input stops,
/// time passes, the settled invariants are checked, the scene is closed and every controller it
/// had must be gone. A scene switch in the middle checks the same for the scene it leaves.
///
/// Runs are deterministic: the same seed (or the same action list) gives the same run, so a
/// failure replays, and shrinks (`FuzzShrinker`), exactly.
@MainActor
public struct FuzzRun {
    /// The scenes the run opens.
    public var catalog: SceneCatalog
    /// The scenes `scene` actions pick from (all of the catalog's by default; the home screen's
    /// rows can still open others).
    public var sceneIDs: [String]
    /// How many actions a seeded run takes (chosen by the seed within this range).
    public var actionCount: ClosedRange<Int> = 6...18
    /// The simulator's display rate (60 Hz like a phone; 30 halves the frame cycles of a long
    /// campaign while transitions keep their timing).
    public var framesPerSecond: Double = 60
    /// The longest the harness waits, once input stops, for the transitions in flight to end.
    public var settleLimit: Double = 8
    /// Diagnostics that always count as a broken invariant (UIKit's own state machine tripped),
    /// unless the scene provokes them on purpose.
    public static let violatingDiagnostics: Set<String> = ["unbalancedAppearanceTransition"]

    /// A run over `catalog`'s scenes.
    public init(catalog: SceneCatalog, sceneIDs: [String]? = nil) {
        self.catalog = catalog
        self.sceneIDs = sceneIDs ?? catalog.ids
    }

    /// The run of `seed`: its actions are drawn as it goes, from what the screen shows.
    public func run(seed: UInt64) -> FuzzOutcome {
        var rng = SeededGenerator(seed: seed)
        let count = Int.random(in: actionCount, using: &rng)
        var generator = FuzzActionGenerator(sceneIDs: sceneIDs)
        // Every run starts in a scene; the first action picks it.
        var first = true
        var outcome = perform { simulator, index in
            guard index < count else { return nil }
            if first {
                first = false
                let id = sceneIDs.randomElement(using: &rng) ?? ""
                return .scene(id)
            }
            return generator.next(for: simulator, using: &rng)
        }
        outcome.seed = seed
        return outcome
    }

    /// Runs `actions` as given (a replay, or a candidate while shrinking).
    public func replay(_ actions: [ScriptCommand]) -> FuzzOutcome {
        perform { _, index in index < actions.count ? actions[index] : nil }
    }

    private func perform(_ nextAction: (Simulator, Int) -> ScriptCommand?) -> FuzzOutcome {
        var outcome = FuzzOutcome(
            seed: nil, actions: [], settling: [], violation: nil, violationStep: nil, stuckAsOnIOS: false,
            unexpectedDiagnostics: [], diagnosticExamples: [:], frames: 0)
        guard let simulator = try? Simulator(scenes: catalog, framesPerSecond: framesPerSecond) else {
            outcome.violation = InvariantViolation(name: "simulatorUnavailable", message: "could not make a simulator")
            return outcome
        }
        simulator.diagnosticLog.printsToConsole = false
        var frames = 0
        simulator.frameObserver = { _ in frames += 1 }
        // An empty script: the runner executes the commands one by one.
        let runner = ScriptRunner(
            script: (try? Script(parsing: "", name: "fuzz", scenes: catalog))!, simulator: simulator,
            baseDirectory: FileManager.default.temporaryDirectory)
        runner.output = { _ in }
        runner.dumpOutput = { _ in }
        let tracker = ControllerTracker()
        var state = FuzzActionGenerator(sceneIDs: [])
        var diagnosticsSeen = 0

        func fail(_ violation: InvariantViolation, at step: Int) {
            if outcome.violation == nil {
                outcome.violation = violation
                outcome.violationStep = step
            }
        }
        func checkDiagnostics(at step: Int) {
            let all = simulator.diagnostics
            guard all.count > diagnosticsSeen else { return }
            let expected = simulator.currentScene?.expectedDiagnostics ?? []
            for diagnostic in all[diagnosticsSeen...] where !expected.contains(diagnostic.name) {
                outcome.unexpectedDiagnostics.append(diagnostic.name)
                if outcome.diagnosticExamples[diagnostic.name] == nil {
                    outcome.diagnosticExamples[diagnostic.name] =
                        "in \(simulator.sceneID ?? "the home screen") after action \(step + 1): \(diagnostic.message)"
                }
                if Self.violatingDiagnostics.contains(diagnostic.name) {
                    fail(InvariantViolation(name: "unbalancedAppearance", message: diagnostic.message), at: step)
                }
            }
            diagnosticsSeen = all.count
        }
        func execute(_ command: ScriptCommand, step: Int) {
            let leaving = command.leavesTheScene ? tracker : nil
            if leaving != nil { tracker.track(simulator.reachableControllers()) }
            // A command that cannot run now (a title gone, nothing to scrub) is skipped, as a
            // person's tap on nothing is.
            try? runner.execute(command, line: step + 1)
            state.note(command)
            if let leaving {
                // Only the old scene's controllers are tracked yet: any alive is held by something.
                let alive = leaving.alive
                if !alive.isEmpty {
                    fail(
                        InvariantViolation(
                            name: "leakedController",
                            message: "still alive after leaving the scene: \(alive.joined(separator: ", "))"),
                        at: step)
                }
                leaving.removeAll()
            }
            tracker.track(simulator.reachableControllers())
            checkDiagnostics(at: step)
            if let violation = simulator.checkInvariants().first { fail(violation, at: step) }
        }

        var index = 0
        while outcome.violation == nil, let action = nextAction(simulator, index) {
            outcome.actions.append(action)
            execute(action, step: index)
            index += 1
        }
        if outcome.violation == nil {
            // Input stops: fingers up, the timeline let go, normal speed; then time passes.
            var settling: [ScriptCommand] = []
            if state.twoFingersDown { settling.append(.release2) }
            if state.fingerDown { settling.append(.release) }
            if state.scrubbing { settling.append(.scrubEnd(.release)) }
            if state.isPaused { settling.append(.pause(false)) }
            if state.isSlow { settling.append(.slow(false)) }
            for command in settling { execute(command, step: index) }
            // Longer than any transition: each one's duration and the completion's margin.
            var waited = 0.0
            repeat {
                settling.append(.wait(0.5))
                execute(.wait(0.5), step: index)
                waited += 0.5
            } while waited < settleLimit && !UIKitRuntime.transitionsInFlight.allSatisfy(\.reportedNotDriven)
            settling.append(.wait(1))
            execute(.wait(1), step: index)
            outcome.settling = settling
            if let violation = simulator.checkInvariants(settled: true).first { fail(violation, at: index) }
            outcome.stuckAsOnIOS = UIKitRuntime.transitionsInFlight.contains { $0.reportedNotDriven }
        }
        // Teardown: leaving the scene frees every controller it had.
        tracker.track(simulator.reachableControllers())
        simulator.closeScene()
        simulator.advance(seconds: 0.1)
        let alive = tracker.alive
        if !alive.isEmpty {
            fail(
                InvariantViolation(
                    name: "leakedController",
                    message: "still alive after the scene closed: \(alive.joined(separator: ", "))"),
                at: index)
        }
        if !simulator.window.subviews.isEmpty {
            fail(
                InvariantViolation(
                    name: "windowNotEmptyAfterClose",
                    message: "the window still has \(simulator.window.subviews.count) subviews after closeScene()"),
                at: index)
        }
        outcome.frames = frames
        simulator.frameObserver = nil
        return outcome
    }
}

extension ScriptCommand {
    /// Whether the command leaves the scene showing (a scene switch or the home key).
    var leavesTheScene: Bool {
        switch self {
        case .scene, .home: return true
        default: return false
        }
    }
}
