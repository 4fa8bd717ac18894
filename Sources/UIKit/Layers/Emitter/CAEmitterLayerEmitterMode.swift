import Foundation

/// Where on the emitter's shape particles start (`CAEmitterLayer.emitterMode`).
public struct CAEmitterLayerEmitterMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// At points of the shape (here: anywhere inside it, as `.volume`).
    public static let points = CAEmitterLayerEmitterMode(rawValue: "points")
    /// On the shape's outline.
    public static let outline = CAEmitterLayerEmitterMode(rawValue: "outline")
    /// On the shape's surface (flat here: inside it).
    public static let surface = CAEmitterLayerEmitterMode(rawValue: "surface")
    /// Inside the shape (the default).
    public static let volume = CAEmitterLayerEmitterMode(rawValue: "volume")
}
