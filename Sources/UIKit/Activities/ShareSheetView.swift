import Foundation

/// The share sheet's view (R312): the header fixed at the top, and below it a vertical scroll
/// view with the row of apps, the groups of actions and the "Edit Actions…" link.
@MainActor
final class ShareSheetView: UIView {
    private weak var controller: UIActivityViewController?
    let header = ShareSheetHeaderView()
    let scrollView = UIScrollView()
    let appRow = ShareAppRowView()
    private(set) var groups: [ShareActionGroupView] = []
    let editActions = UILabel()

    init(controller: UIActivityViewController) {
        self.controller = controller
        super.init(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
        backgroundColor = .systemGroupedBackground
        scrollView.alwaysBounceVertical = true
        addSubview(scrollView)
        scrollView.addSubview(appRow)
        editActions.text = "Edit Actions…"
        editActions.font = ShareSheetMetrics.rowFont
        editActions.textColor = .systemBlue
        scrollView.addSubview(editActions)
        addSubview(header)
        header.closeButton.onTap = { [weak controller] in controller?.close() }
        reloadContent()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes the content again from the controller's items and activities.
    func reloadContent() {
        guard let controller else { return }
        let content = ShareSheetContent(for: controller)
        header.show(content.preview)
        let select: (UIActivity) -> Void = { [weak controller] activity in controller?.select(activity) }
        appRow.show(content.apps, select: select)
        appRow.isHidden = content.apps.isEmpty
        groups.forEach { $0.removeFromSuperview() }
        groups = content.actionGroups.map { ShareActionGroupView(activities: $0, select: select) }
        groups.forEach { scrollView.addSubview($0) }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ShareSheetMetrics.self
        header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: m.headerHeight)
        scrollView.frame = CGRect(
            x: 0, y: m.headerHeight, width: bounds.width, height: max(0, bounds.height - m.headerHeight))
        var y = m.appRowTop
        if !appRow.isHidden {
            appRow.frame = CGRect(x: 0, y: y, width: bounds.width, height: m.appRowHeight)
            y = appRow.frame.maxY + 6
        }
        for group in groups {
            group.frame = CGRect(x: m.groupInset, y: y, width: bounds.width - 2 * m.groupInset, height: group.height)
            y = group.frame.maxY + m.groupSpacing
        }
        editActions.frame = CGRect(
            x: m.groupInset + m.rowLeading, y: y - m.groupSpacing + 8, width: bounds.width - 2 * m.groupInset,
            height: m.editActionsHeight)
        scrollView.contentSize = CGSize(width: bounds.width, height: editActions.frame.maxY + m.bottomPadding)
    }
}
