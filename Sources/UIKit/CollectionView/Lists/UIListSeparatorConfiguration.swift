import Foundation

/// The separators above and below a list item (R307): whether each shows, its insets and its
/// colour. The list's `separatorConfiguration` is every item's default; `itemSeparatorHandler`
/// adjusts one item's, and a list cell's own `separatorLayoutGuide` follows the content.
public struct UIListSeparatorConfiguration: Equatable, @unchecked Sendable {
    /// Whether a separator shows.
    public enum Visibility: Int, Sendable {
        /// As the list decides: between items of a section, not above the first.
        case automatic = 0
        /// Shown.
        case visible = 1
        /// Not shown.
        case hidden = 2
    }

    /// Insets meaning "as the list decides" (from the text to the trailing edge).
    public static let automaticInsets = NSDirectionalEdgeInsets(
        top: .greatestFiniteMagnitude, leading: .greatestFiniteMagnitude, bottom: .greatestFiniteMagnitude,
        trailing: .greatestFiniteMagnitude)

    /// The separator above the item (`.automatic`: none).
    public var topSeparatorVisibility: Visibility = .automatic
    /// The separator below the item (`.automatic`: shown unless it is a grouped section's last).
    public var bottomSeparatorVisibility: Visibility = .automatic
    /// The top separator's leading and trailing insets (`automaticInsets`: the text's).
    public var topSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The bottom separator's leading and trailing insets (`automaticInsets`: the text's).
    public var bottomSeparatorInsets: NSDirectionalEdgeInsets = Self.automaticInsets
    /// The separators' colour (`.separator`).
    public var color: UIColor = .separator
    /// The colour between selected items while selecting several (`.separator`).
    public var multipleSelectionColor: UIColor = .separator

    /// The defaults of a list of `listAppearance`.
    public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) {}

    public static func == (a: Self, b: Self) -> Bool {
        a.topSeparatorVisibility == b.topSeparatorVisibility
            && a.bottomSeparatorVisibility == b.bottomSeparatorVisibility
            && a.topSeparatorInsets == b.topSeparatorInsets && a.bottomSeparatorInsets == b.bottomSeparatorInsets
            && a.color.isEqual(b.color) && a.multipleSelectionColor.isEqual(b.multipleSelectionColor)
    }
}
