import Foundation

extension NSLayoutConstraint {
    /// The part of a view's or a layout guide's layout a constraint relates (Apple's raw values).
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline, leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        /// No attribute: the second attribute of a constraint to a constant.
        case notAnAttribute = 0

        /// The last baseline (an old name).
        public static var baseline: Attribute { .lastBaseline }
    }

    /// How the first attribute compares with the second.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// A layout axis.
    public enum Axis: Int, Sendable {
        case horizontal = 0, vertical = 1
    }
}

extension NSLayoutConstraint.Attribute {
    /// The axis of a location or a size (nil for `notAnAttribute`).
    var axis: NSLayoutConstraint.Axis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
            .trailingMargin, .centerXWithinMargins:
            return .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline, .topMargin, .bottomMargin,
            .centerYWithinMargins:
            return .vertical
        case .notAnAttribute:
            return nil
        }
    }

    /// Whether the attribute is a size rather than a location.
    var isSize: Bool { self == .width || self == .height }

    /// The plain attribute a margin attribute stands for on the view's layout margins guide.
    var withoutMargin: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: return .left
        case .rightMargin: return .right
        case .topMargin: return .top
        case .bottomMargin: return .bottom
        case .leadingMargin: return .leading
        case .trailingMargin: return .trailing
        case .centerXWithinMargins: return .centerX
        case .centerYWithinMargins: return .centerY
        default: return nil
        }
    }

    /// Whether the attribute is a left/right location (UIKit refuses to relate those to
    /// leading/trailing ones).
    var isAbsoluteDirection: Bool { [.left, .right, .leftMargin, .rightMargin].contains(self) }

    /// Whether the attribute is a leading/trailing location.
    var isNaturalDirection: Bool { [.leading, .trailing, .leadingMargin, .trailingMargin].contains(self) }

    /// The name UIKit prints in a constraint's description.
    var name: String {
        switch self {
        case .left: return "left"
        case .right: return "right"
        case .top: return "top"
        case .bottom: return "bottom"
        case .leading: return "leading"
        case .trailing: return "trailing"
        case .width: return "width"
        case .height: return "height"
        case .centerX: return "centerX"
        case .centerY: return "centerY"
        case .lastBaseline: return "lastBaseline"
        case .firstBaseline: return "firstBaseline"
        case .leftMargin: return "leftMargin"
        case .rightMargin: return "rightMargin"
        case .topMargin: return "topMargin"
        case .bottomMargin: return "bottomMargin"
        case .leadingMargin: return "leadingMargin"
        case .trailingMargin: return "trailingMargin"
        case .centerXWithinMargins: return "centerXWithinMargins"
        case .centerYWithinMargins: return "centerYWithinMargins"
        case .notAnAttribute: return "notAnAttribute"
        }
    }
}
