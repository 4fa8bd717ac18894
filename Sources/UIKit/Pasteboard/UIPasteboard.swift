import Foundation

/// A pasteboard: items, each a dictionary from a type identifier to a value (R312). The
/// simulator's pasteboards live in the simulated app (`UIKitRuntime` state) and never read or
/// write the host's clipboard; a new app starts with an empty general pasteboard.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// A pasteboard's name.
    public struct Name: RawRepresentable, Hashable, Sendable {
        /// The name's string.
        public let rawValue: String
        /// Creates a name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Creates a name.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The system-wide pasteboard, for Copy and Paste.
        public static let general = Name("com.apple.UIKit.pboard.general")
        /// The pasteboard of the last search string.
        public static let find = Name("com.apple.UIKit.pboard.find")
    }

    /// Options for `setItems(_:options:)` (kept; items neither expire nor stay local here).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        /// The key's string.
        public let rawValue: String
        /// Creates a key.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A `Date` after which the items are removed.
        public static let expirationDate = OptionsKey(rawValue: "com.apple.UIKit.pboard.expirationDate")
        /// Whether the items stay on this device.
        public static let localOnly = OptionsKey(rawValue: "com.apple.UIKit.pboard.localOnly")
    }

    /// Posted when a pasteboard's items change.
    public nonisolated static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public nonisolated static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")
    /// The `changedNotification` user-info key of the types added.
    public nonisolated static let changedTypesAddedUserInfoKey = "UIPasteboardChangedTypesAddedKey"
    /// The `changedNotification` user-info key of the types removed.
    public nonisolated static let changedTypesRemovedUserInfoKey = "UIPasteboardChangedTypesRemovedKey"

    /// The type identifiers a string is stored under (the first) and read from.
    public nonisolated static let typeListString: [String] = [
        PasteboardType.utf8PlainText, PasteboardType.plainText, "public.text",
    ]
    /// The type identifiers a URL is stored under and read from.
    public nonisolated static let typeListURL: [String] = [PasteboardType.url]
    /// The type identifiers an image is stored under and read from.
    public nonisolated static let typeListImage: [String] = [PasteboardType.png, "public.jpeg", "public.image"]
    /// The type identifiers a colour is stored under and read from.
    public nonisolated static let typeListColor: [String] = [PasteboardType.color]
    /// The type of an item automatically carried to other devices (kept).
    public nonisolated static let typeAutomatic = "com.apple.uikit.pboard-automatic"

    /// The pasteboard Copy, Cut and Paste use, and the share sheet's Copy (R312).
    public class var general: UIPasteboard { PasteboardRegistry.current.general }

    /// The named pasteboard, made if `create` is true; nil if it does not exist and is not made.
    /// Every object for one name shows the same items.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard PasteboardRegistry.current.contents(named: pasteboardName, create: create) != nil else { return nil }
        self.init(registeredName: pasteboardName)
    }

    /// A new pasteboard with a unique name.
    public class func withUniqueName() -> UIPasteboard {
        let name = Name("com.apple.UIKit.pboard." + UUID().uuidString)
        _ = PasteboardRegistry.current.contents(named: name, create: true)
        return UIPasteboard(registeredName: name)
    }

    /// Removes the named pasteboard (the general and find pasteboards stay).
    public class func remove(withName pasteboardName: Name) {
        guard PasteboardRegistry.current.remove(named: pasteboardName) else { return }
        NotificationCenter.default.post(name: removedNotification, object: UIPasteboard(registeredName: pasteboardName))
    }

    /// Creates an object for a pasteboard the registry holds.
    init(registeredName: Name) {
        name = registeredName
        super.init()
    }

    /// The pasteboard's name.
    public let name: Name
    /// The items and change count this pasteboard's name holds (empty once removed).
    private var contents: PasteboardRegistry.Contents {
        PasteboardRegistry.current.contents(named: name, create: true)!
    }
    /// Counts the changes of the items (starting at 0).
    open var changeCount: Int { contents.changeCount }
    /// The storage: one dictionary of type → value per item.
    var storage: [[String: Any]] { contents.items }

    /// The items, each a dictionary of type identifier → value.
    open var items: [[String: Any]] {
        get { storage }
        set { replaceItems(with: newValue) }
    }

    /// How many items there are.
    open var numberOfItems: Int { storage.count }

    /// The types of the first item.
    open var types: [String] { storage.first.map { Array($0.keys).sorted() } ?? [] }

    /// The types of each item.
    open func types(forItemSet itemSet: IndexSet?) -> [[String]]? {
        let indexes = itemSet.map(Array.init) ?? Array(storage.indices)
        return indexes.filter { storage.indices.contains($0) }.map { Array(storage[$0].keys).sorted() }
    }

    /// Whether the first item has a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        guard let first = storage.first else { return false }
        return pasteboardTypes.contains { first[$0] != nil }
    }

    /// Replaces the items.
    open func setItems(_ items: [[String: Any]], options: [OptionsKey: Any] = [:]) {
        replaceItems(with: items)
    }

    /// Appends items.
    open func addItems(_ items: [[String: Any]]) {
        replaceItems(with: storage + items)
    }

    /// The first item's value of a type.
    open func value(forPasteboardType pasteboardType: String) -> Any? { storage.first?[pasteboardType] }

    /// Makes the pasteboard hold one item with `value` for a type.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems(with: [[pasteboardType: value]])
    }

    /// The first item's data of a type (a string's UTF-8, an image's PNG).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        guard let value = value(forPasteboardType: pasteboardType) else { return nil }
        return PasteboardType.data(of: value)
    }

    /// Makes the pasteboard hold one item with `data` for a type.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems(with: [[pasteboardType: data]])
    }

    /// The items' values of a type, at `itemSet` (nil: every item).
    open func values(forPasteboardType pasteboardType: String, inItemSet itemSet: IndexSet?) -> [Any]? {
        let indexes = itemSet.map(Array.init) ?? Array(storage.indices)
        return indexes.filter { storage.indices.contains($0) }.compactMap { storage[$0][pasteboardType] }
    }

    /// Every change goes through here: the count moves on and `changedNotification` is posted.
    func replaceItems(with newItems: [[String: Any]]) {
        let oldTypes = Set(storage.flatMap(\.keys))
        let newTypes = Set(newItems.flatMap(\.keys))
        contents.items = newItems
        contents.changeCount += 1
        EventLog.current.record("pasteboard \(name.rawValue) set \(newItems.count) item(s)")
        NotificationCenter.default.post(
            name: Self.changedNotification, object: self,
            userInfo: [
                Self.changedTypesAddedUserInfoKey: Array(newTypes.subtracting(oldTypes)).sorted(),
                Self.changedTypesRemovedUserInfoKey: Array(oldTypes.subtracting(newTypes)).sorted(),
            ])
    }
}
