import Foundation

/// The changes collected in one batch of collection view updates (R301). Deletions and reloads
/// name items and sections as they were before the batch; insertions and move destinations as
/// they are after it.
struct CollectionUpdates {
    var deletedItems: Set<IndexPath> = []
    var insertedItems: Set<IndexPath> = []
    var reloadedItems: Set<IndexPath> = []
    /// Old path → new path.
    var movedItems: [IndexPath: IndexPath] = [:]
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    /// Old section → new section.
    var movedSections: [Int: Int] = [:]
    var completions: [(Bool) -> Void] = []
}

extension UICollectionView {
    /// The duration of a batch update's animation (not documented; 0.3 s ease-in-out, as the
    /// animated layout change, matches iOS 18 by eye).
    static let batchUpdateDuration: TimeInterval = 0.3

    /// Inserts items the data source now has; they fade in where the layout puts them (R301).
    public func insertItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingUpdates.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes items the data source no longer has; they fade out where they were (R301).
    public func deleteItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingUpdates.deletedItems.formUnion(indexPaths) }
    }

    /// Replaces the items' cells with new ones from the data source (the old fade out as the new come in).
    public func reloadItems(at indexPaths: [IndexPath]) {
        performBatchUpdates { self.pendingUpdates.reloadedItems.formUnion(indexPaths) }
    }

    /// Moves an item: its cell slides from its old place to its new one.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performBatchUpdates { self.pendingUpdates.movedItems[indexPath] = newIndexPath }
    }

    /// Inserts whole sections the data source now has.
    public func insertSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingUpdates.insertedSections.formUnion(sections) }
    }

    /// Deletes whole sections the data source no longer has.
    public func deleteSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingUpdates.deletedSections.formUnion(sections) }
    }

    /// Replaces every cell of the sections with new ones.
    public func reloadSections(_ sections: IndexSet) {
        performBatchUpdates { self.pendingUpdates.reloadedSections.formUnion(sections) }
    }

    /// Moves a section with its items.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performBatchUpdates { self.pendingUpdates.movedSections[section] = newSection }
    }

    /// Runs `updates` (insertions, deletions, reloads, moves and the data source's changes) as one
    /// batch animated together; `completion` runs when the animation ends (R301). Nested calls join
    /// the outer batch.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if batchDepth == 0 {
            // The layout as it is before the changes: the cells' old places.
            layoutIfNeeded()
        }
        batchDepth += 1
        updates?()
        if let completion { pendingUpdates.completions.append(completion) }
        batchDepth -= 1
        guard batchDepth == 0 else { return }
        let batch = pendingUpdates
        pendingUpdates = CollectionUpdates()
        apply(batch)
    }

    /// Where each old item goes (nil: deleted), or nil when the data source's new counts do not
    /// agree with the changes.
    private func itemMap(_ u: CollectionUpdates, old: [Int], new: [Int]) -> (
        items: [IndexPath: IndexPath], sections: [Int: Int]
    )? {
        // Sections: deleted ones go; moved ones are pinned; the rest fill the free new slots in order.
        var sectionMap: [Int: Int] = [:]
        let pinned = Set(u.movedSections.values).union(u.insertedSections)
        var free = (0..<new.count).filter { !pinned.contains($0) }.makeIterator()
        for s in old.indices where !u.deletedSections.contains(s) {
            if let target = u.movedSections[s] {
                sectionMap[s] = target
            } else {
                guard let target = free.next() else { return nil }
                sectionMap[s] = target
            }
        }
        guard free.next() == nil, sectionMap.count + u.insertedSections.count == new.count else { return nil }
        // Items: per new section, the fixed slots (insertions, move targets) and the survivors in order.
        var map: [IndexPath: IndexPath] = [:]
        var survivors: [Int: [IndexPath]] = [:]
        for s in old.indices {
            guard let ns = sectionMap[s] else { continue }
            for i in 0..<old[s] {
                let path = IndexPath(item: i, section: s)
                if u.deletedItems.contains(path) { continue }
                if let target = u.movedItems[path] {
                    map[path] = target
                    continue
                }
                survivors[ns, default: []].append(path)
            }
        }
        for ns in 0..<new.count {
            let list = survivors[ns] ?? []
            if u.insertedSections.contains(ns) {
                guard list.isEmpty else { return nil }
                continue
            }
            let fixed = Set(
                u.insertedItems.filter { $0.section == ns }.map(\.item)
                    + u.movedItems.values.filter { $0.section == ns }.map(\.item))
            var slots = (0..<new[ns]).filter { !fixed.contains($0) }.makeIterator()
            for path in list {
                guard let slot = slots.next() else { return nil }
                map[path] = IndexPath(item: slot, section: ns)
            }
            guard slots.next() == nil, fixed.allSatisfy({ $0 < new[ns] }) else { return nil }
        }
        return (map, sectionMap)
    }

    private func apply(_ u: CollectionUpdates) {
        guard let dataSource, let oldCounts = counts else {
            reloadData()
            for completion in u.completions { completion(true) }
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        let newCounts = (0..<sections).map { dataSource.collectionView(self, numberOfItemsInSection: $0) }
        guard let (map, sectionMap) = itemMap(u, old: oldCounts, new: newCounts) else {
            DiagnosticLog.current.report(
                "invalidCollectionUpdate",
                "Invalid batch update: the data source's counts \(newCounts) (sections and items) do not equal the counts before the update \(oldCounts) with the sections and items inserted, deleted and moved. UIKit raises NSInternalInconsistencyException; the collection view reloads instead"
            )
            reloadData()
            layoutIfNeeded()
            for completion in u.completions { completion(false) }
            return
        }
        let layout = collectionViewLayout
        // The old places, before the layout learns the new counts.
        var oldAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for path in visibleCellsByPath.keys { oldAttributes[path] = layout.layoutAttributesForItem(at: path)?.copied() }
        // Headers and footers follow their sections; those of deleted or reloaded sections go.
        var remapped: [SupplementaryPlace: UICollectionReusableView] = [:]
        for (place, view) in visibleSupplementary {
            if let section = sectionMap[place.indexPath.section], !u.reloadedSections.contains(place.indexPath.section)
            {
                let moved = SupplementaryPlace(
                    kind: place.kind, indexPath: IndexPath(item: place.indexPath.item, section: section))
                remapped[moved] = view
            } else {
                enqueueSupplementary(view)
            }
        }
        visibleSupplementary = remapped
        // Selection follows its items; deleted items leave it.
        selectedPaths = Set(selectedPaths.compactMap { map[$0] })
        counts = newCounts
        let reloadedOld = Set(
            map.keys.filter { u.reloadedItems.contains($0) || u.reloadedSections.contains($0.section) })
        layout.itemsDidMove(map, sections: sectionMap, reloaded: reloadedOld)
        layout.needsPrepare = true
        layout.prepareIfNeeded()
        let oldContentSize = contentSize
        contentSize = layout.collectionViewContentSize
        var target = clamped(contentOffset)
        contentSize = oldContentSize
        var targetBounds = CGRect(origin: target, size: bounds.size)

        let reloaded: (IndexPath) -> Bool = { u.reloadedItems.contains($0) || u.reloadedSections.contains($0.section) }
        // Cells that stay move to their new paths; deleted and reloaded ones go.
        var leaving: [(UICollectionViewCell, IndexPath, UICollectionViewLayoutAttributes)] = []
        var moving: [IndexPath: UICollectionViewCell] = [:]
        for (path, cell) in visibleCellsByPath {
            let end =
                layout.finalLayoutAttributesForDisappearingItem(at: path)
                ?? oldAttributes[path].map { a in
                    let c = a.copied()
                    c.alpha = 0
                    return c
                }
            if let newPath = map[path], !reloaded(path) {
                moving[newPath] = cell
            } else if let end {
                leaving.append((cell, path, end))
            } else {
                enqueue(cell, displayedAt: path)
            }
        }
        visibleCellsByPath = moving
        // Items on screen after the update: existing cells move there; others get cells, starting
        // from their old place (items that scroll into view) or, new ones, from where the layout
        // says they appear.
        var finals: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        for a in layout.layoutAttributesForElements(in: targetBounds) ?? [] where a.representedElementCategory == .cell
        {
            finals[a.indexPath] = a
        }
        for path in moving.keys where finals[path] == nil {
            if let a = layout.layoutAttributesForItem(at: path) { finals[path] = a }
        }
        let inverse = Dictionary(map.map { ($0.value, $0.key) }, uniquingKeysWith: { a, _ in a })
        for (path, final) in finals where visibleCellsByPath[path] == nil {
            let start: UICollectionViewLayoutAttributes
            if let old = inverse[path], !reloaded(old) {
                // An item that was off screen has no old place here: it starts at its new one.
                start = oldAttributes[old] ?? final
            } else {
                start =
                    layout.initialLayoutAttributesForAppearingItem(at: path)
                    ?? {
                        let c = final.copied()
                        c.alpha = 0
                        return c
                    }()
            }
            let placed = start.copied()
            placed.indexPath = path
            makeCell(at: placed)
        }
        // New self-sizing cells measured: their final places come from the layout prepared again.
        if selfSizingChanged {
            selfSizingChanged = false
            layout.needsPrepare = true
            layout.prepareIfNeeded()
            contentSize = layout.collectionViewContentSize
            target = clamped(contentOffset)
            contentSize = oldContentSize
            targetBounds = CGRect(origin: target, size: bounds.size)
            for path in finals.keys { finals[path] = layout.layoutAttributesForItem(at: path) }
        }
        let changes = {
            self.contentSize = layout.collectionViewContentSize
            self.contentOffset = target
            for (path, final) in finals { self.visibleCellsByPath[path]?.apply(final) }
            for (cell, _, end) in leaving { cell.apply(end) }
            self.updateVisibleSupplementaryViews(
                (layout.layoutAttributesForElements(in: targetBounds) ?? []).filter {
                    $0.representedElementCategory == .supplementaryView
                })
        }
        let finish = { (finished: Bool) in
            for (cell, path, _) in leaving { self.enqueue(cell, displayedAt: path) }
            self.setNeedsLayout()
            self.layoutIfNeeded()
            for completion in u.completions { completion(finished) }
        }
        guard UIView.areAnimationsEnabled else {
            UIView.performWithoutAnimation(changes)
            finish(true)
            return
        }
        layoutTransitions += 1
        UIView.animate(
            withDuration: Self.batchUpdateDuration, delay: 0, options: [.curveEaseInOut], animations: changes,
            completion: { finished in
                self.layoutTransitions -= 1
                finish(finished)
            })
    }
}
