import Foundation

/// An animation through a sequence of values at given key times (R122–R123).
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    public var values: [Any]? {
        didSet { keyframes = (values ?? []).compactMap { AnimatableValue(any: $0) } }
    }
    /// The times (0…1 of the duration) of the values; nil spaces them evenly.
    public var keyTimes: [NSNumber]?
    /// One timing function per segment between keyframes.
    public var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    public var calculationMode: CAAnimationCalculationMode = .linear
    /// A path for a point property to follow (R229); it takes the place of `values`. Its drawn
    /// elements are the keyframes: each runs from one key time to the next, or the whole path at
    /// an even speed with `.paced` or `.cubicPaced`.
    public var path: CGPath? {
        didSet { preparedPath = path.map(KeyframePath.init) }
    }
    /// Whether a layer moving along `path` turns with it (nil: it keeps its transform).
    public var rotationMode: CAAnimationRotationMode?

    /// `path` prepared once when set.
    private var preparedPath: KeyframePath?

    /// `values` converted once when set (they are read every frame).
    private var keyframes: [AnimatableValue] = []

    /// The value at overall fraction `f` (after the animation's own timing function).
    func value(atFraction f: Double) -> AnimatableValue? {
        let list = keyframes
        guard let first = list.first else { return nil }
        if list.count == 1 { return first }
        let discrete = calculationMode == .discrete
        let times: [Double] =
            keyTimes?.map(\.doubleValue)
            ?? (0..<list.count).map { Double($0) / Double(discrete ? list.count : list.count - 1) }
        guard times.count >= list.count - (discrete ? 0 : 0), times.count >= 2 else { return first }
        // The last key time not after f (R122: a zero-length segment makes the value jump there).
        var i = 0
        while i + 1 < min(times.count, list.count) && times[i + 1] <= f { i += 1 }
        if discrete || i + 1 >= list.count || f <= times[0] { return f <= times[0] ? list[0] : list[i] }
        let span = times[i + 1] - times[i]
        var local = span > 0 ? (f - times[i]) / span : 1
        if let functions = timingFunctions, i < functions.count { local = functions[i].value(at: local) }
        return interpolate(list[i], list[i + 1], local)
    }

    override func apply(simpleTime t: Double, to properties: inout LayerProperties) {
        let fraction = pacedFraction(simpleTime: t)
        if let preparedPath {
            let paced = calculationMode == .paced || calculationMode == .cubicPaced
            guard
                let sample = preparedPath.sample(
                    atFraction: fraction, keyTimes: keyTimes?.map(\.doubleValue), timingFunctions: timingFunctions,
                    paced: paced, discrete: calculationMode == .discrete)
            else { return }
            write(.point(sample.point), to: &properties)
            if let rotationMode {
                var angle = atan2(sample.tangent.dy, sample.tangent.dx)
                if rotationMode == .rotateAutoReverse { angle += .pi }
                properties.transform = CATransform3DMakeRotation(angle, 0, 0, 1).concatenating(properties.transform)
            }
            return
        }
        guard let value = value(atFraction: fraction) else { return }
        write(value, to: &properties)
    }
}
