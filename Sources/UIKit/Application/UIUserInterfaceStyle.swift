import Foundation

/// Light or dark appearance (`UITraitCollection.userInterfaceStyle`, R213).
public enum UIUserInterfaceStyle: Int, Sendable, CustomStringConvertible {
    /// Not set: an override of `.unspecified` follows the environment.
    case unspecified
    /// The light appearance (the default).
    case light
    /// The dark appearance.
    case dark

    public var description: String {
        switch self {
        case .unspecified: return "unspecified"
        case .light: return "light"
        case .dark: return "dark"
        }
    }
}
