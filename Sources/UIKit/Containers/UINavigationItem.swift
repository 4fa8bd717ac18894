import Foundation

/// What a navigation bar shows for a controller: its title and back button.
@preconcurrency @MainActor
public final class UINavigationItem: NSObject {
    /// The title in the middle of the bar.
    public var title: String? { didSet { onChange?() } }
    /// The back button's title when this item is under the top one (nil: this item's title, or "Back").
    public var backButtonTitle: String? { didSet { onChange?() } }
    /// Whether the back button is hidden while this item is on top.
    public var hidesBackButton = false { didSet { onChange?() } }

    /// Called when something shown changed (the bar refreshes).
    var onChange: (() -> Void)?

    /// Creates an item with a title.
    public init(title: String) { self.title = title }
}
