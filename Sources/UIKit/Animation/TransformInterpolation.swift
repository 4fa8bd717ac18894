import Foundation

/// Two transforms decomposed once and interpolated many times: an animation between transforms
/// asks for a value every frame, and decomposing both ends each time was most of that cost.
struct TransformInterpolation {
    /// The start transform.
    let from: CATransform3D
    /// The end transform.
    let to: CATransform3D
    /// Both ends decomposed; nil when they are equal or one is singular.
    private let decomposed: (from: TransformDecomposition, to: TransformDecomposition)?

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        if from != to, let a = TransformDecomposition(from), let b = TransformDecomposition(to) {
            decomposed = (a, b)
        } else {
            decomposed = nil
        }
    }

    /// Whether this interpolates between exactly `a` and `b`.
    func connects(_ a: CATransform3D, _ b: CATransform3D) -> Bool { from == a && to == b }

    /// The transform `f` of the way (by decomposition; a step at 0.5 when one end is singular).
    func value(at f: Double) -> CATransform3D {
        if from == to { return from }
        guard let decomposed else { return f < 0.5 ? from : to }
        return TransformDecomposition.interpolate(decomposed.from, decomposed.to, f).transform
    }
}
