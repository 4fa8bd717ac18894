import Foundation

/// How the status bar draws its content, with UIKit's raw values.
public enum UIStatusBarStyle: Int, Sendable {
    /// Dark content on light backgrounds (the default in light mode).
    case `default` = 0
    /// White content for dark backgrounds.
    case lightContent = 1
    /// Dark content.
    case darkContent = 3
}

extension UIWindow {
    /// The status bar style in effect: asked of the top-most controller that captures the status bar
    /// (a full-screen presentation, or one with `modalPresentationCapturesStatusBarAppearance`),
    /// following `childForStatusBarStyle`.
    public var effectiveStatusBarStyle: UIStatusBarStyle {
        guard var controller = rootViewController else { return .default }
        while let presented = controller.presentedViewController,
            presented.modalPresentationStyle.effective == .fullScreen
                || presented.modalPresentationCapturesStatusBarAppearance
        {
            controller = presented
        }
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller.preferredStatusBarStyle
    }
}
