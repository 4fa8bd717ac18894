import Foundation

/// The look of a bar's background and shadow (iOS 13), the base of `UINavigationBarAppearance`:
/// configured with the default translucent background (the chrome material's blur, R226), an
/// opaque one or none (R172).
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The blur drawn first, of what lies behind the bar (default: the system chrome material).
    open var backgroundEffect: UIBlurEffect?
    /// The background colour drawn over the background effect.
    open var backgroundColor: UIColor?
    /// An image drawn over the background colour.
    open var backgroundImage: UIImage?
    /// The colour of the hairline along the bar's content edge (nil or clear: none).
    open var shadowColor: UIColor?
    /// An image drawn in place of the hairline.
    open var shadowImage: UIImage?
    /// The default background's blur (R226).
    static var defaultBackgroundEffect: UIBlurEffect { UIBlurEffect(style: .systemChromeMaterial) }

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
        backgroundEffect = barAppearance.backgroundEffect
        super.init()
    }

    /// The system's translucent material with a hairline shadow.
    open func configureWithDefaultBackground() {
        backgroundEffect = Self.defaultBackgroundEffect
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// An opaque background in the system background colour with a hairline shadow.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = .separator
        shadowImage = nil
    }

    /// No background and no shadow: the content shows through.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = .clear
        shadowImage = nil
    }

    /// A copy of the appearance.
    open override func copy() -> Any { type(of: self).init(barAppearance: self) }

    /// The colour drawn over the background effect (clear when there is none).
    var resolvedBackgroundColor: UIColor { backgroundColor ?? .clear }

    /// The hairline's colour (clear when there is none).
    var resolvedShadowColor: UIColor { shadowColor ?? .clear }
}

/// The bar heights a legacy background image is set for (R291).
public enum UIBarMetrics: Int, Sendable {
    /// A regular-height bar.
    case `default` = 0
    /// A compact-height bar (a phone in landscape).
    case compact = 1
    /// A regular bar with a prompt.
    case defaultPrompt = 101
    /// A compact bar with a prompt.
    case compactPrompt = 102
}

extension UIBarAppearance {
    /// A legacy background image on a bar (R291): it replaces the material (an empty image leaves
    /// nothing), the bar tint colours what shows through, and a shadow image replaces the line (an
    /// empty one removes it).
    func applyLegacyImages(background: UIImage, shadow: UIImage?, barTint: UIColor?) {
        configureWithTransparentBackground()
        backgroundImage = background.size == .zero ? nil : background
        if let barTint { backgroundColor = barTint }
        guard let shadow else {
            shadowColor = UIColor.separator
            return
        }
        shadowImage = shadow.size == .zero ? nil : shadow
        if shadow.size == .zero { shadowColor = nil }
    }
}
