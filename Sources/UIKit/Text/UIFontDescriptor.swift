import Foundation

/// Describes a font by its attributes (R200): here the system face's size, weight, slant and
/// design. `withSymbolicTraits(.traitBold)` is how iOS code makes a bold variant of a font.
public final class UIFontDescriptor: NSObject, Sendable {
    /// The traits a face can have (UIKit's raw values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
    }

    /// The system font's designs (iOS 13). The default face is drawn for every design here.
    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    }

    /// The names of a descriptor's attributes.
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
    }

    /// The keys of the `.traits` attribute.
    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The face's weight.
    let weight: UIFont.Weight
    /// Whether the face is italic.
    let isItalic: Bool
    /// The design asked for (drawn as the default face).
    let design: SystemDesign
    /// How a Dynamic Type font scales (nil: fixed).
    let dynamic: DynamicScaling?

    init(
        pointSize: CGFloat, weight: UIFont.Weight, italic: Bool, design: SystemDesign = .default,
        dynamic: DynamicScaling? = nil
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.isItalic = italic
        self.design = design
        self.dynamic = dynamic
        super.init()
    }

    /// A descriptor of the system font from attributes (`.size`, `.traits` with `.weight` and
    /// `.symbolic`).
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        let base = UIFontDescriptor(pointSize: 0, weight: .regular, italic: false)
        let made = base.addingAttributes(attributes)
        self.init(pointSize: made.pointSize, weight: made.weight, italic: made.isItalic, design: made.design)
    }

    /// The bold and italic traits of the face.
    public var symbolicTraits: SymbolicTraits {
        var traits: SymbolicTraits = []
        if weight.rawValue >= UIFont.Weight.semibold.rawValue { traits.insert(.traitBold) }
        if isItalic { traits.insert(.traitItalic) }
        if design == .monospaced { traits.insert(.traitMonoSpace) }
        return traits
    }

    /// The attributes: size and traits.
    public var fontAttributes: [AttributeName: Any] {
        [
            .size: pointSize,
            .traits: [TraitKey.weight: weight.rawValue, TraitKey.symbolic: symbolicTraits.rawValue] as [TraitKey: Any],
        ]
    }

    /// The same face with exactly `symbolicTraits`' bold and italic (bold: the bold weight, unless
    /// already at least semibold; no bold: regular).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        let bold = symbolicTraits.contains(.traitBold)
        let newWeight: UIFont.Weight =
            bold
            ? (weight.rawValue >= UIFont.Weight.semibold.rawValue ? weight : .bold)
            : (weight.rawValue >= UIFont.Weight.semibold.rawValue ? .regular : weight)
        let design = symbolicTraits.contains(.traitMonoSpace) ? .monospaced : self.design
        return UIFontDescriptor(
            pointSize: pointSize, weight: newWeight, italic: symbolicTraits.contains(.traitItalic), design: design,
            dynamic: dynamic)
    }

    /// The same face in another design of the system font (iOS 13).
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        UIFontDescriptor(pointSize: pointSize, weight: weight, italic: isItalic, design: design, dynamic: dynamic)
    }

    /// The same face at another size.
    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
        UIFontDescriptor(pointSize: newPointSize, weight: weight, italic: isItalic, design: design)
    }

    /// The same face with `attributes` changed (`.size`, and `.traits`' `.weight` and `.symbolic`).
    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        var size = pointSize
        var newWeight = weight
        var italic = isItalic
        if let value = attributes[.size] as? CGFloat { size = value }
        if let value = attributes[.size] as? Double { size = CGFloat(value) }
        if let value = attributes[.size] as? Int { size = CGFloat(value) }
        if let traits = attributes[.traits] as? [TraitKey: Any] {
            if let w = traits[.weight] as? CGFloat { newWeight = UIFont.Weight(rawValue: w) }
            if let w = traits[.weight] as? UIFont.Weight { newWeight = w }
            if let raw = traits[.symbolic] as? UInt32 {
                let symbolic = SymbolicTraits(rawValue: raw)
                if symbolic.contains(.traitBold), newWeight.rawValue < UIFont.Weight.semibold.rawValue {
                    newWeight = .bold
                }
                italic = symbolic.contains(.traitItalic)
            }
        }
        return UIFontDescriptor(pointSize: size, weight: newWeight, italic: italic, design: design)
    }

    /// The descriptor of a Dynamic Type style's font at the current content size.
    @preconcurrency @MainActor
    public static func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor
    }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFontDescriptor else { return false }
        return pointSize == other.pointSize && weight == other.weight && isItalic == other.isItalic
            && design == other.design
    }

    public override var hash: Int {
        var hasher = Hasher()
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(isItalic)
        hasher.combine(design)
        return hasher.finalize()
    }
}

extension UIFont {
    /// The font's descriptor.
    public var fontDescriptor: UIFontDescriptor {
        UIFontDescriptor(pointSize: pointSize, weight: weight, italic: isItalic, dynamic: dynamic)
    }

    /// The font a descriptor describes, at `pointSize` (0: the descriptor's size).
    public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize
        self.init(
            pointSize: size, weight: descriptor.weight, italic: descriptor.isItalic,
            dynamic: pointSize > 0 ? nil : descriptor.dynamic)
    }
}
