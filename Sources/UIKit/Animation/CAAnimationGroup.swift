import Foundation

/// Several animations run together on one layer; their times are relative to the group's.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
    /// The grouped animations (their begin times are relative to the group's start).
    public var animations: [CAAnimation]?

    override func apply(simpleTime t: Double, to properties: inout LayerProperties) {
        for animation in animations ?? [] {
            let child = animation.duration > 0 ? animation : animation.withDuration(duration)
            child.apply(parentTime: t, begin: child.beginTime, to: &properties)
        }
    }
}

extension CAAnimation {
    /// A child with no duration takes the group's (Core Animation's rule).
    fileprivate func withDuration(_ d: CFTimeInterval) -> CAAnimation {
        duration = d
        return self
    }
}
