import Foundation

/// The simulated device's screen.
@preconcurrency @MainActor
public final class UIScreen: NSObject {
    /// The screen of the current simulator.
    public internal(set) static var main: UIScreen {
        get { UIKitRuntime.current.screen }
        set { UIKitRuntime.current.screen = newValue }
    }

    /// The screen's bounds in points (portrait size; rotation swaps width and height).
    public package(set) var bounds: CGRect
    /// Pixels per point of the host window.
    public package(set) var scale: CGFloat
    /// Same as `scale` in the simulator.
    public var nativeScale: CGFloat { scale }
    /// The screen in pixels, in portrait whatever the interface's orientation.
    public var nativeBounds: CGRect {
        let portrait = CGSize(width: min(bounds.width, bounds.height), height: max(bounds.width, bounds.height))
        return CGRect(x: 0, y: 0, width: portrait.width * nativeScale, height: portrait.height * nativeScale)
    }
    /// The radius of the screen's rounded corners (0 for square corners; set by the host for its
    /// device). A sheet starts the pushed-back presenter's corners from it (R135).
    public package(set) var displayCornerRadius: CGFloat = 0
    /// The refresh rate the frame loop paces to.
    public package(set) var maximumFramesPerSecond: Int = 60

    /// Creates a screen.
    public init(bounds: CGRect, scale: CGFloat) {
        self.bounds = bounds
        self.scale = scale
    }

    /// Makes this the screen the framework reports as `UIScreen.main`.
    public func makeCurrent() { UIScreen.main = self }
}
