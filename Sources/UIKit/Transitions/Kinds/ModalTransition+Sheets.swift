import Foundation

extension ModalTransition {
    /// UIKit's animator for a style when the delegate gives none (R3): the sheet's slide for a sheet
    /// that covers vertically (R136), else the built-in modal animations (R127–R129).
    static func builtinAnimator(
        for presented: UIViewController, style: UIModalPresentationStyle, transitionStyle: UIModalTransitionStyle,
        presenting: Bool
    ) -> UIViewControllerAnimatedTransitioning {
        if presented.preferredTransition?.isZoom == true {
            return BuiltinZoomAnimator(zoomed: presented, zoomsIn: presenting)  // R142
        }
        if style.isSheet, transitionStyle == .coverVertical {
            return BuiltinSheetAnimator(presenting: presenting)
        }
        return BuiltinModalAnimator(style: transitionStyle, presenting: presenting)
    }

    /// The built-in animation's style: the presented controller's (its `preferredTransition` first,
    /// R142), or the context's when a context presentation's context provides its own (R141).
    static func transitionStyle(
        of presented: UIViewController, in presenting: UIViewController, style: UIModalPresentationStyle
    ) -> UIModalTransitionStyle {
        // A popover kept as a popover fades (UIKit's zoom from the arrow is not drawn, R83).
        if style == .popover { return .crossDissolve }
        return style.isContext && presenting.providesPresentationContextTransitionStyle
            ? presenting.modalTransitionStyle
            : presented.preferredTransition?.builtinStyle ?? presented.modalTransitionStyle
    }

    /// The classic iOS 13 breakage (R134): an animator vended while the style is still `.automatic`
    /// runs inside a sheet.
    static func reportAnimatorInAutomaticSheet(
        _ animator: UIViewControllerAnimatedTransitioning, of presented: UIViewController,
        delegate: UIViewControllerTransitioningDelegate
    ) {
        DiagnosticLog.current.report(
            "customAnimatorInAutomaticSheet",
            "\(logName(presented)).transitioningDelegate (\(logName(delegate))) returned \(logName(animator)), but modalPresentationStyle is still .automatic, which since iOS 13 is a sheet (.formSheet on iOS 18): the animator runs inside UISheetPresentationController — view(forKey: .from) is nil, the presenter's view stays on screen and is pushed back, view(forKey: .to) is the sheet's card and finalFrame(for:) its frame below the status bar, presentationController(forPresented:) is not asked, and a swipe down dismisses the card. Code written before iOS 13 wants modalPresentationStyle = .fullScreen (or .custom with its own presentation controller)",
            rule: "R134")
    }

    /// R133: the style was changed after a built-in presentation controller was made for another.
    static func reportStyleChangedAfterCreation(of presented: UIViewController, madeFor style: UIModalPresentationStyle)
    {
        DiagnosticLog.current.report(
            "presentationStyleChangedTooLate",
            "\(logName(presented)).modalPresentationStyle is .\(presented.modalPresentationStyle), but its presentationController was already made for .\(style) (something read presentationController or sheetPresentationController before the style was set): UIKit keeps that controller, so the presentation runs as .\(style). Set modalPresentationStyle first",
            rule: "R133")
    }
}
