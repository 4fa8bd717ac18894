import Foundation

/// The base of the items bars show (`UITabBarItem`, `UIBarButtonItem`): a title, an image and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown for the item.
    open var title: String?
    /// The image shown for the item.
    open var image: UIImage?
    /// Whether the item is enabled (a disabled item is drawn grey and ignores taps).
    open var isEnabled = true
    /// An app-defined number identifying the item.
    open var tag = 0

    /// Creates an item with no title, image or tag.
    public override init() { super.init() }
}
