import Foundation

/// UIKit's boxing of geometry in `NSValue` (notification `userInfo`, keyed archives), over
/// Foundation's `NSValue(rect:)` family.
extension NSValue {
    /// Boxes a rectangle.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// Boxes a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// Boxes a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }

    /// The boxed rectangle.
    public var cgRectValue: CGRect { rectValue }
    /// The boxed point.
    public var cgPointValue: CGPoint { pointValue }
    /// The boxed size.
    public var cgSizeValue: CGSize { sizeValue }
}
