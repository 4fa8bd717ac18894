import Foundation

/// How a dragged item's preview is drawn: its visible shape and background (R341).
@preconcurrency @MainActor
open class UIDragPreviewParameters: UIPreviewParameters {
    public override init() { super.init() }

    /// Parameters showing only `textLineRects` of the view.
    public convenience init(textLineRects: [NSValue]) { self.init() }
}

/// Where a drag preview goes: a point in a container, with a transform (R341).
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}

/// The picture of an item shown under the finger once the drag is under way (R341).
@preconcurrency @MainActor
open class UIDragPreview: NSObject {
    /// The view drawn (it need not be in a window).
    public let view: UIView
    /// How it is drawn.
    public let parameters: UIDragPreviewParameters

    /// A preview of `view` drawn with `parameters`.
    public init(view: UIView, parameters: UIDragPreviewParameters) {
        self.view = view
        self.parameters = parameters
        super.init()
    }

    /// A preview of `view`.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }
}

/// A drag preview of a view where it is on screen: what lifts, and where a drop or cancel
/// flies (R341).
@preconcurrency @MainActor
open class UITargetedDragPreview: UITargetedPreview {
    /// A preview of `view` drawn with `parameters`, placed at `target`.
    public init(view: UIView, parameters: UIDragPreviewParameters, target: UIDragPreviewTarget) {
        super.init(view: view, parameters: parameters, target: target)
    }

    /// A preview of `view` where it is in its window, drawn with `parameters`.
    public convenience init(view: UIView, parameters: UIDragPreviewParameters) {
        let container = view.superview ?? view
        let center = view.superview == nil ? CGPoint(x: view.bounds.midX, y: view.bounds.midY) : view.center
        self.init(
            view: view, parameters: parameters, target: UIDragPreviewTarget(container: container, center: center))
    }

    /// A preview of `view` where it is in its window.
    public convenience init(view: UIView) { self.init(view: view, parameters: UIDragPreviewParameters()) }

    /// The same preview, at `newTarget`.
    open func retargetedPreview(with newTarget: UIDragPreviewTarget) -> UITargetedDragPreview {
        UITargetedDragPreview(
            view: view, parameters: parameters as? UIDragPreviewParameters ?? UIDragPreviewParameters(),
            target: newTarget)
    }
}
