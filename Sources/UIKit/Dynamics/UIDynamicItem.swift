import Foundation

/// How the dynamics engine outlines an item for collisions.
public enum UIDynamicItemCollisionBoundsType: UInt, Sendable {
    /// The item's bounds (the default).
    case rectangle
    /// The ellipse inscribed in the bounds (a circle for a square item).
    case ellipse
    /// `collisionBoundingPath`: a convex, counter-clockwise path about the item's centre.
    case path
}

/// An object a `UIDynamicAnimator` can move: it reads `center`, `bounds` and `transform` once,
/// then writes `center` and `transform` every step (R279).
@preconcurrency @MainActor
public protocol UIDynamicItem: NSObjectProtocol {
    /// The centre, in the reference view's coordinates (a view's superview coordinates, converted).
    var center: CGPoint { get set }
    /// The size the engine uses for mass and the outline (read once, when the item is added).
    var bounds: CGRect { get }
    /// The rotation the engine writes (`CGAffineTransform(rotationAngle:)`).
    var transform: CGAffineTransform { get set }
    /// The outline for collisions (an optional requirement on iOS; `.rectangle` unless implemented).
    var collisionBoundsType: UIDynamicItemCollisionBoundsType { get }
    /// The outline for `.path` (an optional requirement on iOS).
    var collisionBoundingPath: UIBezierPath { get }
}

extension UIDynamicItem {
    /// The rectangle of the bounds (UIKit's default for an item that does not say).
    public var collisionBoundsType: UIDynamicItemCollisionBoundsType { .rectangle }
    /// The bounds as a path about the centre.
    public var collisionBoundingPath: UIBezierPath {
        UIBezierPath(
            rect: CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height))
    }
}
