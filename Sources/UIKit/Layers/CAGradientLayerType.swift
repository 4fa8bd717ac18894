import Foundation

/// The shape of a gradient layer's gradient.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Colour varies along the line from `startPoint` to `endPoint`.
    public static let axial = CAGradientLayerType(rawValue: "axial")
    /// Colour varies with the distance from `startPoint`, in the ellipse whose radii are
    /// `endPoint − startPoint` (in the unit square).
    public static let radial = CAGradientLayerType(rawValue: "radial")
    /// Colour varies with the angle about `startPoint`, from the direction of `endPoint`.
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
