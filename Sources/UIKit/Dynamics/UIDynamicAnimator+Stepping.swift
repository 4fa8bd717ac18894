import Foundation

/// A dynamic animator as the runtime holds it: weakly, so an animator the app lets go stops.
struct WeakDynamicAnimator {
    weak var animator: UIDynamicAnimator?
}

// The frame cycle's part: every display frame, each running animator simulates up to the media
// time in fixed substeps, writes its items, tells collision delegates, runs the behaviours'
// actions and pauses once everything rests (R278).
extension UIDynamicAnimator {
    /// The longest stretch of media time one frame simulates (a hitch, or the first frame after a
    /// long pause of the host, is not caught up).
    static let maximumFrameInterval = 1.0 / 15

    /// The animators of the app that runs now.
    private static var registered: [WeakDynamicAnimator] {
        get { UIKitRuntime.current.dynamicAnimators }
        set { UIKitRuntime.current.dynamicAnimators = newValue }
    }

    static func register(_ animator: UIDynamicAnimator) {
        registered.removeAll { $0.animator == nil }
        registered.append(WeakDynamicAnimator(animator: animator))
    }

    /// Steps every running animator to `mediaTime` (called by `FrameCycle.run` on display frames).
    package static func stepRunningAnimators(mediaTime: CFTimeInterval) {
        registered.removeAll { $0.animator == nil }
        for entry in registered {
            guard let animator = entry.animator, animator.isRunning else { continue }
            animator.step(to: mediaTime)
        }
    }

    /// Whether an animator is running, so the host keeps drawing frames.
    package static var hasRunningAnimators: Bool { registered.contains { $0.animator?.isRunning == true } }

    /// One frame: simulate, write the items, report contacts, run actions, rest.
    func step(to mediaTime: CFTimeInterval) {
        let last = lastStepTime ?? mediaTime
        lastStepTime = mediaTime
        let interval = min(max(mediaTime - last, 0), Self.maximumFrameInterval)
        guard interval > 0 else { return }
        elapsedTime += interval
        collectionViewLayout?.invalidateLayout()

        let tree = behaviorTree
        var input = PhysicsStepInput()
        input.frameInterval = interval
        for behavior in tree { behavior.contribute(to: &input, bodies: bodyTable) }
        pendingTime += interval
        var events: [PhysicsContactEvent] = []
        var firstSubstep = true
        while pendingTime >= PhysicsWorld.substep * (1 - 1e-9) {
            pendingTime -= PhysicsWorld.substep
            events += world.step(bodies, h: PhysicsWorld.substep, input: input, applyImpulses: firstSubstep)
            if firstSubstep {
                for case let push as UIPushBehavior in tree { push.impulseWasApplied() }
                firstSubstep = false
            }
        }
        pendingTime = max(pendingTime, 0)
        writeItems()
        deliver(events)
        for behavior in behaviorTree { behavior.action?() }
        if state == .running { checkRest(after: interval) }
    }

    private func deliver(_ events: [PhysicsContactEvent]) {
        for event in events {
            switch event {
            case .itemsBegan(let behavior, let a, let b, let p):
                behavior.collisionDelegate?.collisionBehavior(behavior, beganContactFor: a, with: b, at: p)
            case .itemsEnded(let behavior, let a, let b):
                behavior.collisionDelegate?.collisionBehavior(behavior, endedContactFor: a, with: b)
            case .boundaryBegan(let behavior, let item, let identifier, let p):
                behavior.collisionDelegate?.collisionBehavior(
                    behavior, beganContactFor: item, withBoundaryIdentifier: identifier, at: p)
            case .boundaryEnded(let behavior, let item, let identifier):
                behavior.collisionDelegate?.collisionBehavior(
                    behavior, endedContactFor: item, withBoundaryIdentifier: identifier)
            }
        }
    }

    /// Pauses once every moving body has stayed slower than the rest speeds for
    /// `PhysicsWorld.timeToRest` (Box2D's sleep test, applied to the whole system).
    private func checkRest(after interval: Double) {
        var allRest = true
        for body in bodies where body.isDynamic {
            if body.velocity.length < PhysicsWorld.restLinearSpeed
                && abs(body.angularVelocity) < PhysicsWorld.restAngularSpeed
            {
                body.restTime += interval
            } else {
                body.restTime = 0
            }
            if body.restTime < PhysicsWorld.timeToRest - 1e-9 { allRest = false }
        }
        if allRest {
            for body in bodies {
                body.velocity = .zero
                body.angularVelocity = 0
            }
            pause()
        }
    }
}
