import Foundation

@testable import UIKit

/// Logs a dynamic animator's pauses and resumptions and a collision behaviour's contacts, with
/// the animator's elapsed time of each, for the dynamics tests.
@MainActor
final class DynamicsRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var log: [String] = []
    /// The animator's `elapsedTime` at each contact that began, in order.
    var beganTimes: [TimeInterval] = []
    var beganPoints: [CGPoint] = []
    weak var animator: UIDynamicAnimator?
    var names: [ObjectIdentifier: String] = [:]

    func name(_ item: any UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "\(type(of: item))" }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { log.append("willResume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { log.append("didPause") }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem,
        at p: CGPoint
    ) {
        log.append("began \(name(item1)) \(name(item2))")
        beganTimes.append(animator?.elapsedTime ?? -1)
        beganPoints.append(p)
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item1: any UIDynamicItem, with item2: any UIDynamicItem
    ) {
        log.append("ended \(name(item1)) \(name(item2))")
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
    ) {
        log.append("began \(name(item)) \((identifier as? NSString).map { "\($0)" } ?? "bounds")")
        beganTimes.append(animator?.elapsedTime ?? -1)
        beganPoints.append(p)
    }

    func collisionBehavior(
        _ behavior: UICollisionBehavior, endedContactFor item: any UIDynamicItem,
        withBoundaryIdentifier identifier: (any NSCopying)?
    ) {
        log.append("ended \(name(item)) \((identifier as? NSString).map { "\($0)" } ?? "bounds")")
    }
}
