import Foundation

/// A scrolling list of rows in sections: plain (sticky section headers), grouped, or inset grouped
/// (rounded sections inset from the sides, as in Settings). The data source supplies counts and
/// cells, which come from a reuse pool: only rows on screen have cells (R180). A touch highlights
/// a row, lifting the finger selects it through the delegate (R184); rows insert, delete and reload
/// with animations (R187).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The table's look.
    public enum Style: Int, Sendable {
        /// Rows edge to edge; section headers stick to the top while their section scrolls.
        case plain = 0
        /// Sections separated by space on a grouped background; headers scroll with the content.
        case grouped = 1
        /// Grouped, with each section inset from the sides and its corners rounded.
        case insetGrouped = 2
    }

    /// How a row comes in or goes out in `insertRows`/`deleteRows`/`reloadRows`.
    public enum RowAnimation: Int, Sendable {
        case fade = 0, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Where `scrollToRow(at:at:animated:)` puts the row.
    public enum ScrollPosition: Int, Sendable {
        /// As little scrolling as shows the whole row.
        case none = 0
        case top, middle, bottom
    }

    /// The value of a height that sizes itself (`rowHeight`, `sectionHeaderHeight`…).
    public static let automaticDimension: CGFloat = -1

    /// The style, fixed at creation.
    public let style: Style

    /// The object that supplies counts and cells (held weakly). Setting it reloads.
    open weak var dataSource: UITableViewDataSource? {
        didSet { reloadData() }
    }
    /// The object told about selection and scrolling, and asked for heights and views (held
    /// weakly; the scroll view's `delegate` is the same object, R263).
    open var delegate: UITableViewDelegate? {
        get { storedDelegate as? UITableViewDelegate }
        set {
            storedDelegate = newValue
            delegateDidChange()
        }
    }

    override func delegateDidChange() {
        super.delegateDidChange()
        invalidateGeometry()
    }

    /// The rows' height when the delegate gives none (`automaticDimension`: each cell's own).
    open var rowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// A guess of rows' heights before their cells are measured (`automaticDimension`: 44).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// Headers' height when the delegate gives none (`automaticDimension`: fits the title or view).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// Footers' height when the delegate gives none.
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// Space above every section header of a plain table (iOS 15; `automaticDimension`: 22 pt in a
    /// plain table, none in grouped ones).
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension {
        didSet { invalidateGeometry() }
    }
    /// The separators' colour.
    open var separatorColor: UIColor? = .separator {
        didSet { setNeedsLayout() }
    }
    /// The section index's title colour (nil: the tint colour, R349).
    open var sectionIndexColor: UIColor? { didSet { refreshSectionIndexIfShown() } }
    /// The section index's background while untouched (nil: clear).
    open var sectionIndexBackgroundColor: UIColor? { didSet { refreshSectionIndexIfShown() } }
    /// The section index's background while touched (nil: as untouched).
    open var sectionIndexTrackingBackgroundColor: UIColor? { didSet { refreshSectionIndexIfShown() } }
    /// The fewest rows for which the index shows (0).
    open var sectionIndexMinimumDisplayRowCount = 0 { didSet { setNeedsLayout() } }
    /// The section index on screen (R349), nil without titles.
    var sectionIndexView: SectionIndexView?
    private func refreshSectionIndexIfShown() { if sectionIndexView != nil { refreshSectionIndex() } }
    /// The separators' insets for every cell that sets none (default: each starts at its text).
    open var separatorInset: UIEdgeInsets {
        get { explicitSeparatorInset ?? UIEdgeInsets(top: 0, left: cellSideMargin, bottom: 0, right: 0) }
        set {
            explicitSeparatorInset = newValue
            setNeedsLayout()
        }
    }
    var explicitSeparatorInset: UIEdgeInsets?
    /// Whether separators are drawn.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine {
        didSet { setNeedsLayout() }
    }
    /// A view above the first section (its frame's height is kept).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
            invalidateGeometry()
        }
    }
    /// A view below the last section (its frame's height is kept).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
            invalidateGeometry()
        }
    }
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether more than one row can be selected at a time.
    open var allowsMultipleSelection = false

    // MARK: State

    var registrations: [String: UITableViewCell.Type] = [:]
    var headerFooterRegistrations: [String: UITableViewHeaderFooterView.Type] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// The cells on screen, by the row they show.
    var visibleCellsByPath: [IndexPath: UITableViewCell] = [:]
    /// Section header and footer views on screen.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// Cells leaving with a row animation (not in the pool until it ends).
    var departingCells: [UITableViewCell] = []
    var needsReload = true
    /// Whether the section index asks the data source again at the next layout (R349).
    var indexNeedsRefresh = true
    var counts: [Int]?
    /// The measured heights of automatic rows (R185).
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var geometryStorage: TableGeometry?
    var geometryWidth: CGFloat = -1
    var appliedTopInset: CGFloat?
    /// Row animations in flight: while one runs, cells are not recycled.
    var rowAnimations = 0
    /// Nested `performBatchUpdates` (and `beginUpdates`) and their collected changes.
    var batchDepth = 0
    var pendingUpdates = TableUpdates()
    /// The selected rows.
    var selectedPaths: Set<IndexPath> = []
    /// The row the finger is on.
    var highlightedPath: IndexPath?
    /// The separators a plain table draws below its last row (R182).
    var placeholderSeparators: [UIView] = []
    /// The row whose info button the finger is on.
    var accessoryTouchPath: IndexPath?
    /// Whether the touch going on began while a row was swiped open (it closes the row or taps a button).
    var touchIsForRowSwipe = false
    /// The ancestors' edge pans the scroll pan already waits for.
    private var waitedEdgePans: Set<ObjectIdentifier> = []

    /// Creates a table view with `style`.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        setUpTable()
    }

    /// Creates a plain table view.
    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates a table view from an archive: no nibs here, so an empty plain one.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        setUpTable()
    }

    private func setUpTable() {
        backgroundColor = style == .plain ? .systemBackground : .systemGroupedBackground
        alwaysBounceVertical = true
        installRowSwipe()
        installRowReorder()
        addInteraction(RowContextMenuInteraction(table: self))
    }

    /// The row swiped open, or being swiped (R305).
    var rowSwipe: RowSwipe?
    /// The swipe's offset when the current drag began.
    var swipeStartOffset: CGFloat = 0

    /// Whether the table is in editing mode (set with `setEditing(_:animated:)`); an open swipe
    /// closes when it changes (R320).
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false

    /// Enters or leaves editing mode: editable rows show their control (a red minus, a green plus,
    /// or a selection circle), rows the data source can move show the reorder grip, and the content
    /// indents — sliding over 0.3 s when `animated` (R320). An open swipe closes, a reorder in
    /// flight is dropped where it started, and the selection is cleared.
    open func setEditing(_ editing: Bool, animated: Bool) {
        closeRowSwipe(animated: animated)
        cancelRowReorder()
        guard editing != self.editing else { return }
        self.editing = editing
        editingDidChange(animated: animated)
    }

    /// Whether rows can be selected while editing (false).
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing (false); when true, editable rows show
    /// selection circles instead of their editing controls (R323).
    open var allowsMultipleSelectionDuringEditing = false {
        didSet {
            if isEditing, oldValue != allowsMultipleSelectionDuringEditing { refreshEditingControls(animated: false) }
        }
    }

    /// The row being moved by its grip, if any (R322).
    var rowReorder: RowReorder?
    /// The drag and drop delegates and the drag or drop in progress (R345).
    var dragAndDrop = TableDragAndDrop()
    /// Whether rows can be dragged: true since iOS 15, iPhone included (R345).
    open var dragInteractionEnabled = true
    /// The row whose editing control the finger is on.
    var editControlTouchPath: IndexPath?

    // MARK: Data

    /// Forgets every cell, count and measured height; the next layout pass asks the data source
    /// again (selection is cleared, as UIKit's reload does).
    open func reloadData() {
        dropRowSwipe()
        needsReload = true
        selectedPaths = []
        setNeedsLayout()
    }

    /// The number of sections (the data source's answer; 0 without one).
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return counts?.count ?? 0
    }

    /// The number of rows in `section`.
    public func numberOfRows(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts, section >= 0, section < counts.count else { return 0 }
        return counts[section]
    }

    func loadCountsIfNeeded() {
        guard counts == nil, let dataSource else { return }
        counts = askCounts(dataSource)
    }

    func askCounts(_ dataSource: UITableViewDataSource) -> [Int] {
        let sections = dataSource.numberOfSections(in: self)
        return (0..<max(0, sections)).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
    }

    // MARK: Queries

    /// The cells on screen, top to bottom.
    public var visibleCells: [UITableViewCell] { indexPathsForVisibleRows?.compactMap { visibleCellsByPath[$0] } ?? [] }

    /// The rows that have a cell on screen, in order.
    public var indexPathsForVisibleRows: [IndexPath]? { visibleCellsByPath.keys.sorted() }

    /// The cell showing `indexPath`, or nil when the row is off screen.
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visibleCellsByPath[indexPath] }

    /// The row a cell on screen shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The row at `point` (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? { geometry.indexPath(at: point) }

    /// The rows whose rects meet `rect` (content coordinates).
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { geometry.indexPaths(in: rect) }

    /// The row's rect in the table's content (zero for a row that does not exist).
    public func rectForRow(at indexPath: IndexPath) -> CGRect { geometry.rect(for: indexPath) ?? .zero }

    /// The section's rect: its header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        let sections = geometry.sections
        return section >= 0 && section < sections.count ? sections[section].whole : .zero
    }

    /// The section header's rect in the content (where it scrolls to, not where it sticks).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        return section >= 0 && section < sections.count ? sections[section].header : .zero
    }

    /// The section footer's rect in the content.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let sections = geometry.sections
        return section >= 0 && section < sections.count ? sections[section].footer : .zero
    }

    /// The header view shown for `section`, if it is on screen.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The footer view shown for `section`, if it is on screen.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// `.automatic`'s adjustment: the safe area's top and bottom (a vertically scrolling list stays
    /// below a navigation bar and above the home indicator).
    override var automaticContentInsetAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
    }

    open override var bounds: CGRect {
        didSet {
            if oldValue.origin != bounds.origin || oldValue.size != bounds.size { setNeedsLayout() }
        }
    }

    /// A drag that starts on the section index moves along the index, not the table (R349).
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if gestureRecognizer === panGestureRecognizer, let index = sectionIndexView,
            index.bounds.contains(gestureRecognizer.location(in: index))
        {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Lays out the rows, headers and footers on screen (UITableView+Layout).
    open override func layoutSubviews() {
        super.layoutSubviews()
        layOutTable()
    }

    // Touches highlight and select rows (UITableView+Selection, R184).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesBegan(touches, with: event)
    }
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard highlightedPath == nil else { return }
        super.touchesMoved(touches, with: event)
    }
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesEnded(touches, with: event)
    }
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        tableTouchesCancelled(touches, with: event)
    }
    func superTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesBegan(touches, with: event) }
    func superTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { super.touchesEnded(touches, with: event) }
    func superTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
        // As for a collection view: a navigation controller's edge swipe wins over the table's pan.
        var ancestor = superview
        while let view = ancestor {
            for edgePan in view.gestureRecognizers ?? [] where edgePan is UIScreenEdgePanGestureRecognizer {
                if waitedEdgePans.insert(ObjectIdentifier(edgePan)).inserted {
                    panGestureRecognizer.require(toFail: edgePan)
                }
            }
            ancestor = view.superview
        }
    }
}

extension UITableViewCell {
    /// Whether a table draws separators.
    public enum SeparatorStyle: Int, Sendable {
        case none = 0
        case singleLine = 1
    }
}
