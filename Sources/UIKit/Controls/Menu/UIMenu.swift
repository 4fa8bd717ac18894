import Foundation

/// A menu: a title and its elements — actions, and menus shown inline as sections or as submenus.
/// A bar button item or a button shows it (R209).
@preconcurrency @MainActor
public final class UIMenu: UIMenuElement {
    /// The menu's identifier.
    public let identifier: Identifier
    /// How the menu shows its children.
    public let options: Options
    /// The actions and menus in the menu, in order.
    public private(set) var children: [UIMenuElement]

    /// A menu's identifier.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The children are shown in the parent menu, as a section, rather than as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu's row is drawn in red.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Choosing a child action checks it and unchecks the others (iOS 15).
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The children are shown as a row of icons (drawn here as a section).
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// Creates a menu.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
        options: Options = [], children: [UIMenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy of the menu with other children.
    public func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(
            title: title, subtitle: subtitle, image: image, identifier: identifier, options: options,
            children: newChildren)
    }

    /// The checked elements among the children (for a single-selection menu, the one chosen).
    public var selectedElements: [UIMenuElement] {
        children.filter { ($0 as? UIAction)?.state == .on }
    }

    /// Chooses `action`, one of this menu's children: a single-selection menu checks it and
    /// unchecks its other actions.
    func choose(_ action: UIAction) {
        guard options.contains(.singleSelection) else { return }
        for case let child as UIAction in children { child.state = child === action ? .on : .off }
    }
}
