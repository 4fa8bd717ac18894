import Foundation

/// An item being moved by the user (R326): where it started, where the others have made room for
/// it, and its cell, which follows the finger rather than the layout.
@MainActor
struct InteractiveMovement {
    /// Its index path when the movement began (the data source's, until the end).
    let original: IndexPath
    /// Where it is shown now: the layout gives the other items their places around it.
    var current: IndexPath
    /// Its cell, lifted above the others.
    let cell: UICollectionViewCell

    /// The duration of the others making way and of the cell settling (I: by eye on iOS 18).
    static let reflowDuration: TimeInterval = 0.25

    /// Where an item shown at `path` is now, had the movement been from `from` to `to`.
    static func moved(_ path: IndexPath, from: IndexPath, to: IndexPath) -> IndexPath {
        if path == from { return to }
        var p = path
        if p.section == from.section && p.item > from.item { p.item -= 1 }
        if p.section == to.section && p.item >= to.item { p.item += 1 }
        return p
    }

    /// The data source's index path of the item shown at `path` (cells made mid-movement).
    func dataPath(forShown path: IndexPath) -> IndexPath {
        if path == current { return original }
        var p = path
        if p.section == current.section && p.item > current.item { p.item -= 1 }
        if p.section == original.section && p.item >= original.item { p.item += 1 }
        return p
    }
}

/// Moving an item under the finger (R326): UIKit's classic interactive movement, driven by the
/// collection view controller's long press, by a list cell's reorder control, or by the app.
extension UICollectionView {
    /// Starts moving the item at `indexPath`: false when the data source says it cannot move
    /// (`collectionView(_:canMoveItemAt:)`), it has no cell on screen, or a movement is under way.
    @discardableResult
    public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool {
        guard interactiveMovement == nil, let dataSource else { return false }
        layoutIfNeeded()
        guard let cell = visibleCellsByPath[indexPath], dataSource.collectionView(self, canMoveItemAt: indexPath)
        else { return false }
        startMovement(of: cell, at: indexPath)
        return true
    }

    /// Lifts `cell`'s item at `indexPath` out of the layout (a movement, or a drag reordering it).
    func startMovement(of cell: UICollectionViewCell, at indexPath: IndexPath) {
        closeRowSwipe(animated: false)
        interactiveMovement = InteractiveMovement(original: indexPath, current: indexPath, cell: cell)
        bringSubviewToFront(cell)
        cell.layer.zPosition = 1000
        cell.isReorderingForConfiguration = true
        cell.setNeedsUpdateConfiguration()
    }

    /// Puts the moving cell's centre at `targetPosition` (content coordinates); when it is over
    /// another item, the items make way for it there, the delegate's
    /// `targetIndexPathForMoveOfItemFromOriginalIndexPath` having the last word.
    public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {
        guard let movement = interactiveMovement else { return }
        UIView.performWithoutAnimation { movement.cell.center = targetPosition }
        guard let proposed = proposedMovementPath(at: targetPosition, movement) else { return }
        let target =
            delegate?.collectionView(
                self, targetIndexPathForMoveOfItemFromOriginalIndexPath: movement.original,
                atCurrentIndexPath: movement.current, toProposedIndexPath: proposed) ?? proposed
        guard target != movement.current, isValidMovementTarget(target, from: movement.current) else { return }
        reflowMovement(to: target)
    }

    /// Drops the item where it is shown: the data source hears `moveItemAt:to:` (when it moved)
    /// and the cell settles into its place.
    public func endInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.original != movement.current {
            dataSource?.collectionView(self, moveItemAt: movement.original, to: movement.current)
        }
        finishMovement(movement)
        verifyCountsAfterMovement()
    }

    /// Puts the item back where it started, the others with it; the data source hears nothing.
    public func cancelInteractiveMovement() {
        guard let movement = interactiveMovement else { return }
        if movement.current != movement.original { reflowMovement(to: movement.original) }
        finishMovement(interactiveMovement ?? movement)
    }

    /// A drop takes over from a drag's reordering (R345): the data source's paths, counts and
    /// layout come back while the cells stay where they are shown, so that the app's batch updates
    /// in `performDropWith` move them on from there without a jump.
    func abandonMovementKeepingCells() {
        guard let movement = interactiveMovement, var newCounts = counts else { return }
        // A layout pass still due runs now, in the order shown.
        layoutIfNeeded()
        interactiveMovement = nil
        var map: [IndexPath: IndexPath] = [:]
        for (s, n) in newCounts.enumerated() {
            for i in 0..<n {
                let p = IndexPath(item: i, section: s)
                map[p] = movement.dataPath(forShown: p)
            }
        }
        newCounts[movement.current.section] -= 1
        newCounts[movement.original.section] += 1
        visibleCellsByPath = Dictionary(
            visibleCellsByPath.map { (map[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        selectedPaths = Set(selectedPaths.map { map[$0] ?? $0 })
        counts = newCounts
        layout.itemsDidMove(
            map, sections: Dictionary(uniqueKeysWithValues: newCounts.indices.map { ($0, $0) }), reloaded: [])
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        movement.cell.isReorderingForConfiguration = false
        movement.cell.setNeedsUpdateConfiguration()
    }

    // MARK: Internals

    /// The item under `point` other than the moving one, as shown now.
    private func proposedMovementPath(at point: CGPoint, _ movement: InteractiveMovement) -> IndexPath? {
        let probe = CGRect(x: point.x - 1, y: point.y - 1, width: 2, height: 2)
        let hits = (layout.layoutAttributesForElements(in: probe) ?? []).filter {
            $0.representedElementCategory == .cell && $0.indexPath != movement.current && $0.frame.contains(point)
        }
        return hits.first?.indexPath
    }

    private func isValidMovementTarget(_ target: IndexPath, from current: IndexPath) -> Bool {
        guard let counts, target.section >= 0, target.section < counts.count, target.item >= 0 else { return false }
        let limit = target.section == current.section ? counts[target.section] - 1 : counts[target.section]
        guard target.item <= limit else {
            DiagnosticLog.current.report(
                "invalidMoveTarget",
                "the target index path \(target) for the moving item is outside its section (\(counts[target.section]) items): UIKit raises. Return an index path inside the collection view from targetIndexPathForMoveOfItemFromOriginalIndexPath"
            )
            return false
        }
        return true
    }

    /// Shows the moving item at `target`: the counts, the cells, the selection and the layout's
    /// measurements follow, and the other cells slide to their new places.
    private func reflowMovement(to target: IndexPath) {
        guard var movement = interactiveMovement, var newCounts = counts else { return }
        let from = movement.current
        var map: [IndexPath: IndexPath] = [:]
        for (s, n) in newCounts.enumerated() {
            for i in 0..<n {
                let p = IndexPath(item: i, section: s)
                map[p] = InteractiveMovement.moved(p, from: from, to: target)
            }
        }
        newCounts[from.section] -= 1
        newCounts[target.section] += 1
        visibleCellsByPath = Dictionary(
            visibleCellsByPath.map { (map[$0.key] ?? $0.key, $0.value) }, uniquingKeysWith: { a, _ in a })
        selectedPaths = Set(selectedPaths.map { map[$0] ?? $0 })
        counts = newCounts
        layout.itemsDidMove(
            map, sections: Dictionary(uniqueKeysWithValues: newCounts.indices.map { ($0, $0) }), reloaded: [])
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        contentSize = layout.collectionViewContentSize
        movement.current = target
        interactiveMovement = movement
        let moving = movement.cell
        let places = visibleCellsByPath.compactMap { path, cell in
            cell === moving ? nil : layout.layoutAttributesForItem(at: path).map { (cell, $0) }
        }
        layoutTransitions += 1
        UIView.animate(
            withDuration: InteractiveMovement.reflowDuration, delay: 0, options: [.curveEaseInOut],
            animations: { for (cell, attributes) in places { cell.apply(attributes) } },
            completion: { _ in
                self.layoutTransitions -= 1
                self.setNeedsLayout()
            })
    }

    /// The cell settles into its place and becomes an ordinary cell again.
    private func finishMovement(_ movement: InteractiveMovement) {
        interactiveMovement = nil
        let cell = movement.cell
        cell.layer.shadowOpacity = 0
        cell.isReorderingForConfiguration = false
        cell.setNeedsUpdateConfiguration()
        guard let attributes = layout.layoutAttributesForItem(at: movement.current) else {
            setNeedsLayout()
            return
        }
        layoutTransitions += 1
        UIView.animate(
            withDuration: InteractiveMovement.reflowDuration, delay: 0, options: [.curveEaseInOut],
            animations: { cell.apply(attributes) },
            completion: { _ in
                self.layoutTransitions -= 1
                self.setNeedsLayout()
            })
    }

    /// After the drop the data source's counts must be the ones shown; otherwise it did not move
    /// the item (UIKit's next update raises): reported, and the view reloads.
    private func verifyCountsAfterMovement() {
        guard let dataSource, let shown = counts else { return }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let actual = (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        guard actual != shown else { return }
        DiagnosticLog.current.report(
            "invalidCollectionUpdate",
            "after an interactive move the data source's counts \(actual) are not the ones shown \(shown): update your data in collectionView(_:moveItemAt:to:). UIKit raises at the next update; the collection view reloads"
        )
        reloadData()
    }

    /// A list cell's reorder control under `point` (content coordinates), if any is shown.
    func reorderControlPath(at point: CGPoint) -> IndexPath? {
        guard let path = indexPathForItem(at: point),
            let cell = visibleCellsByPath[path] as? UICollectionViewListCell
        else { return nil }
        let local = convert(point, to: cell)
        for view in cell.accessoryViews where !view.isHidden {
            guard case .reorder = view.accessory.kind else { continue }
            // The grip takes the row's height and a little beside it.
            if local.x >= view.frame.minX - 8 && local.x <= view.frame.maxX + 8 { return path }
        }
        return nil
    }

    /// Adds the pan that moves a list row by its reorder control; the scroll pan waits for it.
    func installReorderControlPan() {
        let pan = ReorderControlGestureRecognizer(target: self, action: UICollectionView.handleReorderControl)
        addGestureRecognizer(pan)
        panGestureRecognizer.require(toFail: pan)
    }

    private func handleReorderControl(_ pan: UIPanGestureRecognizer) {
        let point = pan.location(in: self)
        switch pan.state {
        case .began:
            let start = CGPoint(x: point.x - pan.translation(in: self).x, y: point.y - pan.translation(in: self).y)
            guard let path = reorderControlPath(at: start), beginInteractiveMovementForItem(at: path),
                let cell = interactiveMovement?.cell
            else { return }
            // The lifted row floats on a soft shadow (I: by eye on iOS 18).
            cell.layer.shadowColor = UIColor.black.cgColor
            cell.layer.shadowOpacity = 0.2
            cell.layer.shadowRadius = 8
            cell.layer.shadowOffset = .zero
            movementGrabOffset = CGPoint(x: cell.center.x - start.x, y: cell.center.y - start.y)
            updateInteractiveMovementTargetPosition(
                CGPoint(x: cell.center.x, y: point.y + movementGrabOffset.y))
        case .changed:
            guard let cell = interactiveMovement?.cell else { return }
            // A list row moves up and down only.
            updateInteractiveMovementTargetPosition(CGPoint(x: cell.center.x, y: point.y + movementGrabOffset.y))
        case .ended:
            endInteractiveMovement()
        default:
            cancelInteractiveMovement()
        }
    }
}

/// The pan of a list cell's reorder control (R326): it fails at once for a touch elsewhere, so
/// the scroll view's pan, which waits for it, is not held up.
@MainActor
final class ReorderControlGestureRecognizer: UIPanGestureRecognizer {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let collectionView = view as? UICollectionView, state == .possible else { return }
        let point = location(in: collectionView)
        if collectionView.reorderControlPath(at: point) == nil { state = .failed }
    }
}
