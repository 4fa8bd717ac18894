import Foundation

/// Items that move as one rigid body: add the group to behaviours instead of its items (R279).
@preconcurrency @MainActor
open class UIDynamicItemGroup: NSObject, UIDynamicItem {
    /// The items of the group, in the order given.
    public let items: [any UIDynamicItem]

    /// Creates a group of `items`.
    public init(items: [any UIDynamicItem]) {
        self.items = items
        super.init()
    }

    /// The centre of the box around the items (in their common coordinates). Setting it moves
    /// every item by the same amount.
    open var center: CGPoint {
        get { CGPoint(x: frameOfItems.midX, y: frameOfItems.midY) }
        set {
            let old = center
            for var item in items {
                item.center = CGPoint(x: item.center.x + newValue.x - old.x, y: item.center.y + newValue.y - old.y)
            }
        }
    }

    /// The size of the box around the items.
    open var bounds: CGRect { CGRect(origin: .zero, size: frameOfItems.size) }

    /// The group's own rotation (the engine writes its items' transforms instead).
    open var transform: CGAffineTransform = .identity

    /// The box around the items' centred bounds.
    private var frameOfItems: CGRect {
        guard !items.isEmpty else { return .zero }
        return items.map { item in
            CGRect(
                x: item.center.x - item.bounds.width / 2, y: item.center.y - item.bounds.height / 2,
                width: item.bounds.width, height: item.bounds.height)
        }.reduce(CGRect.null) { $0.union($1) }
    }
}
