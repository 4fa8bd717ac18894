import Foundation

/// The search tab (iOS 18, R339): on an iPhone an ordinary tab titled "Search" with a magnifying
/// glass, where the app puts it.
@preconcurrency @MainActor
open class UISearchTab: UITab {
    /// Whether selecting the tab activates the search field of its search controller (kept: the
    /// field is not activated).
    open var automaticallyActivatesSearch = false

    /// Creates the search tab with the system's title and image.
    public init(viewControllerProvider: ((UITab) -> UIViewController)? = nil) {
        super.init(
            title: "Search", image: UIImage(systemName: "magnifyingglass"), identifier: UISearchTab.systemIdentifier,
            viewControllerProvider: viewControllerProvider)
    }

    /// The identifier of a search tab (Stagecraft's own string; UIKit's is private).
    static let systemIdentifier = "com.apple.UIKit.searchTab"
}
