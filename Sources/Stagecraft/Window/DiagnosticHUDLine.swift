import Foundation
import UIKit

/// The red line the strip under the device shows for a few seconds after a diagnostic is
/// reported: its name, its rule and as much of its message as fits. Pure, like `TransitionHUDLine`.
public struct DiagnosticHUDLine: Equatable, Sendable {
    /// How long the line stays, in host seconds.
    public static let displaySeconds: Double = 4

    /// The text, e.g. "⚠ completeTransitionNotCalled R19: present B has run 3.0 s…".
    public var text: String
    /// Whether the scene provokes this diagnostic on purpose (drawn as a note, not an error).
    public var isExpected: Bool

    /// The line for `diagnostic`, shortened with "…" to `maxWidth` as measured by `measure` (by
    /// default one per character); an expected one reads "expected: name …" without the warning sign.
    public init(
        _ diagnostic: Diagnostic, expected: Bool = false, maxWidth: CGFloat = 70,
        measure: (String) -> CGFloat = { CGFloat($0.count) }
    ) {
        isExpected = expected
        let sign = expected ? "expected:" : "⚠"
        let head = "\(sign) \(diagnostic.name)\(diagnostic.rule.map { " \($0)" } ?? ""): "
        let full = head + diagnostic.message
        guard measure(full) > maxWidth else {
            text = full
            return
        }
        var message = Substring(diagnostic.message)
        while !message.isEmpty && measure(head + message + "…") > maxWidth { message = message.dropLast() }
        // Cut at a word when one ends reasonably near the cut.
        if let space = message.lastIndex(of: " "), message.distance(from: space, to: message.endIndex) < 16 {
            message = message[..<space]
        }
        text = head + message.trimmingCharacters(in: .whitespaces) + "…"
    }
}
