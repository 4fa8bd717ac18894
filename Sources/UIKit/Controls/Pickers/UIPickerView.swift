import Foundation

/// A view of spinning wheels — one per component — each a list of rows, with the selected rows in
/// a light grey band across the middle; rows above and below curve away on the drum (R309).
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of a row unless the delegate says otherwise.
    public static let defaultRowHeight: CGFloat = 32
    /// The picker's natural size: 320 × 216 pt, the height iOS gives every phone picker.
    static let naturalSize = CGSize(width: 320, height: 216)
    /// The space between components and at the picker's sides (by eye against iOS 18).
    static let componentSpacing: CGFloat = 5
    static let sideMargin: CGFloat = 8
    /// The row label's font: the system font at 22 pt, as iOS 14 and later draw picker rows.
    static let titleFont = UIFont.systemFont(ofSize: 22)

    /// Tells the picker how many components and rows it has (held weakly).
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsReload() } }
    /// Gives the rows' content and sizes and hears selections (held weakly).
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsReload() } }
    /// Whether the selection band shows. Deprecated since iOS 13: the band always shows.
    open var showsSelectionIndicator = true

    /// The selected row of each component (−1 for a component without rows).
    private var selectedRows: [Int] = []
    /// The columns, one per component, in order.
    private(set) var columns: [PickerColumnView] = []
    /// Whether the data source has been asked since it or the delegate changed.
    private var isLoaded = false
    /// The light grey band behind the centre row.
    let selectionBand = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpBand()
    }

    /// Creates a picker from an archive (no nibs here: the picker `init(frame: .zero)` gives).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpBand()
    }

    private func setUpBand() {
        clipsToBounds = true
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.layer.cornerCurve = .continuous
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    // MARK: Components and rows

    /// The number of components, from the data source.
    open var numberOfComponents: Int {
        loadIfNeeded()
        return columns.count
    }

    /// The number of rows of `component` (0 for a component that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        loadIfNeeded()
        return columns.indices.contains(component) ? columns[component].rowCount : 0
    }

    /// The size of `component`'s rows: its width and row height from the delegate.
    open func rowSize(forComponent component: Int) -> CGSize {
        loadIfNeeded()
        return CGSize(width: componentWidths()[safe: component] ?? 0, height: rowHeight(forComponent: component))
    }

    /// The view the delegate's `viewForRow:forComponent:reusing:` gave for a row on screen; nil if
    /// the row is not on screen or the row shows the picker's own title label.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        loadIfNeeded()
        guard columns.indices.contains(component), let view = columns[component].cells[row]?.content else {
            return nil
        }
        return view is PickerRowLabel ? nil : view
    }

    /// Asks the data source and delegate again for every component: counts, sizes and rows.
    open func reloadAllComponents() {
        guard let dataSource else {
            columns.forEach { $0.removeFromSuperview() }
            columns = []
            selectedRows = []
            isLoaded = true
            return
        }
        isLoaded = true
        let count = max(0, dataSource.numberOfComponents(in: self))
        while columns.count > count { columns.removeLast().removeFromSuperview() }
        while columns.count < count {
            let column = PickerColumnView(component: columns.count, picker: self)
            addSubview(column)
            columns.append(column)
        }
        for component in 0..<count { reloadComponent(component) }
        layOutColumns()
    }

    /// Asks again for `component`'s row count, height and rows; the selection stays, within the rows.
    open func reloadComponent(_ component: Int) {
        loadIfNeeded()
        guard columns.indices.contains(component), let dataSource else { return }
        let rows = max(0, dataSource.pickerView(self, numberOfRowsInComponent: component))
        while selectedRows.count <= component { selectedRows.append(0) }
        selectedRows[component] = rows == 0 ? -1 : min(max(selectedRows[component], 0), rows - 1)
        let column = columns[component]
        column.reload(rowCount: rows, rowHeight: rowHeight(forComponent: component))
        if !column.isDragging, !column.isDecelerating { column.scroll(toRow: selectedRows[component], animated: false) }
    }

    // MARK: Selection

    /// Moves `component` to `row` (sliding the wheel when `animated`); the delegate's `didSelectRow`
    /// is not called, as in UIKit. `selectedRow(inComponent:)` gives `row` at once.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        loadIfNeeded()
        guard columns.indices.contains(component) else { return }
        let column = columns[component]
        guard row >= 0, row < column.rowCount else { return }
        selectedRows[component] = row
        column.scroll(toRow: row, animated: animated)
    }

    /// The selected row of `component`, or −1 when it has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        loadIfNeeded()
        return selectedRows[safe: component] ?? -1
    }

    /// A column came to rest on `row`: a new row the user chose is the selection, and the delegate hears it.
    func column(_ column: PickerColumnView, didSettleOn row: Int, byUser: Bool) {
        let component = column.component
        guard selectedRows.indices.contains(component), row >= 0, selectedRows[component] != row else { return }
        selectedRows[component] = row
        if byUser { delegate?.pickerView(self, didSelectRow: row, inComponent: component) }
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        loadIfNeeded()
        layOutColumns()
    }

    private func layOutColumns() {
        let widths = componentWidths()
        let total = widths.reduce(0, +) + Self.componentSpacing * CGFloat(max(0, widths.count - 1))
        var x = (bounds.width - total) / 2
        for (component, column) in columns.enumerated() {
            let frame = CGRect(x: x, y: 0, width: widths[component], height: bounds.height)
            x += widths[component] + Self.componentSpacing
            let height = rowHeight(forComponent: component)
            guard column.frame != frame || column.rowHeight != height else { continue }
            column.frame = frame
            column.reload(rowCount: column.rowCount, rowHeight: height)
            if !column.isDragging, !column.isDecelerating {
                column.scroll(toRow: selectedRows[component], animated: false)
            }
        }
        let bandHeight = columns.isEmpty ? Self.defaultRowHeight : rowHeight(forComponent: 0)
        selectionBand.frame = CGRect(
            x: Self.sideMargin, y: (bounds.height - bandHeight) / 2, width: max(0, bounds.width - 2 * Self.sideMargin),
            height: bandHeight)
    }

    /// The width each component gets when the delegate does not say: the picker's width less its
    /// margins and the spaces between components, shared equally.
    var sharedComponentWidth: CGFloat {
        let count = CGFloat(max(1, columns.count))
        let room = bounds.width - 2 * Self.sideMargin - Self.componentSpacing * (count - 1)
        return max(0, room / count)
    }

    private func componentWidths() -> [CGFloat] {
        columns.indices.map { component in
            max(0, delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth)
        }
    }

    private func rowHeight(forComponent component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? Self.defaultRowHeight
        return height > 0 ? height : Self.defaultRowHeight
    }

    open override var intrinsicContentSize: CGSize { Self.naturalSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.naturalSize }

    // MARK: Loading

    /// A new data source or delegate: the columns (and the row views they keep for reuse) go.
    private func setNeedsReload() {
        isLoaded = false
        columns.forEach { $0.removeFromSuperview() }
        columns = []
        setNeedsLayout()
    }

    private func loadIfNeeded() {
        if !isLoaded { reloadAllComponents() }
    }

    // MARK: Rows' views

    /// The view for a row: the delegate's, or the picker's title label when there is no delegate.
    func rowView(forRow row: Int, component: Int, reusing view: UIView?) -> UIView {
        guard let delegate else {
            // No delegate: UIKit shows a question mark in every row.
            let label = view as? PickerRowLabel ?? PickerRowLabel()
            label.text = "?"
            return label
        }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view)
    }

    /// The picker's own row label: the delegate's attributed title, or else its title, centred
    /// in the system font in the label colour. The default `viewForRow:forComponent:reusing:`.
    func titleLabel(forRow row: Int, component: Int, reusing view: UIView?, delegate: UIPickerViewDelegate)
        -> UIView
    {
        let label = view as? PickerRowLabel ?? PickerRowLabel()
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.font = Self.titleFont
            label.textColor = .label
            label.textAlignment = .center
            // The attributes at the start override the row's font, colour and centring.
            label.attributedText = attributed
        } else {
            label.attributedText = nil
            label.font = Self.titleFont
            label.textColor = .label
            label.textAlignment = .center
            label.text = delegate.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }
}

/// The label a picker row shows when the delegate gives titles rather than views.
@preconcurrency @MainActor
final class PickerRowLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIPickerView.titleFont
        textAlignment = .center
    }

    required init?(coder: NSCoder) { fatalError("made by a picker") }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
