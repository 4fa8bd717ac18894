import Foundation

/// How a launch from an app delegate went (R335).
package struct AppLaunch {
    /// The window the app made key, which the host shows; nil when it made none.
    package var keyWindow: UIWindow?
    /// The scene delegate made for the app's scene; nil for an app that is not scene-based.
    package var sceneDelegate: UISceneDelegate?
}

extension UIApplication {
    /// Launches the app as iOS 18 does from its icon (R335): the app delegate's
    /// `willFinishLaunching` and `didFinishLaunching`, `didFinishLaunchingNotification`, then — for
    /// a scene-based app — the scene's configuration (`configurationForConnecting`), its delegate,
    /// `willConnectNotification` and `scene(_:willConnectTo:options:)`, where the delegate makes
    /// its window key. The scene comes to the foreground and becomes active in the first frame
    /// (`activateLaunchedApp`).
    ///
    /// `makeSceneDelegate` stands in for the Info.plist's scene manifest: the delegate of the
    /// configuration it names. Without it (and without a delegate class in the configuration)
    /// the app is not scene-based: its delegate makes the window in `didFinishLaunching`.
    package func launch(delegate: UIApplicationDelegate, makeSceneDelegate: (() -> UISceneDelegate)?) -> AppLaunch {
        let state = UIKitRuntime.current
        let log = EventLog.current
        self.delegate = delegate
        state.isLaunchingFromDelegate = true
        state.launchedFromDelegate = true
        state.postedLaunchNotifications = false  // the app's first frame is still to come
        mainScene.activationStorage = .unattached
        defer { state.isLaunchingFromDelegate = false }

        log.record("appDelegate.willFinishLaunching")
        _ = delegate.application(self, willFinishLaunchingWithOptions: nil)
        log.record("appDelegate.didFinishLaunching")
        _ = delegate.application(self, didFinishLaunchingWithOptions: nil)
        didPostFinishLaunching = true
        NotificationCenter.default.post(name: Self.didFinishLaunchingNotification, object: self)

        var launch = AppLaunch()
        let session = UISceneSession(role: .windowApplication)
        let options = UIScene.ConnectionOptions()
        log.record("appDelegate.configurationForConnecting")
        let configuration = delegate.application(self, configurationForConnecting: session, options: options)
        if let sceneDelegate = Self.sceneDelegate(for: configuration, making: makeSceneDelegate) {
            session.configuration = configuration
            session.scene = mainScene
            mainScene.session = session
            mainScene.delegate = sceneDelegate
            mainScene.activationStorage = .foregroundInactive
            NotificationCenter.default.post(name: UIScene.willConnectNotification, object: mainScene)
            log.record("sceneDelegate.willConnect")
            sceneDelegate.scene(mainScene, willConnectTo: session, options: options)
            launch.sceneDelegate = sceneDelegate
        } else {
            mainScene.activationStorage = .foregroundInactive
            NotificationCenter.default.post(name: UIScene.willConnectNotification, object: mainScene)
        }
        launch.keyWindow = windows.last { $0.isKeyWindow }
        if launch.keyWindow == nil {
            DiagnosticLog.current.report(
                "launchWithoutKeyWindow",
                launch.sceneDelegate == nil
                    ? "the app delegate made no window key in application(_:didFinishLaunchingWithOptions:): on iOS the screen stays black (set window = UIWindow(frame: UIScreen.main.bounds), its rootViewController, and call makeKeyAndVisible(); R335)"
                    : "the scene delegate made no window key in scene(_:willConnectTo:options:): on iOS the screen stays black (set window = UIWindow(windowScene:), its rootViewController, and call makeKeyAndVisible(); R335)"
            )
        }
        return launch
    }

    /// The scene delegate of `configuration`: the host's (the Info.plist's) when the configuration
    /// names no class or the class the host's delegate has; nil (not scene-based) without one.
    private static func sceneDelegate(
        for configuration: UISceneConfiguration, making makeSceneDelegate: (() -> UISceneDelegate)?
    ) -> UISceneDelegate? {
        guard let makeSceneDelegate else {
            if let named = configuration.delegateClass {
                DiagnosticLog.current.report(
                    "sceneDelegateClassNotMade",
                    "the scene configuration names \(named) as its delegate class, but the host was given no scene delegate to make (Swift cannot make an instance from a class: pass sceneDelegate: { \(named)() }; R335)"
                )
            }
            return nil
        }
        let made = makeSceneDelegate()
        if let named = configuration.delegateClass, ObjectIdentifier(named) != ObjectIdentifier(type(of: made)) {
            DiagnosticLog.current.report(
                "sceneDelegateClassNotMade",
                "the scene configuration names \(named) as its delegate class, but the host's scene delegate is a \(type(of: made)); using the host's (R335)"
            )
        }
        return made
    }

    /// The launched app's first frame (R335, R294): the scene delegate's `sceneWillEnterForeground`
    /// and `sceneDidBecomeActive` — or, for an app that is not scene-based, the app delegate's
    /// `applicationDidBecomeActive` — each followed by its notifications.
    static func activateLaunchedApp(_ app: UIApplication) {
        let center = NotificationCenter.default
        let scene = app.mainScene
        let log = EventLog.current
        if let sceneDelegate = scene.delegate {
            log.record("sceneDelegate.sceneWillEnterForeground")
            sceneDelegate.sceneWillEnterForeground(scene)
        }
        center.post(name: UIScene.willEnterForegroundNotification, object: scene)
        center.post(name: willEnterForegroundNotification, object: app)
        scene.activationStorage = .foregroundActive
        if let sceneDelegate = scene.delegate {
            log.record("sceneDelegate.sceneDidBecomeActive")
            sceneDelegate.sceneDidBecomeActive(scene)
        } else if let delegate = app.delegate {
            log.record("appDelegate.applicationDidBecomeActive")
            delegate.applicationDidBecomeActive(app)
        }
        center.post(name: UIScene.didActivateNotification, object: scene)
        center.post(name: didBecomeActiveNotification, object: app)
        let roots = UIKitRuntime.current.rootsAwaitingLaunch
        UIKitRuntime.current.rootsAwaitingLaunch = []
        for root in roots where root.isViewLoaded && root.view.window != nil { root.endAppearanceTransition() }
    }
}

extension UIApplication {
    /// Forgets a launched app's scene state when the host quits it (`Simulator.closeScene`): the
    /// scene's delegate and session go, and the scene is active again for whatever shows next.
    package func forgetLaunchedApp() {
        mainScene.delegate = nil
        mainScene.session = UISceneSession(role: .windowApplication)
        mainScene.activationStorage = .foregroundActive
    }
}
