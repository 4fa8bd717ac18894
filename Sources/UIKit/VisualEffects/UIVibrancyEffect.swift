import Foundation

/// Makes the content of a `UIVisualEffectView` vivid over a blur: placed in the `contentView` of
/// a blurring effect view, its own content is drawn in a colour of the blur's appearance for
/// `style` (R225).
@preconcurrency @MainActor
open class UIVibrancyEffect: UIVisualEffect {
    /// The blur the vibrancy sits on.
    public let blurEffect: UIBlurEffect
    /// The vibrancy's style.
    public let style: UIVibrancyEffectStyle

    /// The vibrancy for content over `blurEffect`, in `style`.
    public init(blurEffect: UIBlurEffect, style: UIVibrancyEffectStyle) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }

    /// The vibrancy for content over `blurEffect`, in the label style.
    public convenience init(blurEffect: UIBlurEffect) { self.init(blurEffect: blurEffect, style: .label) }

    /// Equal when for the same blur and style.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIVibrancyEffect else { return false }
        return other.blurEffect.isEqual(blurEffect) && other.style == style
    }

    open override var hash: Int { blurEffect.hash &* 31 &+ style.rawValue }

    /// The colour the content is drawn in: the style's system colour in the blur's appearance
    /// (its light or dark variant; the plain materials follow `traits`).
    func tint(for traits: UITraitCollection) -> CGColor {
        let dark: Bool
        switch blurEffect.style {
        case .dark, .systemUltraThinMaterialDark, .systemThinMaterialDark, .systemMaterialDark,
            .systemThickMaterialDark, .systemChromeMaterialDark:
            dark = true
        case .extraLight, .light, .systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight,
            .systemThickMaterialLight, .systemChromeMaterialLight:
            dark = false
        default:
            dark = traits.userInterfaceStyle == .dark
        }
        let color: UIColor
        switch style {
        case .label: color = .label
        case .secondaryLabel: color = .secondaryLabel
        case .tertiaryLabel: color = .tertiaryLabel
        case .quaternaryLabel: color = .quaternaryLabel
        case .fill: color = .systemFill
        case .secondaryFill: color = .secondarySystemFill
        case .tertiaryFill: color = .tertiarySystemFill
        case .separator: color = .separator
        }
        return color.resolvedColor(with: UITraitCollection(userInterfaceStyle: dark ? .dark : .light)).cgColor
    }
}

/// The styles of vibrancy (iOS 13): the label, fill and separator colours of content over a blur.
public enum UIVibrancyEffectStyle: Int, Sendable, CaseIterable {
    case label = 0
    case secondaryLabel = 1
    case tertiaryLabel = 2
    case quaternaryLabel = 3
    case fill = 4
    case secondaryFill = 5
    case tertiaryFill = 6
    case separator = 7
}
