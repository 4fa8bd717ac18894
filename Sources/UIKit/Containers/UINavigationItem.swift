import Foundation

/// What a navigation bar shows for a controller: its title (or title view), prompt, bar button
/// items, back button, large-title mode and bar appearances (R170–R172).
@preconcurrency @MainActor
public final class UINavigationItem: NSObject {
    /// The title in the middle of the bar (and the large title).
    public var title: String? { didSet { changed() } }
    /// A view shown in the middle of the bar in place of the title.
    public var titleView: UIView? { didSet { changed() } }
    /// A line of text above the bar's content (the bar grows by 30 pt, R170).
    public var prompt: String? { didSet { changed() } }
    /// The back button's title when this item is under the top one (nil: this item's title, or "Back").
    public var backButtonTitle: String? { didSet { changed() } }
    /// The back button this item gives the item above it (its title wins over `backButtonTitle`).
    public var backBarButtonItem: UIBarButtonItem? { didSet { changed() } }
    /// How much of the back title the item above shows (iOS 14).
    public var backButtonDisplayMode: BackButtonDisplayMode = .default { didSet { changed() } }
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false { didSet { changed() } }
    /// Whether the left items show beside the back button instead of replacing it.
    public var leftItemsSupplementBackButton = false { didSet { changed() } }
    /// The items at the left of the bar, from the left edge inwards.
    public var leftBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// The items at the right of the bar, from the right edge inwards.
    public var rightBarButtonItems: [UIBarButtonItem]? { didSet { changed() } }
    /// Whether the title is shown large under the bar (R171).
    public var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic { didSet { changed() } }
    /// The bar's look while this item is on top and content is scrolled under it (nil: the bar's).
    public var standardAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's look in compact height while this item is on top (nil: the bar's).
    public var compactAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's look while this item's content is at its top edge (nil: the bar's, R172).
    public var scrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }
    /// The bar's look in compact height at the scroll edge (nil: the bar's).
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? { didSet { changed() } }

    /// A search controller whose bar the navigation bar shows below the title (R306).
    public var searchController: UISearchController? { didSet { changed() } }
    /// Whether the search bar collapses as the content scrolls up (true).
    public var hidesSearchBarWhenScrolling = true { didSet { changed() } }
    /// Where the search bar goes (iOS 16); on iPhone every placement is stacked below the title.
    public var preferredSearchBarPlacement: SearchBarPlacement = .automatic { didSet { changed() } }
    /// Where the search bar is: stacked below the title on iPhone.
    public var searchBarPlacement: SearchBarPlacement { searchController == nil ? .automatic : .stacked }

    /// The first left item.
    public var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first (rightmost) right item.
    public var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Called when something shown changed (the bar refreshes); `animated` for the `set…(animated:)` forms.
    var onChange: ((_ animated: Bool) -> Void)?
    private var changesAnimate = false

    /// Creates an untitled item.
    public override init() {
        title = nil
        super.init()
    }

    /// Creates an item with a title.
    public init(title: String) {
        self.title = title
        super.init()
    }

    /// Creates an item from an archive: no nibs here, so it is an untitled item.
    public init?(coder: NSCoder) {
        title = nil
        super.init()
    }

    /// Sets the left item, fading between the old and new ones when `animated`.
    public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        animating(animated) { leftBarButtonItem = item }
    }

    /// Sets the right item, fading between the old and new ones when `animated`.
    public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        animating(animated) { rightBarButtonItem = item }
    }

    /// Sets the left items, fading between the old and new ones when `animated`.
    public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        animating(animated) { leftBarButtonItems = items }
    }

    /// Sets the right items, fading between the old and new ones when `animated`.
    public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        animating(animated) { rightBarButtonItems = items }
    }

    /// Hides or shows the back button, fading it when `animated`.
    public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        animating(animated) { self.hidesBackButton = hidesBackButton }
    }

    private func animating(_ animated: Bool, _ change: () -> Void) {
        changesAnimate = animated
        change()
        changesAnimate = false
    }

    private func changed() { onChange?(changesAnimate) }

    /// The back button title the item above this one shows (R170): the back item's title, then
    /// `backButtonTitle`, then the title — "Back" for `.generic` or an empty title, none for `.minimal`.
    var backTitleForItemAbove: String? {
        if backButtonDisplayMode == .minimal { return nil }
        if let custom = backBarButtonItem?.title { return custom }
        if let backButtonTitle { return backButtonTitle }
        if backButtonDisplayMode == .generic { return "Back" }
        guard let title, !title.isEmpty else { return "Back" }
        return title
    }
}
