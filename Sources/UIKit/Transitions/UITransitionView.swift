import Foundation

/// The container of a presentation: full-bounds, autoresizing, not clipping (R21); it tells its
/// presentation controller when it lays out.
@MainActor
final class UITransitionView: UIView {
    weak var presentationController: UIPresentationController?

    override func layoutSubviews() {
        presentationController?.containerViewWillLayoutSubviews()
        super.layoutSubviews()
        presentationController?.containerViewDidLayoutSubviews()
    }
}
