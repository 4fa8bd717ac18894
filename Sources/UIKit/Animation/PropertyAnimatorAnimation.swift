import Foundation

/// The animation a property animator attaches for one captured property: its progress is read
/// from the animator, at its layer's local time.
@MainActor
final class PropertyAnimatorAnimation: CAPropertyAnimation {
    weak var animator: UIViewPropertyAnimator?
    /// The layer it animates.
    weak var layer: CALayer?
    /// The animator's current segment's offset to this layer's time, once fixed at a commit.
    var timeShift: CFTimeInterval?
    var from: AnimatableValue = .scalar(0)
    var to: AnimatableValue = .scalar(0)
    /// The animator value progress at which this property starts moving.
    var startValue = 0.0

    /// The property's value when the animator's value progress is `v`.
    func value(atAnimatorValue v: Double) -> AnimatableValue {
        let local = startValue < 1 ? (v - startValue) / (1 - startValue) : (v >= 1 ? 1 : 0)
        return interpolate(from, to, v < startValue ? 0 : local)
    }

    override func apply(parentTime: Double, begin: Double, to properties: inout LayerProperties) {
        guard let animator else { return }
        let progress = animator.valueProgress(of: self, localTime: parentTime)
        parsedKeyPath?.set(value(atAnimatorValue: progress), in: &properties)
    }
}
