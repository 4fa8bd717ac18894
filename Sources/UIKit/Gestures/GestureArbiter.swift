import Foundation

/// Routes touches to gesture recognizers and views, and settles which recognizers win: when one
/// recognizes, the others sharing its touches fail unless a delegate lets them run together, and
/// the view's touches are cancelled when `cancelsTouchesInView`.
@MainActor
package enum GestureArbiter {
    /// What the arbiter keeps for the app that runs now (`UIKitRuntimeState.gestures`).
    @MainActor
    final class State {
        /// Touches in flight and the recognizers each is delivered to.
        var activeTouches: [UITouch] = []
        /// Recognizers that want frames without a touch down (a tap waiting for its next tap).
        var timedRecognizers: [UIGestureRecognizer] = []
        /// Recognizers holding a transition until a recognizer they require to fail fails. They are
        /// told of failures even after their touches lifted (a single tap waiting out a double tap).
        var heldRecognizers: [UIGestureRecognizer] = []
        /// Touches that ended while some of their view deliveries were still held.
        var heldTouches: [UITouch] = []
    }

    /// The arbiter's state in the app that runs now.
    private static var state: State { UIKitRuntime.current.gestures }

    /// Notes that `recognizer` holds a transition until another fails.
    static func hold(_ recognizer: UIGestureRecognizer) {
        if !state.heldRecognizers.contains(where: { $0 === recognizer }) { state.heldRecognizers.append(recognizer) }
    }

    /// Forgets a held recognizer (it went ahead, failed or reset).
    static func release(_ recognizer: UIGestureRecognizer) { state.heldRecognizers.removeAll { $0 === recognizer } }

    /// Gives `recognizer` frames until `stopFrames` (even with no touch down).
    static func wantsFrames(_ recognizer: UIGestureRecognizer) {
        if !state.timedRecognizers.contains(where: { $0 === recognizer }) { state.timedRecognizers.append(recognizer) }
    }

    /// Stops the frames of `wantsFrames`.
    static func stopFrames(_ recognizer: UIGestureRecognizer) { state.timedRecognizers.removeAll { $0 === recognizer } }

    /// The recognizers of `view` and its ancestors that take a new touch, innermost first.
    static func recognizers(for view: UIView, touch: UITouch) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        var current: UIView? = view
        while let v = current {
            for recognizer in v.gestureRecognizers ?? [] where recognizer.isEnabled {
                if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
                    result.append(recognizer)
                }
            }
            current = v.superview
        }
        return result
    }

    /// Recognizers that share a touch with `recognizer`.
    package static func recognizers(sharingTouchesWith recognizer: UIGestureRecognizer) -> [UIGestureRecognizer] {
        var result: [UIGestureRecognizer] = []
        for touch in state.activeTouches where (touch.gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
            for other in touch.gestureRecognizers ?? []
            where other !== recognizer && !result.contains(where: { $0 === other }) {
                result.append(other)
            }
        }
        return result
    }

    /// Delivers an event's touch changes, in the order the touches went down: recognizers first, each
    /// given the touches of one phase together, then each touch's view (unless cancelled for it, or
    /// a second touch on a view that is not `isMultipleTouchEnabled`).
    package static func deliver(_ event: UIEvent) {
        let touches = event.touches.sorted { $0.sequence < $1.sequence }
        for touch in touches where touch.phase == .began {
            if let view = touch.view {
                touch.gestureRecognizers = recognizers(for: view, touch: touch)
                if !view.isMultipleTouchEnabled,
                    state.activeTouches.contains(where: { $0.view === view && $0.deliversToView })
                {
                    touch.deliversToView = false
                }
            }
            state.activeTouches.append(touch)
        }
        let phases: [[UITouch.Phase]] = [[.began], [.moved, .stationary], [.ended], [.cancelled]]
        for phase in phases {
            let group = touches.filter { phase.contains($0.phase) }
            guard !group.isEmpty else { continue }
            var order: [UIGestureRecognizer] = []
            for touch in group {
                for recognizer in touch.gestureRecognizers ?? [] where !order.contains(where: { $0 === recognizer }) {
                    order.append(recognizer)
                }
            }
            for recognizer in order where recognizer.isEnabled && recognizer.view != nil {
                let own = Set(group.filter { touch in (touch.gestureRecognizers ?? []).contains { $0 === recognizer } })
                switch phase[0] {
                case .began: recognizer.deliverBegan(own, event: event)
                case .moved, .stationary: recognizer.deliverMoved(own, event: event)
                case .ended: recognizer.deliverEnded(own, event: event)
                case .cancelled: recognizer.deliverCancelled(own, event: event)
                }
            }
        }
        for touch in touches { deliverToView(touch, phase: touch.phase, event: event) }
        for touch in touches where touch.phase == .ended || touch.phase == .cancelled {
            state.activeTouches.removeAll { $0 === touch }
            if !touch.heldViewPhases.isEmpty { state.heldTouches.append(touch) }
        }
    }

    /// Recognizers still deciding that hold back the view's `phase` for `touch`: `delaysTouchesBegan`
    /// holds every phase, `delaysTouchesEnded` (on by default) holds the end.
    private static func delayingRecognizers(for touch: UITouch, phase: UITouch.Phase) -> [UIGestureRecognizer] {
        (touch.gestureRecognizers ?? []).filter { recognizer in
            guard recognizer.isDeciding(about: touch), recognizer.isEnabled, recognizer.view != nil else {
                return false
            }
            return recognizer.delaysTouchesBegan || (phase == .ended && recognizer.delaysTouchesEnded)
        }
    }

    /// Sends a phase to the touch's view now, or holds it while recognizers that delay it decide.
    private static func deliverToView(_ touch: UITouch, phase: UITouch.Phase, event: UIEvent) {
        guard touch.deliversToView, let view = touch.view else { return }
        if !touch.heldViewPhases.isEmpty || !delayingRecognizers(for: touch, phase: phase).isEmpty {
            if phase != .cancelled || touch.viewReceivedBegan { touch.heldViewPhases.append(phase) }
            return
        }
        send(phase, of: touch, to: view, event: event)
    }

    private static func send(_ phase: UITouch.Phase, of touch: UITouch, to view: UIView, event: UIEvent) {
        let single: Set<UITouch> = [touch]
        let current = touch.phase
        touch.phase = phase
        switch phase {
        case .began:
            touch.viewReceivedBegan = true
            view.touchesBegan(single, with: event)
        case .moved, .stationary: view.touchesMoved(single, with: event)
        case .ended: view.touchesEnded(single, with: event)
        case .cancelled: view.touchesCancelled(single, with: event)
        }
        touch.phase = current
    }

    /// Delivers held phases whose delaying recognizers have all failed.
    private static func flushHeldPhases() {
        for touch in state.activeTouches + state.heldTouches where !touch.heldViewPhases.isEmpty && touch.deliversToView
        {
            guard let view = touch.view else { continue }
            while let phase = touch.heldViewPhases.first, delayingRecognizers(for: touch, phase: phase).isEmpty {
                touch.heldViewPhases.removeFirst()
                send(phase, of: touch, to: view, event: UIEvent(touches: [touch], timestamp: touch.timestamp))
            }
        }
        state.heldTouches.removeAll { $0.heldViewPhases.isEmpty || !$0.deliversToView }
    }

    /// Called by a recognizer that began or recognized.
    static func recognizerDidRecognize(_ recognizer: UIGestureRecognizer) {
        for other in recognizers(sharingTouchesWith: recognizer) {
            other.otherRecognizerRecognized(recognizer)
            if other.state == .possible && !recognizer.canRecognizeSimultaneously(with: other) {
                other.state = .failed
            }
            // A recognizer already done with its touches (a pan that failed and reset on the same
            // release a tap recognizes on) is failed again here; with no touch left to end, nothing
            // else would bring it back to `.possible`.
            if other.state == .failed && other.numberOfTouches == 0 { other.resetIfDone() }
        }
        guard recognizer.cancelsTouchesInView else { return flushHeldPhases() }
        for touch in state.activeTouches + state.heldTouches
        where touch.deliversToView && (touch.gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
            touch.deliversToView = false
            touch.heldViewPhases.removeAll()
            // A view that never saw the touch begin (delaysTouchesBegan) hears nothing at all.
            if let view = touch.view, touch.viewReceivedBegan {
                send(.cancelled, of: touch, to: view, event: UIEvent(touches: [touch], timestamp: touch.timestamp))
            }
        }
        state.heldTouches.removeAll { !$0.deliversToView }
    }

    /// Called by a recognizer that failed: recognizers waiting for it may go ahead.
    static func recognizerDidFail(_ recognizer: UIGestureRecognizer) {
        var others = recognizers(sharingTouchesWith: recognizer)
        for held in state.heldRecognizers where held !== recognizer && !others.contains(where: { $0 === held }) {
            others.append(held)
        }
        for other in others { other.otherRecognizerFailed(recognizer) }
        flushHeldPhases()
    }

    /// Gives time-based recognizers their frame (long press).
    package static func frameDidAdvance(to time: CFTimeInterval) {
        var seen: [UIGestureRecognizer] = []
        for recognizer in state.timedRecognizers {
            seen.append(recognizer)
            recognizer.frameDidAdvance(to: time)
        }
        for touch in state.activeTouches {
            for recognizer in touch.gestureRecognizers ?? [] where !seen.contains(where: { $0 === recognizer }) {
                seen.append(recognizer)
                recognizer.frameDidAdvance(to: time)
            }
        }
    }

    /// Whether a touch is down (a gesture may be driving an interactive transition).
    package static var hasActiveTouches: Bool { !state.activeTouches.isEmpty }

    /// Whether a recognizer waits on time (a long press's duration, a tap's wait for the next tap):
    /// the host must keep running frames for it even when nothing is drawn.
    package static var hasTimedWork: Bool { !state.timedRecognizers.isEmpty || !state.activeTouches.isEmpty }
}
