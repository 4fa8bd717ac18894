import Foundation

/// Blurs what lies behind a `UIVisualEffectView` in one of the system's styles: the backdrop is
/// blurred, its colours saturated and a tint laid over it (R220, R221).
@preconcurrency @MainActor
open class UIBlurEffect: UIVisualEffect {
    /// The blur's style.
    public let style: Style

    /// A blur in `style`.
    public init(style: Style) {
        self.style = style
        super.init()
    }

    /// A blur in `style` (the Objective-C spelling).
    public convenience init(_ style: Style) { self.init(style: style) }

    /// Equal when of the same style, as UIKit compares effects.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIBlurEffect else { return false }
        return type(of: other) == type(of: self) && other.style == style
    }

    open override var hash: Int { style.hashValue }

    open override var description: String { "<UIBlurEffect style=\(style)>" }

    override func material(for traits: UITraitCollection) -> BlurMaterial? {
        BlurMaterial(style: style, dark: traits.userInterfaceStyle == .dark)
    }
}

extension UIBlurEffect {
    /// The system's blur styles (iOS 18): the iOS 8 styles, the iOS 10 adaptive ones and the
    /// iOS 13 materials. The plain materials (`.systemMaterial`, …) and `.regular`/`.prominent`
    /// follow the view's light or dark appearance; the `Light`/`Dark` variants do not.
    public enum Style: Int, Sendable, CaseIterable, CustomStringConvertible {
        case extraLight = 0
        case light = 1
        case dark = 2
        case regular = 4
        case prominent = 5
        case systemUltraThinMaterial = 6
        case systemThinMaterial = 7
        case systemMaterial = 8
        case systemThickMaterial = 9
        case systemChromeMaterial = 10
        case systemUltraThinMaterialLight = 11
        case systemThinMaterialLight = 12
        case systemMaterialLight = 13
        case systemThickMaterialLight = 14
        case systemChromeMaterialLight = 15
        case systemUltraThinMaterialDark = 16
        case systemThinMaterialDark = 17
        case systemMaterialDark = 18
        case systemThickMaterialDark = 19
        case systemChromeMaterialDark = 20

        public var description: String {
            switch self {
            case .extraLight: return "extraLight"
            case .light: return "light"
            case .dark: return "dark"
            case .regular: return "regular"
            case .prominent: return "prominent"
            case .systemUltraThinMaterial: return "systemUltraThinMaterial"
            case .systemThinMaterial: return "systemThinMaterial"
            case .systemMaterial: return "systemMaterial"
            case .systemThickMaterial: return "systemThickMaterial"
            case .systemChromeMaterial: return "systemChromeMaterial"
            case .systemUltraThinMaterialLight: return "systemUltraThinMaterialLight"
            case .systemThinMaterialLight: return "systemThinMaterialLight"
            case .systemMaterialLight: return "systemMaterialLight"
            case .systemThickMaterialLight: return "systemThickMaterialLight"
            case .systemChromeMaterialLight: return "systemChromeMaterialLight"
            case .systemUltraThinMaterialDark: return "systemUltraThinMaterialDark"
            case .systemThinMaterialDark: return "systemThinMaterialDark"
            case .systemMaterialDark: return "systemMaterialDark"
            case .systemThickMaterialDark: return "systemThickMaterialDark"
            case .systemChromeMaterialDark: return "systemChromeMaterialDark"
            }
        }
    }
}
