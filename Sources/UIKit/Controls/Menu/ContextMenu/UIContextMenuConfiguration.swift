import Foundation

/// Makes the preview controller of a context menu (nil: the view itself is the preview).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// Makes a context menu's menu from the system's suggested actions (nil: no menu).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// What a context menu shows (R313): its preview and its menu, made when it is about to show.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Identifies the configuration (for the delegate's own bookkeeping).
    public let identifier: NSCopying
    /// Makes the preview controller.
    let previewProvider: UIContextMenuContentPreviewProvider?
    /// Makes the menu.
    let actionProvider: UIContextMenuActionProvider?
    /// The items the menu is about (iOS 16; a collection view's index paths).
    open var secondaryItemIdentifiers: Set<AnyHashable> = []
    /// The preferred layout of the menu's elements (iOS 16).
    open var preferredMenuElementOrder: UIContextMenuConfiguration.ElementOrder = .automatic
    /// Which item the configuration is for, in a collection view's multi-item menu (iOS 16).
    open var badgeCount = 0

    /// The order of a menu's elements (iOS 16).
    public enum ElementOrder: Int, Sendable {
        case automatic = 0
        case priority = 1
        case fixed = 2
    }

    /// A configuration whose preview and menu are made when the menu is about to show.
    public init(
        identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
        actionProvider: UIContextMenuActionProvider? = nil
    ) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

/// How a targeted preview is drawn: its background and the visible shape (R313).
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
    /// The colour behind the preview (nil: the system's).
    open var backgroundColor: UIColor?
    /// The part of the view shown (nil: its bounds, with rounded corners).
    open var visiblePath: UIBezierPath?
    /// The shadow's shape (nil: the visible path).
    open var shadowPath: UIBezierPath?

    public override init() { super.init() }

    /// Parameters showing only `textLineRects` of the view.
    public convenience init(textLineRects: [NSValue]) { self.init() }
}

/// Where a preview goes: a point in a container view, with a transform (R313).
@preconcurrency @MainActor
open class UIPreviewTarget: NSObject {
    /// The view the preview is put in.
    public let container: UIView
    /// The preview's centre in the container.
    public let center: CGPoint
    /// The transform applied to the preview.
    public let transform: CGAffineTransform

    public init(container: UIView, center: CGPoint, transform: CGAffineTransform = .identity) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
}

/// A view shown as a preview where it is on screen (R313): a context menu lifts it.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
    /// The view previewed.
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIPreviewParameters
    /// Where it goes (by default where the view is).
    public let target: UIPreviewTarget
    /// The preview's size: the view's.
    open var size: CGSize { view.bounds.size }

    public init(view: UIView, parameters: UIPreviewParameters, target: UIPreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }

    /// A preview of a view in a window, where it is.
    public convenience init(view: UIView, parameters: UIPreviewParameters = UIPreviewParameters()) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(view: view, parameters: parameters, target: UIPreviewTarget(container: container, center: center))
    }

    /// The same preview, somewhere else.
    open func retargetedPreview(with newTarget: UIPreviewTarget) -> UITargetedPreview {
        UITargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}
