import Foundation

extension UIViewController {
    /// Swaps one child's view for another's in a custom container: `toViewController.view` goes
    /// where `fromViewController.view` is (above it, in its superview, at its frame unless
    /// `animations` moves it), `animations` run over `duration` with `options` — a transition option
    /// (`.transitionCrossDissolve`, `.transitionFlipFromLeft`…) animates the swap itself as
    /// `UIView.transition(from:to:…)` does — and at the end the old view leaves its superview. When
    /// this controller forwards appearance automatically and is on screen, the children hear
    /// `to.viewWillAppear`, `from.viewWillDisappear` at the start and `from.viewDidDisappear`,
    /// `to.viewDidAppear` at the end, before `completion` (R188). Both must be children of this
    /// controller (UIKit raises otherwise); the caller does the containment calls
    /// (`willMove(toParent: nil)` and `addChild` before, `removeFromParent()` and `didMove(toParent:)`
    /// in the completion).
    public func transition(
        from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
        options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
    ) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            DiagnosticLog.current.report(
                "childTransitionWithoutCommonParent",
                "transition(from: \(logName(fromViewController)), to: \(logName(toViewController))) on \(logName(self)): both must be its children (addChild first). UIKit raises 'Children view controllers … must have a common parent view controller'; nothing happens (R188)"
            )
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            DiagnosticLog.current.report(
                "childTransitionWithoutFromView",
                "transition(from: \(logName(fromViewController)), …) on \(logName(self)): the old child's view is not in a superview, so there is nowhere to put the new one (R188)"
            )
            return
        }
        let animated = duration > 0 && UIViewAnimationContext.animationsEnabled
        let forwards = shouldAutomaticallyForwardAppearanceMethods && viewIfLoaded?.window != nil
        EventLog.current.record(
            "\(logName(self)).transition(from: \(logName(fromViewController)), to: \(logName(toViewController)))")
        if forwards {
            toViewController.beginAppearanceTransition(true, animated: animated)
            fromViewController.beginAppearanceTransition(false, animated: animated)
        }
        let toView = toViewController.view!
        if toView.superview !== container {
            UIView.performWithoutAnimation {
                if toView.frame == .zero || toView.frame.size != fromView.frame.size { toView.frame = fromView.frame }
                container.insertSubview(toView, aboveSubview: fromView)
            }
        }
        let transitionOption = UIView.AnimationOptions(rawValue: options.rawValue & (7 << 20))
        var blockOptions = options
        blockOptions.remove(UIView.AnimationOptions(rawValue: 7 << 20))
        childTransitionsUnderWay += 1
        let group = AnimationCompletionGroup { [weak self] finished in
            self?.childTransitionsUnderWay -= 1
            if fromView.superview != nil, fromView !== toView { fromView.removeFromSuperview() }
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if !transitionOption.isEmpty {
            group.enter()
            UIView.transition(
                from: fromView, to: toView, duration: animated ? duration : 0,
                options: options.union(.showHideTransitionViews),
                completion: { finished in
                    fromView.isHidden = false
                    group.leave(finished)
                })
        }
        if let animations {
            group.enter()
            UIView.animate(
                withDuration: animated ? duration : 0, delay: 0, options: blockOptions, animations: animations,
                completion: { group.leave($0) })
        }
        group.seal()
    }
}
