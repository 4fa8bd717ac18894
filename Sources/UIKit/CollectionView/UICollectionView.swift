// Over 400 lines on purpose: a collection view's stored state (drag and drop, movement, pinning
// included) and its open members must be in the class body; the rest is in extensions.
import Foundation

/// A scrolling grid of cells placed by a layout object. The data source supplies the cells, which
/// come from a reuse pool: only the cells whose layout frames meet the visible bounds are in the
/// view; the others wait in the pool. A tap on a cell selects it (the delegate's `didSelectItemAt`).
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The object that supplies counts and cells (held weakly).
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { reloadData() }
    }
    /// The object told about selections and scrolling (held weakly; the scroll view's `delegate`, R263).
    open var delegate: UICollectionViewDelegate? {
        get { storedDelegate as? UICollectionViewDelegate }
        set {
            storedDelegate = newValue
            delegateDidChange()
        }
    }

    /// The layout placing the items. Setting it swaps without animation.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    var layout: UICollectionViewLayout
    var registrations: [String: UICollectionViewCell.Type] = [:]
    var reusePool: [String: [UICollectionViewCell]] = [:]
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    /// Supplementary views: registered classes and reuse pools by kind and identifier, and the
    /// views in the collection view by kind and index path.
    var supplementaryRegistrations: [SupplementaryKey: UICollectionReusableView.Type] = [:]
    var supplementaryPool: [SupplementaryKey: [UICollectionReusableView]] = [:]
    var visibleSupplementary: [SupplementaryPlace: UICollectionReusableView] = [:]
    private var needsReload = true
    var counts: [Int]?
    private var appliedTopInset: CGFloat?
    /// Layout changes and batch updates in flight: while one animates, cells are neither added nor
    /// recycled.
    var layoutTransitions = 0
    /// Batch updates collected between `performBatchUpdates`' start and end (R301).
    var pendingUpdates = CollectionUpdates()
    var batchDepth = 0
    /// The ancestors' edge pans the scroll pan already waits for.
    private var waitedEdgePans: Set<ObjectIdentifier> = []
    /// Whether a tap selects an item (R239).
    open var allowsSelection = true
    /// Whether taps select several items, a second tap deselecting (R239).
    open var allowsMultipleSelection = false {
        didSet { if !allowsMultipleSelection, let keep = selectedPaths.min() { selectOnly(keep) } }
    }
    /// The selected items.
    var selectedPaths: Set<IndexPath> = []
    /// A view behind every cell and supplementary view, filling the collection view's bounds
    /// (it does not scroll); nil: none.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    /// Whether the data source is asked for cells ahead of their scrolling into view (true). The
    /// simulator makes cells when they enter the visible bounds either way.
    open var isPrefetchingEnabled = true
    /// Whether items can be dragged: true since iOS 15, iPhone included (R345).
    open var dragInteractionEnabled = true
    /// The drag and drop delegates and the drag or drop in progress (R345).
    var dragAndDrop = CollectionDragAndDrop()
    /// How fast items make way during an interactive move (R326: they make way at once).
    open var reorderingCadence: ReorderingCadence = .immediate
    /// The item being moved under the finger (R326), and where the finger holds its cell.
    var interactiveMovement: InteractiveMovement?
    var movementGrabOffset: CGPoint = .zero
    /// Whether a self-sizing cell or view measured a height its layout had not used (R307): the
    /// layout pass prepares the layout again.
    var selfSizingChanged = false
    /// The background a list layout draws behind its sections (R307).
    var listBackgroundView: UIView?
    /// The row swiped open in a list, or being swiped (R307, as R305's table rows).
    var rowSwipe: RowSwipe?
    /// The swipe's offset when the current drag began.
    var swipeStartOffset: CGFloat = 0
    /// Whether the collection view is in editing mode: list cells show their editing accessories
    /// (R307); an open swipe closes when it changes.
    open var isEditing = false {
        didSet {
            guard isEditing != oldValue else { return }
            closeRowSwipe(animated: false)
            for cell in visibleCellsByPath.values { cell.editingDidChange(isEditing) }
        }
    }

    /// Creates a collection view using `layout`.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        setUpCollection()
    }

    /// Creates a collection view from an archive: no nibs here, so it is an empty one with a flow
    /// layout (what Interface Builder gives a new collection view).
    public required init?(coder: NSCoder) {
        layout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        setUpCollection()
    }

    private func setUpCollection() {
        layout.collectionView = self
        layout.needsPrepare = true
        let tap = UITapGestureRecognizer(target: self, action: UICollectionView.handleTap)
        addGestureRecognizer(tap)
        installRowSwipe()
        installReorderControlPan()
        addInteraction(RowContextMenuInteraction(collection: self))
    }

    // MARK: Data

    /// Forgets every cell and count; the next layout pass asks the data source again.
    open func reloadData() {
        // R239: reloading forgets the selection, as UIKit's reloadData does.
        selectedPaths.removeAll()
        dropRowSwipe()
        needsReload = true
        setNeedsLayout()
    }

    /// The number of sections (the data source's answer; 0 without one).
    public var numberOfSections: Int {
        loadCountsIfNeeded()
        return counts?.count ?? 0
    }

    /// The number of items in `section`.
    public func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        guard let counts, section < counts.count else { return 0 }
        return counts[section]
    }

    private func loadCountsIfNeeded() {
        guard counts == nil, let dataSource else { return }
        let sections = dataSource.numberOfSections(in: self)
        counts = (0..<max(0, sections)).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
    }

    // MARK: Queries

    /// The cells in the view.
    public var visibleCells: [UICollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] } }

    /// The items that have a cell in the view, in index-path order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The cell showing `indexPath`, or nil if it has none (off screen).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByPath[indexPath] }

    /// The item a visible cell shows; nil for a cell not in the view.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item's attributes in the current layout.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layout.prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The item whose cell contains `point` (content coordinates), if any.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        visibleCellsByPath.first { !$0.value.isHidden && $0.value.frame.contains(point) }?.key
    }

    /// `.automatic`'s adjustment: the safe area's top and bottom (UIKit's for a vertically
    /// scrolling view, which keeps the first row below a navigation bar).
    override var automaticContentInsetAdjustment: UIEdgeInsets {
        let safe = safeAreaInsets
        return UIEdgeInsets(top: safe.top, left: 0, bottom: safe.bottom, right: 0)
    }

    // MARK: Layout

    open override var bounds: CGRect {
        didSet { if oldValue.origin != bounds.origin { setNeedsLayout() } }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        setNeedsLayout()
        // On iOS a screen-edge swipe (the navigation controller's back swipe) wins over a scroll view
        // under it: the scroll pan waits for the edge pans of the ancestors to fail.
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

    /// Reloads if asked, re-prepares the layout for a new width, keeps the content below the
    /// adjusted top inset, then brings the visible cells up to date.
    open override func layoutSubviews() {
        super.layoutSubviews()
        guard layoutTransitions == 0 else { return }
        if needsReload {
            needsReload = false
            counts = nil
            for (path, cell) in visibleCellsByPath { enqueue(cell, displayedAt: path) }
            visibleCellsByPath = [:]
            for view in visibleSupplementary.values { enqueueSupplementary(view) }
            visibleSupplementary = [:]
            layout.needsPrepare = true
            layout.dataDidReload()
        }
        if layout.shouldInvalidateLayout(forBoundsChange: bounds) { layout.needsPrepare = true }
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        // A change of the adjusted top inset (the view reached the navigation controller) moves the
        // content with it when it sat at the top, as UIKit's inset adjustment does.
        let top = adjustedContentInset.top
        if appliedTopInset != top {
            let wasAtTop = appliedTopInset.map { contentOffset.y <= -$0 } ?? true
            appliedTopInset = top
            if wasAtTop { contentOffset.y = -top }
        }
        // Self-sizing cells can change the layout as they are made; a few passes settle it (R307).
        for _ in 0..<4 {
            let clampedOffset = clamped(contentOffset)
            if clampedOffset != contentOffset { contentOffset = clampedOffset }
            selfSizingChanged = false
            updateVisibleCells(in: bounds)
            guard selfSizingChanged else { break }
            layout.needsPrepare = true
            layout.prepareIfNeeded()
            contentSize = layout.collectionViewContentSize
        }
        placeBackgroundView()
        placeListBackground()
    }

    /// Makes cells for the items in `rect` and recycles the others.
    private func updateVisibleCells(in rect: CGRect) {
        let all = layout.layoutAttributesForElements(in: rect) ?? []
        let wanted = all.filter { $0.representedElementCategory == .cell }
        let wantedPaths = Set(wanted.map(\.indexPath))
        let moving = interactiveMovement?.cell
        for (path, cell) in visibleCellsByPath where !wantedPaths.contains(path) && cell !== moving {
            enqueue(cell, displayedAt: path)
            visibleCellsByPath[path] = nil
        }
        updateVisibleSupplementaryViews(all.filter { $0.representedElementCategory == .supplementaryView })
        for attributes in wanted {
            if let cell = visibleCellsByPath[attributes.indexPath] {
                // The moving cell follows the finger (R326).
                if cell === moving { continue }
                // A swiped row stays where the swipe put it (R307).
                if rowSwipe?.path == attributes.indexPath {
                    if rowSwipe?.offset == 0 { UIView.performWithoutAnimation { cell.apply(attributes) } }
                    continue
                }
                UIView.performWithoutAnimation { cell.apply(attributes) }
            } else {
                makeCell(at: attributes)
            }
        }
    }

    /// Asks the data source for the cell of `attributes.indexPath` and places it without animation.
    @discardableResult
    func makeCell(at attributes: UICollectionViewLayoutAttributes) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        // Mid-movement the data source still has its items where they were (R326).
        let dataPath = interactiveMovement?.dataPath(forShown: attributes.indexPath) ?? attributes.indexPath
        let cell = dataSource.collectionView(self, cellForItemAt: dataPath)
        UIView.performWithoutAnimation {
            cell.isSelected = selectedPaths.contains(attributes.indexPath)
            cell.isHighlighted = false
            cell.apply(attributes)
            cell.editingDidChange(isEditing)
            delegate?.collectionView(self, willDisplay: cell, forItemAt: attributes.indexPath)
            if cell.superview !== self { addSubview(cell) }
        }
        visibleCellsByPath[attributes.indexPath] = cell
        measureIfSelfSizing(cell, attributes)
        return cell
    }

    // MARK: Layout changes

    /// Switches to `layout`. Animated, every cell moves from its attributes in the old layout to
    /// those in the new one in one UIView animation (the items that only become visible in the new
    /// layout get cells placed at their old-layout attributes first, as UIKit's transition layout
    /// interpolates old → new for every item); the content offset is clamped into the new content.
    open func setCollectionViewLayout(
        _ layout: UICollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil
    ) {
        // (I) UIKit's own duration for an animated layout change is not documented; 0.3 s ease-in-out.
        setCollectionViewLayout(
            layout, duration: animated ? 0.3 : 0, options: [.curveEaseInOut], completion: completion)
    }

    /// The layout change with an explicit duration and curve (the navigation controller's
    /// layout-to-layout transition uses its own).
    func setCollectionViewLayout(
        _ newLayout: UICollectionViewLayout, duration: TimeInterval, options: UIView.AnimationOptions,
        completion: ((Bool) -> Void)?
    ) {
        let oldLayout = layout
        guard newLayout !== oldLayout else {
            completion?(true)
            return
        }
        oldLayout.prepareIfNeeded()
        newLayout.collectionView?.detach(newLayout)
        layout = newLayout
        newLayout.collectionView = self
        newLayout.needsPrepare = true
        newLayout.prepareIfNeeded()
        let oldContentSize = contentSize
        contentSize = newLayout.collectionViewContentSize
        let target = clamped(contentOffset)
        contentSize = oldContentSize
        let targetBounds = CGRect(origin: target, size: bounds.size)
        // Items on screen in either layout take part.
        var moving: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for attributes in newLayout.layoutAttributesForElements(in: targetBounds) ?? [] {
            moving[attributes.indexPath] = attributes
        }
        for path in visibleCellsByPath.keys where moving[path] == nil {
            if let attributes = newLayout.layoutAttributesForItem(at: path) { moving[path] = attributes }
        }
        for path in moving.keys where visibleCellsByPath[path] == nil {
            if let start = oldLayout.layoutAttributesForItem(at: path) { makeCell(at: start) }
        }
        if oldLayout.collectionView === self { oldLayout.collectionView = nil }
        let changes = {
            self.contentSize = newLayout.collectionViewContentSize
            self.contentOffset = target
            for (path, attributes) in moving { self.visibleCellsByPath[path]?.apply(attributes) }
        }
        guard duration > 0 else {
            UIView.performWithoutAnimation(changes)
            setNeedsLayout()
            completion?(true)
            return
        }
        layoutTransitions += 1
        UIView.animate(
            withDuration: duration, delay: 0, options: options, animations: changes,
            completion: { finished in
                self.layoutTransitions -= 1
                // The cells that left the visible bounds go back to the pool on the next pass.
                self.setNeedsLayout()
                self.layoutIfNeeded()
                completion?(finished)
            })
    }

    /// Lets go of a layout another collection view takes over.
    private func detach(_ layout: UICollectionViewLayout) {
        if self.layout === layout {
            DiagnosticLog.current.report(
                "layoutSharedBetweenCollectionViews",
                "a UICollectionViewLayout can serve one collection view at a time; it moves to the other one and this collection view keeps drawing from it"
            )
        }
        layout.collectionView = nil
    }

    // MARK: Selection

    /// UIKit selects on touch up inside a cell that did not scroll; a private tap recognizer plays
    /// that part here.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, layoutTransitions == 0 else { return }
        let point = tap.location(in: self)
        // A row swiped open takes the tap: it closes the row or runs a button's action (R307).
        if rowSwipeTakesTap(at: point) { return }
        guard let indexPath = indexPathForItem(at: point) else { return }
        if let cell = visibleCellsByPath[indexPath] as? UICollectionViewListCell,
            cell.handlesAccessoryTap(at: convert(point, to: cell), in: self, at: indexPath)
        {
            return
        }
        guard allowsSelection || allowsMultipleSelection else { return }
        tapped(indexPath)
    }

    /// The cell shown for `indexPath`, if any (selection updates it).
    func visibleCell(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByPath[indexPath] }

    /// Selects only `indexPath`, without telling the delegate.
    func selectOnly(_ indexPath: IndexPath) {
        for path in selectedPaths where path != indexPath { deselectItem(at: path, animated: false) }
    }
}
