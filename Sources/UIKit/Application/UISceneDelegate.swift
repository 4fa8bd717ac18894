import Foundation

/// A scene's delegate: told when the scene connects and of its life (R335). Every method is
/// optional, as on iOS.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting: a window-scene delegate makes its window here.
    func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released (never here).
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene became active (in the launch's first frame).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active (never here).
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground (in the launch's first frame, before it is active).
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene went to the background (never here).
    func sceneDidEnterBackground(_ scene: UIScene)
    /// URLs to open in the scene.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
}

extension UISceneDelegate {
    public func scene(
        _ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions
    ) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
}

/// A window scene's delegate: it owns the scene's window (R335).
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, which the delegate makes in `scene(_:willConnectTo:options:)`.
    var window: UIWindow? { get set }
    /// The scene's orientation, coordinate space or traits changed (after each rotation).
    func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(
        _ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: UICoordinateSpace,
        interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
        traitCollection previousTraitCollection: UITraitCollection
    ) {}
}

/// A scene's session: its role and configuration, which outlive the scene on iOS (R335).
@preconcurrency @MainActor
open class UISceneSession: NSObject {
    /// The kinds of scene a session can hold.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An interactive window of the app.
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        /// A non-interactive window on an external display.
        public static let windowExternalDisplayNonInteractive = Role(
            rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }

    /// The session's role.
    public let role: Role
    /// The scene of the session (the app's window scene once connected).
    open internal(set) weak var scene: UIScene?
    /// The configuration the scene was made from.
    open internal(set) var configuration: UISceneConfiguration
    /// An identifier unique to the session.
    public let persistentIdentifier: String
    /// The app's own values for the session.
    open var userInfo: [String: Any]?

    init(role: Role) {
        self.role = role
        configuration = UISceneConfiguration(name: nil, sessionRole: role)
        persistentIdentifier = UUID().uuidString
        super.init()
    }
}

/// What a scene is made of: its name, its class and its delegate's class (R335).
@preconcurrency @MainActor
open class UISceneConfiguration: NSObject {
    /// The name the template's `configurationForConnecting` asks for: the Info.plist's entry.
    package static let defaultName = "Default Configuration"

    /// The configuration's name (an Info.plist entry's `UISceneConfigurationName`).
    open private(set) var name: String?
    /// The role of the sessions it configures.
    public let role: UISceneSession.Role
    /// The scene's class (nil: `UIWindowScene`).
    open var sceneClass: AnyClass?
    /// The scene delegate's class (nil: the Info.plist's, here the host's scene delegate).
    open var delegateClass: AnyClass?

    /// A configuration named `name` for sessions of `sessionRole`.
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
        super.init()
    }
}

extension UIScene {
    /// What a scene connects with (a launch from the icon brings nothing).
    @preconcurrency @MainActor
    open class ConnectionOptions: NSObject {
        /// URLs to open.
        open internal(set) var urlContexts: Set<UIOpenURLContext> = []
        /// The bundle identifier of the app that asked to open the URLs.
        open internal(set) var sourceApplication: String?
        /// The type of a Handoff activity to continue.
        open internal(set) var handoffUserActivityType: String?

        override init() { super.init() }
    }

    /// The options of a URL to open in a scene.
    @preconcurrency @MainActor
    open class OpenURLOptions: NSObject {
        /// The bundle identifier of the app that asked.
        open internal(set) var sourceApplication: String?
        /// Whether the file should be opened in place.
        open internal(set) var openInPlace = false

        override init() { super.init() }
    }
}

/// A URL to open in a scene, with its options.
@preconcurrency @MainActor
open class UIOpenURLContext: NSObject {
    /// The URL.
    open internal(set) var url: URL
    /// How to open it.
    open internal(set) var options: UIScene.OpenURLOptions

    init(url: URL, options: UIScene.OpenURLOptions = UIScene.OpenURLOptions()) {
        self.url = url
        self.options = options
        super.init()
    }
}
