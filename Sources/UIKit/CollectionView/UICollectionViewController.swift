import Foundation

/// A view controller whose view is a collection view, which it serves as data source and delegate.
/// In a navigation controller, a pushed collection view controller with
/// `useLayoutToLayoutNavigationTransitions` takes over the collection view of the one below it and
/// the push (and later the pop) animates the layout change instead of sliding screens.
@preconcurrency @MainActor
open class UICollectionViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    /// The layout the controller was created with; its collection view uses it when the controller is
    /// on top.
    public let collectionViewLayout: UICollectionViewLayout

    /// A collection view taken over from the controller below, set by the navigation controller
    /// before this controller's view loads (layout-to-layout push).
    private var adoptedCollectionView: UICollectionView?

    /// Creates a controller whose collection view will use `layout`.
    public init(collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller with a flow layout (what `init()` gives on iOS).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from an archive: no storyboards here, so it has a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view: the root view (loading it if needed).
    open var collectionView: UICollectionView! {
        get { view as? UICollectionView }
        set { view = newValue }
    }

    /// Whether a push of this controller onto a collection view controller animates the layout of
    /// the shared collection view rather than sliding (the root of the stack must keep false). The
    /// seed notes that changing it once the controller is in the stack crashes the app: the
    /// simulator reports it and keeps the old value.
    open var useLayoutToLayoutNavigationTransitions = false {
        didSet {
            guard oldValue != useLayoutToLayoutNavigationTransitions, navigationController != nil else { return }
            DiagnosticLog.current.report(
                "layoutToLayoutFlagChangedInStack",
                "\(logName(self)).useLayoutToLayoutNavigationTransitions changed while it is in a navigation stack: UIKit crashes. Set it before pushing the controller"
            )
            useLayoutToLayoutNavigationTransitions = oldValue
        }
    }

    /// Whether a long press on an item lifts it and a drag moves it, the others making way (true,
    /// R326); the data source's `canMoveItemAt` decides which items may go.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet { if isViewLoaded { installStandardMovementGesture() } }
    }
    /// The long press that moves items, while installed.
    private var movementGesture: UILongPressGestureRecognizer?
    /// Where the finger holds the lifted cell, from its centre.
    private var movementGrab: CGPoint = .zero

    /// Makes the collection view (data source and delegate: this controller), or takes the one
    /// handed over by a layout-to-layout push, whose data source and delegate stay those of the
    /// controller that made it, as in UIKit.
    open override func loadView() {
        if let shared = adoptedCollectionView {
            adoptedCollectionView = nil
            view = shared
            return
        }
        let collectionView = UICollectionView(frame: UIScreen.main.bounds, collectionViewLayout: collectionViewLayout)
        collectionView.backgroundColor = .black
        collectionView.dataSource = self
        collectionView.delegate = self
        view = collectionView
        installStandardMovementGesture()
    }

    /// Adds (or removes) the long press of `installsStandardGestureForInteractiveMovement`.
    private func installStandardMovementGesture() {
        if let movementGesture { movementGesture.view?.removeGestureRecognizer(movementGesture) }
        movementGesture = nil
        guard installsStandardGestureForInteractiveMovement, let collectionView = view as? UICollectionView else {
            return
        }
        let press = InteractiveMovementGestureRecognizer(
            target: self, action: UICollectionViewController.handleMovementGesture)
        collectionView.addGestureRecognizer(press)
        movementGesture = press
    }

    /// The standard gesture: the press lifts the item, the drag moves it, lifting the finger drops it.
    private func handleMovementGesture(_ press: UILongPressGestureRecognizer) {
        guard let collectionView = press.view as? UICollectionView else { return }
        let point = press.location(in: collectionView)
        switch press.state {
        case .began:
            guard let path = collectionView.indexPathForItem(at: point),
                collectionView.beginInteractiveMovementForItem(at: path),
                let cell = collectionView.cellForItem(at: path)
            else { return }
            movementGrab = CGPoint(x: cell.center.x - point.x, y: cell.center.y - point.y)
        case .changed:
            collectionView.updateInteractiveMovementTargetPosition(
                CGPoint(x: point.x + movementGrab.x, y: point.y + movementGrab.y))
        case .ended:
            collectionView.endInteractiveMovement()
        default:
            collectionView.cancelInteractiveMovement()
        }
    }

    /// Takes over `collectionView` for a layout-to-layout push: this controller's view becomes that
    /// very instance (a view loaded before is dropped).
    func adopt(_ collectionView: UICollectionView) {
        if isViewLoaded {
            view = collectionView
        } else {
            adoptedCollectionView = collectionView
            loadViewIfNeeded()
        }
    }

    /// Gives the shared collection view back to this controller after a layout-to-layout pop (its
    /// responder chain and safe area follow the controller on top).
    func reclaim(_ collectionView: UICollectionView) {
        if view !== collectionView { view = collectionView }
        collectionView.owningViewController = self
    }

    // MARK: UICollectionViewDataSource

    /// One section.
    open func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// No items; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// Subclasses that report items must override this (UIKit raises for the missing method).
    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        DiagnosticLog.current.report(
            "cellForItemNotImplemented",
            "\(logName(self)) reports items but does not override collectionView(_:cellForItemAt:): UIKit raises (unrecognized selector)"
        )
        return UICollectionViewCell(frame: .zero)
    }

    /// Reported and empty unless a subclass overrides it (the layout placed a header or footer).
    open func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.missingSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// False: no item moves unless a subclass says so (R326; UIKit's true when `moveItemAt` is
    /// overridden, which Swift cannot tell).
    open func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool {
        false
    }

    /// Does nothing; a subclass that moves items updates its data here (R326).
    open func collectionView(
        _ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {}

    // MARK: UICollectionViewDelegate

    /// The proposed index path (the older form's answer); subclasses override.
    open func collectionView(
        _ collectionView: UICollectionView,
        targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
        atCurrentIndexPath currentIndexPath: IndexPath, toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath {
        self.collectionView(
            collectionView, targetIndexPathForMoveFromItemAt: currentIndexPath, toProposedIndexPath: proposedIndexPath)
    }
    /// The proposed index path; subclasses override.
    open func collectionView(
        _ collectionView: UICollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
        toProposedIndexPath proposedIndexPath: IndexPath
    ) -> IndexPath { proposedIndexPath }

    // The delegate's methods are the controller's own, so a subclass overrides them (R239).

    /// True; subclasses override.
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath], point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint
    ) -> UIContextMenuConfiguration? { nil }
    open func collectionView(
        _ collectionView: UICollectionView,
        willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionCommitAnimating
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView,
        previewForHighlightingContextMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? { nil }
    open func collectionView(
        _ collectionView: UICollectionView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    open func collectionView(
        _ collectionView: UICollectionView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
        animator: UIContextMenuInteractionAnimating?
    ) {}
    open func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    /// Does nothing; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    /// True; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    /// True; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    /// Does nothing; subclasses override.
    open func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Does nothing; subclasses override.
    open func collectionView(
        _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}
    /// Does nothing; subclasses override.
    open func collectionView(
        _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell, forItemAt indexPath: IndexPath
    ) {}

    // MARK: UIScrollViewDelegate
    // Open here as on iOS, where Swift mirrors the delegate protocols' methods into the class: a
    // subclass writes `override func scrollViewDidScroll(_:)`.

    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
        targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}

/// The collection view controller's standard movement gesture (R326): a long press that begins
/// only on an item the data source lets move, so other presses carry on.
@MainActor
final class InteractiveMovementGestureRecognizer: UILongPressGestureRecognizer {
    override func gestureRecognizerShouldBegin() -> Bool {
        // A collection view with a drag delegate reorders by drag and drop instead (R345).
        guard let collectionView = view as? UICollectionView, collectionView.interactiveMovement == nil,
            collectionView.dragDelegate == nil || !collectionView.dragInteractionEnabled,
            let path = collectionView.indexPathForItem(at: location(in: collectionView))
        else { return false }
        return collectionView.dataSource?.collectionView(collectionView, canMoveItemAt: path) ?? false
    }
}
