import Foundation

/// The More tab (R337): with more than five controllers the bar shows the first four and a More
/// item standing for `moreNavigationController`, whose list pushes the others.
extension UITabBarController {
    /// The bar's slot of the More tab: the fifth.
    static let moreSlot = 4

    /// Whether the bar shows a More tab: more than five controllers, as on an iPhone.
    var showsMoreTab: Bool { controllers.count > 5 }

    /// The controllers the bar's items stand for: every controller, or the first four and the More
    /// navigation controller.
    var displayedControllers: [UIViewController] {
        showsMoreTab ? Array(controllers.prefix(Self.moreSlot)) + [moreController] : controllers
    }

    /// The controllers the More list shows: those past the fourth (none without a More tab).
    var moreControllers: [UIViewController] {
        showsMoreTab ? Array(controllers.dropFirst(Self.moreSlot)) : []
    }

    /// Whether `slot` is the More tab's.
    func isMoreSlot(_ slot: Int) -> Bool { showsMoreTab && slot == Self.moreSlot }

    /// The controller the More navigation controller shows above its list, if any.
    var controllerShownInMore: UIViewController? {
        let stack = moreController.viewControllers
        return stack.count > 1 ? stack[1] : nil
    }

    /// Puts `controller` above the More list (without animation: the tab switch, if any, shows it).
    func showInMore(_ controller: UIViewController) {
        guard controllerShownInMore !== controller else { return }
        if controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        moreController.setViewControllers([moreList, controller], animated: false)
    }

    /// The user tapped row `row` of the More list: its controller is pushed (R337).
    func moreListRowSelected(_ row: Int) {
        let candidates = moreControllers
        guard candidates.indices.contains(row) else { return }
        let controller = candidates[row]
        guard controllerShownInMore == nil else { return }
        EventLog.current.record("more list selects \(logName(controller))")
        moreController.pushViewController(controller, animated: true)
    }

    /// The More navigation controller: a plain list titled "More", its bar item the system More item.
    func makeMoreNavigationController() -> UINavigationController {
        let list = moreList
        list.owner = self
        let navigation = UINavigationController(rootViewController: list)
        navigation.tabBarItem = UITabBarItem(tabBarSystemItem: .more, tag: 0)
        return navigation
    }
}
