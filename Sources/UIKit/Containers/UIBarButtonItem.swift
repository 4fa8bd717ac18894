import Foundation

/// A button in a navigation bar or a toolbar: a title, an image, a system item or a custom view,
/// with a primary action or a target and action (R170).
@preconcurrency @MainActor
open class UIBarButtonItem: UIBarItem {
    /// The title shown for the item (a change redraws the bar).
    open override var title: String? { didSet { changed() } }
    /// The image shown for the item, in place of the title.
    open override var image: UIImage? { didSet { changed() } }
    /// The look of the item: `.done` draws its title bold (R170).
    open var style: Style = .plain { didSet { changed() } }
    /// The width of a `.fixedSpace` item, or the width a button keeps (0: its content's).
    open var width: CGFloat = 0 { didSet { changed() } }
    /// A view shown in place of the button (its own size; it handles its own touches).
    open var customView: UIView? { didSet { changed() } }
    /// The action run on a tap; when set, the target and action are not used (as in UIKit).
    open var primaryAction: UIAction? {
        didSet {
            if let primaryAction {
                if storedTitle == nil, !primaryAction.title.isEmpty { title = primaryAction.title }
                if image == nil, let actionImage = primaryAction.image { image = actionImage }
            }
            changed()
        }
    }
    /// The menu the item shows (R209): on a tap when it has no action of its own, otherwise on a
    /// long press.
    open var menu: UIMenu? { didSet { changed() } }
    /// Whether the item reacts to taps; a disabled item is drawn grey.
    open override var isEnabled: Bool { didSet { changed() } }
    /// The colour of the item's title or image (nil: the bar's tint).
    open var tintColor: UIColor? {
        didSet {
            changed()
            noteItemAppearance("tintColor") { [value = tintColor] item in item.tintColor = value }  // R348
        }
    }
    /// Appearance bookkeeping (R348): whether this is a proxy, what the app set on the item.
    var isAppearanceProxy = false
    var isApplyingAppearance = false
    var appearanceKeysSetByApp: Set<String> = []
    /// Whether the item is hidden (iOS 16); the bar lays out the others without it.
    open var isHidden = false { didSet { changed() } }
    /// The object the action is sent to (held weakly, as UIKit holds it).
    open private(set) weak var target: AnyObject?
    /// The system item the item was made as, if any.
    public private(set) var systemItem: SystemItem?

    /// The target and action, bound into one closure taking the item (the sender).
    private var targetAction: ((UIBarButtonItem) -> Void)?
    /// Called when something shown changed (the bar owning the item redraws).
    var onChange: (() -> Void)?
    /// The view a bar draws the item with now (a popover's `barButtonItem` points at it).
    weak var shownView: UIView?
    /// The title set on the item (the title of its system item is not stored here).
    private var storedTitle: String? { super.title }

    /// Creates a plain item with no content.
    public override init() { super.init() }

    /// Creates an item from an archive: no nibs here, so it is the item `init()` gives.
    public required init?(coder: NSCoder) { super.init() }

    /// Creates an item with a title, a style and a target's method taking nothing.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: ((Target) -> () -> Void)?
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with a title, a style and a target's method taking the item.
    public convenience init<Target: AnyObject>(
        title: String?, style: Style, target: Target?, action: ((Target) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with a title and a style that does nothing when tapped (`target: nil, action: nil`).
    public convenience init(title: String?, style: Style, target: NSObject?, action: ((NSObject) -> () -> Void)?) {
        self.init()
        self.title = title
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with an image and a style that does nothing when tapped (`target: nil, action: nil`).
    public convenience init(image: UIImage?, style: Style, target: NSObject?, action: ((NSObject) -> () -> Void)?) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with an image, a style and a target's method taking nothing.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: ((Target) -> () -> Void)?
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates an item with an image, a style and a target's method taking the item.
    public convenience init<Target: AnyObject>(
        image: UIImage?, style: Style, target: Target?, action: ((Target) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init()
        self.image = image
        self.style = style
        setTarget(target, action: action)
    }

    /// Creates a system item (its title or glyph and style are UIKit's) sending a target's method
    /// taking nothing.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?, action: ((Target) -> () -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item sending a target's method taking the item.
    public convenience init<Target: AnyObject>(
        barButtonSystemItem systemItem: SystemItem, target: Target?,
        action: ((Target) -> (UIBarButtonItem) -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item with no action (`target: nil, action: nil`, as spaces are made).
    public convenience init(
        barButtonSystemItem systemItem: SystemItem, target: NSObject?, action: ((NSObject) -> () -> Void)?
    ) {
        self.init(systemItem: systemItem)
        setTarget(target, action: action)
    }

    /// Creates a system item running `primaryAction` when tapped, or showing `menu` (iOS 14).
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init()
        self.systemItem = systemItem
        if systemItem == .done || systemItem == .save { style = .done }
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item with a title or an image running `primaryAction` when tapped, or showing
    /// `menu` (iOS 14).
    public convenience init(
        title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// Creates an item showing a view of the app's.
    public convenience init(customView: UIView) {
        self.init()
        self.customView = customView
    }

    /// A space that takes the room left over between a toolbar's items.
    public static func flexibleSpace() -> UIBarButtonItem { UIBarButtonItem(systemItem: .flexibleSpace) }

    /// A space of a fixed width between a toolbar's items.
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> () -> Void)?) {
        self.target = target
        guard let target, let action else { return }
        targetAction = { [weak target] _ in
            guard let target else { return }
            action(target)()
        }
    }

    private func setTarget<Target: AnyObject>(_ target: Target?, action: ((Target) -> (UIBarButtonItem) -> Void)?) {
        self.target = target
        guard let target, let action else { return }
        targetAction = { [weak target] item in
            guard let target else { return }
            action(target)(item)
        }
    }

    private func changed() { onChange?() }

    override func titleAttributesChanged() { changed() }

    // MARK: What the bar shows

    /// The title the bar draws: the item's own, or its system item's.
    var displayTitle: String? { storedTitle ?? systemItem?.title }
    /// The glyph the bar draws when the item has no image and no title: its system item's.
    var displayGlyph: BarGlyph? { image == nil && storedTitle == nil ? systemItem?.glyph : nil }
    /// Whether a long press shows the menu: the item has a menu and a tap does something else.
    var showsMenuOnLongPress: Bool { menu != nil && (primaryAction != nil || targetAction != nil) }
    /// Whether the item is a space rather than a button.
    var isSpace: Bool { systemItem == .flexibleSpace || systemItem == .fixedSpace }

    /// Runs the item's action after a tap (R170): the primary action if there is one, else the
    /// target and action. A tap is in the event log.
    func performTap(from control: UIControl) {
        guard isEnabled else { return }
        EventLog.current.record("barButtonItem \(displayTitle ?? systemItem.map { "\($0)" } ?? "item") tapped")
        if let primaryAction {
            primaryAction.perform(sender: control)
        } else if let targetAction {
            targetAction(self)
        } else if let menu {
            MenuContainerView.show(menu, from: control)
        }
    }
}
