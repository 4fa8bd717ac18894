import Foundation

/// The state of a diffable data source: sections and the items in each, by identifier (R303).
/// Identifiers must be unique across the snapshot; adding one twice is reported (UIKit raises)
/// and the second is left out.
public struct NSDiffableDataSourceSnapshot<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    Sendable
{
    /// The sections in order, each with its items in order.
    private var sections: [(id: SectionIdentifierType, items: [ItemIdentifierType])] = []
    /// Items asked to be reloaded or reconfigured in the next apply.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    public var numberOfSections: Int { sections.count }
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex(identifier).map { sections[$0].items.count } ?? 0
    }

    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex(identifier).map { sections[$0].items } ?? []
    }

    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sections.first { $0.items.contains(identifier) }?.id
    }

    /// The item's position in the whole snapshot (counting across sections), as UIKit's.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex(identifier) }

    /// The item's index path.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        for (s, section) in sections.enumerated() {
            if let i = section.items.firstIndex(of: identifier) { return IndexPath(item: i, section: s) }
        }
        return nil
    }

    /// The item at an index path.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.section >= 0, indexPath.section < sections.count, indexPath.item >= 0,
            indexPath.item < sections[indexPath.section].items.count
        else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    /// The section at an index.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index].id : nil
    }

    /// The number of items in the section at an index (0 when there is none).
    func numberOfItems(inSectionAt index: Int) -> Int {
        sections.indices.contains(index) ? sections[index].items.count : 0
    }

    private func sectionIndex(_ identifier: SectionIdentifierType) -> Int? {
        sections.firstIndex { $0.id == identifier }
    }

    // MARK: Sections

    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers where checkNewSection(id) { sections.append((id, [])) }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard var index = existingSection(toIdentifier, "insertSections(_:beforeSection:)") else { return }
        for id in identifiers where checkNewSection(id) {
            sections.insert((id, []), at: index)
            index += 1
        }
    }

    public mutating func insertSections(
        _ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType
    ) {
        guard var index = existingSection(toIdentifier, "insertSections(_:afterSection:)") else { return }
        for id in identifiers where checkNewSection(id) {
            index += 1
            sections.insert((id, []), at: index)
        }
    }

    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        sections.removeAll { identifiers.contains($0.id) }
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = existingSection(identifier, "moveSection(_:beforeSection:)"), identifier != toIdentifier else {
            return
        }
        let moved = sections.remove(at: from)
        guard let to = existingSection(toIdentifier, "moveSection(_:beforeSection:)") else {
            return sections.insert(moved, at: from)
        }
        sections.insert(moved, at: to)
    }

    public mutating func moveSection(
        _ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType
    ) {
        guard let from = existingSection(identifier, "moveSection(_:afterSection:)"), identifier != toIdentifier else {
            return
        }
        let moved = sections.remove(at: from)
        guard let to = existingSection(toIdentifier, "moveSection(_:afterSection:)") else {
            return sections.insert(moved, at: from)
        }
        sections.insert(moved, at: to + 1)
    }

    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        reloadedSectionIdentifiers += identifiers.filter { sectionIndex($0) != nil }
    }

    // MARK: Items

    /// Appends items to `identifier`'s section, or to the last section when nil (UIKit raises when
    /// there is none; reported here).
    public mutating func appendItems(
        _ identifiers: [ItemIdentifierType], toSection identifier: SectionIdentifierType? = nil
    ) {
        let index: Int?
        if let identifier {
            index = existingSection(identifier, "appendItems(_:toSection:)")
        } else if sections.isEmpty {
            report("appendItems(_:) with no section in the snapshot: append a section first (UIKit raises)")
            index = nil
        } else {
            index = sections.count - 1
        }
        guard let index else { return }
        for id in identifiers where checkNewItem(id) { sections[index].items.append(id) }
    }

    public mutating func insertItems(
        _ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType
    ) {
        guard let path = existingItem(beforeIdentifier, "insertItems(_:beforeItem:)") else { return }
        var i = path.item
        for id in identifiers where checkNewItem(id) {
            sections[path.section].items.insert(id, at: i)
            i += 1
        }
    }

    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType)
    {
        guard let path = existingItem(afterIdentifier, "insertItems(_:afterItem:)") else { return }
        var i = path.item
        for id in identifiers where checkNewItem(id) {
            i += 1
            sections[path.section].items.insert(id, at: i)
        }
    }

    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers)
        for s in sections.indices { sections[s].items.removeAll { gone.contains($0) } }
    }

    public mutating func deleteAllItems() { sections = [] }

    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        guard let from = existingItem(identifier, "moveItem(_:beforeItem:)"), identifier != toIdentifier else { return }
        let moved = sections[from.section].items.remove(at: from.item)
        guard let to = existingItem(toIdentifier, "moveItem(_:beforeItem:)") else {
            return sections[from.section].items.insert(moved, at: from.item)
        }
        sections[to.section].items.insert(moved, at: to.item)
    }

    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        guard let from = existingItem(identifier, "moveItem(_:afterItem:)"), identifier != toIdentifier else { return }
        let moved = sections[from.section].items.remove(at: from.item)
        guard let to = existingItem(toIdentifier, "moveItem(_:afterItem:)") else {
            return sections[from.section].items.insert(moved, at: from.item)
        }
        sections[to.section].items.insert(moved, at: to.item + 1)
    }

    /// Marks items whose cells the next apply replaces (their content changed).
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        reloadedItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    /// Marks items whose cells the next apply fills again, in place.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        reconfiguredItemIdentifiers += identifiers.filter { indexPath(of: $0) != nil }
    }

    /// Sets the items of `identifier`'s section (appending the section when it is not there), as a
    /// section snapshot's apply does (R325); items already in other sections are reported and left out.
    mutating func replaceItems(inSection identifier: SectionIdentifierType, with items: [ItemIdentifierType]) {
        if sectionIndex(identifier) == nil { sections.append((identifier, [])) }
        guard let index = sectionIndex(identifier) else { return }
        sections[index].items = []
        var seen = Set<ItemIdentifierType>()
        for item in items where seen.insert(item).inserted && checkNewItem(item) { sections[index].items.append(item) }
    }

    /// The snapshot without its reload marks (what the data source keeps after applying it).
    var settled: Self {
        var copy = self
        copy.reloadedItemIdentifiers = []
        copy.reconfiguredItemIdentifiers = []
        copy.reloadedSectionIdentifiers = []
        return copy
    }

    // MARK: Checks

    private func checkNewSection(_ id: SectionIdentifierType) -> Bool {
        guard sectionIndex(id) == nil else {
            report(
                "section identifier \(id) is already in the snapshot: identifiers must be unique (UIKit raises); it is left out"
            )
            return false
        }
        return true
    }

    private func checkNewItem(_ id: ItemIdentifierType) -> Bool {
        guard indexPath(of: id) == nil else {
            report(
                "item identifier \(id) is already in the snapshot: identifiers must be unique (UIKit raises); it is left out"
            )
            return false
        }
        return true
    }

    private func existingSection(_ id: SectionIdentifierType, _ call: String) -> Int? {
        guard let index = sectionIndex(id) else {
            report("\(call): section identifier \(id) is not in the snapshot (UIKit raises)")
            return nil
        }
        return index
    }

    private func existingItem(_ id: ItemIdentifierType, _ call: String) -> IndexPath? {
        guard let path = indexPath(of: id) else {
            report("\(call): item identifier \(id) is not in the snapshot (UIKit raises)")
            return nil
        }
        return path
    }

    private func report(_ message: String) {
        let text = "NSDiffableDataSourceSnapshot: \(message)"
        // Snapshots may be built off the main thread, as on iOS; the log lives on the main actor.
        guard Thread.isMainThread else {
            FileHandle.standardError.write(Data("stagecraft: invalidSnapshot: \(text)\n".utf8))
            return
        }
        MainActor.assumeIsolated { DiagnosticLog.current.report("invalidSnapshot", text) }
    }
}

/// The changes from one snapshot to another, as batch-update operations on index paths.
struct SnapshotDifference {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [(from: IndexPath, to: IndexPath)] = []
    var reloadedItems: [IndexPath] = []
    var reloadedSections = IndexSet()

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && deletedItems.isEmpty && insertedItems.isEmpty
            && movedItems.isEmpty && reloadedItems.isEmpty && reloadedSections.isEmpty
    }

    /// Sections by identity (kept sections keep their relative order: a section whose order
    /// changed is deleted and inserted); items by identity: gone, new, or moved when their section
    /// or their place among the items kept in the same section changed (the longest run in order
    /// stays, the rest move).
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldSections = old.sectionIdentifiers
        let newSections = new.sectionIdentifiers
        let newSectionSet = Set(newSections)
        let keptInOrder = Self.longestIncreasing(
            oldSections.filter { newSectionSet.contains($0) }.map { newSections.firstIndex(of: $0)! })
        let keptSections = Set(keptInOrder.map { newSections[$0] })
        for (i, id) in oldSections.enumerated() where !keptSections.contains(id) { deletedSections.insert(i) }
        for (i, id) in newSections.enumerated() where !keptSections.contains(id) { insertedSections.insert(i) }
        // Items of kept sections.
        var oldPaths: [I: IndexPath] = [:]
        for (s, id) in oldSections.enumerated() where keptSections.contains(id) {
            for (i, item) in old.itemIdentifiers(inSection: id).enumerated() {
                oldPaths[item] = IndexPath(item: i, section: s)
            }
        }
        var newPaths: [I: IndexPath] = [:]
        for (s, id) in newSections.enumerated() where keptSections.contains(id) {
            for (i, item) in new.itemIdentifiers(inSection: id).enumerated() {
                newPaths[item] = IndexPath(item: i, section: s)
            }
        }
        for (item, path) in oldPaths where newPaths[item] == nil { deletedItems.append(path) }
        for (item, path) in newPaths where oldPaths[item] == nil { insertedItems.append(path) }
        for (s, id) in oldSections.enumerated() where keptSections.contains(id) {
            let newSection = newSections.firstIndex(of: id)!
            // The kept items staying in this section, in old order, by new index: the longest run
            // in order stays put; the others move. Items changing section move.
            let staying = old.itemIdentifiers(inSection: id).filter { newPaths[$0]?.section == newSection }
            let inOrder = Set(Self.longestIncreasing(staying.map { newPaths[$0]!.item }))
            for item in old.itemIdentifiers(inSection: id) {
                guard let to = newPaths[item] else { continue }
                if to.section != newSection || !inOrder.contains(to.item) {
                    movedItems.append((IndexPath(item: oldPaths[item]!.item, section: s), to))
                }
            }
        }
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            if let path = oldPaths[item], newPaths[item] != nil { reloadedItems.append(path) }
        }
        for id in new.reloadedSectionIdentifiers where keptSections.contains(id) {
            if let s = oldSections.firstIndex(of: id) { reloadedSections.insert(s) }
        }
    }

    /// The values of the longest strictly increasing subsequence of `values`.
    static func longestIncreasing(_ values: [Int]) -> [Int] {
        guard !values.isEmpty else { return [] }
        var tails: [Int] = []  // indices into values
        var previous = [Int](repeating: -1, count: values.count)
        for (i, v) in values.enumerated() {
            var lo = 0
            var hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var out: [Int] = []
        var k = tails.last ?? -1
        while k >= 0 {
            out.append(values[k])
            k = previous[k]
        }
        return out.reversed()
    }
}
