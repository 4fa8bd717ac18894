import Foundation

/// The simulated app's pasteboards by name (R312): what UIKit's pasteboard server holds on a
/// device. It lives in the app's `UIKitRuntime` state, so a new app starts with empty pasteboards
/// and nothing ever reaches the host's clipboard.
@MainActor
final class PasteboardRegistry {
    /// One pasteboard's items and change count.
    final class Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
    }

    /// The registry of the app running now.
    static var current: PasteboardRegistry { UIKitRuntime.current.pasteboards }

    private var byName: [UIPasteboard.Name: Contents] = [:]
    /// The general pasteboard's object, kept so `UIPasteboard.general` is one object.
    private(set) lazy var general = UIPasteboard(registeredName: .general)

    /// The contents of the named pasteboard; made if `create` (the general and find ones always are).
    func contents(named name: UIPasteboard.Name, create: Bool) -> Contents? {
        if let existing = byName[name] { return existing }
        guard create || name == .general || name == .find else { return nil }
        let made = Contents()
        byName[name] = made
        return made
    }

    /// Removes a named pasteboard; false for the general and find ones, or one that does not exist.
    func remove(named name: UIPasteboard.Name) -> Bool {
        guard name != .general, name != .find else { return false }
        return byName.removeValue(forKey: name) != nil
    }
}
