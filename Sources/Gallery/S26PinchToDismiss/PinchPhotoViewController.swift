import Foundation
import UIKit

/// S26's first screen: a caption and a photo; tapping the photo presents it full screen, zooming
/// out of its frame (`PhotoZoomAnimator`). On the full-screen photo a pinch inwards dismisses it
/// interactively: the scale drives the zoom back (`PinchDismissInteraction`, percent-driven), and
/// letting go finishes or cancels, as photo apps do. Alt-drag in the window pinches.
@MainActor
final class PinchPhotoViewController: UIViewController {
    /// The photo that presents (a tap on it).
    let photoView = UIImageView(image: UIImage(named: "thumb2"))
    /// The zoom animator, for both directions.
    let zoom = PhotoZoomAnimator()
    /// The pinch interactor of the screen presented now (nil when none is).
    private(set) var interaction: PinchDismissInteraction?
    private let caption = SceneCaptionView(
        title: "Pinch to dismiss",
        body:
            "Tap the photo: it zooms to full screen. Pinch it smaller (Alt-drag towards the centre) and the dismissal follows the fingers. Let go under 75 % size, or while pinching in fast, and it shrinks back; otherwise it springs back open.",
        color: .label)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S26"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(caption)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 12
        photoView.isUserInteractionEnabled = true
        photoView.addGestureRecognizer(
            UITapGestureRecognizer(target: self, action: PinchPhotoViewController.showPhoto))
        view.addSubview(photoView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        let width: CGFloat = 150
        photoView.frame = CGRect(
            x: (view.bounds.width - width) / 2, y: caption.frame.maxY + 24, width: width, height: width * 4 / 3)
    }

    /// Presents the photo full screen, with a pinch wired to dismiss it.
    func showPhoto() {
        let viewer = PhotoViewerViewController(image: photoView.image)
        viewer.modalPresentationStyle = .fullScreen
        viewer.transitioningDelegate = self
        interaction = PinchDismissInteraction(viewer: viewer)
        present(viewer, animated: true)
    }
}

extension PinchPhotoViewController: UIViewControllerTransitioningDelegate {
    /// Presentation: zoom out of the photo's frame.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        zoom.isPresenting = true
        zoom.thumbnailView = photoView
        return zoom
    }

    /// Dismissal: zoom back into the photo's frame.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        zoom.isPresenting = false
        zoom.thumbnailView = photoView
        return zoom
    }

    /// The pinch drives the dismissal only while it is pinching (a plain dismiss is not interactive).
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        interaction?.isPinching == true ? interaction : nil
    }
}
