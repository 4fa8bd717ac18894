import Foundation

/// The traits a view or a view controller sets for itself and what is below it (iOS 17's
/// `traitOverrides`, R292): each trait set here replaces the inherited one; a trait left
/// unspecified (or removed) follows the environment. `overrideUserInterfaceStyle` is its style.
public struct UITraitOverrides: Equatable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var verticalSizeClass: UIUserInterfaceSizeClass = .unspecified
    public var displayScale: CGFloat = 0
    public var userInterfaceStyle: UIUserInterfaceStyle = .unspecified
    public var preferredContentSizeCategory: UIContentSizeCategory = .unspecified

    public init() {}

    /// Whether the trait is overridden.
    public func contains(_ trait: UITrait) -> Bool {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): return userInterfaceStyle != .unspecified
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self):
            return preferredContentSizeCategory != .unspecified
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): return horizontalSizeClass != .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): return verticalSizeClass != .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): return displayScale != 0
        default: return false
        }
    }

    /// Stops overriding the trait: it follows the environment again.
    public mutating func remove(_ trait: UITrait) {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(UITraitUserInterfaceStyle.self): userInterfaceStyle = .unspecified
        case ObjectIdentifier(UITraitPreferredContentSizeCategory.self): preferredContentSizeCategory = .unspecified
        case ObjectIdentifier(UITraitHorizontalSizeClass.self): horizontalSizeClass = .unspecified
        case ObjectIdentifier(UITraitVerticalSizeClass.self): verticalSizeClass = .unspecified
        case ObjectIdentifier(UITraitDisplayScale.self): displayScale = 0
        default: break
        }
    }

    /// The overrides as a collection (unspecified where nothing is set).
    var collection: UITraitCollection {
        UITraitCollection(
            horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
            userInterfaceStyle: userInterfaceStyle, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Whether nothing is overridden.
    var isEmpty: Bool { self == UITraitOverrides() }
}

extension UITraitCollection {
    /// These traits with `overrides` applied (itself when they override nothing).
    func applying(_ overrides: UITraitOverrides) -> UITraitCollection {
        overrides.isEmpty ? self : UITraitCollection(traitsFrom: [self, overrides.collection])
    }
}
