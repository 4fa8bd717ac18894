import Foundation
import UIKit

/// The inspector panel's text: the context of the transition in flight (from/to, the container's
/// subviews, cancelled, whether the presenter's view is removed, interactive, percent, time), the
/// tail of the ordered event log and the recent diagnostics. Pure, so the panel can be tested
/// without a window; long lines are wrapped to `maxWidth` as measured by `measure`.
public struct InspectorContent: Equatable, Sendable {
    /// How a line is drawn.
    public enum Style: Equatable, Sendable {
        /// A section title.
        case heading
        /// Ordinary text.
        case body
        /// Secondary text (counts, "none", the event numbers' column).
        case dim
        /// A diagnostic, drawn in red.
        case diagnostic
    }

    /// One line of the panel.
    public struct Line: Equatable, Sendable {
        /// The text.
        public var text: String
        /// How it is drawn.
        public var style: Style

        /// A line with a style.
        public init(_ text: String, _ style: Style = .body) {
            self.text = text
            self.style = style
        }
    }

    /// How many of the last event-log entries the panel lists.
    public static let eventTailCount = 25
    /// How many of the last diagnostics the panel lists.
    public static let diagnosticCount = 4

    /// The lines, top to bottom.
    public var lines: [Line]

    /// The panel for a transition in flight (or the last one that ended), an event log and a
    /// diagnostic log. `measure` gives a string's width in the unit of `maxWidth` (by default one
    /// per character, so `maxWidth` is a column count). With `maxLines` (a short landscape
    /// window), the oldest events are left out so that everything else fits.
    public init(
        transition: TransitionSnapshot?, lastEnded: TransitionSnapshot? = nil, events: [String],
        diagnostics: [Diagnostic], maxWidth: CGFloat = 48, maxLines: Int? = nil, selection: [String]? = nil,
        measure: (String) -> CGFloat = { CGFloat($0.count) }
    ) {
        func wrapped(_ text: String, _ style: Style = .body) -> [Line] {
            Self.wrap(text, maxWidth: maxWidth, measure: measure).map { Line($0, style) }
        }
        var lines: [Line] = []
        func add(_ text: String, _ style: Style = .body) { lines += wrapped(text, style) }

        // The picked view (issue 15 item 8): `selection` is its details; empty while picking with
        // nothing picked yet.
        if let selection {
            add("SELECTED VIEW", .heading)
            if selection.isEmpty { add("click a view on the screen to select it", .dim) }
            for (index, line) in selection.enumerated() { add(line, index == 0 ? .body : .dim) }
            add("")
        }
        add("TRANSITION", .heading)
        if let t = transition {
            add(Self.title(of: t))
            add("from \(t.fromName)  →  to \(t.toName)")
            add("container: " + (t.containerSubviews.isEmpty ? "(empty)" : t.containerSubviews.joined(separator: ", ")))
            add("interactive: \(Self.yesNo(t.isInteractive))  ·  cancelled: \(Self.yesNo(t.isCancelled))")
            if let removes = t.removesPresentersView {
                add("presenter's view removed: \(Self.yesNo(removes)) (\(removes ? "R24" : "R25"))")
            }
            add(
                String(
                    format: "percent %.0f%%  ·  elapsed %.2f s of %.2f s", Double(t.percentComplete) * 100, t.elapsed,
                    t.duration))
            if let decision = t.decision { add("released: \(decision.rawValue)") }
        } else {
            add("none in flight", .dim)
            if let last = lastEnded, let completed = last.completed {
                add("last: \(Self.title(of: last))  ·  \(completed ? "completed" : "cancelled")", .dim)
                add("from \(last.fromName)  →  to \(last.toName)", .dim)
            }
        }

        let recent = diagnostics.suffix(Self.diagnosticCount)
        var diagnosticLines = [Line(""), Line("DIAGNOSTICS  (\(diagnostics.count))", .heading)]
        if recent.isEmpty { diagnosticLines += wrapped("none", .dim) }
        for diagnostic in recent {
            diagnosticLines += wrapped(
                String(format: "%.2f s  ", diagnostic.time) + diagnostic.description, .diagnostic)
        }

        // The event tail, one block of wrapped lines per entry, newest kept first when space is short.
        let numberWidth = String(events.count).count
        var blocks = zip(events.indices, events).suffix(Self.eventTailCount).map { index, entry in
            let number = String(index + 1)
            // Padded with figure spaces (as wide as a digit) so the numbers line up.
            return wrapped(String(repeating: "\u{2007}", count: numberWidth - number.count) + number + "  " + entry)
        }
        if let maxLines {
            let budget = maxLines - lines.count - 2 - diagnosticLines.count
            while !blocks.isEmpty && blocks.reduce(0, { $0 + $1.count }) > budget { blocks.removeFirst() }
        }
        add("")
        add("EVENT LOG  (last \(blocks.count) of \(events.count))", .heading)
        if events.isEmpty { add("empty", .dim) }
        lines += blocks.joined()
        self.lines = lines + diagnosticLines
    }

    /// The panel for a simulator's current state.
    @MainActor
    public init(
        simulator: Simulator, maxWidth: CGFloat = 48, maxLines: Int? = nil, selection: [String]? = nil,
        measure: (String) -> CGFloat = { CGFloat($0.count) }
    ) {
        self.init(
            transition: simulator.currentTransition, lastEnded: simulator.lastEndedTransition,
            events: simulator.eventLog.entries, diagnostics: simulator.diagnostics, maxWidth: maxWidth,
            maxLines: maxLines, selection: selection, measure: measure)
    }

    /// E.g. "present Green  ·  #3  ·  fullScreen".
    private static func title(of t: TransitionSnapshot) -> String {
        var parts = [t.name, "#\(t.id)"]
        if t.style != .none { parts.append("\(t.style)") }
        return parts.joined(separator: "  ·  ")
    }

    private static func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

    /// Breaks `text` into lines no wider than `maxWidth`: at the last space that fits when it is
    /// past the middle of the line, else (a long name) in the middle of the word. Continuation
    /// lines are indented.
    static func wrap(_ text: String, maxWidth: CGFloat, measure: (String) -> CGFloat) -> [String] {
        let indent = "      "
        var lines: [String] = []
        var rest = text
        while measure(rest) > maxWidth {
            let characters = Array(rest)
            // The longest prefix that fits (widths grow with length), at least one character past the indent.
            var low = lines.isEmpty ? 1 : indent.count + 1
            var high = characters.count
            while low < high {
                let mid = (low + high + 1) / 2
                if measure(String(characters[..<mid])) <= maxWidth { low = mid } else { high = mid - 1 }
            }
            var cut = low
            var skip = 0
            if low < characters.count && characters[low] == " " {
                skip = 1  // the prefix ends a word
            } else if let space = characters[..<low].lastIndex(of: " "), space > low / 2 {
                cut = space
                skip = 1
            }
            lines.append(String(characters[..<cut]))
            rest = indent + String(characters[(cut + skip)...])
        }
        lines.append(rest)
        return lines
    }
}
