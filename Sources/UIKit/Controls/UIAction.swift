import Foundation

/// A closure-based action for controls.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    let handler: (UIAction, UIControl) -> Void
    /// The image shown with the action (a bar button item made from the action shows it).
    public var image: UIImage?

    /// Creates an action running `handler`.
    public init(title: String = "", image: UIImage? = nil, handler: @escaping (UIAction) -> Void) {
        self.handler = { action, _ in handler(action) }
        self.image = image
        super.init(title: title)
    }
}
