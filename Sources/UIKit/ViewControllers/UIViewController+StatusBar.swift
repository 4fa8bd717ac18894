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

/// How the status bar appears or disappears (`preferredStatusBarUpdateAnimation`).
public enum UIStatusBarAnimation: Int, Sendable {
    case none = 0
    case fade = 1
    case slide = 2
}

extension UIWindow {
    /// The status bar style in effect: asked of the top-most controller that captures the status bar
    /// (a full-screen presentation, or one with `modalPresentationCapturesStatusBarAppearance`),
    /// following `childForStatusBarStyle`.
    /// A sheet that pushes its presenter back shows the black behind it under the status bar, which
    /// turns light unless a controller above captures the status bar (R135).
    public var effectiveStatusBarStyle: UIStatusBarStyle {
        guard var controller = rootViewController else { return .default }
        var pushedBack = false
        var walked = controller
        while let presented = walked.presentedViewController {
            walked = presented
            let pc = presented.ownPresentationController
            if pc?.presentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
                pushedBack = false
            } else if let sheet = pc as? UISheetPresentationController, sheet.pushesBackPresenter {
                pushedBack = true
            }
        }
        if pushedBack { return .lightContent }
        while let child = controller.childForStatusBarStyle { controller = child }
        return controller.preferredStatusBarStyle
    }

    /// Whether the status bar is hidden: asked of the same controller as the style (the top-most
    /// that captures the status bar), following `childForStatusBarHidden` (R241).
    public var effectiveStatusBarHidden: Bool {
        guard var controller = statusBarCapturingController else { return false }
        while let child = controller.childForStatusBarHidden { controller = child }
        return controller.prefersStatusBarHidden
    }

    /// Whether the home indicator may hide: asked of the same controller as the status bar (the
    /// top-most that captures it), following `childForHomeIndicatorAutoHidden` (R259).
    package var effectiveHomeIndicatorAutoHidden: Bool {
        guard var controller = statusBarCapturingController else { return false }
        while let child = controller.childForHomeIndicatorAutoHidden { controller = child }
        return controller.prefersHomeIndicatorAutoHidden
    }

    /// The top-most controller that decides the status bar's appearance: the root, or the last
    /// full-screen presentation (or one with `modalPresentationCapturesStatusBarAppearance`) above it.
    var statusBarCapturingController: UIViewController? {
        guard var controller = rootViewController else { return nil }
        var walked = controller
        while let presented = walked.presentedViewController {
            walked = presented
            let pc = presented.ownPresentationController
            if pc?.presentationStyle == .fullScreen || presented.modalPresentationCapturesStatusBarAppearance {
                controller = presented
            }
        }
        return controller
    }
}
