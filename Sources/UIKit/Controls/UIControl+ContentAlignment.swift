import Foundation

extension UIControl {
    /// Where a control's content sits across its bounds (UIKit's raw values).
    public enum ContentHorizontalAlignment: Int, Sendable {
        case center = 0
        case left = 1
        case right = 2
        /// Stretched across the bounds (a button's title fills the width).
        case fill = 3
        /// Left in a left-to-right layout, right in a right-to-left one.
        case leading = 4
        /// Right in a left-to-right layout, left in a right-to-left one.
        case trailing = 5
    }

    /// Where a control's content sits down its bounds (UIKit's raw values).
    public enum ContentVerticalAlignment: Int, Sendable {
        case center = 0
        case top = 1
        case bottom = 2
        case fill = 3
    }

    /// The horizontal alignment with `.leading`/`.trailing` resolved for the layout direction.
    public var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }

    /// The origin along one axis of content `length` long in `box` for an alignment
    /// (`start`/`end`/centre; fill starts at the box's start and is stretched by the caller).
    func alignedOrigin(length: CGFloat, in box: (start: CGFloat, length: CGFloat), start: Bool, end: Bool) -> CGFloat {
        if start { return box.start }
        if end { return box.start + box.length - length }
        return box.start + (box.length - length) / 2
    }

    /// Where content of `size` goes in `box` for the control's two alignments (R297); a fill
    /// alignment stretches it to the box on that axis.
    func alignedContentFrame(size: CGSize, in box: CGRect) -> CGRect {
        let h = effectiveContentHorizontalAlignment
        let v = contentVerticalAlignment
        let width = h == .fill ? box.width : size.width
        let height = v == .fill ? box.height : size.height
        let x = alignedOrigin(
            length: width, in: (box.minX, box.width), start: h == .left || h == .fill, end: h == .right)
        let y = alignedOrigin(
            length: height, in: (box.minY, box.height), start: v == .top || v == .fill, end: v == .bottom)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
