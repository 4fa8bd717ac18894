// S15 "Side effects and the coordinator". Seed: 002_f99f474dfeecd1ec.txt, "Transition Coordinator".
// The seed shows only the pushed screen's viewWillAppear; this navigation controller is the scene's
// frame for it: an Inbox → Message → Reply stack and the on-screen log at the bottom.
import Foundation
import UIKit

/// The scene's root: a navigation controller (default push/pop and edge swipe, no delegate) whose
/// view carries the log panel above the screens.
@MainActor
final class CoordinatorNavigationController: UINavigationController {
    /// The log of appearance callbacks and coordinator events.
    let logPanel = TransitionLogPanel()
    /// How many times the message has been shown, as the side effect counts it.
    var timesOpened = 0 { didSet { updateStatus() } }

    override init() {
        let inbox = CoordinatorInboxViewController(log: logPanel)
        super.init(rootViewController: inbox)
        inbox.scene = self
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(logPanel)
        updateStatus()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bottom = view.window?.deviceSafeAreaInsets.bottom ?? 0
        let height = TransitionLogPanel.preferredHeight
        logPanel.frame = CGRect(
            x: 12, y: view.bounds.height - bottom - 8 - height, width: view.bounds.width - 24, height: height)
    }

    /// The status line: the side effect's current state.
    func updateStatus() {
        logPanel.status = "side effect: message opened \(timesOpened)×"
    }
}
