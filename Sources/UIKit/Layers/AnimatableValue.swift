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
}
