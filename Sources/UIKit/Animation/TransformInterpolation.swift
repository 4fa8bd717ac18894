import Foundation

/// Two transforms decomposed once and interpolated many times: an animation between transforms
/// asks for a value every frame, and decomposing both ends each time was most of that cost. A class,
/// so an animation keeping one from frame to frame keeps a reference, not ten arrays to retain.
final class TransformInterpolation: Sendable {
    /// The start transform.
    let from: CATransform3D
    /// The end transform.
    let to: CATransform3D
    /// Both ends decomposed; nil when they are equal or one is singular.
    private let decomposed: (from: TransformDecomposition, to: TransformDecomposition)?
    /// Whether the two ends are equal (compared once, not at every frame).
    private let isConstant: Bool

    init(from: CATransform3D, to: CATransform3D) {
        self.from = from
        self.to = to
        isConstant = from == to
        if !isConstant, let a = TransformDecomposition(from), let b = TransformDecomposition(to) {
            decomposed = (a, b)
        } else {
            decomposed = nil
        }
    }

    /// Whether this interpolates between exactly `a` and `b`.
    func connects(_ a: CATransform3D, _ b: CATransform3D) -> Bool { from == a && to == b }

    /// The transform `f` of the way (by decomposition; a step at 0.5 when one end is singular).
    func value(at f: Double) -> CATransform3D {
        if isConstant { return from }
        guard let decomposed else { return f < 0.5 ? from : to }
        guard PresentationShortcuts.areEnabled else {
            return TransformDecomposition.interpolate(decomposed.from, decomposed.to, f).transform
        }
        return TransformDecomposition.interpolatedTransform(decomposed.from, decomposed.to, f)
    }

    /// `value(at:)` as this type's first version computed it (through `TransformDecomposition`'s arrays).
    package static func referenceValue(from: CATransform3D, to: CATransform3D, at f: Double) -> CATransform3D? {
        guard let a = TransformDecomposition(from), let b = TransformDecomposition(to) else { return nil }
        return TransformDecomposition.interpolate(a, b, f).transform
    }
}
