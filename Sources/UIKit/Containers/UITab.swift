import Foundation

/// A tab of a tab bar controller (iOS 18, R339): a title, an image and an identifier, and a
/// closure that makes the tab's view controller the first time the controller needs it.
@preconcurrency @MainActor
open class UITab: NSObject {
    /// Where a tab prefers to be where there is a choice (an iPad's customisable bar and sidebar);
    /// an iPhone's bar shows every visible tab except `.sidebarOnly` ones (R339).
    public enum Placement: Int, Sendable {
        /// `.default` for a root tab, `.optional` for a tab in a group.
        case automatic = 0
        /// In the bar by default; people can move or remove it.
        case `default` = 1
        /// Not in the bar by default; people can add it.
        case optional = 2
        /// Always in the bar, in a place people can change.
        case movable = 3
        /// Always in the bar, at its trailing end.
        case pinned = 4
        /// Always in the bar, where the app put it.
        case fixed = 5
        /// Only in the sidebar, never in the bar.
        case sidebarOnly = 6
    }

    /// The tab's title (the bar item's title).
    open var title: String { didSet { item.title = title } }
    /// A second line the sidebar shows (kept: an iPhone has no sidebar).
    open var subtitle: String?
    /// The tab's image (the bar item's image).
    open var image: UIImage? { didSet { item.image = image } }
    /// The tab's identifier, unique among a tab bar controller's tabs.
    public let identifier: String
    /// The badge of the tab's bar item (nil: none).
    open var badgeValue: String? { didSet { item.badgeValue = badgeValue } }
    /// Whether the tab is left out of the bar (the controller's `viewControllers` follow).
    open var isHidden = false { didSet { if isHidden != oldValue { managingTabBarController?.tabsChanged() } } }
    /// Whether the tab starts hidden until people add it (on an iPhone, which has no
    /// customisation, it stays out of the bar, R339).
    open var isHiddenByDefault = false {
        didSet { if isHiddenByDefault != oldValue { managingTabBarController?.tabsChanged() } }
    }
    /// Whether people may hide the tab (kept: an iPhone has no customisation).
    open var allowsHiding = false
    /// Where the tab prefers to be (see `Placement`).
    open var preferredPlacement: UITab.Placement = .automatic {
        didSet { if preferredPlacement != oldValue { managingTabBarController?.tabsChanged() } }
    }
    /// Anything the app keeps with the tab.
    open var userInfo: Any?
    /// The group the tab is in, if any.
    open internal(set) weak var parent: UITabGroup?
    /// The tab bar controller showing the tab, if any.
    open internal(set) weak var managingTabBarController: UITabBarController?
    /// The tab's view controller: nil until the tab bar controller asked the provider for it, which
    /// it does once (R339).
    open private(set) var viewController: UIViewController?
    /// Whether the tab has a place in the bar (on an iPhone: it is shown there).
    open var hasVisiblePlacement: Bool {
        managingTabBarController?.viewControllers?.contains { $0 === viewController } ?? false
    }

    /// Makes the view controller.
    let viewControllerProvider: ((UITab) -> UIViewController)?
    /// The item the bar shows for the tab; it becomes the view controller's `tabBarItem`.
    let item: UITabBarItem

    /// Creates a tab; `viewControllerProvider` makes its view controller when the tab bar
    /// controller first needs it.
    public init(
        title: String, image: UIImage?, identifier: String,
        viewControllerProvider: ((UITab) -> UIViewController)? = nil
    ) {
        self.title = title
        self.image = image
        self.identifier = identifier
        self.viewControllerProvider = viewControllerProvider
        item = UITabBarItem(title: title, image: image, tag: 0)
        super.init()
    }

    /// Whether an iPhone's bar shows the tab.
    var isShownInBar: Bool { !isHidden && !isHiddenByDefault && preferredPlacement != .sidebarOnly }

    /// The tab's view controller, made by the provider the first time (R339); its bar item is the tab's.
    func resolvedViewController() -> UIViewController {
        if let viewController { return viewController }
        let controller = makeViewController()
        controller.tabBarItem = item
        viewController = controller
        return controller
    }

    /// Asks the provider for the view controller (a tab without one gets an empty controller and a
    /// diagnostic, where UIKit would fail).
    func makeViewController() -> UIViewController {
        if let viewControllerProvider { return viewControllerProvider(self) }
        DiagnosticLog.current.report(
            "tabWithoutViewController",
            "UITab \"\(identifier)\" has no viewControllerProvider: it shows an empty view controller")
        return UIViewController()
    }
}
