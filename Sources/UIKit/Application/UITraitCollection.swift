import Foundation

/// The traits of an environment: size classes and scale. Immutable, as in UIKit.
public final class UITraitCollection: NSObject, Sendable {
    /// The width class.
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public let displayScale: CGFloat

    /// Creates traits.
    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        super.init()
    }

    /// Trait collections are equal when every trait is (`==` calls this, as on iOS).
    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return horizontalSizeClass == other.horizontalSizeClass && verticalSizeClass == other.verticalSizeClass
            && displayScale == other.displayScale
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(horizontalSizeClass)
        hasher.combine(verticalSizeClass)
        hasher.combine(displayScale)
        return hasher.finalize()
    }

    public override var description: String {
        "(w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(formatNumber(displayScale)))"
    }
}
