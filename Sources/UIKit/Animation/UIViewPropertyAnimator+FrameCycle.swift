import Foundation

// The running animators, updated by `FrameCycle.run` and the transaction commit.
extension UIViewPropertyAnimator {
    /// The animators of the app that runs now (`UIKitRuntimeState.propertyAnimators`).
    static var running: [UIViewPropertyAnimator] {
        get { UIKitRuntime.current.propertyAnimators }
        set { UIKitRuntime.current.propertyAnimators = newValue }
    }

    /// Fixes the shifts of running animators (called by the transaction commit).
    package static func commitTimeShifts() {
        for animator in running {
            guard let segment = animator.segment else { continue }
            for track in animator.tracks where track.animation.timeShift == nil {
                track.animation.timeShift = animator.shift(of: track.animation, in: segment)
            }
        }
    }

    static func register(_ animator: UIViewPropertyAnimator) {
        if !running.contains(where: { $0 === animator }) { running.append(animator) }
    }

    /// Ends the animators whose run is over at `mediaTime` (called by `FrameCycle.run`).
    package static func updateRunningAnimators(mediaTime: CFTimeInterval) {
        for animator in running {
            if let segment = animator.segment, animator.state == .active, animator.hasEnded(segment, at: mediaTime) {
                animator.segmentEnded(segment)
            }
        }
        running.removeAll { !$0.isRunning }
    }

    /// Whether an animator is running.
    package static var hasRunningAnimators: Bool { running.contains { $0.isRunning } }
}
