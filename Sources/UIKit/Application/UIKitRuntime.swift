import Foundation

/// The framework's process-wide state, reset when a new app (a new simulator) starts so that
/// nothing leaks from the previous one.
@preconcurrency @MainActor
public enum UIKitRuntime {
    /// Clears animations, display links, property animators, transactions, animation blocks and
    /// transitions in flight.
    public static func reset() {
        AnimationEngine.reset()
        CADisplayLink.reset()
        UIViewPropertyAnimator.reset()
        CATransaction.reset()
        UIViewAnimationContext.stack.removeAll()
        UIViewAnimationContext.animationsEnabled = true
        TransitionDriver.inFlight.removeAll()
        TransitionDriver.lastEnded = nil
        GestureArbiter.reset()
        LayerTreeChanges.invalidate()
    }
}
