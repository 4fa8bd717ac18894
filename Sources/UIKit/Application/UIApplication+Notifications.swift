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
