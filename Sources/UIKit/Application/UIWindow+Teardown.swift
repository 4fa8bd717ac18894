import Foundation

extension UIWindow {
    /// Ends the app on screen as quitting it does: nothing is called back (no appearance calls, no
    /// completions, no dismissals run), but every link that keeps its controllers alive is cut —
    /// presentations, transition coordinators, container transitions — and the window's
    /// hierarchy goes, transition containers included. The host then resets the runtime
    /// (`UIKitRuntime.reset()`: transitions in flight, animations, display links, touches).
    ///
    /// Replacing `rootViewController` alone does not do this, on iOS either: a presented
    /// controller's container stays in the window and the presented controller stays alive.
    package func tearDownContent() {
        // Every animation goes without calling back: a rotation under way ends where it goes (its
        // model values are already the turned geometry), and the completions and delegates that
        // hold the old controllers (an animation on a view's layer whose completion holds the
        // view's controller is a cycle) go with them.
        AnimationEngine.abandonAll()
        let root = rootViewController
        rootViewController = nil
        root?.tearDownForAppExit()
        for subview in subviews.reversed() { subview.removeFromSuperview() }
    }
}

extension UIViewController {
    /// Cuts the links of this controller's tree (children, presented controllers) that outlive a
    /// removed hierarchy (see `UIWindow.tearDownContent`).
    package func tearDownForAppExit() {
        ownTransitionCoordinator = nil
        (self as? UINavigationController)?.transition = nil
        (self as? UITabBarController)?.transition = nil
        for child in children { child.tearDownForAppExit() }
        if let presented = presentedViewController {
            presentedViewController = nil
            presented.ownPresentingViewController = nil
            presented.ownPresentationController?.containerView?.removeFromSuperview()
            presented.ownPresentationController = nil
            presented.tearDownForAppExit()
        }
        viewIfLoaded?.removeFromSuperview()
    }
}
