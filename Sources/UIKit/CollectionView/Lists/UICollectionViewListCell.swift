import Foundation

/// A cell of a collection view list (R307): it styles itself from its list section — the
/// appearance's background, an inset-grouped card's rounded ends, its separators, the selection
/// grey — and shows `accessories` beside its content (R308). `defaultContentConfiguration()` gives
/// the list content of its place: a row's, a header's or a footer's.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
    /// The views beside the content, placed in the system's order.
    open var accessories: [UICellAccessory] = [] {
        didSet { rebuildAccessories() }
    }
    /// How many steps the content (and accessories) is indented (0).
    open var indentationLevel = 0 {
        didSet { setNeedsLayout() }
    }
    /// One step of indentation, in points (10).
    open var indentationWidth: CGFloat = 10 {
        didSet { setNeedsLayout() }
    }
    /// Whether the accessories move with the indentation (true).
    open var indentsAccessories = true {
        didSet { setNeedsLayout() }
    }

    /// What the list section said about the cell's place at the last `apply(_:)`.
    var listTraits: ListItemTraits?
    var accessoryViews: [ListAccessoryView] = []
    private let listBackground = UIView()
    private let selectionFill = UIView()
    private let topSeparator = UIView()
    private let bottomSeparator = UIView()

    /// The space between accessories, and between them and the content (I: by eye on iOS 18).
    static let accessorySpacing: CGFloat = 10

    public required init(frame: CGRect) {
        super.init(frame: frame)
        setUpListCell()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpListCell()
    }

    private func setUpListCell() {
        for view in [listBackground, selectionFill, topSeparator, bottomSeparator] {
            view.isUserInteractionEnabled = false
        }
        insertSubview(listBackground, at: 0)
        insertSubview(selectionFill, aboveSubview: listBackground)
        addSubview(topSeparator)
        addSubview(bottomSeparator)
        selectionFill.backgroundColor = ListMetrics.selectionColor
        selectionFill.alpha = 0
    }

    /// A list content configuration for the cell's place: a row's (sidebar or not), a header's or a
    /// footer's for the list's appearance, with the list's side margins.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        guard let traits = listTraits else { return .cell() }
        var c: UIListContentConfiguration
        switch (traits.role, traits.appearance) {
        case (.cell, .sidebar), (.cell, .sidebarPlain): c = .sidebarCell()
        case (.cell, _): c = .cell()
        case (.header, .plain): c = .plainHeader()
        case (.header, .sidebar), (.header, .sidebarPlain): c = .sidebarHeader()
        case (.header, _): c = .groupedHeader()
        case (.footer, .plain), (.footer, .sidebarPlain): c = .plainFooter()
        case (.footer, _): c = .groupedFooter()
        }
        c.directionalLayoutMargins.leading = traits.contentMargin
        c.directionalLayoutMargins.trailing = traits.contentMargin
        return c
    }

    /// The background configuration of the cell's place in its list (R328): a row's for the list's
    /// appearance, a header's or a footer's.
    open override func defaultBackgroundConfiguration() -> UIBackgroundConfiguration {
        guard let traits = listTraits else { return .listCell() }
        switch (traits.role, traits.appearance) {
        case (.cell, .plain): return .listPlainCell()
        case (.cell, .grouped), (.cell, .insetGrouped): return .listGroupedCell()
        case (.cell, _): return .listSidebarCell()
        case (_, .plain): return .listPlainHeaderFooter()
        case (_, .sidebar), (_, .sidebarPlain): return .listSidebarHeader()
        case (_, _): return .listGroupedHeaderFooter()
        }
    }

    override var listAppearanceForConfiguration: UICollectionLayoutListConfiguration.Appearance? {
        listTraits?.appearance
    }

    override func backgroundConfigurationDidChange() { refreshListStyle() }

    /// Takes the layout's attributes and, in a list, its traits.
    open override func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        guard layoutAttributes.listTraits != listTraits else { return }
        listTraits = layoutAttributes.listTraits
        rebuildAccessories()
        // `listCell()` follows the list's appearance.
        if backgroundConfiguration != nil { setNeedsUpdateConfiguration() }
    }

    open override func prepareForReuse() {
        super.prepareForReuse()
        isSelected = false
        isHighlighted = false
    }

    open override var isSelected: Bool {
        didSet { refreshListStyle() }
    }

    open override var isHighlighted: Bool {
        didSet { refreshListStyle() }
    }

    /// An outline item's state (R325): the level indents it; the outline disclosure turns.
    override func setOutlineState(level: Int, expanded: Bool, animated: Bool) {
        indentationLevel = level
        let changed = expanded != isExpandedForConfiguration
        super.setOutlineState(level: level, expanded: expanded, animated: animated)
        guard changed else { return }
        for view in accessoryViews { view.setExpanded(expanded, animated: animated && window != nil) }
    }

    // MARK: Style

    /// The background, the corners and the selection grey of the cell's place.
    func refreshListStyle() {
        let traits = listTraits
        let role = traits?.role ?? .cell
        var fill: UIColor?
        if let traits {
            fill = role == .cell ? traits.appearance.cellBackgroundColor : nil
            if role == .header, traits.appearance == .plain { fill = .systemBackground }
        }
        listBackground.backgroundColor = fill
        // A background configuration replaces the list's own background and selection (R328).
        let configured = backgroundConfiguration != nil
        listBackground.isHidden = backgroundColor != nil || backgroundView != nil || configured
        let showsSelection =
            role == .cell && (isSelected || isHighlighted) && selectedBackgroundView == nil && !configured
        UIView.performWithoutAnimation { selectionFill.alpha = showsSelection ? 1 : 0 }
        // An inset-grouped card's first and last rows are its rounded ends; a sidebar row is rounded.
        var corners: CACornerMask = []
        if let traits, role == .cell {
            if traits.appearance == .insetGrouped {
                if traits.isFirstInCard { corners.formUnion([.layerMinXMinYCorner, .layerMaxXMinYCorner]) }
                if traits.isLastInCard { corners.formUnion([.layerMinXMaxYCorner, .layerMaxXMaxYCorner]) }
            } else if traits.appearance == .sidebar {
                corners = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
            }
        }
        layer.cornerRadius = corners.isEmpty ? 0 : ListMetrics.cardCornerRadius
        layer.maskedCorners =
            corners.isEmpty
            ? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] : corners
        clipsToBounds = !corners.isEmpty
    }

    // MARK: Layout

    /// The content's frame and each shown accessory's, in a cell `width` by `height`.
    func accessoryLayout(width: CGFloat, height: CGFloat) -> (content: CGRect, accessories: [CGRect]) {
        let margin = listTraits?.contentMargin ?? 16
        let indent = CGFloat(max(0, indentationLevel)) * indentationWidth
        let spacing = Self.accessorySpacing
        let (leading, trailing) = orderedAccessoryViews()
        var frames: [ObjectIdentifier: CGRect] = [:]
        var x = margin + (indentsAccessories ? indent : 0)
        for view in leading {
            let size = view.intrinsicSize
            frames[ObjectIdentifier(view)] = CGRect(
                x: x, y: ((height - size.height) / 2).rounded(), width: view.slotWidth, height: size.height)
            x += view.slotWidth + spacing
        }
        // Without `indentsAccessories` the leading accessories stay at the margin; the content is indented anyway.
        let contentX = leading.isEmpty ? indent : x + (indentsAccessories ? 0 : indent)
        var tx = width - margin
        for view in trailing.reversed() {
            let size = view.intrinsicSize
            tx -= view.slotWidth
            frames[ObjectIdentifier(view)] = CGRect(
                x: tx, y: ((height - size.height) / 2).rounded(), width: view.slotWidth, height: size.height)
            tx -= spacing
        }
        let contentMaxX = trailing.isEmpty ? width : tx
        let content = CGRect(x: contentX, y: 0, width: max(0, contentMaxX - contentX), height: height)
        return (content, accessoryViews.map { frames[ObjectIdentifier($0)] ?? .zero })
    }

    /// The shown accessories' views on each side, leading to trailing.
    func orderedAccessoryViews() -> (leading: [ListAccessoryView], trailing: [ListAccessoryView]) {
        let isHeader = listTraits?.role == .header
        var leading: [ListAccessoryView] = []
        var trailing: [ListAccessoryView] = []
        var custom: [ListAccessoryView] = []
        for view in accessoryViews where view.accessory.isDisplayed(editing: isEditingForConfiguration) {
            if case .customView = view.accessory.kind {
                custom.append(view)
                continue
            }
            if ListAccessoryView.side(of: view.accessory, isHeader: isHeader).leading {
                leading.append(view)
            } else {
                trailing.append(view)
            }
        }
        func rank(_ view: ListAccessoryView) -> Int {
            ListAccessoryView.side(of: view.accessory, isHeader: isHeader).rank
        }
        leading.sort { rank($0) < rank($1) }
        trailing.sort { rank($0) < rank($1) }
        for view in custom {
            guard case .customView(let configuration) = view.accessory.kind else { continue }
            switch configuration.placement {
            case .leading(_, let position):
                leading.insert(view, at: min(max(0, position(leading.map(\.accessory))), leading.count))
            case .trailing(_, let position):
                trailing.insert(view, at: min(max(0, position(trailing.map(\.accessory))), trailing.count))
            }
        }
        return (leading, trailing)
    }

    /// A list configuration's margins give way to accessories: the side with any starts at them.
    override func effectiveContentConfiguration(_ configuration: UIContentConfiguration) -> UIContentConfiguration {
        guard var list = configuration as? UIListContentConfiguration else { return configuration }
        let (leading, trailing) = orderedAccessoryViews()
        if !leading.isEmpty { list.directionalLayoutMargins.leading = 0 }
        if !trailing.isEmpty { list.directionalLayoutMargins.trailing = 0 }
        return list
    }

    override func selfSizingHeight(width: CGFloat) -> CGFloat? {
        let layout = accessoryLayout(width: width, height: bounds.height)
        let content = super.selfSizingHeight(width: layout.content.width) ?? 0
        let tallest = accessoryViews.filter { !$0.isHidden }.map(\.intrinsicSize.height).max() ?? 0
        let minimum: CGFloat = listTraits.map { $0.role == .cell ? 44 : 0 } ?? 44
        return max(content, tallest > 0 ? tallest + 16 : 0, minimum)
    }

    open override func layoutSubviews() {
        let layout = accessoryLayout(width: bounds.width, height: bounds.height)
        contentView.frame = layout.content
        let shown = Set(
            orderedAccessoryViews().leading.map(ObjectIdentifier.init)
                + orderedAccessoryViews().trailing.map(ObjectIdentifier.init))
        for (view, frame) in zip(accessoryViews, layout.accessories) {
            view.isHidden = view.accessory.isHidden || !shown.contains(ObjectIdentifier(view))
            view.frame = frame
            view.setExpanded(isExpandedForConfiguration, animated: false)
        }
        super.layoutSubviews()
        listBackground.frame = bounds
        selectionFill.frame = bounds
        layOutSeparators()
    }

    /// The hairlines above and below, from the text (or their insets) to the trailing edge.
    private func layOutSeparators() {
        let hairline = 1 / max(1, UIScreen.main.scale)
        let separators = listTraits?.separators
        var textLeading = contentView.frame.minX + (listTraits?.contentMargin ?? 16)
        if let list = configuredView as? UIListContentView {
            textLeading = contentView.frame.minX + list.contentLayout.textLeading
        }
        func place(_ line: UIView, y: CGFloat, visible: Bool, insets: NSDirectionalEdgeInsets) {
            line.isHidden = !visible
            guard visible, let separators else { return }
            let automatic = UIListSeparatorConfiguration.automaticInsets
            let leading = insets.leading == automatic.leading ? textLeading : insets.leading
            let trailing = insets.trailing == automatic.trailing ? 0 : insets.trailing
            line.backgroundColor = separators.color
            line.frame = CGRect(x: leading, y: y, width: max(0, bounds.width - leading - trailing), height: hairline)
            bringSubviewToFront(line)
        }
        place(
            topSeparator, y: 0, visible: separators?.topSeparatorVisibility == .visible,
            insets: separators?.topSeparatorInsets ?? .zero)
        place(
            bottomSeparator, y: bounds.height - hairline, visible: separators?.bottomSeparatorVisibility == .visible,
            insets: separators?.bottomSeparatorInsets ?? .zero)
    }
}
