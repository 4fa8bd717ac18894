import Foundation

/// How a presented controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter's view is removed after the presentation (R24).
    case fullScreen = 0
    /// A card sheet on iOS 13+; the simulator shows it as `.fullScreen` for now (R130).
    case pageSheet = 1
    /// A centred sheet; shown as `.fullScreen` on a compact-width phone (R83).
    case formSheet = 2
    /// Shown in the presenter's context; treated as `.fullScreen` here.
    case currentContext = 3
    /// Your own presentation controller from the transitioning delegate (R2).
    case custom = 4
    /// Covers the screen over the presenter, which stays in the hierarchy (R12).
    case overFullScreen = 5
    /// Treated as `.overFullScreen` here.
    case overCurrentContext = 6
    /// A popover; shown as `.fullScreen` on a compact-width phone (R83).
    case popover = 7
    /// No style: navigation and tab transitions report this (R33).
    case none = -1
    /// The system's choice: `.pageSheet` on iOS 13+, shown as `.fullScreen` here (R130).
    case automatic = -2

    public var description: String {
        switch self {
        case .fullScreen: return "fullScreen"
        case .pageSheet: return "pageSheet"
        case .formSheet: return "formSheet"
        case .currentContext: return "currentContext"
        case .custom: return "custom"
        case .overFullScreen: return "overFullScreen"
        case .overCurrentContext: return "overCurrentContext"
        case .popover: return "popover"
        case .none: return "none"
        case .automatic: return "automatic"
        }
    }

    /// The style the simulator actually runs: the built-in styles it does not draw yet behave as
    /// full screen (R130), `.overCurrentContext` as `.overFullScreen`.
    var effective: UIModalPresentationStyle {
        switch self {
        case .automatic, .pageSheet, .formSheet, .currentContext, .popover: return .fullScreen
        case .overCurrentContext: return .overFullScreen
        default: return self
        }
    }
}
