import Foundation

extension UIPageViewController {
    // MARK: The drag

    func handlePan(_ pan: UIPanGestureRecognizer) {
        guard transitionStyle == .scroll || transitionStyle == .pageCurl, let current else { return }
        let t = pan.translation(in: view)
        let along = navigationOrientation == .horizontal ? t.x : t.y
        switch pan.state {
        case .began:
            // A finger on settling pages catches them where they are, as a scroll view does.
            settle?.stop()
            settle = nil
            turnCompletion?(false)
            turnCompletion = nil
            dragStartOffset = offset
            sidesWithoutPage = []
            if pending != nil { turnIsGestureDriven = true }
        case .changed:
            var target = dragStartOffset - along
            let side = target > 0 ? 1 : (target < 0 ? -1 : 0)
            if side != 0, pending?.side != side, !sidesWithoutPage.contains(side) {
                // Going the other way than the page pending: that turn is abandoned, the neighbour
                // on the new side is asked for.
                if pending != nil { abandonPendingTurn() }
                let neighbour =
                    side > 0
                    ? dataSource?.pageViewController(self, viewControllerAfter: current)
                    : dataSource?.pageViewController(self, viewControllerBefore: current)
                if let neighbour {
                    beginTurn(to: neighbour, side: side, gestureDriven: true)
                } else {
                    // Asked once per drag: the answer holds until the finger lifts.
                    sidesWithoutPage.insert(side)
                }
            }
            if pending == nil {
                // No page that way: the content follows with a rubber band's resistance (R246).
                target = ScrollAxisMotion.pulled(target, range: 0...0, bounces: true, dimension: pageStride)
            } else {
                let limit = pageStride
                target = min(max(target, -limit), limit)
            }
            offset = target
        case .ended, .cancelled, .failed:
            let velocity = navigationOrientation == .horizontal ? pan.velocity(in: view).x : pan.velocity(in: view).y
            // Content velocity: the offset grows as the finger moves back along the axis.
            let contentVelocity = pan.state == .ended ? -velocity : 0
            releaseDrag(contentVelocity: contentVelocity)
        default:
            break
        }
    }

    /// Chooses where a released drag settles: the pending page when the flick goes its way fast
    /// enough (300 pt/s) or the page is more than half in, else back; then springs there.
    private func releaseDrag(contentVelocity v: CGFloat) {
        guard let pending else {
            startSettling(to: 0, velocity: v)
            return
        }
        let towardPending = v * CGFloat(pending.side) > 0
        let fast = abs(v) > Self.flickVelocity
        let halfIn = abs(offset) > pageStride / 2
        let completes = fast ? towardPending : halfIn
        startSettling(to: completes ? CGFloat(pending.side) * pageStride : 0, velocity: v)
    }

    /// A flick faster than this (points per second) turns the page whatever the distance.
    static var flickVelocity: CGFloat { 300 }

    /// Starts bringing `next` in from `side`: it becomes a child, its view goes beside the current
    /// page, and both get their appearance calls (will appear, will disappear); the delegate hears
    /// of a gesture-driven turn.
    func beginTurn(to next: UIViewController, side: Int, gestureDriven: Bool) {
        guard let current else { return }
        turnIsGestureDriven = gestureDriven
        if next.parent !== self { addChild(next) }
        pending = (next, side)
        if isViewLoaded { install(next, side: side) }
        if gestureDriven { delegate?.pageViewController(self, willTransitionTo: [next]) }
        if isShowingPages {
            current.beginAppearanceTransition(false, animated: true)
            next.beginAppearanceTransition(true, animated: true)
        }
        layoutPages()
    }

    /// Takes back the pending page (the drag turned round): its appearance reverses, it leaves.
    func abandonPendingTurn() {
        guard let (next, _) = pending, let current else { return }
        pending = nil
        if isShowingPages {
            next.beginAppearanceTransition(false, animated: true)
            current.beginAppearanceTransition(true, animated: true)
            next.endAppearanceTransition()
            current.endAppearanceTransition()
        }
        remove(next)
    }

    /// Ends a turn that settled: on the pending page (it becomes current) or back on the current one.
    func finishTurn(completed: Bool) {
        guard let current else { return }
        let wasGestureDriven = turnIsGestureDriven
        turnIsGestureDriven = false
        guard let (next, _) = pending else {
            offset = 0
            return
        }
        pending = nil
        if completed {
            self.current = next
            remove(current)
            offset = 0
            if isShowingPages {
                current.endAppearanceTransition()
                next.endAppearanceTransition()
            }
            next.didMove(toParent: self)
        } else {
            if isShowingPages {
                next.beginAppearanceTransition(false, animated: true)
                current.beginAppearanceTransition(true, animated: true)
                next.endAppearanceTransition()
                current.endAppearanceTransition()
            }
            remove(next)
            offset = 0
        }
        if wasGestureDriven {
            delegate?.pageViewController(
                self, didFinishAnimating: true, previousViewControllers: [current], transitionCompleted: completed)
        }
        let completion = turnCompletion
        turnCompletion = nil
        completion?(completed)
    }

    /// Jumps a turn under way to its end (a programmatic turn asked for during another).
    func finishTurnAtOnce() {
        settle?.stop()
        let target = settle?.target ?? 0
        settle = nil
        finishTurn(completed: pending != nil && target != 0)
    }

    /// Springs the offset to `target` from `velocity`, then finishes the turn there.
    func startSettling(to target: CGFloat, velocity: CGFloat) {
        settle?.stop()
        let motion = PageSettle(from: offset, to: target, velocity: velocity) { [weak self] value, done in
            guard let self else { return }
            self.offset = value
            if done {
                self.settle = nil
                self.finishTurn(completed: target != 0)
            }
        }
        settle = motion
        motion.start()
    }
}

/// The motion of released pages: a critically damped spring to the page boundary, ω = 20 rad/s
/// (our choice: a full page lands within half a point in about 0.4 s, close to the feel of UIKit's
/// paging, whose curve is not published), carrying the finger's velocity (R246).
@MainActor
final class PageSettle {
    static let omega = 20.0
    let target: CGFloat
    private let origin: CGFloat
    private let velocity: CGFloat
    private let update: (CGFloat, Bool) -> Void
    private var link: CADisplayLink?
    private var began: CFTimeInterval?

    init(from start: CGFloat, to target: CGFloat, velocity: CGFloat, update: @escaping (CGFloat, Bool) -> Void) {
        self.origin = start
        self.target = target
        self.velocity = velocity
        self.update = update
    }

    /// The offset and velocity `t` seconds in.
    func state(at t: Double) -> (offset: CGFloat, velocity: CGFloat) {
        let w = Self.omega
        let x0 = Double(origin - target)
        let v0 = Double(velocity)
        let decay = exp(-w * t)
        let x = (x0 + (v0 + w * x0) * t) * decay
        let v = (v0 - w * (v0 + w * x0) * t) * decay
        return (target + CGFloat(x), CGFloat(v))
    }

    func start() {
        let link = CADisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let began = self.began ?? link.timestamp
            if self.began == nil { self.began = began }
            let (x, v) = self.state(at: link.timestamp - began)
            if abs(x - self.target) < 0.5 && abs(v) < 10 {
                self.stop()
                self.update(self.target, true)
            } else {
                self.update(x, false)
            }
        }
        self.link = link
        link.add(to: .main, forMode: .common)
    }

    func stop() {
        link?.invalidate()
        link = nil
    }
}
