import Foundation

/// The running app: its windows and whether it takes touches.
@preconcurrency @MainActor
public final class UIApplication: UIResponder {
    /// The application of the current simulator.
    public internal(set) static var shared: UIApplication {
        get { UIKitRuntime.current.application }
        set { UIKitRuntime.current.application = newValue }
    }

    /// The app's windows, back to front.
    public package(set) var windows: [UIWindow] = []
    /// The user's preferred text size (the simulator's Dynamic Type setting; R214).
    public package(set) var preferredContentSizeCategory: UIContentSizeCategory = .large

    /// The key window.
    public var keyWindow: UIWindow? { windows.last(where: { $0.isKeyWindow }) ?? windows.last }

    private var ignoreCount = 0

    /// Whether touches are being ignored (during a non-interactive transition, R18).
    public var isIgnoringInteractionEvents: Bool { ignoreCount > 0 }

    /// Starts ignoring touches (nests).
    public func beginIgnoringInteractionEvents() { ignoreCount += 1 }

    /// Stops ignoring touches (nests).
    public func endIgnoringInteractionEvents() { ignoreCount = max(0, ignoreCount - 1) }

    /// Takes touches again whatever was begun (the host ending an app's transitions in flight).
    package func resetIgnoringInteractionEvents() { ignoreCount = 0 }

    /// The status bar's frame in screen coordinates (`.zero` while it is hidden, as in landscape on
    /// a phone); the host sets it for the device and orientation (`setStatusBarFrame`).
    public private(set) var statusBarFrame: CGRect = .zero

    /// Moves the status bar: posts `willChangeStatusBarFrameNotification`, changes the frame, posts
    /// `didChangeStatusBarFrameNotification` (each with the frame under `statusBarFrameUserInfoKey`:
    /// the new one before, the old one after, as UIKit does). Nothing happens for the same frame.
    package func setStatusBarFrame(_ frame: CGRect) {
        guard frame != statusBarFrame else { return }
        let old = statusBarFrame
        let center = NotificationCenter.default
        center.post(
            name: Self.willChangeStatusBarFrameNotification, object: self,
            userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: frame)])
        statusBarFrame = frame
        center.post(
            name: Self.didChangeStatusBarFrameNotification, object: self,
            userInfo: [Self.statusBarFrameUserInfoKey: NSValue(cgRect: old)])
    }

    /// Whether `didFinishLaunchingNotification` was posted (R294).
    var didPostFinishLaunching = false

    /// The app's one window scene: every window is in it unless made for another (R248).
    public let mainScene = UIWindowScene()

    /// Creates an application with no windows.
    public override init() { super.init() }

    /// Makes this the application the framework reports as `UIApplication.shared`.
    public func makeCurrent() { UIApplication.shared = self }
}
