import Foundation

/// Turns touches into a gesture, with UIKit's state machine, and sends its actions.
///
/// Subclasses implement the touch methods and move `state`; setting `state` sends the actions
/// (continuous gestures: on began, changed, ended, cancelled; discrete ones: on recognized).
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// UIKit's gesture states.
    public enum State: Int, Sendable, CustomStringConvertible {
        /// Not yet recognized (the default).
        case possible
        /// A continuous gesture started.
        case began
        /// A continuous gesture changed.
        case changed
        /// A continuous gesture ended (a discrete gesture was recognized).
        case ended
        /// A continuous gesture was cancelled.
        case cancelled
        /// The gesture cannot be recognized.
        case failed

        /// A discrete gesture was recognized (same as `.ended`).
        public static let recognized = State.ended

        public var description: String {
            switch self {
            case .possible: return "possible"
            case .began: return "began"
            case .changed: return "changed"
            case .ended: return "ended"
            case .cancelled: return "cancelled"
            case .failed: return "failed"
            }
        }
    }

    private struct Action {
        let perform: (UIGestureRecognizer) -> Void
    }

    private var actions: [Action] = []
    private var waitingFor: [WeakRecognizer] = []
    /// Touches currently tracked.
    package private(set) var trackedTouches: [UITouch] = []
    /// A transition to `.began`/`.ended` held back until recognizers this one waits for have failed.
    private var pendingState: State?

    /// Whether the recognizer is still deciding about `touch`: possible, and either tracking it or
    /// holding a recognition until another recognizer fails.
    package func isDeciding(about touch: UITouch) -> Bool {
        state == .possible
            && (trackedTouches.contains { $0 === touch } || pendingState != nil || isWaitingForMoreTouches)
    }

    /// Whether the recognizer is still possible after its touches lifted because it waits for more
    /// (a double tap between its taps).
    var isWaitingForMoreTouches: Bool { false }

    /// The view the recognizer is attached to.
    public package(set) weak var view: UIView?
    /// The delegate.
    public weak var delegate: UIGestureRecognizerDelegate?
    /// Whether the recognizer receives touches; turning it off mid-gesture cancels it.
    open var isEnabled = true {
        didSet {
            if !isEnabled && (state == .began || state == .changed) { state = .cancelled }
            if !isEnabled { resetIfDone(force: true) }
        }
    }
    /// Whether the view gets `touchesCancelled` once the gesture is recognized (true by default).
    open var cancelsTouchesInView = true
    /// Whether the view gets touches only after the gesture failed (false by default).
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits for the gesture to fail (true by default).
    open var delaysTouchesEnded = true
    /// A name for logs.
    open var name: String?

    /// Creates a recognizer with no action.
    public override init() { super.init() }

    /// Creates a recognizer that calls a method of `target` (held weakly) taking the recognizer.
    /// `#selector(handlePan(_:))` becomes `ViewController.handlePan`.
    public convenience init<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls a method of `target` (held weakly) taking no argument.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init()
        addTarget(target, action: action)
    }

    /// Creates a recognizer that calls `handler` (a closure action).
    public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
        self.init()
        addAction(handler)
    }

    /// Adds a method of `target` (held weakly) taking the recognizer.
    public func addTarget<Target: AnyObject, Recognizer: UIGestureRecognizer>(
        _ target: Target, action: @escaping (Target) -> (Recognizer) -> Void
    ) {
        actions.append(
            Action { [weak target] recognizer in
                guard let target, let recognizer = recognizer as? Recognizer else { return }
                action(target)(recognizer)
            })
    }

    /// Adds a method of `target` (held weakly) taking no argument.
    public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        actions.append(
            Action { [weak target] _ in
                guard let target else { return }
                action(target)()
            })
    }

    /// Adds a closure action.
    public func addAction(_ handler: @escaping (UIGestureRecognizer) -> Void) {
        actions.append(Action(perform: handler))
    }

    /// Makes this recognizer wait until `other` fails before it recognizes.
    public func require(toFail other: UIGestureRecognizer) {
        guard other !== self else { return }
        waitingFor.append(WeakRecognizer(other))
    }

    /// The current state; subclasses move it, which sends actions as UIKit does.
    open var state: State = .possible {
        didSet {
            // `.changed` → `.changed` is how a continuous gesture reports each move: it sends the
            // actions every time (before, only the first move after `.began` reached the target).
            guard state != oldValue || state == .changed else { return }
            stateDidChange(from: oldValue)
        }
    }

    private func stateDidChange(from old: State) {
        switch state {
        case .began, .changed, .ended, .cancelled:
            for action in actions { action.perform(self) }
        case .possible, .failed:
            break
        }
        if state == .began || (state == .ended && old == .possible) {
            GestureArbiter.recognizerDidRecognize(self)
        }
        if state == .failed { GestureArbiter.recognizerDidFail(self) }
    }

    /// Whether the state allows recognition at all right now (delegate and failure requirements),
    /// asked by subclasses before leaving `.possible`. Returns false (and fails the recognizer) when
    /// the delegate says no; returns false and holds the state when another recognizer must fail first.
    package func mayBegin(into newState: State) -> Bool {
        let viewsAgree = trackedTouches.allSatisfy { $0.view?.gestureRecognizerShouldBegin(self) ?? true }
        if !viewsAgree || !(delegate?.gestureRecognizerShouldBegin(self) ?? gestureRecognizerShouldBegin()) {
            state = .failed
            return false
        }
        if waitsForOthers {
            pendingState = newState
            GestureArbiter.hold(self)
            return false
        }
        return true
    }

    /// Moves from `.possible` to `newState` when allowed (see `mayBegin`).
    package func transition(to newState: State) {
        guard state == .possible else { return }
        if mayBegin(into: newState) { state = newState }
    }

    /// Whether some recognizer this one requires to fail is still undecided.
    private var waitsForOthers: Bool {
        requiredFailures.contains { $0.isUndecided }
    }

    /// Whether this recognizer may still recognize the gesture in flight: possible, and tracking
    /// touches or waiting for more of them (a double tap between its taps).
    package var isUndecided: Bool { state == .possible && (!trackedTouches.isEmpty || isAwaitingMoreTouches) }

    /// Whether the gesture continues with touches yet to come (a multi-tap between taps): the
    /// recognizer is not reset when its touches lift.
    package var isAwaitingMoreTouches: Bool { false }

    private var requiredFailures: [UIGestureRecognizer] {
        var result = waitingFor.compactMap(\.recognizer)
        for other in GestureArbiter.recognizers(sharingTouchesWith: self) where other !== self {
            if delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true { result.append(other) }
        }
        return result
    }

    /// Called when a recognizer this one may wait for failed: a held transition goes ahead.
    package func otherRecognizerFailed(_ other: UIGestureRecognizer) {
        guard let pending = pendingState, state == .possible, !waitsForOthers else { return }
        pendingState = nil
        GestureArbiter.release(self)
        state = pending
        if trackedTouches.isEmpty && (state == .ended || state == .failed) { resetIfDone() }
    }

    /// Called when a recognizer this one waits for recognized: this one fails.
    package func otherRecognizerRecognized(_ other: UIGestureRecognizer) {
        if requiredFailures.contains(where: { $0 === other }), state == .possible {
            pendingState = nil
            GestureArbiter.release(self)
            state = .failed
        }
    }

    /// Whether this recognizer runs together with every other one (a scroll view's private touch
    /// delay, which must neither fail nor be failed by the recognizers around it).
    var runsAlongsideOtherRecognizers = false

    /// Whether this recognizer may run together with `other`.
    package func canRecognizeSimultaneously(with other: UIGestureRecognizer) -> Bool {
        runsAlongsideOtherRecognizers || other.runsAlongsideOtherRecognizers
            || delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) == true
            || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) == true
    }

    /// The subclass hook equivalent to the delegate's `gestureRecognizerShouldBegin` (true by default).
    open func gestureRecognizerShouldBegin() -> Bool { true }

    // MARK: Touches (override points)

    /// A touch went down.
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// A touch was cancelled; the default cancels a running gesture and fails a possible one.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .cancelled } else if state == .possible { state = .failed }
    }

    /// Called once the gesture is over and every touch lifted; subclasses clear their state.
    open func reset() {}

    /// Called each frame while tracking, for time-based recognizers (long press).
    open func frameDidAdvance(to time: CFTimeInterval) {}

    // MARK: Location

    /// Where the gesture is in `view`'s coordinates (the centroid of its touches).
    open func location(in view: UIView?) -> CGPoint {
        let points = currentOrLastLocations(in: view)
        guard !points.isEmpty else { return .zero }
        return CGPoint(
            x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
            y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    /// The number of touches involved.
    open var numberOfTouches: Int { trackedTouches.count }

    /// Where touch `index` is in `view`'s coordinates.
    open func location(ofTouch index: Int, in view: UIView?) -> CGPoint {
        let points = currentOrLastLocations(in: view)
        guard points.indices.contains(index) else { return .zero }
        return points[index]
    }

    /// Where the tracked touches are, or, once they are gone, where they were last (a gesture's
    /// location stays readable after it ends).
    private func currentOrLastLocations(in view: UIView?) -> [CGPoint] {
        guard trackedTouches.isEmpty else { return trackedTouches.map { $0.location(in: view) } }
        return lastTouchLocations.map { point in view.map { $0.convert(point, from: nil) } ?? point }
    }

    /// The window locations of the last touches when they left. Points, not the touches: a touch
    /// holds its recognizers, so keeping it would make a cycle (the recognizer, its last touch, the
    /// touch's view) that outlives the gesture.
    private var lastTouchLocations: [CGPoint] = []

    /// Stops tracking `touches`, remembering where the tracked ones were.
    private func stopTracking(_ touches: Set<UITouch>) {
        lastTouchLocations = trackedTouches.map(\.locationInWindow)
        trackedTouches.removeAll { touches.contains($0) }
    }

    // MARK: Delivery (called by the window)

    package func deliverBegan(_ touches: Set<UITouch>, event: UIEvent) {
        trackedTouches += touches.sorted { $0.sequence < $1.sequence }
        touchesBegan(touches, with: event)
    }

    package func deliverMoved(_ touches: Set<UITouch>, event: UIEvent) { touchesMoved(touches, with: event) }

    package func deliverEnded(_ touches: Set<UITouch>, event: UIEvent) {
        touchesEnded(touches, with: event)
        stopTracking(touches)
        resetIfDone()
    }

    package func deliverCancelled(_ touches: Set<UITouch>, event: UIEvent) {
        touchesCancelled(touches, with: event)
        stopTracking(touches)
        resetIfDone()
    }

    /// Back to `.possible` once the gesture is over and its touches are gone.
    package func resetIfDone(force: Bool = false) {
        if force { stopTracking(Set(trackedTouches)) }
        guard trackedTouches.isEmpty else { return }
        if state == .possible {
            // Still waiting for another recognizer to fail (keep the held transition), or for the
            // next tap of a multi-tap: not over yet. (Resetting here cleared a double tap's count
            // after its first tap, so it never recognized and a single tap never waited for it.)
            if (pendingState != nil || isAwaitingMoreTouches) && !force { return }
            pendingState = nil
            GestureArbiter.release(self)
            reset()
            return
        }
        if state == .began || state == .changed {
            // Touches ended without the subclass ending the gesture: UIKit cancels it.
            state = .cancelled
        }
        pendingState = nil
        GestureArbiter.release(self)
        reset()
        // Back to the start; `.possible` sends no action.
        state = .possible
    }
}

/// A weak reference to a recognizer.
@MainActor
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
