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

    /// The insets of the bounds that unsafe areas cover: the window's (sensor housing, home
    /// indicator, rounded corners) and the bars of containers above the view (a navigation bar),
    /// plus `additionalSafeAreaInsets` of the controllers on the way.
    ///
    /// Inside a view where propagation stops (a disappearing controller's view, a view scaled or
    /// rotated by its transform: a sheet's pushed-back presenter, a zooming view) the insets stay
    /// what they were when last propagated, so content laid out from them does not jump while the
    /// view is transformed (UIKit freezes them there too).
    public var safeAreaInsets: UIEdgeInsets {
        guard window != nil else { return .zero }
        var view: UIView? = self
        while let current = view, !(current is UIWindow) {
            if current.stopsSafeAreaPropagation { return reportedSafeAreaInsets }
            view = current.superview
        }
        return measuredSafeAreaInsets
    }

    /// The insets measured from the window's geometry now (what propagation reports).
    var measuredSafeAreaInsets: UIEdgeInsets {
        guard let window else { return .zero }
        // Outside the screen is not unsafe: an edge without a device inset reaches out indefinitely,
        // so a view a transition has moved (partly) off screen keeps its insets (UIKit measures the
        // overlap with the window's inset strips only).
        let device = window.deviceSafeAreaInsets
        let far: CGFloat = 1_000_000
        let screenSafe = window.bounds.inset(by: device)
        let minX = device.left > 0 ? screenSafe.minX : -far
        let minY = device.top > 0 ? screenSafe.minY : -far
        let maxX = device.right > 0 ? screenSafe.maxX : far
        let maxY = device.bottom > 0 ? screenSafe.maxY : far
        var safe = CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        // From the outermost controller's view inwards: a container's bars cut the safe area at
        // their edge; `additionalSafeAreaInsets` add to the insets the view already has there.
        var chain: [(view: UIView, controller: UIViewController)] = []
        var view: UIView? = self
        while let current = view, current !== window {
            if let controller = current.owningViewController as? UIViewController {
                chain.append((current, controller))
            }
            view = current.superview
        }
        for (current, controller) in chain.reversed() {
            let additional = controller.additionalSafeAreaInsets
            let container = controller.containerSafeAreaInsets
            guard additional != .zero || container != .zero else { continue }
            let frame = current.convert(current.bounds, to: window)
            if container != .zero { safe = safe.intersection(frame.inset(by: container)) }
            if additional != .zero, !safe.isNull {
                let inside = safe.intersection(frame)
                let base = inside.isNull ? frame : inside
                safe = safe.intersection(base.inset(by: additional))
            }
        }
        let frameInWindow = convert(bounds, to: window)
        if safe.isNull { return UIEdgeInsets(top: bounds.height, left: 0, bottom: 0, right: 0) }
        return UIEdgeInsets(
            top: max(0, safe.minY - frameInWindow.minY),
            left: max(0, safe.minX - frameInWindow.minX),
            bottom: max(0, frameInWindow.maxY - safe.maxY),
            right: max(0, frameInWindow.maxX - safe.maxX))
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

    /// Edge-wise sum.
    public static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

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

extension UIView {
    /// The frame for an alignment rectangle: the rectangle grown by `alignmentRectInsets`.
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return CGRect(
            x: alignmentRect.minX - insets.left, y: alignmentRect.minY - insets.top,
            width: alignmentRect.width + insets.left + insets.right,
            height: alignmentRect.height + insets.top + insets.bottom)
    }

    /// The alignment rectangle for a frame: the frame less `alignmentRectInsets`.
    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }
}
