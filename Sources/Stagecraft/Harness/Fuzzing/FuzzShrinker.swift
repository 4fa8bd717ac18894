import Foundation

/// Shrinks a failing fuzz run to a short action list that still fails the same way: removes
/// chunks of actions (halves, quarters, … single actions, as delta debugging does) while the
/// replay still breaks the same invariant and the list still parses as a script.
@MainActor
public struct FuzzShrinker {
    /// The runs to replay candidates with.
    public var run: FuzzRun
    /// The most replays to spend.
    public var maximumReplays = 400

    /// A shrinker replaying with `run`.
    public init(run: FuzzRun) { self.run = run }

    /// The smallest failing replay found for `outcome` (the outcome itself if it passed or
    /// nothing smaller fails the same way).
    public func shrink(_ outcome: FuzzOutcome) -> FuzzOutcome {
        guard let target = outcome.violation?.name else { return outcome }
        var best = outcome
        var actions = outcome.actions
        if let step = outcome.violationStep, step < actions.count { actions = Array(actions[...step]) }
        var replays = 0
        func fails(_ candidate: [ScriptCommand]) -> FuzzOutcome? {
            guard replays < maximumReplays, !candidate.isEmpty, parses(candidate) else { return nil }
            replays += 1
            let replay = run.replay(candidate)
            return replay.violation?.name == target ? replay : nil
        }
        if let trimmed = fails(actions) { best = trimmed }
        var chunk = max(1, actions.count / 2)
        while chunk >= 1 {
            var start = 0
            var removedAny = false
            while start < actions.count {
                var candidate = actions
                candidate.removeSubrange(start..<min(actions.count, start + chunk))
                if let replay = fails(candidate) {
                    actions = candidate
                    best = replay
                    removedAny = true
                } else {
                    start += chunk
                }
            }
            if !removedAny { chunk /= 2 }
            if replays >= maximumReplays { break }
        }
        best.seed = outcome.seed
        return best
    }

    /// Whether the actions make a script `stagecraft --script` accepts (a `move` after a `press`, …).
    private func parses(_ actions: [ScriptCommand]) -> Bool {
        let text = actions.map(\.scriptLine).joined(separator: "\n")
        return (try? Script(parsing: text, name: "candidate", scenes: run.catalog)) != nil
    }
}
