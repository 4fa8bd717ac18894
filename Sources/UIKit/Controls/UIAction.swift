import Foundation

/// A closure-based action for controls.
@MainActor
public final class UIAction {
    /// The title (unused by plain buttons).
    public let title: String
    let handler: (UIAction, UIControl) -> Void

    /// Creates an action running `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.title = title
        self.handler = { action, _ in handler(action) }
    }
}
