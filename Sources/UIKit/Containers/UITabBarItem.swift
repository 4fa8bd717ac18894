import Foundation

/// What a tab bar shows for a controller: a title, an optional image and a tag.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The title under the image.
    open override var title: String? { didSet { onChange?() } }
    /// The image above the title (nil: the bar draws a simple glyph).
    open override var image: UIImage? { didSet { onChange?() } }

    /// Called when something shown changed (the bar refreshes).
    var onChange: (() -> Void)?
    /// Whether the item was made by the controller rather than by the app: its title then follows
    /// the controller's `title`, as in UIKit.
    var followsControllerTitle = false

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }
}
