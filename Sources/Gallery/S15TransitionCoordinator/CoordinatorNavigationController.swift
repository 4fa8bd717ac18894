// S15 "Side effects and the coordinator". Seed 002 (docs/scenes.md), "Transition Coordinator".
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

    init() {
        let inbox = CoordinatorInboxViewController(log: logPanel)
        super.init(rootViewController: inbox)
        inbox.scene = self
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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
        if view.bounds.width > view.bounds.height {
            // Landscape: a column on the right of the safe area, beside the screens rather than over them.
            let safe = view.bounds.inset(by: view.safeAreaInsets)
            let top = navigationBar.frame.maxY + 8
            logPanel.frame = CGRect(
                x: safe.maxX - Self.landscapePanelWidth, y: top, width: Self.landscapePanelWidth,
                height: max(height, safe.maxY - 8 - top))
        } else {
            logPanel.frame = CGRect(
                x: 12, y: view.bounds.height - bottom - 8 - height, width: view.bounds.width - 24, height: height)
        }
        for controller in viewControllers { keepClearOfPanel(controller) }
    }

    override func pushViewController(_ viewController: UIViewController, animated: Bool) {
        keepClearOfPanel(viewController)
        super.pushViewController(viewController, animated: animated)
    }

    /// The width of the log column in landscape.
    static let landscapePanelWidth: CGFloat = 300

    /// In landscape the screens' safe area ends 8 pt left of the log column, so their captions and
    /// buttons stay beside it; in portrait the panel sits at the bottom, below their content.
    private func keepClearOfPanel(_ controller: UIViewController) {
        let landscape = view.bounds.width > view.bounds.height
        let right = landscape ? view.bounds.width - (logPanel.frame.minX - 8) : 0
        let insets = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: right)
        if controller.additionalSafeAreaInsets != insets { controller.additionalSafeAreaInsets = insets }
    }

    /// The status line: the side effect's current state.
    func updateStatus() {
        logPanel.status = "side effect: message opened \(timesOpened)×"
    }
}
