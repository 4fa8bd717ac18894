import Foundation

/// One inset group of the share sheet's action rows (R312): a rounded platter of 52 pt rows, each
/// the activity's title at the leading edge and its glyph at the trailing edge, hairlines between.
@MainActor
final class ShareActionGroupView: UIView {
    /// The rows, in order.
    private(set) var rows: [ShareSheetTapTarget] = []
    private var separators: [UIView] = []

    init(activities: [UIActivity], select: @escaping (UIActivity) -> Void) {
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        layer.cornerRadius = ShareSheetMetrics.groupCornerRadius
        layer.cornerCurve = .continuous
        layer.masksToBounds = true
        for (index, activity) in activities.enumerated() {
            let row = ShareSheetTapTarget()
            row.highlightColor = .systemFill
            row.accessibilityLabel = activity.activityTitle
            let label = UILabel()
            label.text = activity.activityTitle
            label.font = ShareSheetMetrics.rowFont
            label.textColor = .label
            row.addSubview(label)
            let glyph =
                (activity as? SystemActivity).map { ShareIconView(icon: $0.icon) }
                ?? ShareIconView(image: activity.activityImage, asAppIcon: false)
            row.addSubview(glyph)
            row.onTap = { select(activity) }
            addSubview(row)
            rows.append(row)
            if index > 0 {
                let separator = UIView()
                separator.backgroundColor = .separator
                addSubview(separator)
                separators.append(separator)
            }
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The group's height for its rows.
    var height: CGFloat { CGFloat(rows.count) * ShareSheetMetrics.rowHeight }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ShareSheetMetrics.self
        let hairline = 1 / max(1, UIScreen.main.scale)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * m.rowHeight, width: bounds.width, height: m.rowHeight)
            guard row.subviews.count == 2 else { continue }
            let glyphSide = ShareIcon.glyphSide
            let glyphX = bounds.width - m.rowLeading - glyphSide - 2
            row.subviews[0].frame = CGRect(
                x: m.rowLeading, y: 0, width: max(0, glyphX - 8 - m.rowLeading), height: m.rowHeight)
            row.subviews[1].frame = CGRect(
                x: glyphX, y: (m.rowHeight - glyphSide) / 2, width: glyphSide, height: glyphSide)
        }
        for (index, separator) in separators.enumerated() {
            separator.frame = CGRect(
                x: m.rowLeading, y: CGFloat(index + 1) * m.rowHeight - hairline / 2, width: bounds.width - m.rowLeading,
                height: hairline)
        }
    }
}
