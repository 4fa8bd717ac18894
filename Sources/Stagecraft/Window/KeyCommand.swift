import Foundation

/// A simulator command bound to a key (Ctrl stands in for the iOS Simulator's ⌘ on Linux).
public enum KeyCommand: String, CaseIterable, Sendable {
    /// Turn the device a quarter turn counter-clockwise.
    case rotateLeft
    /// Turn the device a quarter turn clockwise.
    case rotateRight
    /// Toggle slow animations (10× slower).
    case toggleSlowAnimations
    /// Freeze or resume media time.
    case togglePause
    /// Advance one frame while paused.
    case stepFrame
    /// Save a screenshot of the screen.
    case screenshot
    /// Start or stop recording every drawn frame of the screen (and an .mp4 if ffmpeg exists).
    case toggleRecording
    /// Go back to the home screen.
    case home
    /// Show or hide the key help overlay.
    case toggleHelp
    /// Show or hide the frame-rate HUD.
    case toggleHUD
    /// Show or hide the inspector panel beside the device.
    case toggleInspector
    /// Quit.
    case quit

    /// The keys, as shown in the help overlay.
    public var keys: String {
        switch self {
        case .rotateLeft: return "Ctrl+Left"
        case .rotateRight: return "Ctrl+Right"
        case .toggleSlowAnimations: return "Ctrl+T"
        case .togglePause: return "Space"
        case .stepFrame: return "."
        case .screenshot: return "Ctrl+S"
        case .toggleRecording: return "Ctrl+R"
        case .home: return "Shift+Ctrl+H"
        case .toggleHelp: return "F1 / ?"
        case .toggleHUD: return "Ctrl+F"
        case .toggleInspector: return "Ctrl+I"
        case .quit: return "Esc / Ctrl+Q"
        }
    }

    /// What the command does, as shown in the help overlay.
    public var summary: String {
        switch self {
        case .rotateLeft: return "rotate left"
        case .rotateRight: return "rotate right"
        case .toggleSlowAnimations: return "slow animations (10x)"
        case .togglePause: return "pause / resume time"
        case .stepFrame: return "step one frame"
        case .screenshot: return "save a screenshot"
        case .toggleRecording: return "record the screen (start / stop)"
        case .home: return "home screen"
        case .toggleHelp: return "this help"
        case .toggleHUD: return "frame-rate HUD"
        case .toggleInspector: return "inspector: context, event log"
        case .quit: return "quit"
        }
    }
}
