import Foundation

/// Why the window could not be opened.
public enum HostWindowError: Error, CustomStringConvertible {
    /// No X11 or Wayland display is available.
    case noDisplay
    /// SDL failed; the text is SDL's error.
    case sdl(String)

    public var description: String {
        switch self {
        case .noDisplay:
            return "no display: neither DISPLAY nor WAYLAND_DISPLAY is set"
        case .sdl(let message):
            return "SDL could not open the window: \(message)"
        }
    }
}
