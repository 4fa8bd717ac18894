import Foundation

/// The container of a presentation: full-bounds, autoresizing, not clipping (R21); it tells its
/// presentation controller when it lays out.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    /// An undimmed sheet lets touches outside its card through to what is behind it (R140).
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        if hit === self, presentationController?.passesTouchesOutsidePresentedView == true { return nil }
        return hit
    }

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
