import Foundation

/// What a tab bar shows for a controller: a title, an image (another while selected), a badge and a
/// tag.
@preconcurrency @MainActor
open class UITabBarItem: UIBarItem {
    /// The title under the image.
    open override var title: String? { didSet { onChange?() } }
    /// The image above the title (nil: the bar draws a simple glyph).
    open override var image: UIImage? { didSet { onChange?() } }
    /// The image shown while the item is selected (nil: `image`).
    open var selectedImage: UIImage? { didSet { onChange?() } }
    /// The text of the badge at the image's top trailing corner (nil: no badge; "" a dot-sized one),
    /// as in UIKit (R296).
    open var badgeValue: String? { didSet { onChange?() } }
    /// The badge's background (nil: system red).
    open var badgeColor: UIColor? { didSet { onChange?() } }

    /// Called when something shown changed (the bar refreshes).
    var onChange: (() -> Void)?
    /// Whether the item was made by the controller rather than by the app: its title then follows
    /// the controller's `title`, as in UIKit.
    var followsControllerTitle = false
    /// The system item this is, if it was made with `init(tabBarSystemItem:tag:)` (R338).
    private(set) var systemItem: SystemItem?

    /// Creates an item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        super.init()
        self.title = title
        self.image = image
        self.tag = tag
    }

    /// Creates an item with a title, an image and the image shown while selected (tag 0).
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        super.init()
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
    }

    /// Creates one of the system's items: its title and symbol are the system's (R338).
    public init(tabBarSystemItem systemItem: UITabBarItem.SystemItem, tag: Int) {
        super.init()
        self.systemItem = systemItem
        self.title = systemItem.title
        self.image = UIImage(systemName: systemItem.symbolName)
        self.tag = tag
    }

    /// Creates an item with no title or image.
    public override init() { super.init() }
}
