import Foundation

extension UITableView {
    /// The table's side margin: 20 pt on phones wider than 375 pt, else 16 (UIKit's system minimum
    /// layout margins, R181).
    var tableMargin: CGFloat { ListMetrics.sideMargin(forWidth: bounds.width) }

    /// The content's side margin in a cell: 16 pt inside an inset-grouped section, the table's
    /// margin plus the safe area's side inset otherwise (R181).
    var cellSideMargin: CGFloat {
        style == .insetGrouped
            ? ListMetrics.insetGroupedContentMargin : tableMargin + max(safeAreaInsets.left, safeAreaInsets.right)
    }

    /// The rows' horizontal extent: an inset-grouped section is inset by the margin and the safe area.
    var rowExtent: (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let left = safeAreaInsets.left + tableMargin
        let right = safeAreaInsets.right + tableMargin
        return (left, max(0, bounds.width - left - right))
    }

    /// The current geometry (rebuilt when invalidated or the width changed).
    var geometry: TableGeometry {
        loadCountsIfNeeded()
        if let geometryStorage, geometryWidth == bounds.width { return geometryStorage }
        let built = buildGeometry()
        geometryStorage = built
        geometryWidth = bounds.width
        return built
    }

    /// Forgets the geometry; the next layout builds it again.
    func invalidateGeometry() {
        geometryStorage = nil
        setNeedsLayout()
    }

    /// The header configuration of the table's style.
    func headerConfiguration(footer: Bool) -> UIListContentConfiguration {
        var c: UIListContentConfiguration
        switch (style, footer) {
        case (.plain, false): c = .plainHeader()
        case (.plain, true): c = .plainFooter()
        case (_, false): c = .groupedHeader()
        case (_, true): c = .groupedFooter()
        }
        c.directionalLayoutMargins.leading = cellSideMargin
        c.directionalLayoutMargins.trailing = cellSideMargin
        return c
    }

    /// A row's height: the delegate's, else `rowHeight`; automatic rows take their measured height,
    /// else the estimate (R185).
    func height(ofRow indexPath: IndexPath) -> CGFloat {
        let asked = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        guard asked < 0 else { return asked }
        if let measured = measuredHeights[indexPath] { return measured }
        return estimatedRowHeight > 0 ? estimatedRowHeight : 44
    }

    /// A header's or footer's height: the delegate's, else the table's; automatic fits the view or
    /// the title, else the style's empty spacing (grouped: 35 pt above the first section and
    /// 17.5 pt between others' header and footer; plain: none) (R183).
    func height(ofHeaderOrFooter footer: Bool, section: Int) -> CGFloat {
        let asked: CGFloat
        if footer {
            asked = delegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        } else {
            asked = delegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        }
        if asked >= 0 { return asked }
        let width = rowExtent.width
        if let view = footer
            ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section)
        {
            if let headerFooter = view as? UITableViewHeaderFooterView {
                headerFooter.styleConfiguration = headerConfiguration(footer: footer)
                let fitted = headerFooter.fittingHeight(width: width)
                if fitted > 0 { return fitted }
            }
            if view.frame.height > 0 { return view.frame.height }
            return view.systemLayoutSizeFitting(
                CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel
            ).height
        }
        let title =
            footer
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        if let title, !title.isEmpty {
            let measuring = UITableViewHeaderFooterView(reuseIdentifier: nil)
            var c = headerConfiguration(footer: footer)
            if !footer, style != .plain, section == 0 {
                c.directionalLayoutMargins.top = ListMetrics.firstGroupedHeaderTopMargin
            }
            measuring.styleConfiguration = c
            measuring.textLabel?.text = title
            return measuring.fittingHeight(width: width)
        }
        guard style != .plain else { return 0 }
        return !footer && section == 0 ? ListMetrics.firstSectionTopSpacing : ListMetrics.sectionSpacing
    }

    func buildGeometry() -> TableGeometry {
        let counts = counts ?? []
        let extent = rowExtent
        let padding: CGFloat = sectionHeaderTopPadding >= 0 ? sectionHeaderTopPadding : (style == .plain ? 22 : 0)
        let input = TableGeometry.Input(
            width: bounds.width, rowX: extent.x, rowWidth: extent.width,
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0,
            tableFooterHeight: tableFooterView?.frame.height ?? 0,
            headerTopPadding: padding,
            headerHeights: counts.indices.map { height(ofHeaderOrFooter: false, section: $0) },
            footerHeights: counts.indices.map { height(ofHeaderOrFooter: true, section: $0) },
            rowHeights: counts.enumerated().map { s, n in (0..<n).map { height(ofRow: IndexPath(row: $0, section: s)) }
            })
        return TableGeometry(input)
    }

    /// Reloads if asked, keeps the content below the adjusted top inset, then brings the cells,
    /// headers and footers on screen up to date.
    func layOutTable() {
        if needsReload {
            needsReload = false
            indexNeedsRefresh = true
            counts = nil
            measuredHeights = [:]
            geometryStorage = nil
            highlightedPath = nil
            for cell in visibleCellsByPath.values { enqueue(cell) }
            visibleCellsByPath = [:]
            for view in visibleHeaders.values { enqueue(headerFooter: view) }
            for view in visibleFooters.values { enqueue(headerFooter: view) }
            visibleHeaders = [:]
            visibleFooters = [:]
        }
        let top = adjustedContentInset.top
        if appliedTopInset != top {
            let wasAtTop = appliedTopInset.map { contentOffset.y <= -$0 + 0.5 } ?? true
            appliedTopInset = top
            if wasAtTop && !isNavigationContentScrollView { contentOffset.y = -top }
        }
        // Measuring automatic rows can change the geometry; a few passes settle it.
        for _ in 0..<4 {
            let geometry = self.geometry
            contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
            if rowAnimations == 0, !isDragging, !isDecelerating, motionLink == nil {
                let clampedOffset = clamped(contentOffset)
                if clampedOffset != contentOffset { contentOffset = clampedOffset }
            }
            if !updateVisibleCells(geometry) { break }
        }
        // While a row is moved by its grip the headers and footers stand where the move puts them (R322).
        layOutSupplementaryViews(rowReorder?.geometry ?? geometry)
        layOutPlaceholderSeparators(geometry)
        if indexNeedsRefresh {
            indexNeedsRefresh = false
            refreshSectionIndex()
        } else {
            layOutSectionIndex()
        }
    }

    /// A plain table without a footer view keeps drawing separators below its last row, one a row
    /// height apart, down to the bottom of the screen (R182): the reason apps set
    /// `tableFooterView = UIView()`.
    func layOutPlaceholderSeparators(_ geometry: TableGeometry) {
        var wanted: [CGFloat] = []
        if style == .plain, tableFooterView == nil, separatorStyle != .none, numberOfSections > 0 {
            let step = rowHeight > 0 ? rowHeight : (estimatedRowHeight > 0 ? estimatedRowHeight : 44)
            var y = geometry.contentHeight + step
            while y - step < bounds.maxY, wanted.count < 200 {
                if y > bounds.minY { wanted.append(y) }
                y += step
            }
        }
        while placeholderSeparators.count > wanted.count { placeholderSeparators.removeLast().removeFromSuperview() }
        let hairline = 1 / max(1, UIScreen.main.scale)
        let inset = separatorInset
        UIView.performWithoutAnimation {
            for (i, y) in wanted.enumerated() {
                if i == placeholderSeparators.count {
                    let line = UIView()
                    line.isUserInteractionEnabled = false
                    placeholderSeparators.append(line)
                }
                let line = placeholderSeparators[i]
                line.backgroundColor = separatorColor
                line.frame = CGRect(
                    x: inset.left, y: y - hairline, width: max(0, bounds.width - inset.left - inset.right),
                    height: hairline)
                if line.superview !== self { insertSubview(line, at: 0) }
            }
        }
    }

    /// Makes cells for the rows on screen and recycles the others; returns whether a measured
    /// height changed the geometry.
    @discardableResult
    func updateVisibleCells(_ geometry: TableGeometry) -> Bool {
        let wanted = geometry.indexPaths(in: bounds)
        let wantedSet = Set(wanted)
        if rowAnimations == 0, rowReorder == nil {
            for (path, cell) in visibleCellsByPath where !wantedSet.contains(path) {
                visibleCellsByPath[path] = nil
                enqueue(cell)
                delegate?.tableView(self, didEndDisplaying: cell, forRowAt: path)
            }
        }
        var changed = false
        for path in wanted {
            let cell = visibleCellsByPath[path] ?? makeCell(at: path)
            guard let cell else { continue }
            if measureIfAutomatic(cell, at: path) { changed = true }
        }
        if changed {
            geometryStorage = nil
            return true
        }
        let current = self.geometry
        for (path, cell) in visibleCellsByPath {
            guard let rect = current.rect(for: path) else { continue }
            if rowAnimations == 0, rowReorder == nil, rowSwipe?.path != path {
                UIView.performWithoutAnimation { cell.frame = rect }
            }
            if let reorder = rowReorder {
                let moved = Self.path(path, movingRowFrom: reorder.source, to: reorder.destination)
                if cell !== reorder.cell, reorder.geometry.rect(for: moved) != nil {
                    decorate(cell, at: moved, in: reorder.geometry)
                }
            } else {
                decorate(cell, at: path, in: current)
            }
        }
        return false
    }

    /// Asks the data source for the row's cell and puts it in the table without animation.
    func makeCell(at path: IndexPath, frame: CGRect? = nil) -> UITableViewCell? {
        guard let dataSource, let rect = geometry.rect(for: path) else { return nil }
        let cell = dataSource.tableView(self, cellForRowAt: path)
        if cell.superview == nil || cell.superview !== self { prepare(cell) }
        UIView.performWithoutAnimation {
            cell.frame = frame ?? reorderRect(for: path) ?? rect
            if cell.superview !== self { insertSubview(cell, at: 0) }
            cell.setSelected(selectedPaths.contains(path), animated: false)
            if isEditing { configureEditing(cell, at: path) }
            cell.setEditing(isEditing, animated: false)
            cell.layoutIfNeeded()
        }
        visibleCellsByPath[path] = cell
        delegate?.tableView(self, willDisplay: cell, forRowAt: path)
        return cell
    }

    /// Measures an automatic row's cell; returns whether its height differs from the one used.
    func measureIfAutomatic(_ cell: UITableViewCell, at path: IndexPath) -> Bool {
        let asked = delegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        guard asked < 0, measuredHeights[path] == nil else { return false }
        let width = rowExtent.width
        if cell.bounds.width != width {
            UIView.performWithoutAnimation { cell.bounds.size.width = width }
        }
        let measured = (cell.fittingHeight(width: width) * UIScreen.main.scale).rounded(.up) / UIScreen.main.scale
        measuredHeights[path] = measured
        let used = estimatedRowHeight > 0 ? estimatedRowHeight : 44
        return abs(measured - used) > 0.01
    }

    /// The separator, the style's background and an inset-grouped section's rounded corners.
    func decorate(_ cell: UITableViewCell, at path: IndexPath, in geometry: TableGeometry) {
        let rows = geometry.sections[path.section].rows.count
        let isLast = path.row == rows - 1
        cell.showsSeparator = separatorStyle != .none && (style == .plain || !isLast)
        cell.tableSeparatorColor = separatorColor
        cell.tableSeparatorInset = explicitSeparatorInset
        if cell.sideMargin != cellSideMargin { cell.sideMargin = cellSideMargin }
        guard style == .insetGrouped else { return }
        // Rounded corners on the section's first and last rows (10 pt, iOS 13–18).
        var corners: UIRectCorner = []
        if path.row == 0 { corners.formUnion([.topLeft, .topRight]) }
        if isLast { corners.formUnion([.bottomLeft, .bottomRight]) }
        if corners.isEmpty {
            cell.layer.mask = nil
            return
        }
        let mask = (cell.layer.mask as? CAShapeLayer) ?? CAShapeLayer()
        let bounds = CGRect(origin: .zero, size: geometry.rect(for: path)?.size ?? cell.bounds.size)
        mask.frame = bounds
        mask.path =
            UIBezierPath(
                roundedRect: bounds, byRoundingCorners: corners,
                cornerRadii: CGSize(width: ListMetrics.cardCornerRadius, height: ListMetrics.cardCornerRadius)
            )
            .cgPath
        mask.fillColor = UIColor.black.cgColor
        cell.layer.mask = mask
    }

    /// Places the table header and footer views and the section headers and footers on screen; a
    /// plain table's headers stick below the top inset while their section scrolls (R183).
    func layOutSupplementaryViews(_ geometry: TableGeometry, animated: Bool = false) {
        UIView.performWithoutAnimation {
            if let tableHeaderView {
                tableHeaderView.frame = geometry.tableHeader
            }
            if let tableFooterView {
                tableFooterView.frame = geometry.tableFooter
            }
        }
        for footer in [false, true] {
            var views = footer ? visibleFooters : visibleHeaders
            for (s, section) in geometry.sections.enumerated() {
                let rect = footer ? section.footer : section.header
                var onScreen = rect.height > 0 && rect.intersects(bounds)
                if !footer && style == .plain && rect.height > 0 {
                    onScreen = section.whole.intersects(bounds)
                }
                guard onScreen else {
                    if let view = views.removeValue(forKey: s) { enqueue(headerFooter: view) }
                    continue
                }
                let view = views[s] ?? makeHeaderFooter(footer: footer, section: s)
                guard let view else { continue }
                views[s] = view
                var frame = rect
                if !footer && style == .plain {
                    // Sticky: no higher than the visible top, no lower than its section's end.
                    let visibleTop = contentOffset.y + adjustedContentInset.top
                    frame.origin.y = min(max(rect.minY, visibleTop), section.whole.maxY - rect.height)
                }
                if animated { view.frame = frame } else { UIView.performWithoutAnimation { view.frame = frame } }
                if view.superview !== self { addSubview(view) } else { bringSubviewToFront(view) }
            }
            for s in views.keys where s >= geometry.sections.count {
                if let view = views.removeValue(forKey: s) { enqueue(headerFooter: view) }
            }
            if footer { visibleFooters = views } else { visibleHeaders = views }
        }
    }

    /// The delegate's view for a section's header or footer, else one showing the data source's title.
    func makeHeaderFooter(footer: Bool, section: Int) -> UIView? {
        let custom =
            footer
            ? delegate?.tableView(self, viewForFooterInSection: section)
            : delegate?.tableView(self, viewForHeaderInSection: section)
        if let custom {
            (custom as? UITableViewHeaderFooterView)?.styleConfiguration = headerConfiguration(footer: footer)
            return custom
        }
        let title =
            footer
            ? dataSource?.tableView(self, titleForFooterInSection: section)
            : dataSource?.tableView(self, titleForHeaderInSection: section)
        guard let title, !title.isEmpty else { return nil }
        let identifier = footer ? "_UITableViewFooterTitle" : "_UITableViewHeaderTitle"
        let view: UITableViewHeaderFooterView
        if var pool = headerFooterPool[identifier], let reused = pool.popLast() {
            headerFooterPool[identifier] = pool
            view = reused
        } else {
            view = UITableViewHeaderFooterView(reuseIdentifier: identifier)
        }
        var c = headerConfiguration(footer: footer)
        if !footer, style != .plain, section == 0 {
            c.directionalLayoutMargins.top = ListMetrics.firstGroupedHeaderTopMargin
        }
        view.styleConfiguration = c
        view.textLabel?.text = title
        view.backgroundColor = style == .plain ? .systemBackground : nil
        view.setNeedsLayout()
        return view
    }
}
