import Foundation

/// One instance of the app's interface (R248). A phone app has one, always active in the
/// foreground here: the simulated app is never sent to the background.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// Where the scene is in its life (`.foregroundActive` here).
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive = 0
        case foregroundInactive = 1
        case background = 2
    }

    /// The scene's state: in the foreground and active, except while an app launched from its
    /// delegate is connecting it (`.unattached`, then `.foregroundInactive` until its first frame, R335).
    open var activationState: ActivationState { activationStorage }
    /// Storage of `activationState`.
    var activationStorage = ActivationState.foregroundActive
    /// The title the system shows for the scene (kept).
    open var title: String?
    /// The scene's delegate, made from the scene configuration when the app launches (R335); the
    /// scene holds it strongly, as UIKit does.
    open var delegate: UISceneDelegate?
    /// The session the scene belongs to (made at launch, R335).
    open internal(set) var session = UISceneSession(role: .windowApplication)

    package override init() { super.init() }

    /// Posted when a scene was added to the app (at launch, as the first window is made key, R294).
    public static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene was removed from the app (never here).
    public static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene becomes active (at launch, in the first frame, R294).
    public static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to resign the active state (never here).
    public static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene enters the background (never here).
    public static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
    /// Posted when a scene is about to enter the foreground (at launch, in the first frame, R294).
    public static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
}

/// The window scene of a phone app (R248): its windows, its orientation, the status bar, and the
/// requests that turn the interface.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The orientation and coordinate space of the scene (iOS 16).
    public final class Geometry: NSObject {
        /// The interface orientation.
        public let interfaceOrientation: UIInterfaceOrientation
        /// The scene's coordinate space: its screen's.
        public let coordinateSpace: UICoordinateSpace
        init(interfaceOrientation: UIInterfaceOrientation, coordinateSpace: UICoordinateSpace) {
            self.interfaceOrientation = interfaceOrientation
            self.coordinateSpace = coordinateSpace
        }
    }

    /// What `requestGeometryUpdate(_:errorHandler:)` asks for.
    public class GeometryPreferences: NSObject {
        /// The preferences of an iPhone or iPad scene: the orientations the interface may take.
        // swift-format-ignore: TypeNamesShouldBeCapitalized
        // (Apple's name, as app code spells it: `.iOS(interfaceOrientations: .landscape)`.)
        public final class iOS: GeometryPreferences {
            public var interfaceOrientations: UIInterfaceOrientationMask
            public init(interfaceOrientations: UIInterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
            }
            public override convenience init() { self.init(interfaceOrientations: .all) }
        }
    }

    /// The app's windows in this scene, back to front.
    open var windows: [UIWindow] { UIApplication.shared.windows.filter { $0.windowScene === self } }
    /// The key window of the scene (iOS 15).
    open var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }
    /// The screen the scene is on.
    open var screen: UIScreen { UIScreen.main }
    /// The orientation of the scene's interface.
    open var interfaceOrientation: UIInterfaceOrientation { windows.first?.interfaceOrientation ?? .portrait }
    /// The scene's traits: its key window's.
    open var traitCollection: UITraitCollection {
        (keyWindow ?? windows.first)?.traitCollection ?? UIWindow.defaultTraits
    }
    /// The scene's coordinate space (its screen's).
    open var coordinateSpace: UICoordinateSpace { screen.coordinateSpace }
    /// The orientation and coordinate space (iOS 16).
    open var effectiveGeometry: Geometry {
        Geometry(interfaceOrientation: interfaceOrientation, coordinateSpace: coordinateSpace)
    }
    /// The status bar of the scene.
    open private(set) lazy var statusBarManager: UIStatusBarManager? = UIStatusBarManager(scene: self)

    /// Turns the interface, for a host that can (the simulator sets it): asked with the wanted
    /// orientations, returns false when it cannot turn (a transition under way, no supported
    /// orientation in the mask).
    package var orientationRequestHandler: ((UIInterfaceOrientationMask) -> Bool)?

    /// Asks the system to turn the interface to one of `geometryPreferences`' orientations (iOS 16,
    /// R248): when the current orientation is not among them, the interface rotates to the first
    /// one among them that the top controller supports, animated, as a device rotation would; when
    /// none can be taken, `errorHandler` is called with an error saying why.
    open func requestGeometryUpdate(
        _ geometryPreferences: GeometryPreferences, errorHandler: ((Error) -> Void)? = nil
    ) {
        guard let preferences = geometryPreferences as? GeometryPreferences.iOS else {
            errorHandler?(GeometryUpdateError(reason: "only iOS geometry preferences apply to an iPhone scene"))
            return
        }
        let mask = preferences.interfaceOrientations
        if mask.allows(interfaceOrientation) { return }
        guard let handler = orientationRequestHandler, handler(mask) else {
            errorHandler?(
                GeometryUpdateError(
                    reason:
                        "none of the requested orientations can be taken now (a transition is under way, the top view controller does not support them, or nothing can turn the device)"
                ))
            return
        }
    }

    package override init() { super.init() }
}

/// The error a refused geometry update reports (UIKit's is in `UISceneErrorDomain`).
public struct GeometryUpdateError: LocalizedError, CustomStringConvertible {
    public let reason: String
    public var errorDescription: String? { "The geometry update was refused: \(reason)." }
    public var description: String { errorDescription ?? reason }
}

/// The status bar of a window scene.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    private weak var scene: UIWindowScene?

    init(scene: UIWindowScene) {
        self.scene = scene
        super.init()
    }

    /// The status bar's frame (`.zero` while hidden, as in landscape on a phone).
    open var statusBarFrame: CGRect { isStatusBarHidden ? .zero : UIApplication.shared.statusBarFrame }
    /// Whether the status bar is hidden: by the app (`prefersStatusBarHidden`, R241) or the device.
    open var isStatusBarHidden: Bool {
        UIApplication.shared.statusBarFrame == .zero
            || (scene?.keyWindow ?? scene?.windows.first)?.effectiveStatusBarHidden == true
    }
    /// The style the status bar draws in.
    open var statusBarStyle: UIStatusBarStyle {
        (scene?.keyWindow ?? scene?.windows.first)?.effectiveStatusBarStyle ?? .default
    }
}

extension UIApplication {
    /// The app's scenes: the one window scene of a phone app (R248).
    public var connectedScenes: Set<UIScene> { [mainScene] }
    /// Whether the app supports several scenes (false on a phone).
    public var supportsMultipleScenes: Bool { false }
    /// Where the app is in its life: active, but inactive while a launch from the app delegate has
    /// not reached its first frame (R335). The simulated app never goes to the background.
    public var applicationState: State { mainScene.activationState == .foregroundActive ? .active : .inactive }

    /// The app's life-cycle states.
    public enum State: Int, Sendable {
        case active = 0
        case inactive = 1
        case background = 2
    }

    /// Posted when the app becomes active (at launch, in the first frame, R294).
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive (never here).
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app enters the background (never here).
    public static let didEnterBackgroundNotification = Notification.Name(
        "UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to enter the foreground (at launch, in the first frame, R294).
    public static let willEnterForegroundNotification = Notification.Name(
        "UIApplicationWillEnterForegroundNotification")
    /// Posted when the app finished launching (as its first window is made key, R294).
    public static let didFinishLaunchingNotification = Notification.Name(
        "UIApplicationDidFinishLaunchingNotification")
    /// Posted on memory pressure (never here).
    public static let didReceiveMemoryWarningNotification = Notification.Name(
        "UIApplicationDidReceiveMemoryWarningNotification")
}

extension UIViewController {
    /// Tells the system `supportedInterfaceOrientations` changed (iOS 16, R248): when the
    /// interface's orientation is no longer among them, it turns to one that is.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        guard let window = viewIfLoaded?.window, let scene = window.windowScene else { return }
        var top = window.rootViewController
        while let presented = top?.presentedViewController { top = presented }
        guard let mask = top?.supportedInterfaceOrientations, !mask.allows(window.interfaceOrientation) else { return }
        _ = scene.orientationRequestHandler?(mask)
    }
}
