import Foundation

/// A table view's section index (R349): the data source's titles in a column along the trailing
/// edge, centred in the visible height; a touch on it, or a drag along it, scrolls the table to
/// the section the data source names for the title under the finger.
@MainActor
final class SectionIndexView: UIView {
    /// The width of the column.
    static let width: CGFloat = 15
    /// The height of one title.
    static let rowHeight: CGFloat = 14.5
    static let font = UIFont.systemFont(ofSize: 11, weight: .semibold)

    var titles: [String] = [] { didSet { rebuildLabels() } }
    var titleColor: UIColor? { didSet { recolour() } }
    var indexBackgroundColor: UIColor? { didSet { recolour() } }
    var trackingBackgroundColor: UIColor? { didSet { recolour() } }
    /// Called with the index of the title under the finger when it changes during a touch.
    var onSelect: ((Int) -> Void)?
    private var labels: [UIView] = []
    private var lastIndex: Int?
    private(set) var isTracking = false {
        didSet { recolour() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isMultipleTouchEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func rebuildLabels() {
        for label in labels { label.removeFromSuperview() }
        labels = titles.map { title in
            if title == UITableView.indexSearch {
                let glyph = UIImageView(image: UIImage(systemName: "magnifyingglass"))
                glyph.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 9, weight: .semibold)
                glyph.contentMode = .center
                return glyph
            }
            let label = UILabel()
            label.text = title
            label.font = Self.font
            label.textAlignment = .center
            return label
        }
        for label in labels { addSubview(label) }
        recolour()
        setNeedsLayout()
    }

    private func recolour() {
        let colour = titleColor ?? tintColor ?? .systemBlue
        for view in labels {
            (view as? UILabel)?.textColor = colour
            view.tintColor = colour
        }
        backgroundColor = isTracking ? (trackingBackgroundColor ?? indexBackgroundColor) : indexBackgroundColor
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        recolour()
    }

    /// The titles' block, centred vertically.
    private var blockTop: CGFloat { max(0, (bounds.height - CGFloat(titles.count) * Self.rowHeight) / 2) }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = blockTop
        for (i, label) in labels.enumerated() {
            label.frame = CGRect(
                x: 0, y: top + CGFloat(i) * Self.rowHeight, width: bounds.width, height: Self.rowHeight)
        }
    }

    /// The title under `y` (clamped to the first and last).
    func titleIndex(at y: CGFloat) -> Int? {
        guard !titles.isEmpty else { return nil }
        let i = Int(((y - blockTop) / Self.rowHeight).rounded(.down))
        return min(max(i, 0), titles.count - 1)
    }

    private func track(_ touches: Set<UITouch>) {
        guard let touch = touches.first, let index = titleIndex(at: touch.location(in: self).y) else { return }
        guard index != lastIndex else { return }
        lastIndex = index
        onSelect?(index)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = true
        lastIndex = nil
        track(touches)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { track(touches) }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        lastIndex = nil
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        isTracking = false
        lastIndex = nil
    }
}

extension UITableView {
    /// The title that shows a magnifying glass in the section index (`"{search}"`).
    public static let indexSearch = "{search}"

    /// Asks the data source for the section index titles again (R349).
    public func reloadSectionIndexTitles() {
        refreshSectionIndex()
    }

    /// Shows, hides or refills the section index from the data source (R349).
    func refreshSectionIndex() {
        let titles = dataSource?.sectionIndexTitles(for: self) ?? []
        let rows = (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
        guard !titles.isEmpty, rows >= sectionIndexMinimumDisplayRowCount else {
            sectionIndexView?.removeFromSuperview()
            sectionIndexView = nil
            return
        }
        let index = sectionIndexView ?? SectionIndexView()
        if sectionIndexView == nil {
            sectionIndexView = index
            index.onSelect = { [weak self] i in self?.sectionIndexSelected(i) }
        }
        if index.titles != titles { index.titles = titles }
        index.titleColor = sectionIndexColor
        index.indexBackgroundColor = sectionIndexBackgroundColor
        index.trackingBackgroundColor = sectionIndexTrackingBackgroundColor
        if index.superview !== self { addSubview(index) }
        layOutSectionIndex()
    }

    /// Keeps the index over the visible part of the table, along its trailing edge, on top.
    func layOutSectionIndex() {
        guard let index = sectionIndexView else { return }
        let insets = adjustedContentInset
        let width = SectionIndexView.width
        let x =
            effectiveUserInterfaceLayoutDirection == .rightToLeft
            ? bounds.minX + safeAreaInsets.left : bounds.maxX - safeAreaInsets.right - width
        index.frame = CGRect(
            x: x, y: bounds.minY + insets.top, width: width,
            height: max(0, bounds.height - insets.top - insets.bottom))
        if subviews.last !== index { bringSubviewToFront(index) }
    }

    private func sectionIndexSelected(_ i: Int) {
        guard let index = sectionIndexView, i < index.titles.count, let dataSource else { return }
        let section = dataSource.tableView(self, sectionForSectionIndexTitle: index.titles[i], at: i)
        guard section >= 0, section < numberOfSections else { return }
        // The section's top (its header) at the top of the visible area, within the content.
        let top = rect(forSection: section).minY - adjustedContentInset.top
        let maxY = max(-adjustedContentInset.top, contentSize.height + adjustedContentInset.bottom - bounds.height)
        contentOffset.y = min(max(top, -adjustedContentInset.top), maxY)
    }
}
