import Foundation

/// The app's delegate: told of the launch and of the app's life (R335). An app runs from one with
/// `Simulator.launch(appDelegate:sceneDelegate:)` or a catalog `Scene(id:title:summary:app:…)`.
///
/// Every method is optional, as on iOS: the protocol extension below gives each the default an
/// unimplemented Objective-C optional method has.
@preconcurrency @MainActor
public protocol UIApplicationDelegate: NSObjectProtocol {
    /// The app's window when the app is not scene-based (set it in `didFinishLaunching`).
    var window: UIWindow? { get set }

    /// The launch has begun: nothing is on screen yet.
    func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The launch is almost done: a non-scene-based app makes its window key here.
    func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool
    /// The launch without options (the old form, called when neither launch method is implemented).
    func applicationDidFinishLaunching(_ application: UIApplication)
    /// A non-scene-based app became active (in its launch's first frame).
    func applicationDidBecomeActive(_ application: UIApplication)
    /// A non-scene-based app is about to stop being active (never here).
    func applicationWillResignActive(_ application: UIApplication)
    /// A non-scene-based app went to the background (never here).
    func applicationDidEnterBackground(_ application: UIApplication)
    /// A non-scene-based app is about to come back to the foreground (never here).
    func applicationWillEnterForeground(_ application: UIApplication)
    /// The app is about to end (never here).
    func applicationWillTerminate(_ application: UIApplication)
    /// Memory is short (never here).
    func applicationDidReceiveMemoryWarning(_ application: UIApplication)
    /// The configuration of a scene being connected: its name and delegate class.
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration
    /// Sessions the user closed in the app switcher (never here).
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>)
    /// The orientations the app allows in `window`, on top of its Info.plist's (asked before each rotation).
    func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    /// A URL to open, for a non-scene-based app.
    func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any]) -> Bool
    /// The device token of remote notifications (never here: the Simulator registers none).
    func application(_ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data)
    /// Remote notifications could not be registered.
    func application(_ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error)
}

extension UIApplicationDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func application(
        _ application: UIApplication,
        willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func application(
        _ application: UIApplication,
        didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool { true }
    public func applicationDidFinishLaunching(_ application: UIApplication) {}
    public func applicationDidBecomeActive(_ application: UIApplication) {}
    public func applicationWillResignActive(_ application: UIApplication) {}
    public func applicationDidEnterBackground(_ application: UIApplication) {}
    public func applicationWillEnterForeground(_ application: UIApplication) {}
    public func applicationWillTerminate(_ application: UIApplication) {}
    public func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    /// Without an implementation, the configuration the Info.plist names for the role — here,
    /// what the host was given as the app's scene delegate (R335).
    public func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: UISceneConfiguration.defaultName, sessionRole: connectingSceneSession.role)
    }
    public func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
    /// Without an implementation, every orientation: the top view controller's then decide.
    public func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?)
        -> UIInterfaceOrientationMask
    { .all }
    public func application(_ app: UIApplication, open url: URL, options: [UIApplication.OpenURLOptionsKey: Any])
        -> Bool
    { false }
    public func application(
        _ application: UIApplication, didRegisterForRemoteNotificationsWithDeviceToken deviceToken: Data
    ) {}
    public func application(
        _ application: UIApplication, didFailToRegisterForRemoteNotificationsWithError error: Error
    ) {}

    /// The entry point `@main` gives an app delegate on iOS. Stagecraft's host runs the app instead
    /// (Swift cannot make an instance of the delegate class from its type: `NSObject.init()` is not
    /// `required`), so this says how and exits (porting.md).
    public static func main() {
        let name = String(describing: Self.self)
        FileHandle.standardError.write(
            Data(
                """
                error: `@main` on \(name) cannot launch the app here: Stagecraft's host launches it. \
                Remove `@main` and run it from your executable's main.swift with \
                `HostCommand(app: { \(name)() }, sceneDelegate: { SceneDelegate() }).run()` \
                (or `Simulator.launch(appDelegate:sceneDelegate:)` in a test); see docs/porting.md (R335).

                """.utf8))
        exit(64)
    }
}

extension UIApplication {
    /// Keys of the launch options (none are passed here: the app is launched from its icon).
    public struct LaunchOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityDictionary = LaunchOptionsKey(
            rawValue: "UIApplicationLaunchOptionsUserActivityDictionaryKey")
        public static let location = LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsLocationKey")
    }

    /// Keys of the options of a URL to open.
    public struct OpenURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey(rawValue: "UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// The app's delegate (held by the application for the app's life, as `UIApplicationMain` holds
    /// it on iOS); nil for an app shown by setting a root view controller directly.
    public var delegate: UIApplicationDelegate? {
        get { UIKitRuntime.current.applicationDelegate }
        set { UIKitRuntime.current.applicationDelegate = newValue }
    }
}
