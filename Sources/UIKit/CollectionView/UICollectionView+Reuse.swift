import Foundation

/// A collection view's cell registrations and reuse pool.
extension UICollectionView {
    // MARK: Registration and reuse

    /// Registers the class `dequeueReusableCell(withReuseIdentifier:for:)` creates for `identifier`.
    public func register(_ cellClass: UICollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        registrations[identifier] = cellClass
    }

    /// A cell for the data source to fill: a recycled one (after `prepareForReuse()`) or a new
    /// instance of the registered class. An unregistered identifier makes UIKit raise; the
    /// simulator reports it and returns a plain cell.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
            applyLayoutAttributes(to: cell, at: indexPath)
            applyOutlineState(to: cell, at: indexPath)
            return cell
        }
        guard let cellClass = registrations[identifier] else {
            DiagnosticLog.current.report(
                "cellIdentifierNotRegistered",
                "dequeueReusableCell(withReuseIdentifier: \"\(identifier)\") with no class registered for that identifier: UIKit raises 'could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - must register a nib or a class for the identifier'. Call register(_:forCellWithReuseIdentifier:) first"
            )
            let cell = UICollectionViewCell(frame: .zero)
            cell.reuseIdentifier = identifier
            return cell
        }
        let cell = cellClass.init(frame: .zero)
        cell.reuseIdentifier = identifier
        applyLayoutAttributes(to: cell, at: indexPath)
        applyOutlineState(to: cell, at: indexPath)
        return cell
    }

    /// An outline item's cell gets its level and expansion before the app configures it (R325).
    private func applyOutlineState(to cell: UICollectionViewCell, at indexPath: IndexPath) {
        // (`indexPath` is the data source's: mid-movement, `makeCell` asked for that one.)
        guard let state = (dataSource as? OutlineExpanding)?.outlineLevelAndExpansion(at: indexPath) else {
            if cell.isExpandedForConfiguration { cell.setOutlineState(level: 0, expanded: false, animated: false) }
            return
        }
        (cell as? UICollectionViewListCell)?.indentationLevel = state.level
        cell.setOutlineState(level: state.level, expanded: state.expanded, animated: false)
    }

    /// Puts a cell off screen into its pool (telling the delegate it left, when it was displayed).
    func enqueue(_ cell: UICollectionViewCell, displayedAt path: IndexPath? = nil) {
        cell.removeFromSuperview()
        if let path { delegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path) }
        guard let identifier = cell.reuseIdentifier else { return }
        reusePool[identifier, default: []].append(cell)
    }
}
