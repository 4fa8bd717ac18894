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

    /// The controller the More navigation controller shows above its list, if any: a navigation
    /// controller tab whose stack it borrowed, or the controller pushed on the list.
    var controllerShownInMore: UIViewController? {
        let stack = moreController.viewControllers
        guard stack.count > 1 else { return nil }
        if let borrowed = borrowedNavigation, stack[1] === borrowedRoot { return borrowed }
        return stack[1]
    }

    /// Puts `controller` above the More list (without animation: the tab switch, if any, shows it).
    func showInMore(_ controller: UIViewController) {
        guard controllerShownInMore !== controller else { return }
        returnBorrowedStack()
        moreController.setViewControllers([moreList] + stackForMore(controller), animated: false)
    }

    /// The controllers pushed on the More list for `controller`: a navigation controller lends its
    /// stack (the More navigation controller shows it; nested navigation bars are not drawn, R337),
    /// any other controller is pushed itself.
    private func stackForMore(_ controller: UIViewController) -> [UIViewController] {
        if controller.parent === self {
            controller.willMove(toParent: nil)
            controller.removeFromParent()
        }
        guard let navigation = controller as? UINavigationController, let root = navigation.viewControllers.first else {
            return [controller]
        }
        let stack = navigation.viewControllers
        for child in stack {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        navigation.viewControllers = []
        borrowedNavigation = navigation
        borrowedRoot = root
        return stack
    }

    /// Gives a navigation controller tab back the stack the More navigation controller borrowed
    /// (what is above the list now, or its root if the list was popped back to).
    func returnBorrowedStack() {
        guard let navigation = borrowedNavigation, let root = borrowedRoot else { return }
        borrowedNavigation = nil
        borrowedRoot = nil
        let more = moreController.viewControllers
        let stack = more.count > 1 && more[1] === root ? Array(more.dropFirst()) : [root]
        if more.count > 1 { moreController.setViewControllers([moreList], animated: false) }
        for child in stack where child.parent != nil {
            child.willMove(toParent: nil)
            child.viewIfLoaded?.removeFromSuperview()
            child.removeFromParent()
        }
        navigation.setViewControllers(stack, animated: false)
    }

    /// The user tapped row `row` of the More list: its controller is pushed (R337).
    func moreListRowSelected(_ row: Int) {
        let candidates = moreControllers
        guard candidates.indices.contains(row), moreController.viewControllers.count == 1 else { return }
        let controller = candidates[row]
        EventLog.current.record("more list selects \(logName(controller))")
        returnBorrowedStack()
        let stack = stackForMore(controller)
        if stack.count == 1 {
            moreController.pushViewController(stack[0], animated: true)
        } else {
            moreController.setViewControllers([moreList] + stack, animated: true)
        }
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
