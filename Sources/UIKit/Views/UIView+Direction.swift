import Foundation

/// The iOS 16 anchor point and the layout direction of a view (R262).
extension UIView {
    /// Where the layer's anchor point is (iOS 16): the layer's `anchorPoint`.
    public var anchorPoint: CGPoint {
        get { layer.anchorPoint }
        set { layer.anchorPoint = newValue }
    }

    /// The layout direction the view's content follows: right to left only when forced (the
    /// simulated app's language reads left to right; R262).
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        Self.userInterfaceLayoutDirection(for: semanticContentAttribute)
    }

    /// The layout direction for a semantic content attribute in a left-to-right app.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute)
        -> UIUserInterfaceLayoutDirection
    {
        attribute == .forceRightToLeft ? .rightToLeft : .leftToRight
    }
}

/// How a view's content relates to the layout direction (UIKit's raw values).
public enum UISemanticContentAttribute: Int, Sendable {
    case unspecified = 0
    case playback = 1
    case spatial = 2
    case forceLeftToRight = 3
    case forceRightToLeft = 4
}

/// The direction text and layout run in.
public enum UIUserInterfaceLayoutDirection: Int, Sendable {
    case leftToRight = 0
    case rightToLeft = 1
}
