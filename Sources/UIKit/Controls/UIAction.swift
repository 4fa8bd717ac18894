import Foundation

/// A closure-based action for controls and menus.
@preconcurrency @MainActor
public final class UIAction: UIMenuElement {
    let handler: (UIAction, UIControl?) -> Void
    /// The action's identifier (controls find and replace actions by it).
    public let identifier: Identifier
    /// The title a keyboard shortcut list shows (kept; Stagecraft has no such list).
    public var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu.
    public var attributes: UIMenuElement.Attributes
    /// Whether a menu shows the action checked.
    public var state: UIMenuElement.State
    /// The control or bar button's view the action was sent from (nil when it ran from a menu).
    public private(set) var sender: Any?

    /// An action's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// Creates an action running `handler`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
        state: UIMenuElement.State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.handler = { action, _ in handler(action) }
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    func perform(sender: UIControl?) {
        self.sender = sender
        defer { self.sender = nil }
        handler(self, sender)
    }
}
