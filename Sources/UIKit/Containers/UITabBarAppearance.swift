import Foundation

/// The look of a tab bar (iOS 13): its background and shadow as `UIBarAppearance`, and the
/// colours of its items by layout and state (R296).
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when the image is above the title (a phone in portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when the image is beside the title in a regular-width bar (kept: iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance()
    /// The items' look when the image is beside the title in compact height (a phone in landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance()

    public override init() { super.init() }

    public required init(barAppearance: UIBarAppearance) {
        super.init(barAppearance: barAppearance)
        if let tab = barAppearance as? UITabBarAppearance {
            stackedLayoutAppearance = tab.stackedLayoutAppearance.copy() as! UITabBarItemAppearance
            inlineLayoutAppearance = tab.inlineLayoutAppearance.copy() as! UITabBarItemAppearance
            compactInlineLayoutAppearance = tab.compactInlineLayoutAppearance.copy() as! UITabBarItemAppearance
        }
    }
}

/// The look of tab bar items in one layout, by state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// Unselected items.
    public let normal = UITabBarItemStateAppearance()
    /// The selected item.
    public let selected = UITabBarItemStateAppearance()
    /// Disabled items.
    public let disabled = UITabBarItemStateAppearance()
    /// Focused items (kept: no focus engine on a phone).
    public let focused = UITabBarItemStateAppearance()

    public override init() { super.init() }

    /// A copy of the appearance.
    open override func copy() -> Any {
        MainActor.assumeIsolated { makeCopy() }
    }

    private func makeCopy() -> UITabBarItemAppearance {
        let copy = UITabBarItemAppearance()
        for (from, to) in [(normal, copy.normal), (selected, copy.selected), (disabled, copy.disabled)] {
            to.iconColor = from.iconColor
            to.titleTextAttributes = from.titleTextAttributes
            to.badgeBackgroundColor = from.badgeBackgroundColor
            to.badgeTextAttributes = from.badgeTextAttributes
        }
        return copy
    }
}

/// The look of tab bar items in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The colour of symbol and template images (nil: the bar's tint, or grey when unselected).
    open var iconColor: UIColor?
    /// The title's attributes (`.foregroundColor`, `.font`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The badge's background (nil: the item's `badgeColor`, else system red).
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes (kept).
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}
