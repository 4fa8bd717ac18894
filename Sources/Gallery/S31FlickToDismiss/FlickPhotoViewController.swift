import Foundation
import UIKit

/// S31's full-screen photo on a black backdrop; a pan on it starts the flick dismissal.
@MainActor
final class FlickPhotoViewController: UIViewController {
    /// The black behind the photo (it fades while the photo is dragged away).
    let backdrop = UIView()
    /// The photo.
    let photoView: UIImageView
    /// Asked when a pan begins: the flick that will drive the dismissal.
    var onDragBegan: (() -> FlickDismissInteraction?)?
    /// The flick the current pan drives.
    weak var flick: FlickDismissInteraction?

    init(image: UIImage?) {
        photoView = UIImageView(image: image)
        super.init(nibName: nil, bundle: nil)
        title = "Photo"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .clear
        backdrop.backgroundColor = .black
        view.addSubview(backdrop)
        photoView.contentMode = .scaleAspectFill
        photoView.clipsToBounds = true
        photoView.layer.cornerRadius = 8
        view.addSubview(photoView)
        view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: FlickPhotoViewController.handlePan))
    }

    /// The photo's place at rest, in the view's coordinates.
    var homeCenter: CGPoint { CGPoint(x: view.bounds.midX, y: view.bounds.midY) }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        backdrop.frame = view.bounds
        guard flick == nil else { return }
        // Bounds and centre, not frame: a photo the animator turned has a rotation transform.
        let width = view.bounds.width - 32
        photoView.bounds = CGRect(x: 0, y: 0, width: width, height: width * 4 / 3)
        photoView.center = homeCenter
    }

    func handlePan(_ pan: UIPanGestureRecognizer) {
        let location = pan.location(in: view)
        switch pan.state {
        case .began:
            // Not while a presentation or another dismissal runs: UIKit would refuse this one.
            guard flick == nil, transitionCoordinator == nil, presentingViewController != nil,
                let next = onDragBegan?()
            else { return }
            flick = next
            next.grab(at: location)
            dismiss(animated: true)
        case .changed:
            flick?.drag(to: location)
        case .ended, .cancelled, .failed:
            flick?.release(velocity: pan.velocity(in: view))
        default:
            break
        }
    }

    /// Puts the photo back at rest (a cancelled flick).
    func settlePhoto() {
        photoView.transform = .identity
        photoView.center = homeCenter
        backdrop.alpha = 1
    }
}
