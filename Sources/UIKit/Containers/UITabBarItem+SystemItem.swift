import Foundation

extension UITabBarItem {
    /// The system's tab bar items: each has the title and symbol iOS 18 draws for it (R338).
    public enum SystemItem: Int, Sendable {
        /// "More", three dots (`ellipsis`): the More tab's item.
        case more
        /// "Favorites", a filled star.
        case favorites
        /// "Featured", a filled star.
        case featured
        /// "Top Rated", a filled star.
        case topRated
        /// "Recents", a filled clock.
        case recents
        /// "Contacts", a filled person in a circle.
        case contacts
        /// "History", a filled clock.
        case history
        /// "Bookmarks", a filled book.
        case bookmarks
        /// "Search", a magnifying glass.
        case search
        /// "Downloads", a filled circle with an arrow pointing down.
        case downloads
        /// "Most Recent", a filled clock.
        case mostRecent
        /// "Most Viewed", a numbered list.
        case mostViewed

        /// The title iOS shows under the symbol (English).
        var title: String {
            switch self {
            case .more: "More"
            case .favorites: "Favorites"
            case .featured: "Featured"
            case .topRated: "Top Rated"
            case .recents: "Recents"
            case .contacts: "Contacts"
            case .history: "History"
            case .bookmarks: "Bookmarks"
            case .search: "Search"
            case .downloads: "Downloads"
            case .mostRecent: "Most Recent"
            case .mostViewed: "Most Viewed"
            }
        }

        /// The SF Symbol iOS 13 and later draw for the item.
        var symbolName: String {
            switch self {
            case .more: "ellipsis"
            case .favorites, .featured, .topRated: "star.fill"
            case .recents, .history, .mostRecent: "clock.fill"
            case .contacts: "person.crop.circle.fill"
            case .bookmarks: "book.fill"
            case .search: "magnifyingglass"
            case .downloads: "arrow.down.circle.fill"
            case .mostViewed: "list.number"
            }
        }
    }
}
