import Foundation

/// Tells whether an optional data source or delegate query is the app's own (R324). Swift cannot
/// ask an object whether it implements an optional method, so the protocol-extension defaults (and
/// `UITableViewController`'s) mark that they answered; the table asks a query without side effects
/// and looks at the mark.
@MainActor
enum OptionalMethodProbe {
    /// Set by a default implementation while `ask` runs.
    private static var defaultAnswered = false

    /// Called by a default implementation of a probed query.
    static func markDefault() { defaultAnswered = true }

    /// Runs `query` and says whether the app's implementation (not a default) answered it.
    static func ask<T>(_ query: () -> T) -> (value: T, implemented: Bool) {
        let saved = defaultAnswered
        defaultAnswered = false
        let value = query()
        let implemented = !defaultAnswered
        defaultAnswered = saved
        return (value, implemented)
    }
}
