import Foundation

/// Supplies an item to the share sheet lazily (R312): a placeholder first — which decides the
/// activities offered and the sheet's preview — and the real item only for the activity chosen.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// Asked when the sheet is made: an object of the kind the real item will be (a `String`, a
    /// `URL`, a `UIImage`), so the sheet can tell which activities apply.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any

    /// Asked when an activity is chosen: the item for it (nil leaves the item out).
    func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any?

    /// The subject for activities that have one (a mail's subject line, the sheet's title); "" by
    /// default.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String

    /// A thumbnail of the item, no larger than `size` (nil by default): the sheet's preview.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage?

    /// The uniform type identifier of the item (`"public.url"`); "" by default.
    func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String
}

extension UIActivityItemSource {
    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        subjectForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }

    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        thumbnailImageForActivityType activityType: UIActivity.ActivityType?, suggestedSize size: CGSize
    ) -> UIImage? { nil }

    public func activityViewController(
        _ activityViewController: UIActivityViewController,
        dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?
    ) -> String { "" }
}
