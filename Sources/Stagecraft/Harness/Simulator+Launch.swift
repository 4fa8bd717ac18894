import Foundation
import UIKit

extension Simulator {
    /// Launches an app from its delegate, as tapping its icon does on iOS 18 (R335), after quitting
    /// what was showing (`closeScene()`): the app delegate's launch methods, then — with a scene
    /// delegate — the scene's configuration and `scene(_:willConnectTo:options:)`; the window the
    /// app makes key becomes the simulator's `window`, and its first frame (run here) brings the
    /// scene to the foreground and makes it active.
    ///
    /// `sceneDelegate` stands in for the Info.plist's scene manifest (Swift cannot make an
    /// instance from the class a configuration names): pass it for a scene-based app, leave it
    /// out for an app whose delegate makes the window in `didFinishLaunching`.
    public func launch(appDelegate: UIApplicationDelegate, sceneDelegate: (() -> UISceneDelegate)? = nil) {
        closeScene()
        // The simulator's own window is not the app's: it leaves the app's window list.
        application.windows.removeAll { $0 === deviceWindow }
        let launch = application.launch(delegate: appDelegate, makeSceneDelegate: sceneDelegate)
        if let key = launch.keyWindow { adopt(key) }
        settle()
        advance(frames: 1)
    }

    /// Shows `scene`: launches it when it is an app (R335), else sets its root view controller;
    /// returns the window's root view controller.
    @discardableResult
    func show(_ scene: Scene) -> UIViewController {
        if let app = scene.app {
            launch(appDelegate: app.makeAppDelegate(), sceneDelegate: app.makeSceneDelegate)
            return window.rootViewController ?? UIViewController()
        }
        let controller = scene.make()
        rootViewController = controller
        return controller
    }

    /// Whether the app showing was launched from its delegate (`launch(appDelegate:sceneDelegate:)`).
    public var isAppLaunched: Bool { application.delegate != nil }

    /// Gives an app's key window the device: the screen's frame, the safe area, orientation and
    /// traits of the simulator's window.
    func adopt(_ appWindow: UIWindow) {
        guard appWindow !== launchedWindow, appWindow !== deviceWindow else { return }
        appWindow.deviceSafeAreaInsets = deviceWindow.deviceSafeAreaInsets
        appWindow.deviceRotatesUpsideDown = deviceWindow.deviceRotatesUpsideDown
        appWindow.interfaceOrientation = deviceWindow.interfaceOrientation
        appWindow.windowTraits = deviceWindow.windowTraits
        appWindow.frame = deviceWindow.frame
        launchedWindow = appWindow
    }

    /// A launched app that made another window key later (a login window, an onboarding one)
    /// shows that one from the next frame.
    func followKeyWindow() {
        guard isAppLaunched, let key = application.windows.last(where: { $0.isKeyWindow }), key !== launchedWindow
        else { return }
        adopt(key)
    }

    /// Quits an app launched from its delegate (`closeScene()`): its windows go, the simulator's
    /// own window is the app's again, and the app and scene delegates are let go.
    func quitLaunchedApp() {
        guard isAppLaunched || launchedWindow != nil else { return }
        for appWindow in application.windows where appWindow !== deviceWindow { appWindow.tearDownContent() }
        application.windows.removeAll()
        launchedWindow = nil
        application.delegate = nil
        application.forgetLaunchedApp()
        deviceWindow.makeKeyAndVisible()
    }
}
