import Foundation

/// One animation attached to a layer, with the state Core Animation keeps beside it.
@MainActor
package final class LayerAnimationEntry {
    /// The key it was added under (nil: anonymous).
    let key: String?
    /// The animation.
    let animation: CAAnimation
    /// The media time at which it was added; its begin time is resolved from this at commit.
    let addedAt: CFTimeInterval
    /// The begin time in the layer's time, fixed at the transaction commit.
    var resolvedBegin: CFTimeInterval?
    /// Whether the stop callback has been delivered.
    var didStop = false
    /// Completion groups (UIView blocks, CATransaction completion blocks) waiting for it.
    var groups: [AnimationCompletionGroup] = []
    /// Set when a percent-driven transition's classic completion re-times the animation (R54): the
    /// entry then shows and ends by it, not by the animation's own timing.
    var retiming: AnimationRetiming?
    /// For a `CATransition`: a static copy of the layer as it was when the transition was added,
    /// the state the effect starts from (R240).
    var transitionOldState: CALayer?

    /// Writes the animation's values at layer time `parentTime` into `properties` (`begin` is its
    /// resolved begin time).
    func apply(parentTime: Double, begin: Double, to properties: inout LayerProperties) {
        if let retiming {
            retiming.apply(parentTime: parentTime, to: &properties)
        } else {
            animation.apply(parentTime: parentTime, begin: begin, to: &properties)
        }
    }

    init(key: String?, animation: CAAnimation, addedAt: CFTimeInterval) {
        self.key = key
        self.animation = animation
        self.addedAt = addedAt
    }
}

/// Counts the animations of one UIView animation block or CATransaction and calls its completion
/// once all of them stopped: `finished` is true only if every one ran to its end (R111).
@MainActor
final class AnimationCompletionGroup {
    private var pending = 0
    private var allFinished = true
    private var sealed = false
    private var fired = false
    private let completion: (Bool) -> Void

    init(completion: @escaping (Bool) -> Void) { self.completion = completion }

    /// Whether at least one animation was tracked.
    private(set) var trackedAny = false

    func track(_ entry: LayerAnimationEntry) {
        pending += 1
        trackedAny = true
        entry.groups.append(self)
    }

    /// Waits for one more piece of work that is not a layer animation (another block's completion).
    func enter() {
        pending += 1
        trackedAny = true
    }

    /// That piece of work ended.
    func leave(_ finished: Bool) { animationStopped(finished: finished) }

    func animationStopped(finished: Bool) {
        pending -= 1
        allFinished = allFinished && finished
        fireIfDone()
    }

    /// No more animations will be added; with none tracked the completion runs on the next frame
    /// cycle with `finished == true`.
    func seal() {
        sealed = true
        if !trackedAny {
            AnimationEngine.performOnNextFrame { [self] in fireIfDone() }
        } else {
            fireIfDone()
        }
    }

    private func fireIfDone() {
        guard sealed, pending <= 0, !fired else { return }
        fired = true
        completion(allFinished)
    }
}
