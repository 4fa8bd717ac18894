import Foundation

/// Hears a dynamic animator pause (its items came to rest, or it lost its last behaviour) and
/// resume (R278). Both methods are optional, as on iOS.
@preconcurrency @MainActor
public protocol UIDynamicAnimatorDelegate: NSObjectProtocol {
    /// Called before the animator starts stepping again, from the call that woke it.
    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator)
    /// Called once the animator stopped stepping.
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator)
}

extension UIDynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) {}
}
