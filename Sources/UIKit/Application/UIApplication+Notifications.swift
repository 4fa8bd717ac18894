import Foundation

extension UIApplication {
    /// Posted before the status bar's frame changes (deprecated in iOS 13, still posted).
    public static let willChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationWillChangeStatusBarFrameNotification")

    /// Posted after the status bar's frame changed (deprecated in iOS 13, still posted).
    public static let didChangeStatusBarFrameNotification = Notification.Name(
        "UIApplicationDidChangeStatusBarFrameNotification")

    /// The key of the frame (an `NSValue`, read with `cgRectValue`) in the status bar
    /// notifications' `userInfo`: the new frame in the will-change one, the old in the did-change.
    public static let statusBarFrameUserInfoKey = "UIApplicationStatusBarFrameUserInfoKey"
}

extension UIApplication {
    /// Posts `didFinishLaunchingNotification` and the scene's `willConnectNotification` when the
    /// app's first window is made key, before its root view controller's view loads (R294): on
    /// iOS they come after `application(_:didFinishLaunchingWithOptions:)`, before the scene's
    /// window is shown.
    func postDidFinishLaunchingIfNeeded() {
        guard !didPostFinishLaunching, !UIKitRuntime.current.isLaunchingFromDelegate else { return }
        didPostFinishLaunching = true
        let center = NotificationCenter.default
        center.post(name: Self.didFinishLaunchingNotification, object: self)
        center.post(name: UIScene.willConnectNotification, object: mainScene)
    }

    /// Posts the foreground and activation notifications of a launch, once, in the first frame
    /// after a window was made key (R294): the scene's and the app's will-enter-foreground, then
    /// the scene's did-activate and the app's did-become-active, as iOS posts them for an app
    /// launched into the foreground. Observers added in `viewDidLoad` hear them, as on a device.
    static func postLaunchNotificationsIfNeeded() {
        let state = UIKitRuntime.current
        guard !state.postedLaunchNotifications, shared.windows.contains(where: { $0.isKeyWindow }) else { return }
        state.postedLaunchNotifications = true
        let center = NotificationCenter.default
        let app = shared
        if state.launchedFromDelegate { return activateLaunchedApp(app) }
        center.post(name: UIScene.willEnterForegroundNotification, object: app.mainScene)
        center.post(name: willEnterForegroundNotification, object: app)
        center.post(name: UIScene.didActivateNotification, object: app.mainScene)
        center.post(name: didBecomeActiveNotification, object: app)
    }
}
