import Foundation

/// Many seeded fuzz runs and what they found, counted (docs/testing.md, "Fuzzing"): the suite runs
/// a few hundred; `STAGECRAFT_FUZZ_RUNS` and `STAGECRAFT_FUZZ_SEED` run more, or others.
@MainActor
public struct FuzzCampaign {
    /// The run each seed makes.
    public var run: FuzzRun
    /// How many of the failures to shrink and keep in full.
    public var failuresKept = 3

    /// What a campaign found.
    public struct Report {
        /// Runs made.
        public var runs = 0
        /// Actions taken in all (not counting the settling).
        public var actions = 0
        /// Frame cycles run in all.
        public var frames = 0
        /// Runs that broke an invariant, by the invariant's name (leaks are `leakedController`).
        public var violations: [String: Int] = [:]
        /// Runs that left an undriven interactive transition in flight, as iOS would (not a violation).
        public var stuckAsOnIOS = 0
        /// Diagnostics the scenes do not provoke on purpose, by name, with how many runs reported each.
        public var unexpectedDiagnostics: [String: Int] = [:]
        /// The first report of each unexpected diagnostic: the seed, the scene, the message.
        public var diagnosticExamples: [String: String] = [:]
        /// The first failures, shrunk: seed, what broke, and the script that reproduces it.
        public var failures: [FuzzOutcome] = []

        /// Runs with no violation.
        public var passedRuns: Int { runs - violations.values.reduce(0, +) }
        /// Runs that leaked a controller.
        public var leaks: Int { violations["leakedController"] ?? 0 }

        /// The counts as text, then each kept failure with its script.
        public var summary: String {
            var lines = [
                "fuzz: \(runs) runs, \(actions) actions, \(frames) frames: \(passedRuns) passed, crashes 0 (the process is alive), invariant violations \(violations.values.reduce(0, +) - leaks), leaks \(leaks), stuck as on iOS \(stuckAsOnIOS)"
            ]
            for (name, count) in violations.sorted(by: { $0.key < $1.key }) {
                lines.append("  violated \(name): \(count) runs")
            }
            for (name, count) in unexpectedDiagnostics.sorted(by: { $0.key < $1.key }) {
                lines.append("  diagnostic \(name): \(count) runs (first: \(diagnosticExamples[name] ?? ""))")
            }
            for failure in failures {
                lines.append(
                    "failure: seed \(failure.seed.map(String.init) ?? "-"): \(failure.violation?.description ?? "")")
                lines.append("  reproduce: save this as a script and run stagecraft --script FILE")
                lines += failure.script.split(separator: "\n").map { "    " + $0 }
            }
            return lines.joined(separator: "\n")
        }
    }

    /// A campaign of `run`'s runs.
    public init(run: FuzzRun) { self.run = run }

    /// Runs the seeds `firstSeed`, `firstSeed + 1`, … (`count` of them); `progress` hears each outcome.
    public func run(
        count: Int, firstSeed: UInt64, progress: (Int, FuzzOutcome) -> Void = { _, _ in }
    ) -> Report {
        var report = Report()
        let shrinker = FuzzShrinker(run: run)
        for i in 0..<count {
            let seed = firstSeed &+ UInt64(i)
            let outcome = run.run(seed: seed)
            report.runs += 1
            report.actions += outcome.actions.count
            report.frames += outcome.frames
            if outcome.stuckAsOnIOS { report.stuckAsOnIOS += 1 }
            for name in Set(outcome.unexpectedDiagnostics) { report.unexpectedDiagnostics[name, default: 0] += 1 }
            for (name, example) in outcome.diagnosticExamples where report.diagnosticExamples[name] == nil {
                report.diagnosticExamples[name] = "seed \(seed) \(example)"
            }
            if let violation = outcome.violation {
                report.violations[violation.name, default: 0] += 1
                if report.failures.count < failuresKept { report.failures.append(shrinker.shrink(outcome)) }
            }
            progress(i, outcome)
        }
        return report
    }
}
