import Foundation

/// The traits of an environment: size classes and scale.
public struct UITraitCollection: Equatable, Sendable, CustomStringConvertible {
    /// The width class.
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    /// The height class.
    public var verticalSizeClass: UIUserInterfaceSizeClass
    /// Pixels per point.
    public var displayScale: CGFloat

    /// Creates traits.
    public init(
        horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
        verticalSizeClass: UIUserInterfaceSizeClass = .unspecified, displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
    }

    public var description: String {
        "(w: \(horizontalSizeClass), h: \(verticalSizeClass), scale: \(formatNumber(displayScale)))"
    }
}
