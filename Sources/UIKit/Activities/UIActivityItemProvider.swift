import Foundation

/// An item source that computes its item when an activity needs it (R312): subclass it and
/// override `item`, which reads `activityType` to tailor the item. UIKit runs it as an operation
/// on a background queue while the activity waits; the simulator computes the item on the spot,
/// when the sheet resolves the items for the chosen activity, and runs nothing in the background.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
    /// The placeholder given at creation, which stands in for the item while the sheet is shown.
    public let placeholderItem: Any?

    /// The activity the item is being computed for; nil outside `item`.
    public private(set) var activityType: UIActivity.ActivityType?

    /// Creates a provider whose placeholder is `placeholderItem` (an object of the kind `item`
    /// will return).
    public init(placeholderItem: Any) {
        self.placeholderItem = placeholderItem
        super.init()
    }

    /// The item for `activityType`; the default returns the placeholder.
    open var item: Any { placeholderItem as Any }

    /// Computes the item for `type`, with `activityType` set while `item` runs.
    func computeItem(for type: UIActivity.ActivityType?) -> Any? {
        activityType = type
        defer { activityType = nil }
        return item
    }

    /// Runs `item` for the current activity type, as UIKit's operation does.
    open override func main() {
        _ = item
    }
}

extension UIActivityItemProvider: UIActivityItemSource {
    public func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any {
        placeholderItem as Any
    }

    public func activityViewController(
        _ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?
    ) -> Any? {
        computeItem(for: activityType)
    }
}
