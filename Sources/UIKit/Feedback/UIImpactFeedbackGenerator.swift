import Foundation

/// Plays the haptic of a physical impact: a card snapping into place, a drag crossing a threshold.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the impact (UIKit's raw values).
    public enum FeedbackStyle: Int, Sendable, CustomStringConvertible {
        case light = 0
        case medium = 1
        case heavy = 2
        case soft = 3
        case rigid = 4

        public var description: String {
            switch self {
            case .light: return "light"
            case .medium: return "medium"
            case .heavy: return "heavy"
            case .soft: return "soft"
            case .rigid: return "rigid"
            }
        }
    }

    /// The style of the impacts this generator plays.
    public let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of medium impacts (UIKit's default).
    public convenience override init() { self.init(style: .medium) }

    /// Plays an impact: `feedback.impactOccurred(medium)` in the event log.
    open func impactOccurred() { record("impactOccurred(\(style))") }

    /// Plays an impact at `intensity` (0…1): `feedback.impactOccurred(medium, intensity: 0.5)`.
    open func impactOccurred(intensity: CGFloat) {
        let clamped = min(max(intensity, 0), 1)
        record("impactOccurred(\(style), intensity: \(formatNumber(clamped)))")
    }
}
