import Foundation

/// One thing being dragged (R341): its data (an item provider), an object for drops inside the
/// app, and how it looks while dragged.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
    /// The item's data.
    public let itemProvider: NSItemProvider
    /// Any object, seen only by drop targets in this app (the usual way to reorder).
    open var localObject: Any?
    /// The preview shown while the item is dragged (nil: the lifted preview stays).
    open var previewProvider: (() -> UIDragPreview?)?

    /// An item carrying `itemProvider`'s data.
    public init(itemProvider: NSItemProvider) {
        self.itemProvider = itemProvider
        super.init()
    }
}
