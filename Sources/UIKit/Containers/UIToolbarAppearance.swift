import Foundation

/// The look of a toolbar (iOS 13): its background and shadow (R172).
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}
