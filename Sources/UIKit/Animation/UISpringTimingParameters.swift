import Foundation

/// Spring timing for a property animator (R119).
@preconcurrency @MainActor
public final class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// How the spring is specified.
    enum Form {
        /// Damping ratio; stiffness from the animator's duration (R115).
        case dampingRatio(Double)
        /// Explicit physics; the animator's duration is the settling time (R119, R120).
        case physical(mass: Double, stiffness: Double, damping: Double)
    }

    let form: Form
    /// The initial velocity, per axis, in distances per second (R114).
    public let initialVelocity: CGVector

    /// The system spring: m 3, k 1000, c 500 (R119, R121).
    public override init() {
        form = .physical(mass: 3, stiffness: 1000, damping: 500)
        initialVelocity = .zero
    }

    /// A damping ratio with no initial velocity.
    public convenience init(dampingRatio ratio: CGFloat) { self.init(dampingRatio: ratio, initialVelocity: .zero) }

    /// A damping ratio and initial velocity; the stiffness follows the animator's duration (R115).
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        form = .dampingRatio(Double(ratio))
        initialVelocity = velocity
    }

    /// Explicit mass, stiffness and damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        form = .physical(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping))
        initialVelocity = velocity
    }

    /// The response form (R119): k = (2π/response)², c = 4π·ζ/response, m = 1, with
    /// bounce ≥ 0 ⇒ ζ = 1 − bounce and bounce < 0 ⇒ ζ = 1/(1 + bounce).
    public convenience init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector = .zero) {
        let b = Double(bounce)
        let zeta = b >= 0 ? 1 - b : 1 / (1 + b)
        let k = pow(2 * Double.pi / duration, 2)
        let c = 4 * Double.pi * zeta / duration
        self.init(mass: 1, stiffness: CGFloat(k), damping: CGFloat(c), initialVelocity: velocity)
    }

    /// R120: the velocity that paces a one-dimensional progress (the larger axis).
    var scalarVelocity: Double {
        abs(initialVelocity.dx) >= abs(initialVelocity.dy) ? Double(initialVelocity.dx) : Double(initialVelocity.dy)
    }

    /// The spring for an animation lasting `duration` seconds.
    func solver(duration: Double) -> SpringSolver {
        switch form {
        case .dampingRatio(let zeta):
            return SpringSolver.uiKitSpring(duration: duration, dampingRatio: zeta, initialVelocity: scalarVelocity)
        case .physical(let m, let k, let c):
            return SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: scalarVelocity)
        }
    }

    /// The duration this spring imposes on an animator, if any (explicit springs settle on their own, R119–R120).
    var impliedDuration: Double? {
        switch form {
        case .dampingRatio: return nil
        case .physical(let m, let k, let c):
            let settle = { (v: Double) in
                SpringSolver(mass: m, stiffness: k, damping: c, initialVelocity: v).settlingDuration()
            }
            return max(settle(Double(initialVelocity.dx)), settle(Double(initialVelocity.dy)))
        }
    }

    public var timingCurveType: UITimingCurveType { .spring }
    public var cubicTimingParameters: UICubicTimingParameters? { nil }
    public var springTimingParameters: UISpringTimingParameters? { self }
}
