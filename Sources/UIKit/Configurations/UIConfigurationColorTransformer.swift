import Foundation

/// A function from a colour to a colour that a configuration applies to one of its colours
/// (R328): `grayscale`, `preferredTint`, `monochromeTint`, or your own.
public struct UIConfigurationColorTransformer: Sendable {
    /// The transformation.
    public let transform: @Sendable (UIColor) -> UIColor

    /// A transformer that runs `transform`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the transformation.
    public func callAsFunction(_ input: UIColor) -> UIColor { transform(input) }

    /// The colour's grey of the same luminance.
    public static let grayscale = UIConfigurationColorTransformer { color in
        var r: CGFloat = 0
        var g: CGFloat = 0
        var b: CGFloat = 0
        var a: CGFloat = 0
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        // Rec. 709 luma weights.
        let y = 0.2126 * r + 0.7152 * g + 0.0722 * b
        return UIColor(white: y, alpha: a)
    }

    /// The tint colour the system prefers for the colour (the colour itself here).
    public static let preferredTint = UIConfigurationColorTransformer { $0 }

    /// A monochrome version of the colour (its grey).
    public static let monochromeTint = grayscale
}
