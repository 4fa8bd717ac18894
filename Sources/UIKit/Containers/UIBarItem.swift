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
    /// The app's accessibility label for the item (`accessibilityLabel` falls back to the title).
    var accessibilityLabelStorage: String?
    /// The identifier UI tests find the item by.
    open var accessibilityIdentifier: String?
    /// The title's attributes by control state.
    private var titleAttributesByState: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// Creates an item with no title, image or tag.
    public override init() { super.init() }

    /// Sets the title's attributes (`.font`, `.foregroundColor`) for a state (a bar button item
    /// draws them).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributesByState[state.rawValue] = attributes
        titleAttributesChanged()
        // R348: a bar button item proxy records it; an item notes that the app set it.
        (self as? UIBarButtonItem)?.noteItemAppearance("titleTextAttributes.\(state.rawValue)") { item in
            item.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The title's attributes set for a state.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributesByState[state.rawValue]
    }

    /// Called when the title's attributes changed (the bar redraws).
    func titleAttributesChanged() {}
}
