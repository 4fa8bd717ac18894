import Foundation

/// How an emitter composites its particles (`CAEmitterLayer.renderMode`).
public struct CAEmitterLayerRenderMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// In no particular order (here: cell by cell, oldest first; the default).
    public static let unordered = CAEmitterLayerRenderMode(rawValue: "unordered")
    /// Oldest particles first, so the newest are on top.
    public static let oldestFirst = CAEmitterLayerRenderMode(rawValue: "oldestFirst")
    /// Newest particles first, so the oldest are on top.
    public static let oldestLast = CAEmitterLayerRenderMode(rawValue: "oldestLast")
    /// By depth (all particles lie in the layer's plane here: oldest first).
    public static let backToFront = CAEmitterLayerRenderMode(rawValue: "backToFront")
    /// Each particle's colour added to what is below (overlaps brighten), oldest first.
    public static let additive = CAEmitterLayerRenderMode(rawValue: "additive")
}
