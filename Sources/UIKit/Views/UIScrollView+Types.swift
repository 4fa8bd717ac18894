import Foundation

extension UIScrollView {
    /// How the safe area adds to a scroll view's content inset (UIKit's raw values).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// As `.scrollableAxes`, and always the top and bottom for a navigation controller's
        /// content scroll view, a table view or a collection view.
        case automatic = 0
        /// The safe area's insets on the axes that scroll (content larger than the view, or
        /// `alwaysBounce…` set).
        case scrollableAxes = 1
        /// No adjustment: `adjustedContentInset` is `contentInset`.
        case never = 2
        /// The safe area's insets on every edge.
        case always = 3
    }

    /// How much of its speed a released scroll keeps each millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The default: 0.998 of the speed kept a millisecond.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop: 0.99 a millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The indicators' colour scheme (UIKit's raw values).
    public enum IndicatorStyle: Int, Sendable {
        /// Dark on a light interface, light on a dark one.
        case `default` = 0
        /// Dark, for light content.
        case black = 1
        /// Light, for dark content.
        case white = 2
    }

    /// When a drag dismisses the keyboard (UIKit's raw values).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none = 0
        /// As a drag begins.
        case onDrag = 1
        /// Following the finger down the keyboard.
        case interactive = 2
        /// As a drag begins, with the input accessory.
        case onDragWithAccessory = 3
        /// Following the finger, with the input accessory.
        case interactiveWithAccessory = 4
    }
}
