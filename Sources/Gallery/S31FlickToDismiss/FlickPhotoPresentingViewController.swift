import Foundation
import UIKit

/// S31's first screen: a caption and a photo; tapping the photo presents it full screen (a
/// fade). On the full-screen photo a pan grabs it where the finger is — a `UIAttachmentBehavior`
/// in the transition's container, so it turns as it follows — and starts an interactive
/// dismissal whose backdrop fades with the distance. Flung, it flies off on an instantaneous
/// `UIPushBehavior` and the dismissal finishes once it is off screen; let go slowly, a
/// `UISnapBehavior` brings it home and the dismissal is cancelled when the animator rests.
@MainActor
final class FlickPhotoPresentingViewController: UIViewController {
    /// The photo that presents (a tap on it).
    let photoView = UIImageView(image: UIImage(named: "thumb4"))
    /// The fade for presenting and for a dismissal that is not flicked.
    let fade = FlickFadeAnimator()
    /// The flick of the screen presented now, while a pan drives it.
    var interaction: FlickDismissInteraction?
    private let caption = SceneCaptionView(
        title: "Flick to dismiss",
        body:
            "Tap the photo. Then drag it anywhere: it follows the finger, turning about where you hold it, and the background fades. Flick it and it flies off and the viewer closes; let go gently and it springs back. UIKit Dynamics inside an interactive transition.",
        color: .label)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S31"
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
            UITapGestureRecognizer(target: self, action: FlickPhotoPresentingViewController.showPhoto))
        view.addSubview(photoView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        let width: CGFloat = 150
        photoView.frame = CGRect(
            x: (view.bounds.width - width) / 2, y: caption.frame.maxY + 24, width: width, height: width * 4 / 3)
    }

    /// Presents the photo full screen.
    func showPhoto() {
        guard presentedViewController == nil else { return }
        let viewer = FlickPhotoViewController(image: photoView.image)
        viewer.modalPresentationStyle = .fullScreen
        viewer.transitioningDelegate = self
        viewer.onDragBegan = { [weak self, weak viewer] in
            guard let self, let viewer else { return nil }
            let flick = FlickDismissInteraction(viewer: viewer)
            self.interaction = flick
            return flick
        }
        present(viewer, animated: true)
    }
}

extension FlickPhotoPresentingViewController: UIViewControllerTransitioningDelegate {
    /// Presentation: fade in.
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        fade.isPresenting = true
        return fade
    }

    /// Dismissal: the flick when a pan drives it, else a fade out.
    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        if let interaction, interaction.isWaitingToStart { return interaction }
        fade.isPresenting = false
        return fade
    }

    /// The flick drives the dismissal only while a pan started it.
    func interactionControllerForDismissal(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        guard let interaction, animator === interaction, interaction.isWaitingToStart else { return nil }
        return interaction
    }
}
