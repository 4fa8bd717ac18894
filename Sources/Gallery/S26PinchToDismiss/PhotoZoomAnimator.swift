import Foundation
import UIKit

/// S26's animator: presenting, the viewer's photo grows from the thumbnail's frame to its own and
/// the black background fades in; dismissing, the reverse. Linear timing, so that a pinch scrubbing
/// the dismissal moves the photo in step with the fingers. Completes with `!transitionWasCancelled`.
@MainActor
final class PhotoZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    /// Which way the zoom runs.
    var isPresenting = true
    /// The thumbnail the photo zooms out of and back into.
    weak var thumbnailView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let key: UITransitionContextViewControllerKey = isPresenting ? .to : .from
        guard let viewer = transitionContext.viewController(forKey: key) as? PhotoViewerViewController else {
            transitionContext.completeTransition(false)
            return
        }
        let container = transitionContext.containerView
        if isPresenting {
            viewer.view.frame = transitionContext.finalFrame(for: viewer)
            container.addSubview(viewer.view)
        } else if let presenter = transitionContext.viewController(forKey: .to) {
            // Full screen: UIKit took the presenter's view away after the presentation (R24); it
            // goes back under the photo for the dismissal.
            presenter.view.frame = transitionContext.finalFrame(for: presenter)
            container.insertSubview(presenter.view, at: 0)
            presenter.view.layoutIfNeeded()
        }
        viewer.view.layoutIfNeeded()
        let full = viewer.photoFrame(in: viewer.view.bounds)
        let thumbnail = thumbnailView.map { $0.convert($0.bounds, to: viewer.view) } ?? full
        thumbnailView?.isHidden = true
        let background = UIColor.black
        let start = isPresenting ? thumbnail : full
        let end = isPresenting ? full : thumbnail
        UIView.performWithoutAnimation {
            viewer.imageView.frame = start
            viewer.imageView.layer.cornerRadius = isPresenting ? 12 : 0
            viewer.view.backgroundColor = background.withAlphaComponent(isPresenting ? 0 : 1)
        }
        let presenting = isPresenting
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
            animations: {
                viewer.imageView.frame = end
                viewer.imageView.layer.cornerRadius = presenting ? 0 : 12
                viewer.view.backgroundColor = background.withAlphaComponent(presenting ? 1 : 0)
            },
            completion: { [weak self] _ in
                let cancelled = transitionContext.transitionWasCancelled
                // The thumbnail shows again once the photo is back in it (or it never left).
                if presenting == cancelled { self?.thumbnailView?.isHidden = false }
                if !presenting && cancelled {
                    viewer.view.backgroundColor = background
                    viewer.imageView.layer.cornerRadius = 0
                    viewer.imageView.frame = full
                }
                transitionContext.completeTransition(!cancelled)
            })
    }
}
