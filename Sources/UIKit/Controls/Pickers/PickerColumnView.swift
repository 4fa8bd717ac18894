import Foundation

/// One component of a picker view: a vertical scroll view whose content is the component's rows,
/// one `rowHeight` apart, inset so that the first and last rows can reach the centre. The scroll
/// view's drag, deceleration and bounce move it; a release is steered to land on a row, a tap
/// brings the tapped row to the centre, and each move lays the visible rows on the drum (R309).
@preconcurrency @MainActor
final class PickerColumnView: UIScrollView {
    /// The component this column shows.
    let component: Int
    /// The picker it belongs to.
    weak var picker: UIPickerView?
    /// The rows' height and count, as the delegate and data source last said.
    private(set) var rowHeight: CGFloat = UIPickerView.defaultRowHeight
    private(set) var rowCount = 0
    /// The rows on screen, each a cell holding the view the delegate gave for it.
    private(set) var cells: [Int: PickerRowCell] = [:]
    /// Row views that scrolled away, handed back to the delegate to reuse.
    private var reusableViews: [UIView] = []
    /// The scroll events this column steers itself with.
    private let events = PickerColumnEvents()
    /// Whether the settling motion was started by the user (a drag, a flick or a tap).
    var isUserMotion = false

    init(component: Int, picker: UIPickerView) {
        self.component = component
        self.picker = picker
        super.init(frame: .zero)
        events.column = self
        delegate = events
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        alwaysBounceVertical = true
        contentInsetAdjustmentBehavior = .never
        delaysContentTouches = false
        scrollsToTop = false
        backgroundColor = nil
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerColumnView.handleTap))
    }

    required init?(coder: NSCoder) { fatalError("a picker's column is made by its picker") }

    /// The drum for the column's current height.
    var drum: PickerDrum { PickerDrum(visibleHalfHeight: bounds.height / 2) }

    /// The content offset that puts `row` in the centre.
    func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight + rowHeight / 2 - bounds.height / 2 }

    /// The row nearest the centre now (clamped to the rows).
    var centredRow: Int {
        guard rowCount > 0, rowHeight > 0 else { return -1 }
        let row = ((contentOffset.y + bounds.height / 2 - rowHeight / 2) / rowHeight).rounded()
        return Int(min(max(row, 0), CGFloat(rowCount - 1)))
    }

    /// Takes a new row count and height (after a reload or a resize) and re-asks for every row.
    func reload(rowCount: Int, rowHeight: CGFloat) {
        self.rowCount = max(0, rowCount)
        self.rowHeight = max(1, rowHeight)
        let inset = max(0, bounds.height / 2 - self.rowHeight / 2)
        contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
        contentSize = CGSize(width: bounds.width, height: CGFloat(self.rowCount) * self.rowHeight)
        for (_, cell) in cells {
            if let view = cell.content { reusableViews.append(view) }
            cell.removeFromSuperview()
        }
        cells = [:]
        tileRows()
    }

    /// Moves to `row` without telling the delegate (the picker has recorded the selection).
    func scroll(toRow row: Int, animated: Bool) {
        guard row >= 0, row < rowCount else { return }
        isUserMotion = false
        setContentOffset(CGPoint(x: 0, y: offset(forRow: row)), animated: animated && window != nil)
    }

    // MARK: Rows on the drum

    /// Makes cells for the rows on the visible half of the wheel, recycles the others, and places
    /// each on the drum by its distance from the centre line.
    func tileRows() {
        guard let picker, rowCount > 0, bounds.height > 0 else {
            for (row, _) in cells { recycle(row) }
            return
        }
        let centre = contentOffset.y + bounds.height / 2
        let reach = drum.horizonDistance
        let first = max(0, Int(((centre - reach) / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((centre + reach) / rowHeight).rounded(.down)))
        for row in cells.keys where row < first || row > last { recycle(row) }
        guard first <= last else { return }
        for row in first...last {
            let cell = cells[row] ?? makeCell(row, picker: picker)
            let distance = CGFloat(row) * rowHeight + rowHeight / 2 - centre
            let place = drum.placement(atDistance: distance)
            cell.isHidden = !place.isVisible
            cell.alpha = drum.alpha(atDistance: distance, rowHeight: rowHeight)
            cell.transform = CGAffineTransform(translationX: 0, y: place.offset - distance)
                .scaledBy(x: place.scaleX, y: max(place.scaleY, 0.001))
        }
    }

    private func makeCell(_ row: Int, picker: UIPickerView) -> PickerRowCell {
        let cell = PickerRowCell(
            frame: CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight))
        let reused = reusableViews.popLast()
        let view = picker.rowView(forRow: row, component: component, reusing: reused)
        cell.hold(view)
        addSubview(cell)
        cells[row] = cell
        return cell
    }

    private func recycle(_ row: Int) {
        guard let cell = cells.removeValue(forKey: row) else { return }
        if let view = cell.content {
            view.removeFromSuperview()
            reusableViews.append(view)
        }
        cell.removeFromSuperview()
    }

    // MARK: Settling on a row

    /// The offset of the row nearest `y`, within the rows.
    func alignedOffset(near y: CGFloat) -> CGFloat {
        guard rowCount > 0 else { return y }
        let row = ((y + bounds.height / 2 - rowHeight / 2) / rowHeight).rounded()
        return offset(forRow: Int(min(max(row, 0), CGFloat(rowCount - 1))))
    }

    /// The column stopped: snaps onto the nearest row if it is between two, else tells the picker.
    func settle() {
        guard !isDragging, !isDecelerating, motionLink == nil else { return }
        let target = alignedOffset(near: contentOffset.y)
        if abs(target - contentOffset.y) > 0.5 {
            setContentOffset(CGPoint(x: 0, y: target), animated: window != nil)
            if motionLink != nil { return }
        } else if target != contentOffset.y {
            contentOffset.y = target
        }
        let user = isUserMotion
        isUserMotion = false
        picker?.column(self, didSettleOn: centredRow, byUser: user)
    }

    /// A tap brings the tapped row to the centre (it is selected once it gets there).
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, rowCount > 0 else { return }
        let shown = tap.location(in: self).y - contentOffset.y - bounds.height / 2
        guard let distance = drum.distance(showingOffset: shown) else { return }
        let y = contentOffset.y + bounds.height / 2 + distance
        let row = Int(min(max((y / rowHeight).rounded(.down), 0), CGFloat(rowCount - 1)))
        isUserMotion = true
        let target = offset(forRow: row)
        if abs(target - contentOffset.y) < 0.5 { return settle() }
        setContentOffset(CGPoint(x: 0, y: target), animated: window != nil)
        if motionLink == nil { settle() }
    }

    /// A finger held on the wheel (catching a spin) and lifted without dragging leaves it between
    /// rows: it snaps to the nearest.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        fingerLifted()
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesCancelled(touches, with: event)
        fingerLifted()
    }

    private func fingerLifted() {
        guard !isDragging, !isDecelerating, motionLink == nil else { return }
        if abs(alignedOffset(near: contentOffset.y) - contentOffset.y) > 0.5 {
            isUserMotion = true
            settle()
        }
    }
}

/// The scroll events a picker column steers itself by: a release's target moved onto a row, and
/// the column's rest reported to it.
@preconcurrency @MainActor
final class PickerColumnEvents: NSObject, UIScrollViewDelegate {
    weak var column: PickerColumnView?

    func scrollViewDidScroll(_ scrollView: UIScrollView) { column?.tileRows() }

    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { column?.isUserMotion = true }

    func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {
        // A release at rest is left alone: it ends the drag and the column eases onto the nearest
        // row (`settle`) rather than creeping there on the deceleration's exponential.
        guard let column, abs(velocity.y) * 1000 > ScrollAxisMotion.restingSpeed else { return }
        targetContentOffset.pointee.y = column.alignedOffset(near: targetContentOffset.pointee.y)
    }

    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { column?.settle() }
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { column?.settle() }

    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { column?.settle() }
}

/// A row on the drum: a row-sized cell, transformed and faded by its column, holding the view the
/// delegate gave — a zero-sized view fills the row, another is centred in it, as UIKit does.
@preconcurrency @MainActor
final class PickerRowCell: UIView {
    private(set) var content: UIView?

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("a picker's row is made by its column") }

    func hold(_ view: UIView) {
        content = view
        view.transform = .identity
        if view is PickerRowLabel || view.bounds.size == .zero {
            view.frame = bounds
        } else {
            view.center = CGPoint(x: bounds.midX, y: bounds.midY)
        }
        addSubview(view)
    }
}
