import Foundation

/// A value a layer property can hold, in one shape so that animations can interpolate any of them.
public enum AnimatableValue: Equatable, Sendable {
    case scalar(CGFloat)
    case point(CGPoint)
    case size(CGSize)
    case rect(CGRect)
    case transform(CATransform3D)
    case color(CGColor?)
    case bool(Bool)
    /// A path (`shadowPath`, a shape layer's `path`).
    case path(CGPath?)
    /// A list of colours (a gradient's `colors`).
    case colors([CGColor]?)
    /// A list of numbers (a gradient's `locations`).
    case numbers([CGFloat]?)
}
