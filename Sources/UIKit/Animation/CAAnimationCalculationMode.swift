import Foundation

/// How a keyframe animation computes values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Straight interpolation between keyframes.
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    /// Each value holds until the next key time.
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    /// Evenly paced (modelled as linear).
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    /// Catmull-Rom spline (modelled as linear).
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    /// Paced spline (modelled as linear).
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}
