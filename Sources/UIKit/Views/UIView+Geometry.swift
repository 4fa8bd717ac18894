import Foundation

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s (the window's when nil).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (bounding box of the corners).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    /// Converts a rectangle from `view`'s coordinates to this view's.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }

    /// A view's width or height that has no intrinsic value.
    public static let noIntrinsicMetric: CGFloat = -1

    /// Resizes the view to `sizeThatFits` of its current size.
    public func sizeToFit() {
        let size = sizeThatFits(bounds.size)
        bounds = CGRect(origin: bounds.origin, size: size)
    }

    /// The insets of the bounds that the window's unsafe areas (sensor housing, home indicator,
    /// rounded corners) cover.
    public var safeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        let insets = window.deviceSafeAreaInsets
        if self === window { return insets }
        let frameInWindow = convert(bounds, to: window)
        let w = window.bounds
        return UIEdgeInsets(
            top: max(0, insets.top - (frameInWindow.minY - w.minY)),
            left: max(0, insets.left - (frameInWindow.minX - w.minX)),
            bottom: max(0, insets.bottom - (w.maxY - frameInWindow.maxY)),
            right: max(0, insets.right - (w.maxX - frameInWindow.maxX)))
    }

    /// The bounds less the safe-area insets.
    public var safeAreaLayoutFrame: CGRect { bounds.inset(by: safeAreaInsets) }
}

/// Insets from the four edges of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public var description: String {
        "{\(formatNumber(top)), \(formatNumber(left)), \(formatNumber(bottom)), \(formatNumber(right))}"
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets`.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: minX + insets.left, y: minY + insets.top,
            width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}
