import Foundation

/// A navigation bar's pre-iOS 13 customisation (R291).
struct LegacyNavigationBarCustomization {
    var backgroundImages: [UIBarMetrics: UIImage] = [:]
    var shadowImage: UIImage?
    var backIndicatorImage: UIImage?
    var backIndicatorTransitionMaskImage: UIImage?
}

extension UINavigationBar {
    /// The legacy shadow image: with a legacy background image, drawn in place of the hairline (an
    /// empty image: no line).
    public var shadowImage: UIImage? {
        get { legacy.shadowImage }
        set { legacy.shadowImage = newValue }
    }

    /// Sets the legacy background image for `barMetrics`: it replaces the bar's material and colour;
    /// an empty image (`UIImage()`) leaves the bar transparent — the classic see-through bar.
    public func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        legacy.backgroundImages[barMetrics] = backgroundImage
    }

    /// The legacy background image for `barMetrics`.
    public func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { legacy.backgroundImages[barMetrics] }

    /// An image shown in place of the back button's chevron (nil: the chevron), tinted like the
    /// back button's title when it is a template. Set it with `backIndicatorTransitionMaskImage`,
    /// as UIKit asks (the mask is kept; Stagecraft does not mask the back title with it).
    public var backIndicatorImage: UIImage? {
        get { legacy.backIndicatorImage }
        set { legacy.backIndicatorImage = newValue }
    }

    /// The mask for the back title during pushes and pops (kept).
    public var backIndicatorTransitionMaskImage: UIImage? {
        get { legacy.backIndicatorTransitionMaskImage }
        set { legacy.backIndicatorTransitionMaskImage = newValue }
    }

    /// The back indicator image in effect: the standard appearance's, else the bar's own.
    var shownBackIndicatorImage: UIImage? { standardAppearance.backIndicatorImage ?? backIndicatorImage }
}

extension UINavigationBarAppearance {
    /// Sets the image shown in place of the back button's chevron, and its transition mask (iOS 13).
    public func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage: UIImage?) {
        customBackIndicator = backIndicatorImage.map { ($0, transitionMaskImage) }
    }

    /// The image shown in place of the chevron (nil: the chevron).
    public var backIndicatorImage: UIImage? { customBackIndicator?.image }
    /// Its transition mask.
    public var backIndicatorTransitionMaskImage: UIImage? { customBackIndicator?.mask }
}
