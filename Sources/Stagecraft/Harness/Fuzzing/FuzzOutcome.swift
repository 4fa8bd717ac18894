import Foundation

/// What one fuzz run did and found.
public struct FuzzOutcome {
    /// The seed the actions came from (nil for a replay of a given list).
    public var seed: UInt64?
    /// The actions, in order (without the settling the harness adds after them).
    public var actions: [ScriptCommand]
    /// What the harness ran after the actions: lifting fingers, normal speed, waiting to settle.
    public var settling: [ScriptCommand]
    /// The first invariant that did not hold, if one did not (a leak is one too: `leakedController`).
    public var violation: InvariantViolation?
    /// The index in `actions` after which `violation` was found (`actions.count` for the settled
    /// checks and the teardown).
    public var violationStep: Int?
    /// Whether the run ended with an interactive transition nothing drives still in flight, as on
    /// iOS (a scene that provokes `interactionNotDriven` on purpose, S13).
    public var stuckAsOnIOS: Bool
    /// The names of the diagnostics reported that the scenes do not provoke on purpose, in order.
    public var unexpectedDiagnostics: [String]
    /// The first report of each of those, with the scene and the action it came after.
    public var diagnosticExamples: [String: String]
    /// How many frame cycles ran.
    public var frames: Int

    /// Whether every invariant held.
    public var passed: Bool { violation == nil }

    /// The run as a script that `stagecraft --script` replays: the actions, then the settling.
    public var script: String {
        var lines = actions.map(\.scriptLine)
        if !settling.isEmpty {
            lines.append("# the harness: input stops, then time passes")
            lines += settling.map(\.scriptLine)
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
