import Foundation

/// How a sheet moves (R136): its presentation and dismissal, detent changes and the settle after a
/// drag run 0.5 s on UIKit's system spring (curve 7, R121).
@MainActor
enum SheetMotion {
    /// The duration of the sheet's transitions and settles.
    static let duration: TimeInterval = 0.5
    /// Animation options selecting the system spring.
    static var springOptions: UIView.AnimationOptions {
        UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
    }
    /// The deceleration rate a release is projected with (`UIScrollView.DecelerationRate.normal`).
    static let decelerationRate: CGFloat = 0.998

    /// Where a release with `velocity` (points per second) would come to rest, as a distance from
    /// where it is: the projection of the Designing Fluid Interfaces session (R136).
    static func projection(ofVelocity velocity: CGFloat) -> CGFloat {
        (velocity / 1000) * decelerationRate / (1 - decelerationRate)
    }

    /// The resistance of a drag past where the card may go: `offset` pulled to at most `limit`
    /// (UIScrollView's rubber band, c = 0.55, R138).
    static func rubberBand(_ offset: CGFloat, limit: CGFloat) -> CGFloat {
        guard offset > 0, limit > 0 else { return 0 }
        return (1 - 1 / (offset * 0.55 / limit + 1)) * limit
    }
}
