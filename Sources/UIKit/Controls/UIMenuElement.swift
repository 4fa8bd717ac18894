import Foundation

/// The base of menu items and actions (`UIAction`): a title.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown for the element.
    open var title: String

    /// Creates an element with a title (the designated initializer `UIAction` builds on).
    init(title: String) {
        self.title = title
        super.init()
    }
}
