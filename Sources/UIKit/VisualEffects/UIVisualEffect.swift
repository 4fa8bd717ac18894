import Foundation

/// An effect a `UIVisualEffectView` draws: a blur of what lies behind it (`UIBlurEffect`) or the
/// vibrancy of its content (`UIVibrancyEffect`). Effects are immutable values; two effects of the
/// same kind and style are equal (R220).
@preconcurrency @MainActor
open class UIVisualEffect: NSObject {
    /// Creates the base effect (it draws nothing; use a subclass).
    public override init() { super.init() }

    /// The effect itself: effects are immutable.
    open override func copy() -> Any { self }

    /// The backdrop material this effect draws for `traits` (nil: no blur).
    func material(for traits: UITraitCollection) -> BlurMaterial? { nil }
}
