import Foundation

/// A closure-based action for controls.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    let handler: (UIAction, UIControl) -> Void

    /// Creates an action running `handler`.
    public init(title: String = "", handler: @escaping (UIAction) -> Void) {
        self.handler = { action, _ in handler(action) }
        super.init(title: title)
    }
}
