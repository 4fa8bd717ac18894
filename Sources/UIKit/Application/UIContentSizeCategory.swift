import Foundation

/// The user's preferred text size (Dynamic Type), with UIKit's raw values: seven standard sizes and
/// five larger accessibility sizes, ordered (`<` compares sizes), `.large` the default (R214).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Not set (a trait collection that does not say).
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default size.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// Every size, smallest first (without `.unspecified`).
    public static let allCategories: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The short names the simulator's options and scripts use (XS … XXXL, AX1 … AX5), in order.
    public static let shortNames = ["XS", "S", "M", "L", "XL", "XXL", "XXXL", "AX1", "AX2", "AX3", "AX4", "AX5"]

    /// The category a short name (`XL`, `AX2`, any case) or a case name (`extraLarge`) names.
    public init?(name: String) {
        if let index = Self.shortNames.firstIndex(where: { $0.caseInsensitiveCompare(name) == .orderedSame }) {
            self = Self.allCategories[index]
            return
        }
        let caseNames = [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
            "accessibilityExtraExtraExtraLarge",
        ]
        guard let index = caseNames.firstIndex(of: name) else { return nil }
        self = Self.allCategories[index]
    }

    /// The position in `allCategories` (-1 for unspecified and unknown values).
    var order: Int { Self.allCategories.firstIndex(of: self) ?? -1 }

    /// The short name (`XL`, `AX1`), or the raw value for an unknown category.
    public var shortName: String { order >= 0 ? Self.shortNames[order] : rawValue }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { order >= 7 }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.order < b.order }

    public var description: String { shortName }

    /// Posted when the user's preferred size changes (the object is the application).
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The new category in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
