import Foundation

/// The look of a navigation bar (iOS 13): its background and shadow, and the attributes of its
/// title and large title (R172).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's attributes (`.font`, `.foregroundColor`).
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's attributes (`.font`, `.foregroundColor`).
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// How far the title is moved from its place.
    open var titlePositionAdjustment = UIOffset.zero
    /// The back indicator image and its mask (`setBackIndicatorImage(_:transitionMaskImage:)`).
    var customBackIndicator: (image: UIImage, mask: UIImage?)?

    /// Creates an appearance with the default background.
    public override init() { super.init() }

    /// Creates a copy of another appearance (a navigation bar appearance keeps its text attributes).
    public required init(barAppearance: UIBarAppearance) {
        if let navigation = barAppearance as? UINavigationBarAppearance {
            titleTextAttributes = navigation.titleTextAttributes
            largeTitleTextAttributes = navigation.largeTitleTextAttributes
            titlePositionAdjustment = navigation.titlePositionAdjustment
            customBackIndicator = navigation.customBackIndicator
        }
        super.init(barAppearance: barAppearance)
    }

    /// The title's font (17 pt semibold unless the attributes say otherwise).
    var titleFont: UIFont { titleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 17, weight: .semibold) }
    /// The title's colour (the label colour unless the attributes say otherwise).
    var titleColor: UIColor { titleTextAttributes[.foregroundColor] as? UIColor ?? .label }
    /// The large title's font (34 pt bold unless the attributes say otherwise).
    var largeTitleFont: UIFont {
        largeTitleTextAttributes[.font] as? UIFont ?? .systemFont(ofSize: 34, weight: .bold)
    }
    /// The large title's colour.
    var largeTitleColor: UIColor { largeTitleTextAttributes[.foregroundColor] as? UIColor ?? .label }
}
