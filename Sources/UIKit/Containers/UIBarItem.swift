import Foundation

/// The base of the items bars show (`UITabBarItem`): a title, an image and a tag.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// The title shown for the item.
    open var title: String?
    /// The image shown for the item.
    open var image: UIImage?
    /// An app-defined number identifying the item.
    open var tag = 0

    /// Creates an item with no title, image or tag.
    public override init() { super.init() }
}
