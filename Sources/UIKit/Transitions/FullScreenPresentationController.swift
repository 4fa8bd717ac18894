import Foundation

/// UIKit's presentation controller for the covering built-in styles: `.fullScreen` and
/// `.currentContext` grab (and later remove) the presenter's view (R24, R141); `.overFullScreen` and
/// `.overCurrentContext` leave it in place (R12).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    /// `.fullScreen`, `.overFullScreen`, `.currentContext` or `.overCurrentContext`.
    let style: UIModalPresentationStyle

    init(presented: UIViewController, presenting: UIViewController?, style: UIModalPresentationStyle) {
        self.style = style
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { style == .fullScreen || style == .currentContext }

    override var presentationStyle: UIModalPresentationStyle { style }

    package override var isBuiltin: Bool { true }
}
