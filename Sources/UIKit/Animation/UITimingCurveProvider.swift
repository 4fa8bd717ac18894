import Foundation

/// The kind of timing a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// A built-in UIView curve.
    case builtin = 0
    /// Custom cubic control points.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// Cubic and spring combined.
    case composed = 3
}

/// Timing information for a property animator.
@preconcurrency @MainActor
public protocol UITimingCurveProvider: NSObjectProtocol {
    /// The kind of timing.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic parameters, if any.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring parameters, if any.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The progress at time fraction `tau` of an animation lasting `duration` seconds.
    func progress(at tau: Double, duration: Double) -> Double {
        if tau >= 1 { return 1 }
        if let spring = springTimingParameters { return spring.solver(duration: duration).progress(at: tau * duration) }
        return cubicTimingParameters?.timingFunction.value(at: tau) ?? tau
    }
}
