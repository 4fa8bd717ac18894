import Foundation

/// Which corners `cornerRadius` rounds (R193); the others stay square.
public struct CACornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top-left corner (minimum x, minimum y in the layer's y-down space).
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 2)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 4)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 8)
    /// All four (the default).
    package static let all: CACornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
}

/// The curve of a layer's rounded corners (R193).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A quarter circle of `cornerRadius` (the default).
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// Apple's continuous corner: the curvature eases in from the straight edge, which the curve
    /// leaves about 1.53 radii before the corner (the squircle of sheets, cards, app icons and
    /// the screen).
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
