import Foundation

/// Collects diagnostics for the console, the HUD and the harness.
@preconcurrency @MainActor
public final class DiagnosticLog {
    /// The log of the current simulator.
    public internal(set) static var current: DiagnosticLog {
        get { UIKitRuntime.current.diagnosticLog }
        set { UIKitRuntime.current.diagnosticLog = newValue }
    }

    /// Everything reported so far, oldest first.
    public private(set) var entries: [Diagnostic] = []

    /// Whether reports are also printed to standard error.
    public var printsToConsole = true

    /// How long after its duration a non-interactive transition may run without
    /// `completeTransition` before it is reported as hung (R19).
    public var hungTransitionTimeout: TimeInterval = 2

    /// Creates an empty log.
    public init() {}

    /// Makes this the log the framework reports to.
    public func makeCurrent() { DiagnosticLog.current = self }

    /// Records a diagnostic (and prints it when `printsToConsole`).
    public func report(_ name: String, _ message: String, rule: String? = nil) {
        let diagnostic = Diagnostic(name: name, message: message, rule: rule, time: MediaClock.current.time)
        entries.append(diagnostic)
        if printsToConsole {
            FileHandle.standardError.write(Data("stagecraft: \(diagnostic)\n".utf8))
        }
    }

    /// Empties the log.
    public func removeAll() { entries.removeAll() }
}
