import Foundation

/// The look of a bar's background and shadow (iOS 13), the base of `UINavigationBarAppearance`:
/// configured with the default translucent background, an opaque one or none (R172).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The background colour drawn over the background effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the bar's content edge (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?
    /// Whether the background is the system's translucent material (`configureWithDefaultBackground`).
    var usesMaterial = true

    /// The translucent bar material's colour (iOS draws a blur; this is its average over white).
    static let materialColor = UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94)

    /// Creates an appearance with the default background.
    public override init() {
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for an idiom (only the phone is modelled).
    public convenience init(idiom: UIUserInterfaceIdiom) { self.init() }

    /// Creates a copy of another appearance.
    public required init(barAppearance: UIBarAppearance) {
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        usesMaterial = barAppearance.usesMaterial
        super.init()
    }

    /// The system's translucent material with a hairline shadow.
    open func configureWithDefaultBackground() {
        usesMaterial = true
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// An opaque background in the system background colour with a hairline shadow.
    open func configureWithOpaqueBackground() {
        usesMaterial = false
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        usesMaterial = false
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of the appearance.
    open override func copy() -> Any { type(of: self).init(barAppearance: self) }

    /// The colour the bar's background is drawn in (the material's, or the background colour over it).
    var resolvedBackgroundColor: UIColor {
        if let backgroundColor, backgroundColor.cgColor.alpha > 0 || !usesMaterial { return backgroundColor }
        return usesMaterial ? Self.materialColor : .clear
    }

    /// The hairline's colour (clear when there is none).
    var resolvedShadowColor: UIColor { shadowColor ?? .clear }
}
