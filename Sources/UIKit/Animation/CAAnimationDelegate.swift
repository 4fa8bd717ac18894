import Foundation

/// Methods an animation calls on its delegate when it starts and stops.
@preconcurrency @MainActor
public protocol CAAnimationDelegate: NSObjectProtocol {
    /// Called (from the frame cycle's transaction commit) when the animation's begin time is fixed.
    func animationDidStart(_ anim: CAAnimation)
    /// Called when the animation ends (`finished` true, from `FrameCycle.run`) or is removed first
    /// (`finished` false, synchronously from the removal; R111).
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}
