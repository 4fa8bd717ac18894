import Foundation

/// The traits of an environment: size classes, scale, light or dark appearance and the preferred
/// text size. Immutable, as in UIKit. Traits flow from the window to its root view controller, its
/// views and their subviews, child and presented controllers; `overrideUserInterfaceStyle` on any
/// of them changes the style below it (R213).
public final class UITraitCollection: NSObject, Sendable {
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat
    /// Light or dark.
    public let userInterfaceStyle: UIUserInterfaceStyle
    /// The preferred text size.
    public let preferredContentSizeCategory: UIContentSizeCategory

    /// Creates traits; what is left out is unspecified.
    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0,
        userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
        preferredContentSizeCategory: UIContentSizeCategory = .unspecified
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.preferredContentSizeCategory = preferredContentSizeCategory
        super.init()
    }

    /// Combines collections: each trait from the last collection that specifies it.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified
        var v = UIUserInterfaceSizeClass.unspecified
        var scale: CGFloat = 0
        var style = UIUserInterfaceStyle.unspecified
        var category = UIContentSizeCategory.unspecified
        for t in traitCollections {
            if t.horizontalSizeClass != .unspecified { h = t.horizontalSizeClass }
            if t.verticalSizeClass != .unspecified { v = t.verticalSizeClass }
            if t.displayScale != 0 { scale = t.displayScale }
            if t.userInterfaceStyle != .unspecified { style = t.userInterfaceStyle }
            if t.preferredContentSizeCategory != .unspecified { category = t.preferredContentSizeCategory }
        }
        self.init(
            horizontalSizeClass: h, verticalSizeClass: v, displayScale: scale, userInterfaceStyle: style,
            preferredContentSizeCategory: category)
    }

    /// These traits with another style (itself when the style is unspecified or already that).
    package func with(style: UIUserInterfaceStyle) -> UITraitCollection {
        guard style != .unspecified, style != userInterfaceStyle else { return self }
        return UITraitCollection(traitsFrom: [self, UITraitCollection(userInterfaceStyle: style)])
    }

    /// Whether every trait `other` specifies has the same value here.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let other else { return true }
        return (other.horizontalSizeClass == .unspecified || other.horizontalSizeClass == horizontalSizeClass)
            && (other.verticalSizeClass == .unspecified || other.verticalSizeClass == verticalSizeClass)
            && (other.displayScale == 0 || other.displayScale == displayScale)
            && (other.userInterfaceStyle == .unspecified || other.userInterfaceStyle == userInterfaceStyle)
            && (other.preferredContentSizeCategory == .unspecified
                || other.preferredContentSizeCategory == preferredContentSizeCategory)
    }

    /// Whether dynamic colours may resolve differently under `other` (the style differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        userInterfaceStyle != (other?.userInterfaceStyle ?? .unspecified)
    }

    // MARK: The current traits

    /// Set by `current`'s setter and `performAsCurrent`; nil: the key window's traits.
    nonisolated(unsafe) private static var explicitCurrent: UITraitCollection?
    /// The traits of the window the app runs in (kept by the window; read off the main actor by
    /// `UIColor.cgColor`, so a plain static written only on the main actor).
    nonisolated(unsafe) package static var ambient = UITraitCollection(
        horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 1, userInterfaceStyle: .light,
        preferredContentSizeCategory: .large)

    /// The traits dynamic colours resolve with when no traits are given (`UIColor.cgColor`): UIKit
    /// sets it to the traits of the view or controller whose `layoutSubviews`, `draw`,
    /// `traitCollectionDidChange` or trait-change handler runs; otherwise the window's.
    public static var current: UITraitCollection {
        get { explicitCurrent ?? ambient }
        set { explicitCurrent = newValue }
    }

    /// Runs `actions` with these traits as `current`, then restores it.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let saved = Self.explicitCurrent
        Self.explicitCurrent = self
        defer { Self.explicitCurrent = saved }
        try actions()
    }

    /// Forgets an explicitly set `current` (a new app).
    package static func resetCurrent() { explicitCurrent = nil }

    // MARK: Equality

    /// Trait collections are equal when every trait is (`==` calls this, as on iOS).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale && userInterfaceStyle == other.userInterfaceStyle
            && preferredContentSizeCategory == other.preferredContentSizeCategory
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
        return hasher.finalize()
    }

    public override var description: String {
        var text = "(w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(formatNumber(displayScale))"
        if userInterfaceStyle != .unspecified { text += ", style: \(userInterfaceStyle)" }
        if preferredContentSizeCategory != .unspecified { text += ", text: \(preferredContentSizeCategory)" }
        return text + ")"
    }
}
