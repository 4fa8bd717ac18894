import Foundation

/// Where a table view's sections, headers, rows and footers are in its content (R185): a pure value
/// computed from heights, so frames are known without cells.
struct TableGeometry: Equatable {
    /// One section's rects.
    struct Section: Equatable {
        var header: CGRect
        var rows: [CGRect]
        var footer: CGRect
        /// From the top of the header to the bottom of the footer.
        var whole: CGRect { header.union(footer) }
        /// The rows' extent (the header's bottom to the footer's top when empty).
        var rowsRect: CGRect {
            guard let first = rows.first, let last = rows.last else {
                return CGRect(x: header.minX, y: header.maxY, width: header.width, height: 0)
            }
            return first.union(last)
        }
    }

    var tableHeader: CGRect = .zero
    var sections: [Section] = []
    var tableFooter: CGRect = .zero
    var contentHeight: CGFloat = 0
    /// What it was built from (nil for an empty geometry).
    var input: Input?

    /// Heights and the horizontal extent a geometry is built from.
    struct Input: Equatable {
        var width: CGFloat
        /// The rows' x and width (inset-grouped sections are narrower).
        var rowX: CGFloat
        var rowWidth: CGFloat
        var tableHeaderHeight: CGFloat
        var tableFooterHeight: CGFloat
        /// Space above each non-empty header (plain style's `sectionHeaderTopPadding`).
        var headerTopPadding: CGFloat
        var headerHeights: [CGFloat]
        var footerHeights: [CGFloat]
        var rowHeights: [[CGFloat]]
    }

    init() {}

    init(_ input: Input) {
        self.input = input
        var y: CGFloat = 0
        tableHeader = CGRect(x: 0, y: 0, width: input.width, height: input.tableHeaderHeight)
        y = tableHeader.maxY
        for (s, rows) in input.rowHeights.enumerated() {
            let headerHeight = input.headerHeights[s]
            if headerHeight > 0 { y += input.headerTopPadding }
            let header = CGRect(x: input.rowX, y: y, width: input.rowWidth, height: headerHeight)
            y = header.maxY
            var rects: [CGRect] = []
            rects.reserveCapacity(rows.count)
            for height in rows {
                rects.append(CGRect(x: input.rowX, y: y, width: input.rowWidth, height: height))
                y += height
            }
            let footer = CGRect(x: input.rowX, y: y, width: input.rowWidth, height: input.footerHeights[s])
            y = footer.maxY
            sections.append(Section(header: header, rows: rects, footer: footer))
        }
        tableFooter = CGRect(x: 0, y: y, width: input.width, height: input.tableFooterHeight)
        contentHeight = tableFooter.maxY
    }

    /// The geometry with the row at `source` taken out and put in at `destination` (a row being
    /// moved by its grip, R322): the other rows close up and open a gap there.
    func moving(_ source: IndexPath, to destination: IndexPath) -> TableGeometry {
        guard var moved = input, rect(for: source) != nil, destination.section >= 0,
            destination.section < moved.rowHeights.count
        else { return self }
        let height = moved.rowHeights[source.section].remove(at: source.row)
        let row = min(max(0, destination.row), moved.rowHeights[destination.section].count)
        moved.rowHeights[destination.section].insert(height, at: row)
        return TableGeometry(moved)
    }

    /// The row's rect, if the path exists.
    func rect(for indexPath: IndexPath) -> CGRect? {
        guard indexPath.count == 2, indexPath.section >= 0, indexPath.section < sections.count else { return nil }
        let rows = sections[indexPath.section].rows
        guard indexPath.row >= 0, indexPath.row < rows.count else { return nil }
        return rows[indexPath.row]
    }

    /// The rows whose rects meet `rect`, in order.
    func indexPaths(in rect: CGRect) -> [IndexPath] {
        var paths: [IndexPath] = []
        for (s, section) in sections.enumerated() where section.whole.minY < rect.maxY && section.whole.maxY > rect.minY
        {
            // Rows are sorted by y: binary search the first that ends below rect.minY.
            var low = 0
            var high = section.rows.count
            while low < high {
                let mid = (low + high) / 2
                if section.rows[mid].maxY <= rect.minY { low = mid + 1 } else { high = mid }
            }
            var r = low
            while r < section.rows.count, section.rows[r].minY < rect.maxY {
                if section.rows[r].height > 0 { paths.append(IndexPath(row: r, section: s)) }
                r += 1
            }
        }
        return paths
    }

    /// The row containing `point`, if any.
    func indexPath(at point: CGPoint) -> IndexPath? {
        indexPaths(in: CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)).first {
            rect(for: $0)?.contains(point) == true
        }
    }
}
