import Foundation

/// What a blur style draws (R221): the backdrop blurred by a Gaussian of `blurRadius` points
/// (standard deviation), its saturation multiplied by `saturation`, then `tint` laid over it.
///
/// The iOS 8 styles use the parameters Apple published for them (the WWDC 2013
/// `UIImage+ImageEffects` sample: light 30 pt, white 1.0 at 0.3; extra light 20 pt, white 0.97 at
/// 0.82; dark 20 pt, white 0.11 at 0.73; saturation ×1.8 for all). Apple publishes no figures for
/// the iOS 13 materials; the values below are estimates that keep what is public: the materials
/// grow more opaque from ultra thin to thick (HIG, "Materials"), the thinner ones blur less, and the
/// chrome material over white gives the bar colour measured on iOS (white 0.97). See
/// docs/uikit-rules.md, R221.
struct BlurMaterial: Equatable, Sendable {
    /// The Gaussian's standard deviation, in points.
    var blurRadius: CGFloat
    /// The saturation factor applied after the blur (1: unchanged).
    var saturation: CGFloat
    /// The colour laid over the blurred backdrop (straight alpha).
    var tint: CGColor

    /// The material `style` draws in a light or dark environment.
    init(style: UIBlurEffect.Style, dark: Bool) {
        switch style {
        case .extraLight: self = .classic(20, white: 0.97, alpha: 0.82)
        case .light: self = .classic(30, white: 1, alpha: 0.3)
        case .dark: self = .classic(20, white: 0.11, alpha: 0.73)
        case .regular: self = dark ? .classic(20, white: 0.11, alpha: 0.73) : .classic(30, white: 1, alpha: 0.3)
        case .prominent: self = dark ? .classic(20, white: 0.08, alpha: 0.82) : .classic(20, white: 0.97, alpha: 0.82)
        case .systemUltraThinMaterial: self = .material(.ultraThin, dark: dark)
        case .systemThinMaterial: self = .material(.thin, dark: dark)
        case .systemMaterial: self = .material(.regular, dark: dark)
        case .systemThickMaterial: self = .material(.thick, dark: dark)
        case .systemChromeMaterial: self = .material(.chrome, dark: dark)
        case .systemUltraThinMaterialLight: self = .material(.ultraThin, dark: false)
        case .systemThinMaterialLight: self = .material(.thin, dark: false)
        case .systemMaterialLight: self = .material(.regular, dark: false)
        case .systemThickMaterialLight: self = .material(.thick, dark: false)
        case .systemChromeMaterialLight: self = .material(.chrome, dark: false)
        case .systemUltraThinMaterialDark: self = .material(.ultraThin, dark: true)
        case .systemThinMaterialDark: self = .material(.thin, dark: true)
        case .systemMaterialDark: self = .material(.regular, dark: true)
        case .systemThickMaterialDark: self = .material(.thick, dark: true)
        case .systemChromeMaterialDark: self = .material(.chrome, dark: true)
        }
    }

    init(blurRadius: CGFloat, saturation: CGFloat, tint: CGColor) {
        self.blurRadius = blurRadius
        self.saturation = saturation
        self.tint = tint
    }

    /// No effect: what an effect view with `effect = nil` draws (and animates from).
    static let none = BlurMaterial(blurRadius: 0, saturation: 1, tint: CGColor(gray: 1, alpha: 0))

    /// The thickness of an iOS 13 material.
    enum Thickness: Sendable {
        case ultraThin, thin, regular, thick, chrome
    }

    private static func classic(_ radius: CGFloat, white: CGFloat, alpha: CGFloat) -> BlurMaterial {
        BlurMaterial(blurRadius: radius, saturation: 1.8, tint: CGColor(gray: white, alpha: alpha))
    }

    private static func material(_ thickness: Thickness, dark: Bool) -> BlurMaterial {
        let (radius, lightAlpha, darkAlpha): (CGFloat, CGFloat, CGFloat)
        switch thickness {
        case .ultraThin: (radius, lightAlpha, darkAlpha) = (20, 0.35, 0.45)
        case .thin: (radius, lightAlpha, darkAlpha) = (25, 0.55, 0.62)
        case .regular: (radius, lightAlpha, darkAlpha) = (30, 0.72, 0.75)
        case .thick: (radius, lightAlpha, darkAlpha) = (30, 0.86, 0.88)
        case .chrome: (radius, lightAlpha, darkAlpha) = (20, 0.8, 0.82)
        }
        return dark
            ? BlurMaterial(blurRadius: radius, saturation: 1.8, tint: CGColor(gray: 0.11, alpha: darkAlpha))
            : BlurMaterial(blurRadius: radius, saturation: 1.8, tint: CGColor(gray: 0.97, alpha: lightAlpha))
    }
}
