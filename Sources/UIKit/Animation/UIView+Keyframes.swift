import Foundation

/// The keyframes recorded for one property during `animateKeyframes`.
@MainActor
private final class KeyframeTrack {
    let layer: CALayer
    let key: String
    let initial: AnimatableValue
    var stops: [(start: Double, duration: Double, value: AnimatableValue)] = []
    init(layer: CALayer, key: String, initial: AnimatableValue) {
        self.layer = layer
        self.key = key
        self.initial = initial
    }

    /// Values and key times: hold the previous value until a keyframe starts, reach its value at
    /// its end (a zero relative duration jumps, R122).
    var valuesAndKeyTimes: ([AnimatableValue], [Double]) {
        var values = [initial]
        var times = [0.0]
        var current = initial
        for stop in stops.sorted(by: { $0.start < $1.start }) {
            if stop.start > times.last! {
                values.append(current)
                times.append(stop.start)
            }
            values.append(stop.value)
            times.append(min(1, stop.start + stop.duration))
            current = stop.value
        }
        if times.last! < 1 {
            values.append(current)
            times.append(1)
        }
        return (values, times)
    }
}

/// The open `animateKeyframes` call: where `addKeyframe` records.
@MainActor
final class KeyframeRecorder {
    /// The open call of the app that runs now (`UIKitRuntimeState.keyframeRecorder`).
    static var current: KeyframeRecorder? {
        get { UIKitRuntime.current.keyframeRecorder }
        set { UIKitRuntime.current.keyframeRecorder = newValue }
    }
    fileprivate var tracks: [KeyframeTrack] = []
    var window = (start: 0.0, duration: 1.0)

    func record(_ layer: CALayer, _ key: String, _ old: AnimatableValue, _ new: AnimatableValue) {
        let track =
            tracks.first { $0.layer === layer && $0.key == key }
            ?? {
                let t = KeyframeTrack(layer: layer, key: key, initial: old)
                tracks.append(t)
                return t
            }()
        track.stops.append((window.start, window.duration, new))
    }
}

extension UIView {
    /// Animates the keyframes added in `animations` (R122–R123): one CAKeyframeAnimation per property,
    /// paced as a whole by the curve in the options' bits 16–19 (ease-in-out by default).
    public static func animateKeyframes(
        withDuration duration: TimeInterval, delay: TimeInterval, options: KeyframeAnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let viewOptions = AnimationOptions(rawValue: options.rawValue)
        let group = AnimationCompletionGroup { finished in completion?(finished) }
        guard duration > 0, UIViewAnimationContext.animationsEnabled else {
            performWithoutAnimation(animations)
            group.seal()
            return
        }
        let recorder = KeyframeRecorder()
        let outer = KeyframeRecorder.current
        KeyframeRecorder.current = recorder
        let context = UIViewAnimationContext(
            duration: duration, delay: delay, options: viewOptions, pacing: .curve(viewOptions.curve.timingFunction),
            group: group)
        context.capture = { layer, key, old, new in recorder.record(layer, key, old, new) }
        context.perform(animations)
        KeyframeRecorder.current = outer
        let mode: CAAnimationCalculationMode =
            switch (options.rawValue >> 10) & 0x7 {
            case 1: .discrete
            case 2: .paced
            case 3: .cubic
            case 4: .cubicPaced
            default: .linear
            }
        for track in recorder.tracks {
            let (values, times) = track.valuesAndKeyTimes
            let animation = CAKeyframeAnimation(keyPath: track.key)
            animation.values = values
            animation.keyTimes = times.map { NSNumber(value: $0) }
            animation.calculationMode = mode
            animation.timingFunction = viewOptions.curve.timingFunction  // R123
            animation.duration = duration
            animation.relativeBeginTime = delay
            animation.fillMode = .both
            if viewOptions.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = viewOptions.contains(.autoreverse)
            animation.blocksUserInteraction = !viewOptions.contains(.allowUserInteraction)  // R113
            track.layer.add(animation, forKey: UIViewAnimationContext.uniqueKey(track.key, in: track.layer))
            if let entry = track.layer.animationEntries.last { group.track(entry) }
        }
        group.seal()
    }

    /// Adds a keyframe inside `animateKeyframes`: the changes in `animations` happen between
    /// `frameStartTime` and `frameStartTime + frameDuration` (fractions of the whole, R122).
    public static func addKeyframe(
        withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
        animations: @escaping () -> Void
    ) {
        guard let recorder = KeyframeRecorder.current else {
            animations()
            return
        }
        let saved = recorder.window
        recorder.window = (min(max(frameStartTime, 0), 1), min(max(frameDuration, 0), 1))
        animations()
        recorder.window = saved
    }
}
