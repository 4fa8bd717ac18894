import Foundation

/// The built-in modal animations, with UIKit's raw values (R127).
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom; down on dismissal (the default).
    case coverVertical = 0
    /// A 3-D flip right to left; left to right on dismissal.
    case flipHorizontal = 1
    /// A cross-fade.
    case crossDissolve = 2
    /// A page curl; the simulator falls back to `.coverVertical` with a diagnostic.
    case partialCurl = 3
}
