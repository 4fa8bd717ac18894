import Foundation

/// A short message over the lower part of the device: what Ctrl+S saved, that a recording started,
/// the zoom, or why something failed. Pure, so what it says can be tested without a window.
struct Toast: Equatable {
    /// How long a toast stays, in host seconds (a failure longer, to be read).
    static let displaySeconds: Double = 3
    static let errorDisplaySeconds: Double = 6

    /// The first line, bold.
    var title: String
    /// The second line (a file name, a reason), if any.
    var detail: String?
    /// Whether it reports a failure (drawn in red).
    var isError = false
    /// When it appeared, in host seconds.
    var shownAt: Double

    /// Whether it is still showing at host time `now`.
    func isShowing(at now: Double) -> Bool {
        now - shownAt < (isError ? Self.errorDisplaySeconds : Self.displaySeconds)
    }

    /// `text` shortened in the middle with "…" until `measure` says it fits `maxWidth` (a path
    /// keeps its start and its file name).
    static func fitted(_ text: String, maxWidth: CGFloat, measure: (String) -> CGFloat) -> String {
        guard measure(text) > maxWidth else { return text }
        var characters = Array(text)
        while characters.count > 2 {
            let middle = characters.count / 2
            characters.remove(at: middle)
            let head = String(characters[..<(characters.count / 2)])
            let tail = String(characters[(characters.count / 2)...])
            if measure(head + "…" + tail) <= maxWidth { return head + "…" + tail }
        }
        return "…"
    }
}
