import Foundation

/// A service the share sheet offers (R312). Subclass it for an app's own activity and pass it to
/// `UIActivityViewController(activityItems:applicationActivities:)`: the sheet asks
/// `canPerform(withActivityItems:)` to decide whether it shows, and on a tap calls
/// `prepare(withActivityItems:)`, then presents `activityViewController` if there is one or calls
/// `perform()`. The activity ends itself with `activityDidFinish(_:)`, which dismisses the sheet and
/// tells the sheet's completion handler.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where the activity shows: `.action` (a row in the list, the default) or `.share` (an icon
    /// in the row of apps).
    open class var activityCategory: Category { .action }

    /// The activity's identifier, given to the completion handler and matched against
    /// `excludedActivityTypes` (nil by default).
    open var activityType: ActivityType? { nil }

    /// The name shown under the icon or on the row (nil by default).
    open var activityTitle: String? { nil }

    /// The image shown: a template glyph on an action's row, the icon of a share activity (nil by
    /// default).
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems` (false by default): the sheet shows it only
    /// if it can. The items are the placeholders of item sources.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called on a tap, before `activityViewController` is read or `perform()` runs, with the items
    /// resolved for this activity's type.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// Carries out an activity without a user interface of its own; it must end with
    /// `activityDidFinish(_:)`. The default does nothing, as UIKit's: the sheet stays until then.
    open func perform() {}

    /// The activity's own user interface, presented over the share sheet in place of `perform()`
    /// (nil by default); it calls `activityDidFinish(_:)` when done, which dismisses it.
    open var activityViewController: UIViewController? { nil }

    /// Tells the share sheet the activity is over: the sheet (and the activity's own controller)
    /// is dismissed and the completion handler gets this activity's type and `completed`.
    open func activityDidFinish(_ completed: Bool) {
        guard let sheet = performingSheet else {
            EventLog.current.record("activity \(logDescription) finished (completed: \(completed)), not performing")
            return
        }
        performingSheet = nil
        sheet.activityDidFinish(self, completed: completed)
    }

    /// The share sheet this activity is being performed from, between the tap and its finish.
    weak var performingSheet: UIActivityViewController?

    /// The activity's category, read through its class.
    var category: Category { type(of: self).activityCategory }

    /// A short description for the event log: the type, else the title.
    var logDescription: String { activityType?.rawValue ?? activityTitle ?? String(describing: type(of: self)) }
}
