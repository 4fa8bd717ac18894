import Foundation

/// The framework's animation clockwork: which layers carry animations, the transaction commit that
/// fixes begin times, and end-of-animation callbacks — all run from `FrameCycle.run`.
@MainActor
package enum AnimationEngine {
    /// What the engine keeps for the app that runs now (`UIKitRuntimeState.animationEngine`).
    @MainActor
    final class State {
        /// Layers that carry animations, in the order they got their first one (kept alive until
        /// their animations are gone, so completions fire). An array, not a dictionary: it is walked
        /// every frame.
        var layers: [Registration] = []
        /// Counts timing changes of animations and additions of animations: the window of each
        /// registration holds only while this has not moved.
        var timingGeneration = 0
        /// `timingGeneration` when the windows were last computed.
        var windowsGeneration = -1
        /// Counts changes of layers' own timing (speed, begin time, time offset) and of their lists
        /// of animations: what the media-time window below depends on besides the windows.
        var layerTimingGeneration = 0
        /// The span of media time in which no registered layer's animation can end — every
        /// window mapped through its layer's time — and what it was computed under.
        var mediaWindow: (window: ClosedRange<CFTimeInterval>, key: MediaWindowKey)?
        /// Layers `finishEndedAnimations` has looked at, all told (for the tests).
        var layersExamined = 0
        /// Animations added since the last commit, which will fix their begin times.
        var uncommitted: [(layer: CALayer, entry: LayerAnimationEntry)] = []
        /// Callbacks deferred to the next frame cycle (completions of blocks that animated nothing, R110).
        var nextFrameCallbacks: [() -> Void] = []
        /// Work deferred to the end of the current turn of the run loop (a transition's animator
        /// starting, R7, R67, R162).
        var endOfTurnCallbacks: [() -> Void] = []
    }

    /// The engine's state in the app that runs now.
    private static var state: State { UIKitRuntime.current.animationEngine }

    /// A layer that carries animations, with the window of its local time in which none of them can
    /// end (so `finishEndedAnimations` need not look at its animations while it stays inside).
    struct Registration {
        let layer: CALayer
        /// No animation ends while the layer's local time stays strictly between these.
        var openWindow: ClosedRange<CFTimeInterval> = 0...0
    }

    /// Local time stays this far inside a window before an end check is skipped, so that rounding in
    /// the window's bounds never delays an end (far below one frame).
    private static let windowMargin: CFTimeInterval = 1e-3

    /// Called when an animation's timing changes: every window is recomputed at the next check.
    static func timingDidChange() { state.timingGeneration &+= 1 }

    /// How many layers `finishEndedAnimations` has looked at in the app that runs now (it looks at
    /// none while the media time stays inside the window in which nothing can end).
    package static var layersExamined: Int { state.layersExamined }

    /// Called when a layer's own timing or its list of animations changes: the media-time window
    /// is recomputed at the next check.
    static func layerTimingDidChange() { state.layerTimingGeneration &+= 1 }

    /// What a media-time window holds under: the windows' generation, the layers' timing, the
    /// tree's shape (a layer's time follows its superlayers') and the layers registered.
    struct MediaWindowKey: Equatable {
        var timing: Int
        var layerTiming: Int
        var geometry: Int
        var layers: Int
    }

    private static var mediaWindowKey: MediaWindowKey {
        MediaWindowKey(
            timing: state.timingGeneration, layerTiming: state.layerTimingGeneration,
            geometry: LayerTreeChanges.geometryGeneration, layers: state.layers.count)
    }

    /// `window` (local time, already narrowed by the margin) as the media times at which a layer
    /// whose local time is `local` at `mediaTime`, at `speed` (≠ 0) media seconds a second, is in it:
    /// a layer's time is linear in media time ((t − beginTime) × speed + timeOffset at each level).
    private static func mediaSpan(
        of window: ClosedRange<CFTimeInterval>, local: CFTimeInterval, mediaTime: CFTimeInterval, speed: Double
    ) -> ClosedRange<CFTimeInterval> {
        let offset = local - speed * mediaTime
        let a = (window.lowerBound - offset) / speed
        let b = (window.upperBound - offset) / speed
        guard a.isNaN == false, b.isNaN == false else { return 0...0 }
        return min(a, b)...max(a, b)
    }

    /// Notes that `entry` was just added to `layer`.
    static func register(_ entry: LayerAnimationEntry, of layer: CALayer) {
        state.uncommitted.append((layer, entry))
        timingDidChange()
        guard layer.animationEngineState !== state else { return }
        layer.animationEngineState = state
        state.layers.append(Registration(layer: layer))
    }

    /// Ends every animation in `layer`'s subtree now, as if its time had run out: removes those
    /// marked `isRemovedOnCompletion` and delivers `finished == true` (what a percent-driven
    /// transition does when its completion run is over, R54–R55).
    package static func endAnimations(inSubtreeOf layer: CALayer) {
        var ended: [LayerAnimationEntry] = []
        func visit(_ layer: CALayer) {
            // A property animator's animations are its own: it ends them itself (R161).
            let entries = layer.animationEntries.filter { !$0.didStop && !($0.animation is PropertyAnimatorAnimation) }
            layer.animationEntries.removeAll { entry in
                entries.contains { $0 === entry } && entry.animation.isRemovedOnCompletion
            }
            ended += entries
            for sublayer in layer.sublayers ?? [] { visit(sublayer) }
        }
        visit(layer)
        if !ended.isEmpty { LayerTreeChanges.invalidate() }
        for entry in ended { stop(entry, finished: true) }
    }

    /// Drops every animation of the app that runs now without calling anyone back, as quitting
    /// the app does (`UIWindow.tearDownContent`): layers keep their model values, and the
    /// completion blocks and delegates the animations held — which may hold controllers — go.
    package static func abandonAll() {
        for registration in state.layers {
            for entry in registration.layer.animationEntries {
                entry.didStop = true
                entry.groups.removeAll()
            }
            registration.layer.animationEntries.removeAll()
        }
        state.layers.removeAll()
        state.uncommitted.removeAll()
        state.nextFrameCallbacks.removeAll()
        state.endOfTurnCallbacks.removeAll()
        timingDidChange()
        LayerTreeChanges.invalidate()
    }

    /// Runs `body` at the start of the next `FrameCycle.run`.
    static func performOnNextFrame(_ body: @escaping () -> Void) { state.nextFrameCallbacks.append(body) }

    /// Runs `body` when the current turn of the run loop ends (R162): before the media clock next
    /// moves on (`MediaClock.advance`), or in the next frame cycle if that comes first. UIKit does
    /// such work right after the turn's transaction commits, still at the turn's time.
    static func performAtEndOfTurn(_ body: @escaping () -> Void) { state.endOfTurnCallbacks.append(body) }

    /// Ends the current turn of the run loop: runs the work deferred to its end, and what that work
    /// defers in turn (R162).
    package static func endTurn() {
        while !state.endOfTurnCallbacks.isEmpty {
            let callbacks = state.endOfTurnCallbacks
            state.endOfTurnCallbacks = []
            for callback in callbacks { callback() }
        }
    }

    /// Delivers the stop callback of `entry` (once).
    static func stop(_ entry: LayerAnimationEntry, finished: Bool) {
        guard !entry.didStop else { return }
        entry.didStop = true
        entry.animation.delegate?.animationDidStop(entry.animation, finished: finished)
        let groups = entry.groups
        entry.groups = []
        for group in groups { group.animationStopped(finished: finished) }
    }

    /// The layers that got animations since the last commit (each once, in order): what a
    /// transition's animator animated, read just before the commit that starts it.
    package static var uncommittedLayers: [CALayer] {
        var layers: [CALayer] = []
        for (layer, _) in state.uncommitted where !layers.contains(where: { $0 === layer }) { layers.append(layer) }
        return layers
    }

    /// The transaction commit: fixes the begin time of newly added animations in their layer's time
    /// and tells their delegates they started. Animations removed before the commit never start;
    /// animations added by a delegate during the commit wait for the next one.
    package static func commit(mediaTime: CFTimeInterval) {
        let added = state.uncommitted
        state.uncommitted = []
        for (layer, entry) in added where entry.resolvedBegin == nil {
            guard layer.animationEntries.contains(where: { $0 === entry }) else { continue }
            entry.resolvedBegin = layer.begin(of: entry)
            // The begin time is now fixed, whatever the layer's timing did since it was guessed.
            timingDidChange()
            entry.animation.delegate?.animationDidStart(entry.animation)
        }
        UIViewPropertyAnimator.commitTimeShifts()
    }

    /// Ends every animation whose active interval is over at `mediaTime` (removing those marked
    /// `isRemovedOnCompletion`) and delivers `finished == true`. Frozen layers (an ancestor with
    /// speed 0) never end, even when scrubbed to the end: their time does not pass.
    package static func finishEndedAnimations(mediaTime: CFTimeInterval) {
        let windowsHold = state.windowsGeneration == state.timingGeneration
        // Inside the media-time window nothing can end: no layer need be looked at (at 10,000
        // animated layers this loop, twice a frame, walked every superlayer chain twice).
        if windowsHold, let held = state.mediaWindow, held.key == mediaWindowKey,
            mediaTime > held.window.lowerBound, mediaTime < held.window.upperBound
        {
            return
        }
        let generation = state.timingGeneration
        var mediaWindow = -CFTimeInterval.infinity...CFTimeInterval.infinity
        func narrow(_ window: ClosedRange<CFTimeInterval>, local: CFTimeInterval, speed: Double) {
            let inner = window.lowerBound + windowMargin
            let outer = window.upperBound - windowMargin
            guard inner < outer else {
                mediaWindow = 0...0
                return
            }
            let span = mediaSpan(of: inner...outer, local: local, mediaTime: mediaTime, speed: speed)
            let lower = max(mediaWindow.lowerBound, span.lowerBound)
            mediaWindow = lower...max(lower, min(mediaWindow.upperBound, span.upperBound))
        }
        // Layers registered by the stop callbacks are looked at in the next frame.
        state.layersExamined += state.layers.count
        for index in state.layers.indices {
            let layer = state.layers[index].layer
            // (A frozen layer's animations never end: it leaves the media-time window alone.)
            let speed = layer.effectiveSpeed
            guard speed != 0 else { continue }
            let local = layer.localTime(atMediaTime: mediaTime)
            let window = state.layers[index].openWindow
            if windowsHold && local > window.lowerBound + windowMargin && local < window.upperBound - windowMargin {
                narrow(window, local: local, speed: speed)
                continue
            }
            var ended: [LayerAnimationEntry] = []
            var open = -CFTimeInterval.infinity...CFTimeInterval.infinity
            for entry in layer.animationEntries where !entry.didStop {
                if let retiming = entry.retiming {
                    // R54: a re-timed animation ends when its rest is over.
                    if retiming.hasEnded(parentTime: local) {
                        ended.append(entry)
                    } else {
                        open = open.lowerBound...max(open.lowerBound, min(open.upperBound, retiming.end))
                    }
                    continue
                }
                let animationSpeed = Double(entry.animation.speed)
                let begin = layer.begin(of: entry)
                if animationSpeed != 0, entry.animation.hasEnded(parentTime: local, begin: begin) {
                    ended.append(entry)
                } else if let end = entry.animation.endTime(begin: begin) {
                    open =
                        end.endsForward
                        ? open.lowerBound...max(open.lowerBound, min(open.upperBound, end.parentTime))
                        : min(open.upperBound, max(open.lowerBound, end.parentTime))...open.upperBound
                }
            }
            state.layers[index].openWindow = open
            narrow(open, local: local, speed: speed)
            guard !ended.isEmpty else { continue }
            layer.animationEntries.removeAll { entry in
                ended.contains { $0 === entry } && entry.animation.isRemovedOnCompletion
            }
            LayerTreeChanges.invalidate()
            for entry in ended { stop(entry, finished: true) }
        }
        // A callback that changed timing or added animations voids the windows just computed.
        state.windowsGeneration = state.timingGeneration == generation ? generation : -1
        state.layers.removeAll { registration in
            guard registration.layer.animationEntries.isEmpty else { return false }
            registration.layer.animationEngineState = nil
            return true
        }
        // Kept only when the windows hold now (no callback changed timing): the key is taken after
        // the layers whose animations are over have gone.
        state.mediaWindow = state.windowsGeneration == generation ? (mediaWindow, mediaWindowKey) : nil
    }

    /// Runs the callbacks deferred to this frame.
    package static func runDeferredCallbacks() {
        let callbacks = state.nextFrameCallbacks
        state.nextFrameCallbacks = []
        for callback in callbacks { callback() }
    }

    /// Whether any animation can still change what is on screen (unfrozen and not yet ended), or a
    /// callback is waiting for the next frame.
    package static var hasRunningAnimations: Bool {
        if !state.nextFrameCallbacks.isEmpty || !state.endOfTurnCallbacks.isEmpty { return true }
        return state.layers.contains { registration in
            let layer = registration.layer
            return layer.effectiveSpeed != 0
                && layer.animationEntries.contains { !$0.didStop || $0.resolvedBegin == nil }
        }
    }
}
