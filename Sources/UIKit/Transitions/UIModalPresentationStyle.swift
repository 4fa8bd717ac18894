import Foundation

/// How a presented controller is shown, with UIKit's raw values.
public enum UIModalPresentationStyle: Int, Sendable, CustomStringConvertible {
    /// Covers the screen; the presenter's view is removed after the presentation (R24).
    case fullScreen = 0
    /// A card sheet: on a phone the presenter stays and is pushed back (R130, R133).
    case pageSheet = 1
    /// A centred sheet on a regular-width screen; on a phone the same card as `.pageSheet` (R130).
    case formSheet = 2
    /// Covers the view of the nearest controller that defines the presentation context, which is
    /// removed like a full-screen presenter's (R141).
    case currentContext = 3
    /// Your own presentation controller from the transitioning delegate (R2).
    case custom = 4
    /// Covers the screen over the presenter, which stays in the hierarchy (R12).
    case overFullScreen = 5
    /// Covers the nearest presentation context's view, which stays in place (R141).
    case overCurrentContext = 6
    /// A popover; in a compact environment it behaves as `.formSheet`, a card (R83, R130).
    case popover = 7
    /// No style: navigation and tab transitions report this (R33).
    case none = -1
    /// The system's choice: a sheet since iOS 13 — `.formSheet` from iOS 18, `.pageSheet` before (R130).
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

    /// The style a presentation runs with on a phone (iOS 18, compact width): `.automatic` is
    /// `.formSheet`, `.popover` behaves as `.formSheet` (R130).
    var resolved: UIModalPresentationStyle {
        switch self {
        case .automatic, .popover: return .formSheet
        default: return self
        }
    }

    /// Whether the style presents inside a presentation context (R141).
    var isContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the style is shown as a card sheet on a phone (R133).
    var isSheet: Bool { resolved == .pageSheet || resolved == .formSheet }
}
