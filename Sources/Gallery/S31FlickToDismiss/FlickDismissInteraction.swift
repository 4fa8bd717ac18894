import Foundation
import UIKit

/// S31's dismissal, animator and interaction controller in one (as photo viewers write it): the
/// transition's container becomes a `UIDynamicAnimator`'s reference view; the pan's finger is
/// an attachment's anchor; on release a fast flick becomes an instantaneous push (aimed off
/// centre where the photo was held, so it spins) and the dismissal finishes when the photo has
/// left the screen, a slow one a snap home and a cancel when the animator comes to rest.
@MainActor
final class FlickDismissInteraction: NSObject, UIViewControllerAnimatedTransitioning,
    UIViewControllerInteractiveTransitioning, UIDynamicAnimatorDelegate
{
    /// Where the flick is.
    enum State {
        /// The pan began; the dismissal starts at the end of this turn of the run loop.
        case waiting
        /// The photo follows the finger.
        case dragging
        /// Flung: flying off screen.
        case flying
        /// Let go slowly: snapping home.
        case returning
        /// Finished or cancelled.
        case ended
    }

    /// Release speeds above this fling the photo away (points per second).
    static let flingSpeed: CGFloat = 700
    /// The drag distance at which the backdrop has faded out.
    static let fadeDistance: CGFloat = 400

    private weak var viewer: FlickPhotoViewController?
    private(set) var state = State.waiting
    private var context: UIViewControllerContextTransitioning?
    private var animator: UIDynamicAnimator?
    private var attachment: UIAttachmentBehavior?
    /// Where the finger is, and where it held the photo (from its centre, in its own coordinates).
    private var fingerLocation = CGPoint.zero
    private var grabOffset = UIOffset.zero
    /// A release that came before the transition started.
    private var pendingRelease: CGPoint?

    init(viewer: FlickPhotoViewController) {
        self.viewer = viewer
        super.init()
    }

    /// Whether the dismissal this flick drives has yet to start.
    var isWaitingToStart: Bool { state == .waiting }

    /// The finger went down at `location` (the viewer's coordinates).
    func grab(at location: CGPoint) {
        fingerLocation = location
        guard let photo = viewer?.photoView else { return }
        grabOffset = UIOffset(horizontal: location.x - photo.center.x, vertical: location.y - photo.center.y)
    }

    /// The finger moved: the attachment's anchor follows.
    func drag(to location: CGPoint) {
        fingerLocation = location
        attachment?.anchorPoint = location
    }

    /// The finger lifted with `velocity` (points per second).
    func release(velocity: CGPoint) {
        guard state == .dragging else {
            if state == .waiting { pendingRelease = velocity }
            return
        }
        guard let animator, let viewer else { return }
        if let attachment { animator.removeBehavior(attachment) }
        attachment = nil
        let photo = viewer.photoView
        let speed = hypot(velocity.x, velocity.y)
        if speed >= Self.flingSpeed {
            state = .flying
            // An impulse of magnitude 1 gives a 100 × 100 item of density 1 100 points/s: scale
            // by the photo's mass (its area / 10 000) for the release velocity.
            let mass = photo.bounds.width * photo.bounds.height / 10_000
            let push = UIPushBehavior(items: [photo], mode: .instantaneous)
            push.pushDirection = CGVector(dx: velocity.x * mass / 100, dy: velocity.y * mass / 100)
            push.setTargetOffsetFromCenter(grabOffset, for: photo)
            let item = UIDynamicItemBehavior(items: [photo])
            item.angularResistance = 2
            item.action = { [weak self] in self?.flightStep() }
            animator.addBehavior(item)
            animator.addBehavior(push)
        } else {
            state = .returning
            let snap = UISnapBehavior(item: photo, snapTo: viewer.homeCenter)
            snap.damping = 0.7
            snap.action = { [weak self] in self?.reportProgress() }
            animator.addBehavior(snap)
        }
    }

    // MARK: UIViewControllerAnimatedTransitioning

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    /// Not used: this animator only runs interactively.
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        transitionContext.completeTransition(true)
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard state == .waiting, let viewer else {
            transitionContext.completeTransition(false)
            return
        }
        context = transitionContext
        state = .dragging
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to) { container.insertSubview(toView, at: 0) }
        let animator = UIDynamicAnimator(referenceView: container)
        animator.delegate = self
        self.animator = animator
        let attachment = UIAttachmentBehavior(
            item: viewer.photoView, offsetFromCenter: grabOffset, attachedToAnchor: fingerLocation)
        attachment.action = { [weak self] in self?.reportProgress() }
        self.attachment = attachment
        animator.addBehavior(attachment)
        if let velocity = pendingRelease {
            pendingRelease = nil
            release(velocity: velocity)
        }
    }

    // MARK: Progress and the end

    /// How far the photo is from home, as the transition's progress: the backdrop fades with it.
    private func reportProgress() {
        guard let viewer, let context else { return }
        let photo = viewer.photoView
        let distance = hypot(photo.center.x - viewer.homeCenter.x, photo.center.y - viewer.homeCenter.y)
        let progress = min(distance / Self.fadeDistance, 1)
        viewer.backdrop.alpha = 1 - progress
        context.updateInteractiveTransition(progress)
    }

    /// While flying: once the photo is off screen, the dismissal finishes.
    private func flightStep() {
        reportProgress()
        guard state == .flying, let viewer, let context else { return }
        let photo = viewer.photoView
        guard !context.containerView.bounds.intersects(photo.frame) else { return }
        finish(completed: true, context: context)
    }

    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {
        // The snap came to rest: the photo is home, the dismissal is cancelled.
        guard state == .returning, let context else { return }
        viewer?.settlePhoto()
        finish(completed: false, context: context)
    }

    private func finish(completed: Bool, context: UIViewControllerContextTransitioning) {
        state = .ended
        animator?.removeAllBehaviors()
        animator = nil
        if completed {
            context.finishInteractiveTransition()
        } else {
            context.cancelInteractiveTransition()
        }
        self.context = nil
        viewer?.flick = nil
        context.completeTransition(completed)
    }
}
