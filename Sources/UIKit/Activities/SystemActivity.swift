import Foundation

/// One of the activities the system offers in the share sheet (R312): the apps of the share row
/// (AirDrop, Messages, Mail, Notes, Reminders) and the actions below (Copy, Add to Reading List,
/// Add Bookmark, Print, Save to Files, Save Image, Assign to Contact). Each knows which kinds of
/// item it takes; Copy writes the items to `UIPasteboard.general`, the others hand the items to an
/// app that is not simulated and finish at once, successfully.
@MainActor
final class SystemActivity: UIActivity {
    /// What a system activity does when performed.
    enum Effect {
        /// Writes the items to the general pasteboard.
        case copyToPasteboard
        /// Hands the items to another app or service, which is not simulated: finishes at once.
        case handOff
    }

    private let type: ActivityType
    private let title: String
    private let systemCategory: Category
    /// The kinds of item it takes: it shows when one of the items is of one of them.
    private let accepts: Set<ShareItemKind>
    /// The glyph of an action's row, or the icon of an app.
    let icon: ShareIcon
    private let effect: Effect
    /// The items given to `prepare(withActivityItems:)`.
    private var preparedItems: [Any] = []

    init(
        _ type: ActivityType, title: String, category: Category, accepts: Set<ShareItemKind>, icon: ShareIcon,
        effect: Effect = .handOff
    ) {
        self.type = type
        self.title = title
        self.systemCategory = category
        self.accepts = accepts
        self.icon = icon
        self.effect = effect
        super.init()
    }

    override var activityType: ActivityType? { type }
    override var activityTitle: String? { title }
    override var category: Category { systemCategory }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        activityItems.contains { item in ShareItemKind.kinds(of: item).contains { accepts.contains($0) } }
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        preparedItems = activityItems
    }

    override func perform() {
        switch effect {
        case .copyToPasteboard:
            UIPasteboard.general.setItems(preparedItems.compactMap(PasteboardType.item(for:)))
        case .handOff:
            EventLog.current.record("activity \(type.rawValue) handed \(preparedItems.count) item(s) to \(title)")
        }
        activityDidFinish(true)
    }
}

extension UIActivity.ActivityType {
    /// Notes' share extension (not one of UIKit's constants).
    static let notes = Self("com.apple.mobilenotes.SharingExtension")
    /// Reminders' share extension (not one of UIKit's constants).
    static let reminders = Self("com.apple.reminders.RemindersEditorExtension")
    /// Files' Save to Files action (not one of UIKit's constants).
    static let saveToFiles = Self("com.apple.CloudDocsUI.AddToiCloudDrive")
    /// Safari's Add Bookmark action (not one of UIKit's constants; the identifier is the simulator's).
    static let addBookmark = Self("com.apple.mobilesafari.AddBookmark")
}

extension SystemActivity {
    /// The apps of the share row, in the system's order (R312).
    static func apps() -> [SystemActivity] {
        let any: Set<ShareItemKind> = [.text, .link, .fileURL, .image, .data]
        return [
            SystemActivity(.airDrop, title: "AirDrop", category: .share, accepts: any, icon: .airDrop),
            SystemActivity(.message, title: "Messages", category: .share, accepts: any, icon: .messages),
            SystemActivity(.mail, title: "Mail", category: .share, accepts: any, icon: .mail),
            SystemActivity(.notes, title: "Notes", category: .share, accepts: [.text, .link, .image], icon: .notes),
            SystemActivity(
                .reminders, title: "Reminders", category: .share, accepts: [.text, .link], icon: .reminders),
        ]
    }

    /// The system's actions in their groups, in the system's order (R312).
    static func actionGroups() -> [[SystemActivity]] {
        [
            [
                SystemActivity(
                    .copyToPasteboard, title: "Copy", category: .action,
                    accepts: [.text, .link, .fileURL, .image, .color],
                    icon: .copy, effect: .copyToPasteboard)
            ],
            [
                SystemActivity(
                    .addToReadingList, title: "Add to Reading List", category: .action, accepts: [.webURL],
                    icon: .readingList),
                SystemActivity(
                    .addBookmark, title: "Add Bookmark", category: .action, accepts: [.webURL], icon: .bookmark),
            ],
            [
                SystemActivity(
                    .saveToCameraRoll, title: "Save Image", category: .action, accepts: [.image], icon: .saveImage),
                SystemActivity(
                    .assignToContact, title: "Assign to Contact", category: .action, accepts: [.image], icon: .contact),
                SystemActivity(
                    .print, title: "Print", category: .action, accepts: [.text, .image, .printableFile], icon: .print),
                SystemActivity(
                    .saveToFiles, title: "Save to Files", category: .action,
                    accepts: [.text, .webURL, .fileURL, .image, .data],
                    icon: .files),
            ],
        ]
    }
}
