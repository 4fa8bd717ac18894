import Foundation

extension NSLayoutConstraint {
    /// UIKit's description: `<NSLayoutConstraint:0x… 'identifier' UIView:0x….width == 100   (active)>`.
    var constraintDescription: String {
        var text = "<\(className):\(LayoutDebugAddress.of(self))"
        if let identifier { text += " '\(identifier)'" }
        text += " \(equation)   (\(isActive ? "active" : "inactive"))>"
        return text
    }

    /// The class UIKit's constraint of this kind has.
    private var className: String {
        switch kind {
        case .user: return String(describing: type(of: self))
        case .autoresizing: return "NSAutoresizingMaskLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        case .system: return "NSLayoutConstraint"
        }
    }

    /// `item.attribute relation multiplier*item.attribute + constant @priority`.
    private var equation: String {
        let first = LayoutDebugAddress.describe(firstItem)
        switch kind {
        case .autoresizing:
            let names: [Attribute: String] = [.left: "minX", .top: "minY", .width: "width", .height: "height"]
            return
                "\(maskNotation) \(first).\(names[firstAttribute] ?? firstAttribute.name) == \(formatNumber(constant))"
        case .contentSize(let hugging, let resistance):
            return
                "\(first).\(firstAttribute.name) == \(formatNumber(constant)) Hug:\(formatNumber(CGFloat(hugging))) CompressionResistance:\(formatNumber(CGFloat(resistance)))"
        case .user, .system:
            break
        }
        var right: String
        if let secondItem {
            let term = "\(LayoutDebugAddress.describe(secondItem)).\(secondAttribute.name)"
            right = multiplier == 1 ? term : "\(formatNumber(multiplier))*\(term)"
            if constant > 0 { right += " + \(formatNumber(constant))" }
            if constant < 0 { right += " - \(formatNumber(-constant))" }
        } else {
            right = formatNumber(constant)
        }
        var text = "\(first).\(firstAttribute.name) \(relation.symbol) \(right)"
        if priority != .required { text += " @\(formatNumber(CGFloat(priority.rawValue)))" }
        return text
    }

    /// UIKit's `h=-&- v=-&-` notation for a view's autoresizing mask (`&` flexible, `-` fixed).
    private var maskNotation: String {
        let mask = (firstItem as? UIView)?.autoresizingMask ?? []
        func mark(_ option: UIView.AutoresizingMask) -> String { mask.contains(option) ? "&" : "-" }
        return
            "h=\(mark(.flexibleLeftMargin))\(mark(.flexibleWidth))\(mark(.flexibleRightMargin)) v=\(mark(.flexibleTopMargin))\(mark(.flexibleHeight))\(mark(.flexibleBottomMargin))"
    }
}

extension NSLayoutConstraint.Relation {
    /// `<=`, `==` or `>=`.
    var symbol: String {
        switch self {
        case .lessThanOrEqual: return "<="
        case .equal: return "=="
        case .greaterThanOrEqual: return ">="
        }
    }
}
