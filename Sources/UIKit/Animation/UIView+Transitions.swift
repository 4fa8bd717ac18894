import Foundation

extension UIView {
    /// Replaces `fromView` by `toView` in its superview with a transition (cross-dissolve or flip);
    /// with `.showHideTransitionViews` the views are hidden/shown instead of removed/added.
    public static func transition(
        from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        let showHide = options.contains(.showHideTransitionViews)
        if showHide {
            toView.isHidden = false
        } else if let superview = fromView.superview, toView.superview !== superview {
            // R289: a curl up lifts the old view off the new one beneath it.
            if options.transitionBits == 3 {
                superview.insertSubview(toView, belowSubview: fromView)
            } else {
                superview.insertSubview(toView, aboveSubview: fromView)
            }
        }
        let group = AnimationCompletionGroup { finished in
            // Runs in the same frame cycle as the animations' end, before anything is drawn.
            if showHide { fromView.isHidden = true } else { fromView.removeFromSuperview() }
            completion?(finished)
        }
        if duration > 0 && UIViewAnimationContext.animationsEnabled {
            addTransitionAnimations(
                outgoing: fromView, incoming: toView, duration: duration, options: options, group: group)
        }
        group.seal()
    }

    /// Runs `animations` (changes to `view`'s content) with a transition of the whole view: a
    /// snapshot of the old content (`snapshotView(afterScreenUpdates:)`) sits over the view and
    /// cross-dissolves or flips away while the new content comes in. A view without a superview has
    /// nowhere to put the snapshot: the transition is then drawn on the new content alone.
    public static func transition(
        with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
        animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        let animated = duration > 0 && UIViewAnimationContext.animationsEnabled
        var snapshot: UIView?
        if animated, let superview = view.superview, let old = view.snapshotView(afterScreenUpdates: false) {
            old.bounds = view.bounds
            old.center = view.center
            old.layer.transform = view.layer.transform
            // R289: a curl down brings the new content down over the old, which waits below it.
            if options.transitionBits == 4 {
                superview.insertSubview(old, belowSubview: view)
            } else {
                superview.insertSubview(old, aboveSubview: view)
            }
            snapshot = old
        }
        let group = AnimationCompletionGroup { finished in
            snapshot?.removeFromSuperview()
            completion?(finished)
        }
        if options.contains(.allowAnimatedContent), let animations, duration > 0 {
            let context = UIViewAnimationContext.make(
                duration: duration, delay: 0, options: options, spring: nil, group: group)
            context.perform(animations)
        } else if let animations {
            performWithoutAnimation(animations)
        }
        if animated {
            // Over an opaque view, fading the old content's snapshot out alone is an exact cross-fade.
            addTransitionAnimations(
                outgoing: snapshot, incoming: view, duration: duration, options: options, group: group,
                fadesIncoming: snapshot == nil)
        }
        group.seal()
    }

    /// The transition animations: cross-dissolve, a flip about the centre with perspective, or a
    /// page curl (R289).
    private static func addTransitionAnimations(
        outgoing: UIView?, incoming: UIView, duration: TimeInterval, options: AnimationOptions,
        group: AnimationCompletionGroup, fadesIncoming: Bool = true
    ) {
        let timing = options.curve.timingFunction
        func add(_ animation: CAPropertyAnimation, to view: UIView) {
            animation.duration = duration
            animation.timingFunction = timing
            animation.fillMode = .both
            view.layer.add(animation, forKey: "transition." + (animation.keyPath ?? ""))
            if let entry = view.layer.animationEntries.last { group.track(entry) }
        }
        switch options.transitionBits {
        case 1, 2, 6, 7:
            let vertical = options.transitionBits >= 6
            let sign: CGFloat = options.transitionBits == 1 || options.transitionBits == 6 ? 1 : -1
            func turned(_ angle: CGFloat) -> CATransform3D {
                var t = CATransform3DIdentity
                t.m34 = -1.0 / 1000
                return vertical ? CATransform3DRotate(t, angle, 1, 0, 0) : CATransform3DRotate(t, angle, 0, 1, 0)
            }
            let edgeOn = turned(sign * .pi / 2)
            let back = turned(-sign * .pi / 2)
            let incomingTurn = CAKeyframeAnimation(keyPath: "transform")
            incomingTurn.values = [back, back, incoming.layer.transform.concatenating(turned(0))]
            incomingTurn.keyTimes = [0, 0.5, 1]
            add(incomingTurn, to: incoming)
            if let outgoing {
                let outgoingTurn = CAKeyframeAnimation(keyPath: "transform")
                outgoingTurn.values = [outgoing.layer.transform.concatenating(turned(0)), edgeOn, edgeOn]
                outgoingTurn.keyTimes = [0, 0.5, 1]
                add(outgoingTurn, to: outgoing)
            }
        case 0:
            break
        case 3 where outgoing != nil, 4:
            // R289: curl up turns the old page off (0 → 1); curl down is the same curl played
            // backwards on the new page, which comes down from the top. The model stays flat: the
            // curl exists only while the animation runs.
            let page = options.transitionBits == 3 ? outgoing! : incoming
            page.layer.setValue(CGFloat(0), forKey: PageCurl.progressKey)
            let curl = CABasicAnimation(keyPath: PageCurl.progressKey)
            curl.fromValue = options.transitionBits == 3 ? CGFloat(0) : CGFloat(1)
            curl.toValue = options.transitionBits == 3 ? CGFloat(1) : CGFloat(0)
            add(curl, to: page)
        default:
            if fadesIncoming {
                let fadeIn = CABasicAnimation(keyPath: "opacity")
                fadeIn.fromValue = 0.0
                fadeIn.toValue = CGFloat(incoming.layer.opacity)
                add(fadeIn, to: incoming)
            }
            if let outgoing {
                let fadeOut = CABasicAnimation(keyPath: "opacity")
                fadeOut.fromValue = CGFloat(outgoing.layer.opacity)
                fadeOut.toValue = 0.0
                add(fadeOut, to: outgoing)
            }
        }
    }
}
