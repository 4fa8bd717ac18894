import Foundation

/// UIKit's presentation controller for the built-in styles: `.fullScreen` grabs (and later removes)
/// the presenter's view (R24); `.overFullScreen` leaves it in place (R12).
@MainActor
final class FullScreenPresentationController: UIPresentationController {
    let removesPresentersView: Bool

    init(presented: UIViewController, presenting: UIViewController?, removesPresentersView: Bool) {
        self.removesPresentersView = removesPresentersView
        super.init(presentedViewController: presented, presenting: presenting)
    }

    override var shouldRemovePresentersView: Bool { removesPresentersView }

    override var presentationStyle: UIModalPresentationStyle { removesPresentersView ? .fullScreen : .overFullScreen }

    package override var isBuiltin: Bool { true }
}
