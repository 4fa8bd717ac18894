import Foundation

/// How a shape layer draws the corners of its stroke.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A sharp corner, cut to a bevel past the miter limit.
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    /// A circular arc around the corner.
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    /// The outer corner cut off straight.
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
