import Foundation

/// The share sheet's row of apps (R312): each share activity an icon over its name in a column,
/// scrolling sideways when there are more than fit.
@MainActor
final class ShareAppRowView: UIScrollView {
    /// The columns, one per app, in order.
    private(set) var columns: [ShareSheetTapTarget] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        showsHorizontalScrollIndicator = false
        alwaysBounceHorizontal = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `apps`; a tap on one calls `select`.
    func show(_ apps: [UIActivity], select: @escaping (UIActivity) -> Void) {
        columns.forEach { $0.removeFromSuperview() }
        columns = apps.map { activity in
            let column = ShareSheetTapTarget()
            column.accessibilityLabel = activity.activityTitle
            let icon =
                (activity as? SystemActivity).map { ShareIconView(icon: $0.icon) }
                ?? ShareIconView(image: activity.activityImage, asAppIcon: true)
            column.addSubview(icon)
            let label = UILabel()
            label.text = activity.activityTitle
            label.font = ShareSheetMetrics.appLabelFont
            label.textColor = .label
            label.textAlignment = .center
            column.addSubview(label)
            column.onTap = { select(activity) }
            addSubview(column)
            return column
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ShareSheetMetrics.self
        for (index, column) in columns.enumerated() {
            column.frame = CGRect(
                x: m.appRowLeading + CGFloat(index) * m.appColumnWidth, y: 0, width: m.appColumnWidth,
                height: m.appRowHeight)
            guard column.subviews.count == 2 else { continue }
            let side = ShareIcon.appIconSide
            column.subviews[0].frame = CGRect(x: (m.appColumnWidth - side) / 2, y: 0, width: side, height: side)
            column.subviews[1].frame = CGRect(
                x: 0, y: side + m.appLabelGap, width: m.appColumnWidth, height: ceil(m.appLabelFont.lineHeight))
        }
        contentSize = CGSize(
            width: m.appRowLeading * 2 + CGFloat(columns.count) * m.appColumnWidth, height: m.appRowHeight)
    }
}
