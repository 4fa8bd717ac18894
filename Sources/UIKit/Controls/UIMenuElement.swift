import Foundation

/// The base of menu items: actions (`UIAction`) and menus (`UIMenu`) — a title, a subtitle and an
/// image.
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The title shown for the element.
    open var title: String
    /// A second line under the title (iOS 15).
    open var subtitle: String?
    /// The image shown beside the title.
    open var image: UIImage?

    /// Creates an element (the designated initializer `UIAction` and `UIMenu` build on).
    init(title: String, subtitle: String? = nil, image: UIImage? = nil) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        super.init()
    }

    /// How an element looks and behaves in a menu.
    public struct Attributes: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Greyed out; a tap does nothing.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in red: it destroys something.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// The menu stays up after the element is chosen (iOS 16).
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element is checked.
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
