import Foundation

/// The zoom transition's interactive dismissal (iOS 18, R142): once a zoom has pushed or presented a
/// controller, a drag down on its view takes it back — the view follows the finger and shrinks
/// around it, the dimming lifts, and the release either lands it on the source view (asked again)
/// or springs it back. It runs as the dismissal's (or pop's) interaction controller through the one
/// transition lifecycle, so the appearance calls, the coordinator and a cancel are UIKit's.
@MainActor
final class ZoomDismissInteraction: NSObject, UIViewControllerInteractiveTransitioning, UIGestureRecognizerDelegate {
    /// Where the drag is.
    private enum State {
        /// No drag.
        case idle
        /// The dismissal was asked for; its transition has not started the interaction yet.
        case waiting
        /// The zoomed view follows the finger.
        case tracking
        /// Released: the view lands on the source or springs back.
        case settling
    }

    private var state = State.idle
    private weak var zoomed: UIViewController?
    let pan: ZoomDismissPanGestureRecognizer
    private weak var context: UIViewControllerContextTransitioning?
    private var stage: ZoomStage?
    /// The finger's position in the window when the drag began.
    private var startLocation = CGPoint.zero
    /// A release that came before the transition started the interaction.
    private var pendingRelease: (velocity: CGPoint, cancelled: Bool)?

    /// How small the view gets: its scale falls linearly to this over a drag of half its height.
    static let minimumScale: CGFloat = 0.5
    /// A release dismisses when the drag, projected by its velocity, passes this fraction of the
    /// view's height.
    static let dismissFraction: CGFloat = 0.15

    private init(zoomed: UIViewController) {
        self.zoomed = zoomed
        pan = ZoomDismissPanGestureRecognizer()
        super.init()
        pan.addTarget(self, action: ZoomDismissInteraction.handlePan)
        pan.delegate = self
        pan.name = "zoom dismiss"
    }

    /// Puts the drag on `zoomed`'s view, once.
    static func install(on zoomed: UIViewController) {
        guard let view = zoomed.viewIfLoaded, zoomed.zoomDismissInteraction == nil else { return }
        let interaction = ZoomDismissInteraction(zoomed: zoomed)
        zoomed.zoomDismissInteraction = interaction
        view.addGestureRecognizer(interaction.pan)
    }

    /// Takes the drag off the controller's view.
    func uninstall() {
        pan.view?.removeGestureRecognizer(pan)
        zoomed?.zoomDismissInteraction = nil
    }

    // MARK: Beginning

    /// The controller the zoom goes back to, if `zoomed` can be taken back now: still zoomed, on
    /// top of its navigation stack or the top of its presentations, and nothing in flight.
    private var destination: UIViewController? {
        guard let zoomed, zoomed.preferredTransition?.isZoom == true, TransitionDriver.inFlight.isEmpty else {
            return nil
        }
        if let navigation = zoomed.navigationController, navigation.topViewController === zoomed,
            navigation.viewControllers.count > 1
        {
            return navigation.viewControllers[navigation.viewControllers.count - 2]
        }
        guard zoomed.presentedViewController == nil, let presenting = zoomed.presentingViewController,
            presenting.presentedViewController === zoomed
        else { return nil }
        return presenting
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard state == .idle, let zoomed, destination != nil, let view = zoomed.viewIfLoaded else { return false }
        let translation = pan.translation(in: nil)
        let velocity = pan.velocity(in: nil)
        // UIKit's own answer: a drag mostly downward, not inside content that can still scroll up.
        let downward = translation.y > 0 && abs(translation.y) >= abs(translation.x)
        let willBegin = downward && !touchIsInScrolledContent
        guard case .zoom(let options, _)? = zoomed.preferredTransition?.kind,
            let shouldBegin = options?.interactiveDismissShouldBegin
        else { return willBegin }
        let context = UIViewController.Transition.ZoomOptions.InteractionContext(
            location: pan.location(in: view), velocity: CGVector(dx: velocity.x, dy: velocity.y),
            willBegin: willBegin)
        let begins = shouldBegin(context)
        EventLog.current.record("zoomOptions.interactiveDismissShouldBegin(willBegin: \(willBegin)) -> \(begins)")
        return begins
    }

    /// Whether the finger is on a scroll view of the zoomed view that is scrolled down from its top
    /// (it keeps the drag, as a sheet's does, R139).
    private var touchIsInScrolledContent: Bool {
        guard let root = pan.view else { return false }
        var view = pan.trackedTouches.first?.view
        while let current = view, current !== root {
            if let scroll = current as? UIScrollView, scroll.isScrollEnabled,
                scroll.contentOffset.y > scroll.offsetRange.y.lowerBound + 0.5
            {
                return true
            }
            view = current.superview
        }
        return false
    }

    /// A scroll view in the zoomed view pans along until the drag begins.
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
        guard let scroll = otherGestureRecognizer.view as? UIScrollView, let root = pan.view else { return false }
        return scroll.panGestureRecognizer === otherGestureRecognizer && scroll.isDescendant(of: root)
    }

    // MARK: The pan

    private func handlePan(_ pan: ZoomDismissPanGestureRecognizer) {
        switch pan.state {
        case .began: began()
        case .changed: follow()
        case .ended: released(velocity: pan.velocity(in: nil), cancelled: false)
        case .cancelled, .failed: released(velocity: .zero, cancelled: true)
        default: break
        }
    }

    private func began() {
        guard state == .idle, let zoomed, let destination else { return }
        state = .waiting
        startLocation = CGPoint(
            x: pan.location(in: nil).x - pan.translation(in: nil).x,
            y: pan.location(in: nil).y - pan.translation(in: nil).y)
        pendingRelease = nil
        // A scroll view under the finger stops scrolling: the drag is the dismissal's now.
        for recognizer in scrollPansUnderFinger() { recognizer.state = .cancelled }
        EventLog.current.record("zoom.drag began")
        if let navigation = zoomed.navigationController, navigation.topViewController === zoomed {
            _ = navigation.pop(to: destination, animated: true, interactor: self)
        } else {
            // A dismissal the user starts tells the adaptive delegate, as a sheet's swipe does (R138).
            if let presentationController = zoomed.ownPresentationController,
                let delegate = presentationController.delegate
            {
                EventLog.current.record("adaptiveDelegate.presentationControllerWillDismiss")
                delegate.presentationControllerWillDismiss(presentationController)
            }
            ModalTransition.dismiss(zoomed, to: destination, animated: true, completion: nil, userInteraction: self)
        }
        if state == .waiting, TransitionDriver.inFlight.isEmpty { state = .idle }  // refused
    }

    /// The pans of scroll views under the finger that are running with the drag.
    private func scrollPansUnderFinger() -> [UIGestureRecognizer] {
        var found: [UIGestureRecognizer] = []
        var view = pan.trackedTouches.first?.view
        while let current = view, current !== pan.view {
            if let scroll = current as? UIScrollView,
                scroll.panGestureRecognizer.state == .began || scroll.panGestureRecognizer.state == .changed
            {
                found.append(scroll.panGestureRecognizer)
            }
            view = current.superview
        }
        return found
    }

    // MARK: UIViewControllerInteractiveTransitioning

    func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
        guard let zoomed, let stage = ZoomStage(transitionContext, zoomed: zoomed, zoomsIn: false) else {
            transitionContext.completeTransition(true)
            return
        }
        context = transitionContext
        self.stage = stage
        state = .tracking
        follow()
        if let pendingRelease {
            self.pendingRelease = nil
            released(velocity: pendingRelease.velocity, cancelled: pendingRelease.cancelled)
        }
    }

    /// A drag follows the finger from the start.
    var wantsInteractiveStart: Bool { true }

    /// How far the drag has gone, 0…1: its downward travel over half the view's height.
    private func progress(_ stage: ZoomStage) -> CGFloat {
        let t = pan.translation(in: nil).y
        return min(max(t / max(1, stage.full.height / 2), 0), 1)
    }

    /// The zoomed view under the finger: moved with it and scaled about the point it was grabbed by.
    private func follow() {
        guard state == .tracking, let stage, let context else { return }
        let p = progress(stage)
        let scale = 1 - (1 - Self.minimumScale) * p
        let grabbed = stage.container.convert(startLocation, from: nil)
        let t = pan.translation(in: nil)
        let finger = CGPoint(x: grabbed.x + t.x, y: grabbed.y + t.y)
        let centre = CGPoint(x: stage.full.midX, y: stage.full.midY)
        let transform = CGAffineTransform(
            a: scale, b: 0, c: 0, d: scale, tx: finger.x - centre.x - scale * (grabbed.x - centre.x),
            ty: finger.y - centre.y - scale * (grabbed.y - centre.y))
        stage.place(transform: transform, openness: t == .zero ? 1 : 1 - p)
        context.updateInteractiveTransition(p)
    }

    // MARK: Release

    /// The finger lifted: past the threshold (by the projection of its velocity, as a sheet's
    /// release, R136) the view lands on the source; otherwise it springs back and the transition is
    /// cancelled (R14, R15). Both run 0.5 s on the system spring.
    private func released(velocity: CGPoint, cancelled: Bool) {
        switch state {
        case .waiting:
            pendingRelease = (velocity, cancelled)
            return
        case .tracking:
            break
        case .idle, .settling:
            return
        }
        guard let stage, let context else { return }
        state = .settling
        let travel = pan.translation(in: nil).y + SheetMotion.projection(ofVelocity: cancelled ? 0 : velocity.y)
        let dismisses = !cancelled && travel > stage.full.height * Self.dismissFraction
        EventLog.current.record("zoom.drag released: \(dismisses ? "dismiss" : "cancel")")
        if dismisses { context.finishInteractiveTransition() } else { context.cancelInteractiveTransition() }
        UIView.animate(
            withDuration: SheetMotion.duration, delay: 0, options: SheetMotion.springOptions,
            animations: { stage.set(open: !dismisses) },
            completion: { [weak self] _ in
                stage.tearDown()
                self?.ended(dismissed: dismisses)
                context.completeTransition(dismisses)
            })
    }

    private func ended(dismissed: Bool) {
        state = .idle
        stage = nil
        context = nil
        if dismissed { uninstall() }
    }
}

/// The zoomed view's pan: it waits for a movement to judge (the delegate decides).
@MainActor
final class ZoomDismissPanGestureRecognizer: UIPanGestureRecognizer {}
