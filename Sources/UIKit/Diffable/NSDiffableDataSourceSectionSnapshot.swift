import Foundation

/// The items of one section as an outline (R325): root items and, under any item, its children,
/// each item expanded or collapsed. `items` lists them all depth first; `visibleItems` the ones
/// whose ancestors are all expanded — what the collection view shows for the section. Identifiers
/// must be unique; a duplicate or an unknown item is reported (UIKit raises) and left out.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    /// Each item's parent (nil: a root) and children, in order.
    private var parents: [ItemIdentifierType: ItemIdentifierType] = [:]
    private var children: [ItemIdentifierType: [ItemIdentifierType]] = [:]
    /// The top-level items, in order.
    public private(set) var rootItems: [ItemIdentifierType] = []
    private var expanded: Set<ItemIdentifierType> = []

    /// An empty section snapshot.
    public init() {}

    // MARK: Reading

    /// Every item, depth first (a parent before its children), collapsed ones' children included.
    public var items: [ItemIdentifierType] { flatten(rootItems, visibleOnly: false) }

    /// The items shown: depth first, skipping the children of collapsed items.
    public var visibleItems: [ItemIdentifierType] { flatten(rootItems, visibleOnly: true) }

    /// Whether the snapshot holds `item`.
    public func contains(_ item: ItemIdentifierType) -> Bool { children[item] != nil }

    /// Whether `item` shows its children.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }

    /// Whether `item` is shown: every ancestor is expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard contains(item) else { return false }
        var current = parents[item]
        while let parent = current {
            if !expanded.contains(parent) { return false }
            current = parents[parent]
        }
        return true
    }

    /// `child`'s parent (nil for a root item or an item not in the snapshot).
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }

    /// How deep `item` is: 0 for a root item (`NSNotFound` for one not in the snapshot, as UIKit's).
    public func level(of item: ItemIdentifierType) -> Int {
        guard contains(item) else { return NSNotFound }
        var level = 0
        var current = parents[item]
        while let parent = current {
            level += 1
            current = parents[parent]
        }
        return level
    }

    /// `item`'s position in `items` (nil when not there).
    public func index(of item: ItemIdentifierType) -> Int? { items.firstIndex(of: item) }

    /// The subtree under `parent` — its descendants with their expansion, `parent` as their root
    /// when `includingParent` — as a snapshot of its own.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false)
        -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    {
        var out = Self()
        guard let kids = existing(parent, "snapshot(of:includingParent:)").map({ children[$0] ?? [] }) else {
            return out
        }
        if includingParent {
            out.adopt(parent, under: nil, from: self)
        } else {
            for kid in kids { out.adopt(kid, under: nil, from: self) }
        }
        return out
    }

    /// The outline as text, one item a line, indented by level, `+` for an expanded parent and `-`
    /// for a collapsed one (a debugging aid, as UIKit's).
    public func visualDescription() -> String {
        var lines = ["<NSDiffableDataSourceSectionSnapshot: \(items.count) items, \(visibleItems.count) visible>"]
        for item in items {
            let level = self.level(of: item)
            let kids = children[item] ?? []
            let mark = kids.isEmpty ? " " : expanded.contains(item) ? "+" : "-"
            let hidden = isVisible(item) ? "" : " (hidden)"
            lines.append(String(repeating: "    ", count: level) + "\(mark) \(item)\(hidden)")
        }
        return lines.joined(separator: "\n")
    }

    // MARK: Adding

    /// Appends `items` at the end of the root items, or of `parent`'s children.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        if let parent, existing(parent, "append(_:to:)") == nil { return }
        for item in items where checkNew(item) { attach(item, under: parent, at: nil) }
    }

    /// Inserts `items` just before `nextItem`, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], before nextItem: ItemIdentifierType) {
        guard existing(nextItem, "insert(_:before:)") != nil else { return }
        for item in items where checkNew(item) {
            let parent = parents[nextItem]
            let index = siblings(under: parent).firstIndex(of: nextItem) ?? 0
            attach(item, under: parent, at: index)
        }
    }

    /// Inserts `items` just after `previousItem` (after its children), at its level.
    public mutating func insert(_ items: [ItemIdentifierType], after previousItem: ItemIdentifierType) {
        guard existing(previousItem, "insert(_:after:)") != nil else { return }
        var anchor = previousItem
        for item in items where checkNew(item) {
            let parent = parents[anchor]
            let index = (siblings(under: parent).firstIndex(of: anchor) ?? -1) + 1
            attach(item, under: parent, at: index)
            anchor = item
        }
    }

    /// Appends another snapshot's outline (its expansion too) under `parent`, or at the root.
    public mutating func append(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to parent: ItemIdentifierType? = nil
    ) {
        if let parent, existing(parent, "append(_:to:)") == nil { return }
        for root in snapshot.rootItems { graft(root, from: snapshot, under: parent, at: nil) }
    }

    /// Inserts another snapshot's outline just before `item`, at its level.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, before item: ItemIdentifierType
    ) {
        guard existing(item, "insert(_:before:)") != nil else { return }
        let parent = parents[item]
        var index = siblings(under: parent).firstIndex(of: item) ?? 0
        for root in snapshot.rootItems where graft(root, from: snapshot, under: parent, at: index) { index += 1 }
    }

    /// Inserts another snapshot's outline just after `item`, at its level.
    public mutating func insert(
        _ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, after item: ItemIdentifierType
    ) {
        guard existing(item, "insert(_:after:)") != nil else { return }
        let parent = parents[item]
        var index = (siblings(under: parent).firstIndex(of: item) ?? -1) + 1
        for root in snapshot.rootItems where graft(root, from: snapshot, under: parent, at: index) { index += 1 }
    }

    /// Replaces `parent`'s children with another snapshot's outline.
    public mutating func replace(
        childrenOf parent: ItemIdentifierType, using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>
    ) {
        guard existing(parent, "replace(childrenOf:using:)") != nil else { return }
        delete(children[parent] ?? [])
        append(snapshot, to: parent)
    }

    // MARK: Removing

    /// Deletes `items` and everything under them.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        for item in items where contains(item) {
            for descendant in flatten([item], visibleOnly: false) {
                children[descendant] = nil
                expanded.remove(descendant)
            }
            let parent = parents.removeValue(forKey: item)
            setSiblings(siblings(under: parent).filter { $0 != item }, under: parent)
            for key in parents.keys where children[key] == nil { parents[key] = nil }
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() { self = Self() }

    // MARK: Expansion

    /// Expands `items`: their children show (where their ancestors are expanded too).
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, "expand(_:)") != nil { expanded.insert(item) }
    }

    /// Collapses `items`: their descendants hide.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items where existing(item, "collapse(_:)") != nil { expanded.remove(item) }
    }

    // MARK: Internals

    /// The snapshot of a section whose items are a flat list (what a whole-view snapshot gives).
    init(flat items: [ItemIdentifierType]) {
        for item in items where children[item] == nil { attach(item, under: nil, at: nil) }
    }

    /// Whether an item has children (an outline parent).
    func hasChildren(_ item: ItemIdentifierType) -> Bool { !(children[item] ?? []).isEmpty }

    /// Whether any item has a parent (the section is an outline, not a flat list).
    var isHierarchical: Bool { !parents.isEmpty }

    /// Moves `item` (with its subtree) to where a reorder dropped it between the visible items
    /// `previous` and `next` (R326): first child of an expanded parent just above it, else just
    /// after `previous` at its level, else before `next` at its level (the top of the list).
    mutating func move(
        _ item: ItemIdentifierType, after previous: ItemIdentifierType?, before next: ItemIdentifierType?
    ) {
        guard contains(item), item != previous, item != next else { return }
        let sub = snapshot(of: item, includingParent: true)
        delete([item])
        if let previous, contains(previous) {
            if expanded.contains(previous), let first = children[previous]?.first {
                insert(sub, before: first)
            } else {
                insert(sub, after: previous)
            }
        } else if let next, contains(next) {
            insert(sub, before: next)
        } else {
            append(sub)
        }
    }

    private func flatten(_ list: [ItemIdentifierType], visibleOnly: Bool) -> [ItemIdentifierType] {
        var out: [ItemIdentifierType] = []
        func walk(_ item: ItemIdentifierType) {
            out.append(item)
            guard !visibleOnly || expanded.contains(item) else { return }
            for kid in children[item] ?? [] { walk(kid) }
        }
        for item in list { walk(item) }
        return out
    }

    private func siblings(under parent: ItemIdentifierType?) -> [ItemIdentifierType] {
        parent.map { children[$0] ?? [] } ?? rootItems
    }

    private mutating func setSiblings(_ list: [ItemIdentifierType], under parent: ItemIdentifierType?) {
        if let parent { children[parent] = list } else { rootItems = list }
    }

    private mutating func attach(_ item: ItemIdentifierType, under parent: ItemIdentifierType?, at index: Int?) {
        var list = siblings(under: parent)
        list.insert(item, at: min(index ?? list.count, list.count))
        setSiblings(list, under: parent)
        children[item] = children[item] ?? []
        if let parent { parents[item] = parent }
    }

    /// Copies `item` and its subtree from `other` (with its expansion) under `parent`.
    private mutating func adopt(_ item: ItemIdentifierType, under parent: ItemIdentifierType?, from other: Self) {
        attach(item, under: parent, at: nil)
        if other.expanded.contains(item) { expanded.insert(item) }
        for kid in other.children[item] ?? [] { adopt(kid, under: item, from: other) }
    }

    /// `adopt` at an index, refusing an item already here (and its subtree); true when grafted.
    @discardableResult
    private mutating func graft(
        _ item: ItemIdentifierType, from other: Self, under parent: ItemIdentifierType?, at index: Int?
    ) -> Bool {
        let subtree = other.flatten([item], visibleOnly: false)
        guard subtree.allSatisfy({ checkNew($0) }) else { return false }
        attach(item, under: parent, at: index)
        if other.expanded.contains(item) { expanded.insert(item) }
        for kid in other.children[item] ?? [] { adopt(kid, under: item, from: other) }
        return true
    }

    private func checkNew(_ item: ItemIdentifierType) -> Bool {
        guard !contains(item) else {
            report(
                "item identifier \(item) is already in the section snapshot: identifiers must be unique (UIKit raises); it is left out"
            )
            return false
        }
        return true
    }

    private func existing(_ item: ItemIdentifierType, _ call: String) -> ItemIdentifierType? {
        guard contains(item) else {
            report("\(call): item identifier \(item) is not in the section snapshot (UIKit raises)")
            return nil
        }
        return item
    }

    private func report(_ message: String) {
        let text = "NSDiffableDataSourceSectionSnapshot: \(message)"
        guard Thread.isMainThread else {
            FileHandle.standardError.write(Data("stagecraft: invalidSnapshot: \(text)\n".utf8))
            return
        }
        MainActor.assumeIsolated { DiagnosticLog.current.report("invalidSnapshot", text) }
    }
}
