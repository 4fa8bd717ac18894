import Foundation

/// The desktop host's timeline grip on the transition in flight (UIKit has none; the simulator's
/// scrubber and its `scrub` script command use it). Holding a transition drives it through the
/// real layer-time machinery:
///
/// - a transition an interaction controller drives (a `UIPercentDrivenInteractiveTransition`, also
///   an interruptible one, which is paused first, R57) is driven through that controller, as a
///   gesture would: `update(_:)` while held, `finish()` or `cancel()` on release;
/// - a transition that runs by itself is frozen and scrubbed the way the percent-driven classic
///   path does it (R53): the container's layer (and those of views animated alongside it, R70)
///   gets `speed = 0` and `timeOffset` at the held time — and so do the layers its animator animated
///   outside the container (a custom presentation's presenter view, R25); on release time flows again from there
///   (`beginTime` is set so that local time continues where it was held), so the animations end
///   by themselves and the animator completes as usual. Such a transition can only finish: its
///   animator decides `completeTransition(_:)`, and nothing can tell it to cancel.
@MainActor
package final class TransitionScrubber {
    /// How the grip drives the transition.
    package enum Mode: Equatable, Sendable {
        /// Through its interaction controller, which can finish or cancel.
        case interactionController
        /// By freezing and scrubbing its layer time; it can only finish.
        case frozenLayerTime
    }

    /// Where the grip is in its life (every entry point checks it).
    package enum State: Equatable, Sendable {
        /// The timeline holds the transition: it moves only when scrubbed.
        case holding
        /// Let go: the transition runs on (or back) by itself.
        case released
    }

    /// How the grip drives the transition.
    package let mode: Mode
    /// Where the grip is.
    package private(set) var state = State.holding
    /// The held position, 0…1 of the transition's duration (the interactive percentage).
    package private(set) var fraction: CGFloat
    /// The held transition's serial number (`TransitionSnapshot.id`).
    package let transitionID: Int

    private weak var driver: TransitionDriver?
    private let interactor: UIPercentDrivenInteractiveTransition?
    /// The frozen layers with their local time at the transition's start and the timing they had.
    private var frozen: [(layer: CALayer, start: CFTimeInterval, speed: Float)] = []
    private let duration: CFTimeInterval

    /// Whether the held transition can be cancelled (only through an interaction controller).
    package var canCancel: Bool { mode == .interactionController }

    /// Whether the held transition is still in flight.
    package var isInFlight: Bool { driver.map { d in TransitionDriver.inFlight.contains { $0 === d } } ?? false }

    /// Takes hold of the first transition in flight; nil when there is none, or it has not started
    /// or is not animated, or it cannot be held: an interaction controller that is not
    /// percent-driven, or a percent-driven one already finishing or cancelling its classic
    /// (non-interruptible) run.
    package static func grab() -> TransitionScrubber? {
        guard let driver = TransitionDriver.inFlight.first else { return nil }
        let context = driver.context
        guard context.state == .running, context.isAnimated, context.transitionDuration > 0,
            let start = context.startTime
        else { return nil }
        if let interactor = driver.interactor {
            guard let percentDriven = interactor as? UIPercentDrivenInteractiveTransition else { return nil }
            if !context.isInteractive {
                // R57: a running interruptible transition can be grabbed; a classic completion cannot.
                guard context.isInterruptible else { return nil }
                percentDriven.pause()
                guard context.isInteractive else { return nil }
            }
            return TransitionScrubber(driver: driver, interactor: percentDriven, start: start)
        }
        return TransitionScrubber(driver: driver, interactor: nil, start: start)
    }

    private init(driver: TransitionDriver, interactor: UIPercentDrivenInteractiveTransition?, start: CFTimeInterval) {
        self.driver = driver
        self.interactor = interactor
        transitionID = driver.serial
        let context = driver.context
        duration = context.transitionDuration
        let now = MediaClock.current.time
        if let interactor {
            mode = .interactionController
            fraction = interactor.percentComplete
        } else {
            mode = .frozenLayerTime
            // The container, the views animated alongside (R70) and every layer the animator
            // animated outside them (a custom presentation's presenter view, R25): the whole
            // transition holds still. A layer inside one already frozen is held by its ancestor.
            let layers =
                [context.containerView.layer] + context.alongsideViews.map(\.layer) + context.animatedLayers
            var seen: [CALayer] = []
            for layer in layers where !seen.contains(where: { $0 === layer || layer.isInside($0) }) {
                seen.removeAll { $0.isInside(layer) }
                seen.append(layer)
            }
            for layer in seen { frozen.append((layer, layer.localTime(atMediaTime: start), layer.speed)) }
            let container = frozen[0]
            let held = container.layer.localTime(atMediaTime: now) - container.start
            fraction = CGFloat(min(max(held / duration, 0), 1))
            for entry in frozen {
                // Frozen at its own local time now: nothing moves until scrubbed.
                let local = entry.layer.localTime(atMediaTime: now)
                entry.layer.speed = 0
                entry.layer.timeOffset = local
            }
            context.markRunning(at: now - CFTimeInterval(fraction) * duration)
        }
    }

    /// Moves the held transition to `fraction` (clamped to 0…1) of its duration.
    package func scrub(to fraction: CGFloat) {
        guard state == .holding, isInFlight, !fraction.isNaN else { return }
        let f = min(max(fraction, 0), 1)
        self.fraction = f
        switch mode {
        case .interactionController:
            interactor?.update(f)
        case .frozenLayerTime:
            for entry in frozen { entry.layer.timeOffset = entry.start + CFTimeInterval(f) * duration }
            driver?.context.markRunning(at: MediaClock.current.time - CFTimeInterval(f) * duration)
        }
    }

    /// Called every frame while held: the transition's clock shows the held time, so it is not
    /// taken for hung (R19) or undriven (R4) while the timeline holds it still.
    package func keepHolding() {
        guard state == .holding, isInFlight, let context = driver?.context else { return }
        let now = MediaClock.current.time
        switch mode {
        case .interactionController: context.lastInteractionTime = now
        case .frozenLayerTime: context.markRunning(at: now - CFTimeInterval(fraction) * duration)
        }
    }

    /// Called when the held transition is no longer in flight: one that ended while the timeline
    /// held it (its animator completed by other means than the frozen animations, or the app ended
    /// it) gives its layers their time back, so that later animations there run (a rotation's).
    package func transitionDidEnd() {
        guard state == .holding else { return }
        state = .released
        thaw(at: MediaClock.current.time)
    }

    /// Lets go: a frozen transition runs on from where it is held at its own speed; one an
    /// interaction controller drives finishes, or cancels when `cancel` is true (ignored when
    /// `canCancel` is false).
    package func release(cancel: Bool) {
        guard state == .holding else { return }
        state = .released
        guard isInFlight else { return }
        let now = MediaClock.current.time
        switch mode {
        case .interactionController:
            // The hung-transition clock (R19) starts from the held position, not from when the
            // transition began before it was held for however long.
            driver?.context.markRunning(at: now - CFTimeInterval(fraction) * duration)
            if cancel { interactor?.cancel() } else { interactor?.finish() }
        case .frozenLayerTime:
            thaw(at: now)
            driver?.context.markRunning(at: now - CFTimeInterval(fraction) * duration)
        }
    }

    /// Lets the frozen layers' time flow again from the held values.
    private func thaw(at now: CFTimeInterval) {
        for entry in frozen {
            // Local time continues from the held value: (parent − beginTime) · speed + timeOffset.
            let held = entry.layer.timeOffset
            let parent = entry.layer.superlayer?.localTime(atMediaTime: now) ?? now
            entry.layer.beginTime = parent
            entry.layer.timeOffset = held
            entry.layer.speed = entry.speed == 0 ? 1 : entry.speed
        }
        frozen = []
    }
}

extension CALayer {
    /// Whether `ancestor` is a superlayer of this layer, however far up.
    fileprivate func isInside(_ ancestor: CALayer) -> Bool {
        var layer = superlayer
        while let current = layer {
            if current === ancestor { return true }
            layer = current.superlayer
        }
        return false
    }
}
