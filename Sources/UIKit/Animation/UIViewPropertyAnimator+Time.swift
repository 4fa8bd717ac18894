import Foundation

// The animator's time: segments from a fraction to the end or the start, read in each
// animation's layer time (R52–R53), and what happens when one ends.
extension UIViewPropertyAnimator {
    /// One run of the animations from `fromFraction` toward `toFraction`, started at `startTime`.
    @MainActor
    struct Segment {
        /// The start, in the animator's time (media time shifted by each layer's time, see `shift`).
        var startTime: CFTimeInterval
        /// The media time at which the segment was started: each layer's time is anchored here.
        var createdAt: CFTimeInterval
        var length: CFTimeInterval
        var fromFraction: Double
        var toFraction: Double
        var fromValue: Double
        var toValue: Double
        var timing: UITimingCurveProvider
        /// The duration the timing curve is shaped for (springs depend on it).
        var curveDuration: Double

        func tau(at t: CFTimeInterval) -> Double { length > 0 ? min(max((t - startTime) / length, 0), 1) : 1 }
        func fraction(at t: CFTimeInterval) -> Double { fromFraction + (toFraction - fromFraction) * tau(at: t) }
        func value(at t: CFTimeInterval) -> Double {
            fromValue + (toValue - fromValue) * timing.progress(at: tau(at: t), duration: curveDuration)
        }
        func hasEnded(at t: CFTimeInterval) -> Bool { t >= startTime + length }
    }

    /// The value progress (0 = start values, 1 = end values) of `animation` when its layer's local
    /// time is `localTime`.
    func valueProgress(of animation: PropertyAnimatorAnimation, localTime: CFTimeInterval) -> Double {
        guard let segment else { return pausedValue }
        // R161: played out of a classic transition, on media time whatever the layer's time does.
        if playsOutOfClassicTransition { return segment.value(at: CACurrentMediaTime()) }
        return segment.value(at: localTime - shift(of: animation, in: segment))
    }

    /// The offset from the animator's time to `animation`'s layer time for the current segment:
    /// the layer's local time at the segment's start minus the media time then, fixed at the next
    /// transaction commit (like a Core Animation begin time, so a container frozen in the same turn
    /// of the run loop counts, R52); before the commit, what the commit would fix now. 0 when the
    /// layer's time is media time, so an unfrozen animator runs on media time exactly.
    func shift(of animation: PropertyAnimatorAnimation, in segment: Segment) -> CFTimeInterval {
        if let shift = animation.timeShift { return shift }
        guard let layer = animation.layer else { return 0 }
        return layer.localTime(atMediaTime: segment.createdAt) - segment.createdAt
    }

    /// Forgets the fixed shifts: a new segment anchors them at its start.
    func resetShifts() {
        for track in tracks { track.animation.timeShift = nil }
    }

    /// The animator's time now, read from its first attached animation's layer (media time if none).
    func currentTime() -> CFTimeInterval {
        let now = CACurrentMediaTime()
        guard !playsOutOfClassicTransition, let segment, let track = tracks.first(where: isAttached) else { return now }
        return track.layer.localTime(atMediaTime: now) - shift(of: track.animation, in: segment)
    }

    /// Whether `segment` is over at media time `t`: every animation reached its end in its layer's
    /// time or was taken off its layer (ended by a percent-driven transition, R55). Under a frozen
    /// ancestor time does not pass, so, as Core Animation's, the animation does not end there even
    /// when scrubbed to its end.
    func hasEnded(_ segment: Segment, at t: CFTimeInterval) -> Bool {
        guard !tracks.isEmpty, !playsOutOfClassicTransition else { return segment.hasEnded(at: t) }
        return tracks.allSatisfy { track in
            guard isAttached(track) else { return true }
            guard track.layer.effectiveSpeed != 0 else { return false }
            return segment.hasEnded(at: track.layer.localTime(atMediaTime: t) - shift(of: track.animation, in: segment))
        }
    }

    /// Starts a segment from the paused fraction toward the end (or the start when reversed).
    func run(from start: CFTimeInterval, timing: UITimingCurveProvider) {
        let target = isReversed ? 0.0 : 1.0
        let remaining = abs(target - pausedFraction)
        let total = duration * durationFactor
        segment = Segment(
            startTime: start, createdAt: CACurrentMediaTime(), length: remaining * total, fromFraction: pausedFraction,
            toFraction: target,
            fromValue: pausedValue, toValue: target, timing: timing, curveDuration: max(remaining * total, 0.01))
        resetShifts()
        LayerTreeChanges.invalidate()
    }

    func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        playsOutOfClassicTransition = false
        segment = nil
        pausedSegment = nil
        durationFactor = 1
        let callbacks = completions
        completions = []
        for callback in callbacks { callback(position) }
    }

    /// Reached the end of a segment at `t`.
    func segmentEnded(_ ended: Segment) {
        if pausesOnCompletion {
            // R124: stay active, paused at the end; no completions.
            pausedFraction = ended.toFraction
            pausedValue = ended.toValue
            pausedSegment = nil
            segment = nil
            return
        }
        let position: UIViewAnimatingPosition = ended.toFraction == 0 ? .start : .end
        detachTracks { track in position == .end ? track.to : track.from }
        tracksSnapshot = []
        complete(at: position)
    }
}
