import Foundation

extension LayoutEngine {
    /// Whether `item` (a view or a guide) lies inside `scrollView`: a descendant view, or a guide of one.
    static func isContent(_ item: AnyObject, of scrollView: UIScrollView) -> Bool {
        let view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
        guard let view, view !== scrollView else { return false }
        return view.isDescendant(of: scrollView)
    }

    /// An attribute of a view or guide written over the engine's variables, in the coordinates of
    /// `holder` (the view the constraint is installed on): the item's own frame variables plus the
    /// origins of the views between it and the holder. The holder's own origin is 0 there, so a
    /// constraint never depends on where its holder sits. Margin attributes are the attributes of
    /// the view's `layoutMarginsGuide`. Transforms and bounds origins play no part, as in UIKit.
    func expression(
        of item: AnyObject, _ attribute: NSLayoutConstraint.Attribute, in holder: UIView,
        retaining retained: inout [LayoutItemRecord], naming: inout [LayoutItemRecord]
    ) -> LinearExpression? {
        var item = item
        var attribute = attribute
        if let plain = attribute.withoutMargin {
            guard let view = item as? UIView else { return nil }
            item = view.layoutMarginsGuide
            attribute = plain
        }
        guard item is UIView || item is UILayoutGuide else { return nil }
        let isHolder = item === holder
        let needsRecord = !isHolder || ![.left, .leading, .top].contains(attribute)
        let record = needsRecord ? retain(item, into: &retained) : nil
        if !isHolder, let record { naming.append(record) }
        var origin = LinearExpression()
        if !isHolder, let record {
            origin = LinearExpression(attribute.axis == .vertical ? record.y : record.x)
        }
        var expression: LinearExpression
        switch attribute {
        case .left, .leading, .top:
            expression = origin
        case .right, .trailing, .bottom:
            expression = origin
            expression.add(attribute == .bottom ? record!.height : record!.width)
        case .centerX, .centerY:
            expression = origin
            expression.add(attribute == .centerY ? record!.height : record!.width, 0.5)
        case .width:
            return LinearExpression(record!.width)
        case .height:
            return LinearExpression(record!.height)
        case .firstBaseline, .lastBaseline:
            let offset = baselineOffset(of: item, record: record!, first: attribute == .firstBaseline)
            expression = origin
            expression.constant += offset.constant
            expression.add(record!.height, offset.heightFactor)
        default:
            return nil
        }
        guard !isHolder else { return expression }
        // Up to the holder: each view in between adds its origin.
        var parent = (item as? UIView)?.superview ?? (item as? UILayoutGuide)?.owningView
        while let view = parent, view !== holder {
            let link = retain(view, into: &retained)
            expression.add(attribute.axis == .vertical ? link.y : link.x)
            parent = view.superview
        }
        return parent == nil ? nil : expression
    }

    /// Where a baseline sits below an item's top: `constant + heightFactor × height`. A label
    /// centres its lines vertically, so its baselines move with half its height; a button's title
    /// is a centred label; other views and guides have their baselines at the bottom.
    func baselineOffset(of item: AnyObject, record: LayoutItemRecord, first: Bool) -> (
        constant: Double, heightFactor: Double
    ) {
        let label: UILabel?
        var centreShift: CGFloat = 0
        if let button = item as? UIButton {
            label = button.titleLabel
            centreShift = (button.contentEdgeInsets.top - button.contentEdgeInsets.bottom) / 2
        } else {
            label = item as? UILabel
        }
        guard let label, let font = label.font else { return (0, 1) }
        if record.contentSize == nil, !(item is UIButton), let view = item as? UILabel,
            !view.translatesAutoresizingMaskIntoConstraints
        {
            // Measured now rather than at the next refresh, which would otherwise build this
            // constraint a second time for the measured height.
            record.contentSize = contentSize(of: view, record: record)
        }
        let metrics = TextMetrics.current.lineMetrics(for: font)
        let measured = item is UIButton ? label.intrinsicContentSize.height : record.contentSize?.height
        let textHeight = measured.map { max($0, metrics.lineHeight) } ?? metrics.lineHeight
        let lines = max(1, (textHeight / metrics.lineHeight).rounded())
        let lineIndex: CGFloat = first ? 0 : lines - 1
        let top = centreShift - lines * metrics.lineHeight / 2
        return (Double(top + lineIndex * metrics.lineHeight + metrics.ascender), 0.5)
    }
}
