import Foundation

/// The delegate of a collection view's own drag and drop interactions (R345): it turns their
/// questions into the collection view delegates' (index paths, cells), opens the gap of an
/// `.insertAtDestinationIndexPath` reorder with the interactive movement's machinery (R326), and
/// lands dropped items' previews on the cells `performDropWith` sent them to.
@MainActor
final class CollectionDragBridge: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
    private weak var collectionView: UICollectionView?
    /// Where the finger holds the lifted cell, from its centre.
    private var grab: CGPoint = .zero
    /// The last proposal of the drop delegate.
    private var proposal: UICollectionViewDropProposal?
    /// The coordinator of the drop being performed, for its previews.
    private var coordinator: CollectionDropCoordinator?
    /// Cells hidden while an item's preview lands on them.
    private var landingCells: [UICollectionViewCell] = []

    init(collectionView: UICollectionView) {
        self.collectionView = collectionView
        super.init()
    }

    // MARK: Drag

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: UIDragSession) -> [UIDragItem] {
        guard let collectionView, collectionView.dragInteractionEnabled, !collectionView.isEditing,
            collectionView.interactiveMovement == nil, let delegate = collectionView.dragDelegate,
            let path = collectionView.indexPathForItem(at: session.location(in: collectionView)),
            let cell = collectionView.cellForItem(at: path)
        else { return [] }
        let items = delegate.collectionView(collectionView, itemsForBeginning: session, at: path)
        if !items.isEmpty {
            collectionView.dragAndDrop.sourceIndexPath = path
            let touch = session.location(in: collectionView)
            grab = CGPoint(x: cell.center.x - touch.x, y: cell.center.y - touch.y)
        }
        return items
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForLifting item: UIDragItem, session: UIDragSession
    ) -> UITargetedDragPreview? {
        guard let collectionView, let path = collectionView.dragAndDrop.sourceIndexPath,
            let cell = collectionView.cellForItem(at: path)
        else { return nil }
        let parameters =
            collectionView.dragDelegate?.collectionView(collectionView, dragPreviewParametersForItemAt: path)
            ?? UIDragPreviewParameters()
        return UITargetedDragPreview(view: cell, parameters: parameters)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionWillBegin session: UIDragSession) {
        guard let collectionView else { return }
        collectionView.dragAndDrop.hasActiveDrag = true
        collectionView.dragDelegate?.collectionView(collectionView, dragSessionWillBegin: session)
    }

    func dragInteraction(_ interaction: UIDragInteraction, sessionAllowsMoveOperation session: UIDragSession) -> Bool {
        guard let collectionView else { return true }
        return collectionView.dragDelegate?.collectionView(collectionView, dragSessionAllowsMoveOperation: session)
            ?? true
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, sessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool {
        guard let collectionView else { return false }
        return collectionView.dragDelegate?.collectionView(
            collectionView, dragSessionIsRestrictedToDraggingApplication: session) ?? false
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, previewForCancelling item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        // The preview flies back to the item's cell, where it is once the others close up.
        guard let collectionView, let path = collectionView.dragAndDrop.sourceIndexPath,
            let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: path)
        else { return defaultPreview }
        // The cell hides under the preview until it has landed.
        collectionView.cellForItem(at: path)?.alpha = 0
        return defaultPreview.retargetedPreview(
            with: UIDragPreviewTarget(
                container: collectionView, center: CGPoint(x: attributes.frame.midX, y: attributes.frame.midY)))
    }

    func dragInteraction(
        _ interaction: UIDragInteraction, session: UIDragSession, didEndWith operation: UIDropOperation
    ) {
        guard let collectionView else { return }
        let path = collectionView.dragAndDrop.sourceIndexPath
        collectionView.dragAndDrop.sourceIndexPath = nil
        let began = collectionView.dragAndDrop.hasActiveDrag
        collectionView.dragAndDrop.hasActiveDrag = false
        if let path, let cell = collectionView.cellForItem(at: path), operation == .cancel { cell.alpha = 1 }
        if began { collectionView.dragDelegate?.collectionView(collectionView, dragSessionDidEnd: session) }
    }

    // MARK: Drop

    func dropInteraction(_ interaction: UIDropInteraction, canHandle session: UIDropSession) -> Bool {
        guard let collectionView, let delegate = collectionView.dropDelegate else { return false }
        return delegate.collectionView(collectionView, canHandle: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: UIDropSession) {
        guard let collectionView else { return }
        collectionView.dragAndDrop.hasActiveDrop = true
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnter: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: UIDropSession) -> UIDropProposal {
        guard let collectionView, let delegate = collectionView.dropDelegate else {
            return UIDropProposal(operation: .cancel)
        }
        let point = session.location(in: collectionView)
        let proposal = delegate.collectionView(
            collectionView, dropSessionDidUpdate: session, withDestinationIndexPath: destination(at: point))
        self.proposal = proposal
        let makesRoom =
            proposal.intent == .insertAtDestinationIndexPath
            && (proposal.operation == .move || proposal.operation == .copy)
        if makesRoom, isLocalReorder(session) {
            openGap(at: point)
        } else {
            closeGap()
        }
        return proposal
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: UIDropSession) {
        guard let collectionView else { return }
        closeGap()
        collectionView.dragAndDrop.hasActiveDrop = false
        collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidExit: session)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: UIDropSession) {
        guard let collectionView, let delegate = collectionView.dropDelegate else { return }
        let point = session.location(in: collectionView)
        let destination = destination(at: point)
        let source = isLocalReorder(session) ? collectionView.dragAndDrop.sourceIndexPath : nil
        if collectionView.interactiveMovement != nil { collectionView.abandonMovementKeepingCells() }
        let items = session.items.enumerated().map { index, item in
            DropItem(
                dragItem: item, sourceIndexPath: index == 0 ? source : nil,
                previewSize: source.flatMap { collectionView.cellForItem(at: $0)?.bounds.size } ?? .zero)
        }
        let coordinator = CollectionDropCoordinator(
            items: items, destinationIndexPath: destination,
            proposal: proposal ?? UICollectionViewDropProposal(operation: .cancel), session: session)
        self.coordinator = coordinator
        delegate.collectionView(collectionView, performDropWith: coordinator)
        // Cells the app did not move go back to their places.
        if collectionView.layoutTransitions == 0 {
            collectionView.layoutIfNeeded()
            UIView.animate(withDuration: InteractiveMovement.reflowDuration) {
                for path in collectionView.indexPathsForVisibleItems {
                    guard let cell = collectionView.cellForItem(at: path),
                        let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: path)
                    else { continue }
                    cell.apply(attributes)
                }
            }
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, previewForDropping item: UIDragItem,
        withDefault defaultPreview: UITargetedDragPreview
    ) -> UITargetedDragPreview? {
        guard let collectionView, let (landing, _) = coordinator?.landing(of: item) else { return nil }
        switch landing {
        case .item(let path), .into(let path, _):
            guard let attributes = collectionView.collectionViewLayout.layoutAttributesForItem(at: path) else {
                return nil
            }
            if let cell = collectionView.cellForItem(at: path) {
                // The cell shows once the preview has landed on it.
                cell.isHidden = true
                landingCells.append(cell)
            }
            let parameters =
                collectionView.dropDelegate?.collectionView(collectionView, dropPreviewParametersForItemAt: path)
                ?? UIDragPreviewParameters()
            var center = CGPoint(x: attributes.frame.midX, y: attributes.frame.midY)
            var transform = CGAffineTransform.identity
            if case .into(_, let rect) = landing {
                center = CGPoint(x: attributes.frame.minX + rect.midX, y: attributes.frame.minY + rect.midY)
                transform = CGAffineTransform(scaleX: 0.2, y: 0.2)
            }
            let view = UIView(frame: CGRect(origin: .zero, size: attributes.frame.size))
            return UITargetedDragPreview(
                view: defaultPreview.view.bounds.size == view.bounds.size ? defaultPreview.view : view,
                parameters: parameters,
                target: UIDragPreviewTarget(container: collectionView, center: center, transform: transform))
        case .target(let target):
            return defaultPreview.retargetedPreview(with: target)
        }
    }

    func dropInteraction(
        _ interaction: UIDropInteraction, item: UIDragItem, willAnimateDropWith animator: UIDragAnimating
    ) {
        guard let (_, given) = coordinator?.landing(of: item) else { return }
        animator.addAnimations { given.runAnimations() }
        animator.addCompletion { position in given.complete(at: position) }
    }

    func dropInteraction(_ interaction: UIDropInteraction, concludeDrop session: UIDropSession) {
        for cell in landingCells { cell.isHidden = false }
        landingCells = []
        coordinator = nil
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: UIDropSession) {
        guard let collectionView else { return }
        closeGap()
        proposal = nil
        let wasActive = collectionView.dragAndDrop.hasActiveDrop
        collectionView.dragAndDrop.hasActiveDrop = false
        if wasActive || collectionView.dropDelegate != nil {
            collectionView.dropDelegate?.collectionView(collectionView, dropSessionDidEnd: session)
        }
    }

    // MARK: The gap

    /// Whether the session is this collection view's own drag (a reorder).
    private func isLocalReorder(_ session: UIDropSession) -> Bool {
        guard let collectionView, collectionView.dragAndDrop.sourceIndexPath != nil,
            let drag = session.localDragSession as? AppDragSession
        else { return false }
        return drag.source === collectionView.dragAndDrop.dragInteraction
    }

    /// Where the items would go: the gap while one is open, else the item under the finger.
    private func destination(at point: CGPoint) -> IndexPath? {
        guard let collectionView else { return nil }
        if let movement = collectionView.interactiveMovement { return movement.current }
        return collectionView.indexPathForItem(at: point)
    }

    /// Lifts the dragged item out of the layout (its cell hidden: the preview stands for it) and
    /// lets the others make room where the finger is.
    private func openGap(at point: CGPoint) {
        guard let collectionView else { return }
        if collectionView.interactiveMovement == nil {
            guard let path = collectionView.dragAndDrop.sourceIndexPath,
                let cell = collectionView.cellForItem(at: path)
            else { return }
            collectionView.startMovement(of: cell, at: path)
            cell.alpha = 0
        }
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: point.x + grab.x, y: point.y + grab.y))
    }

    /// The others close up behind the dragged item, back in their places.
    private func closeGap() {
        guard let collectionView, let movement = collectionView.interactiveMovement,
            collectionView.dragAndDrop.sourceIndexPath != nil
        else { return }
        collectionView.cancelInteractiveMovement()
        // Away from its gap the item's cell shows again in its place.
        movement.cell.alpha = 1
    }
}
