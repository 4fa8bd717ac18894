import Foundation

/// The framework's part of one frame (docs/architecture.md "One frame", steps 3–4), run by the host after it
/// has moved the media clock and delivered input.
@preconcurrency @MainActor
public enum FrameCycle {
    /// Runs display-link callbacks and advances animations to the current media time (step 3),
    /// then lays out every window and displays the layers that need it (step 4).
    ///
    /// Order: commit the implicit transaction (begin times of new animations are fixed in their
    /// layer's time), display links, dynamic animators, property animators, animation ends and their completions,
    /// callbacks deferred to this frame, layout, display (`CALayer.display()`, as Core Animation's
    /// commit does after layout).
    ///
    /// `isDisplayFrame` false runs the same steps without a display refresh (a harness settling
    /// state before a screenshot or after a touch): display links, which fire once per display
    /// frame, are not called.
    public static func run(windows: [UIWindow], isDisplayFrame: Bool = true) {
        let now = CACurrentMediaTime()
        AnimationEngine.commit(mediaTime: now)
        if isDisplayFrame {
            // Gesture timers (long press, multi-tap) run on input time, which slow animations do not slow (R165).
            GestureArbiter.frameDidAdvance(to: MediaClock.current.inputTime)
            CADisplayLink.fire(mediaTime: now)
            // UIKit Dynamics steps on the display's frames, as its display link does (R278).
            UIDynamicAnimator.stepRunningAnimators(mediaTime: now)
        }
        // The launch's life-cycle notifications, then the main queue's due blocks (R294).
        UIApplication.postLaunchNotificationsIfNeeded()
        UIKitRuntime.current.mainQueue.runDue(at: now)
        UIViewPropertyAnimator.updateRunningAnimators(mediaTime: now)
        AnimationEngine.finishEndedAnimations(mediaTime: now)
        AnimationEngine.endTurn()
        AnimationEngine.runDeferredCallbacks()
        AnimationEngine.commit(mediaTime: now)
        TransitionDriver.reportHungTransitions(at: now)
        if isAnimating { LayerTreeChanges.invalidate() }
        for window in windows { window.layoutIfNeeded() }
        for window in windows { window.layer.displaySubtreeIfNeeded() }
        // What the frame shows: a CATransition added from now on animates from it (R240).
        LayerCommit.endFrame()
    }

    /// Whether a block sent to the main queue waits for a frame (R294): a host that sleeps while
    /// nothing animates wakes for it.
    public static var hasScheduledWork: Bool { UIKitRuntime.current.mainQueue.hasPendingWork }

    /// Whether something is animating, so the host must keep drawing frames even with no input.
    public static var isAnimating: Bool {
        AnimationEngine.hasRunningAnimations || CADisplayLink.wantsFrames || UIViewPropertyAnimator.hasRunningAnimators
            || UIDynamicAnimator.hasRunningAnimators
            || CAEmitterLayer.hasLiveParticles  // R288: particles move with time alone
    }
}
