import Foundation

/// How a list section of a compositional layout looks and behaves (R307): its appearance, its
/// headers and footers, its separators and background, and the swipe actions of its rows. Pass it
/// to `UICollectionViewCompositionalLayout.list(using:)` or
/// `NSCollectionLayoutSection.list(using:layoutEnvironment:)`.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The overall look of a list.
    public enum Appearance: Int, Sendable {
        /// Rows edge to edge on the system background, separators between them.
        case plain = 0
        /// Sections edge to edge on the grouped background, apart from one another.
        case grouped = 1
        /// Sections as rounded cards inset from the sides, on the grouped background (Settings).
        case insetGrouped = 2
        /// A sidebar: rows without separators, the selection a rounded fill.
        case sidebar = 3
        /// A sidebar on the system background.
        case sidebarPlain = 4
    }

    /// What heads each section.
    public enum HeaderMode: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionHeader`.
        case supplementary = 1
        /// The section's first item, styled as a header.
        case firstItemInSection = 2
    }

    /// What ends each section.
    public enum FooterMode: Int, Sendable {
        /// Nothing.
        case none = 0
        /// A supplementary view of kind `UICollectionView.elementKindSectionFooter`.
        case supplementary = 1
    }

    /// The swipe actions of the row at an index path (nil: none).
    public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?
    /// The separators of the item at an index path, given the list's default for it.
    public typealias ItemSeparatorHandler = (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

    /// The look.
    public private(set) var appearance: Appearance
    /// Whether rows are separated by hairlines (true, except in sidebars).
    public var showsSeparators: Bool
    /// The rows' default separators.
    public var separatorConfiguration: UIListSeparatorConfiguration
    /// Adjusts each item's separators (nil: the defaults).
    public var itemSeparatorHandler: ItemSeparatorHandler?
    /// The list's background (nil: the appearance's — the system background for plain lists, the
    /// grouped background for the others).
    public var backgroundColor: UIColor?
    /// What heads each section (`.none`).
    public var headerMode: HeaderMode = .none
    /// What ends each section (`.none`).
    public var footerMode: FooterMode = .none
    /// Space above each section header (nil: the system's).
    public var headerTopPadding: CGFloat?
    /// The actions revealed by swiping a row right (nil: none).
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The actions revealed by swiping a row left (nil: none).
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

    /// A configuration of `appearance`, with its default separators and background.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = !appearance.isSidebar
        separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
    }
}

extension UICollectionLayoutListConfiguration.Appearance {
    /// A sidebar appearance (no separators by default).
    var isSidebar: Bool { self == .sidebar || self == .sidebarPlain }
    /// Whether sections are set apart on the grouped background.
    var isGrouped: Bool { self == .grouped || self == .insetGrouped || self == .sidebar }
    /// The list's default background colour.
    var defaultBackgroundColor: UIColor {
        isGrouped ? .systemGroupedBackground : .systemBackground
    }
    /// A row's default background colour (nil: none, the list shows through).
    var cellBackgroundColor: UIColor? {
        switch self {
        case .plain: .systemBackground
        case .grouped, .insetGrouped: .secondarySystemGroupedBackground
        case .sidebar, .sidebarPlain: nil
        }
    }
}
