import Foundation

/// A simulator command bound to a key (Ctrl stands in for the iOS Simulator's ⌘ on Linux). Which
/// keys, and how the help writes them, is `KeyMap`'s table.
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
    /// Start or stop recording the mouse and keys as a script that `--script` replays.
    case toggleInputRecording
    /// Go back to the home screen.
    case home
    /// Shake the device (motion events to the app, R318).
    case shake
    /// Show or hide the key help overlay.
    case toggleHelp
    /// Show or hide the frame-rate HUD.
    case toggleHUD
    /// Show or hide the inspector panel beside the device.
    case toggleInspector
    /// Pick views with the mouse: a click selects the view drawn there (outlined, described in the
    /// inspector) instead of touching the app.
    case togglePicking
    /// Show or hide the live 3D exploded view of the layer tree (drag to turn it).
    case toggleExplodedView
    /// Switch the app between light and dark appearance (as the iOS Simulator's ⇧⌘A).
    case toggleAppearance
    /// One Dynamic Type text size larger.
    case largerText
    /// One Dynamic Type text size smaller.
    case smallerText
    /// Zoom the window to one pixel per point (smaller if the screen is too short).
    case zoom1x
    /// Zoom the window to two pixels per point (smaller if the screen is too short).
    case zoom2x
    /// Zoom the window to the largest size the screen's usable area holds.
    case zoomToFit
    /// Quit.
    case quit

    /// The keys, as shown in the help overlay (`Ctrl+T`, `F1 / ?`).
    public var keys: String { KeyMap.binding(for: self).keys }

    /// What the command does, as shown in the help overlay.
    public var summary: String { KeyMap.binding(for: self).summary }
}
