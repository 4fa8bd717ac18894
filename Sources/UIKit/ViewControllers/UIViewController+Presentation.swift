import Foundation

extension UIViewController {
    /// Presents a controller modally (R1–R9). Refused, with a diagnostic, while a presentation is in
    /// progress, when this controller is already presenting, or when `viewControllerToPresent` is
    /// already presented.
    public func present(
        _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
    ) {
        let log = DiagnosticLog.current
        let style =
            viewControllerToPresent.ownPresentationController?.presentationStyle
            ?? viewControllerToPresent.resolvedPresentationStyle
        let presenter = style.isContext ? presentationContext : presentationContextRoot
        if let busy = TransitionDriver.inFlight.first {
            log.report(
                "presentationInProgress",
                "present(\(logName(viewControllerToPresent))) from \(logName(self)) refused: \(busy.context.name) is still in progress (its animator has not called completeTransition yet)",
                rule: "R19")
            return
        }
        if viewControllerToPresent.presentingViewController != nil || viewControllerToPresent === presenter {
            log.report(
                "alreadyPresented",
                "present(\(logName(viewControllerToPresent))) from \(logName(self)) refused: that controller is already presented (UIKit raises 'Application tried to present modally a view controller that is already being presented')"
            )
            return
        }
        if let current = presenter.presentedViewController {
            log.report(
                "alreadyPresenting",
                "present(\(logName(viewControllerToPresent))) from \(logName(self)) refused: \(logName(presenter)) is already presenting \(logName(current)) (UIKit: 'Attempt to present … which is already presenting …'); present from the top-most presented controller instead"
            )
            return
        }
        // A search controller presents while its bar keeps the keyboard (R306).
        if !(viewControllerToPresent is UISearchController) { presenter.endEditingForPresentation() }
        ModalTransition.present(
            viewControllerToPresent, from: presenter, source: self, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented — or, called on a presented controller, itself.
    /// With a stack of presented controllers only the top one animates; those between are removed
    /// at once, as UIKit does.
    public func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        let log = DiagnosticLog.current
        let presenter: UIViewController
        if presentedViewController != nil {
            presenter = self
        } else if let presenting = presentingViewController {
            presenter = presenting
        } else {
            log.report(
                "nothingToDismiss",
                "dismiss(animated:) on \(logName(self)): it presents nothing and is not presented; nothing happens and the completion is not called"
            )
            return
        }
        if let busy = TransitionDriver.inFlight.first {
            log.report(
                "presentationInProgress",
                "dismiss(animated:) on \(logName(self)) refused: \(busy.context.name) is still in progress", rule: "R19"
            )
            return
        }
        guard let child = presenter.presentedViewController else { return }
        // Walk to the top of the stack; everything between is removed without animation.
        var top = child
        var between: [UIViewController] = []
        while let next = top.presentedViewController {
            between.append(top)
            top = next
        }
        for controller in between {
            if let container = controller.ownPresentationController?.containerView {
                controller.ownPresentationController?.presentedView?.removeFromSuperview()
                container.removeFromSuperview()
            }
            EventLog.current.record("removed \(logName(controller)) from the presentation stack")
        }
        if !between.isEmpty {
            let bottom = child.ownPresentationController
            // The top controller now dismisses straight to `presenter`.
            between.first?.presentedViewController = nil
            top.ownPresentingViewController = presenter
            presenter.presentedViewController = top
            for controller in between {
                controller.presentedViewController = nil
                controller.ownPresentingViewController = nil
                controller.ownPresentationController = nil
            }
            top.ownPresentationController?.setPresenting(presenter)
            // The presenter's view goes back where the bottom presentation found it, as the bottom
            // presentation left it (a sheet's push-back, R137).
            top.ownPresentationController?.presentersViewHome = bottom?.presentersViewHome
            if let bottom { top.ownPresentationController?.takeOverPresenterState(from: bottom) }
        }
        // R277: the dismissed controller's editing ends as the dismissal starts (the keyboard goes
        // down alongside); the presenter's field that was editing before it presented edits again.
        if let window = top.viewIfLoaded?.window, let responder = window.firstResponder,
            Self.responder(responder, isInside: top)
        {
            window.forceResign(responder)
        }
        let restored = presenter.firstResponderBeforePresenting
        presenter.firstResponderBeforePresenting = nil
        guard let restored else {
            return ModalTransition.dismiss(top, to: presenter, animated: flag, completion: completion)
        }
        ModalTransition.dismiss(top, to: presenter, animated: flag) {
            if (restored as? UIView)?.window != nil { restored.becomeFirstResponder() }
            completion?()
        }
    }

    /// R277: presenting ends the editing in the presenter's views — the keyboard goes down as the
    /// presented controller comes up — and remembers the responder for the dismissal.
    func endEditingForPresentation() {
        guard let window = viewIfLoaded?.window, let responder = window.firstResponder,
            Self.responder(responder, isInside: self)
        else { return }
        firstResponderBeforePresenting = responder
        window.forceResign(responder)
    }

    /// Whether `responder` is `controller`, or a view in its view's tree.
    static func responder(_ responder: UIResponder, isInside controller: UIViewController) -> Bool {
        if responder === controller { return true }
        guard let root = controller.viewIfLoaded else { return false }
        if let view = responder as? UIView { return view.isDescendant(of: root) }
        if let other = responder as? UIViewController, let view = other.viewIfLoaded {
            return view.isDescendant(of: root)
        }
        return false
    }

    /// The controller that presents on this one's behalf: the root of its parent chain.
    var presentationContextRoot: UIViewController {
        var controller = self
        while let parent = controller.parent { controller = parent }
        return controller
    }

    /// R141: the controller a context presentation from this one covers — the nearest in the parent
    /// chain (this one included) whose `definesPresentationContext` is true; the root of the chain
    /// when none does.
    var presentationContext: UIViewController {
        var controller: UIViewController? = self
        while let current = controller {
            if current.definesPresentationContext { return current }
            controller = current.parent
        }
        return presentationContextRoot
    }
}
