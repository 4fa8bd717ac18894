// An iOS 18 app's shell as apps write it (written for this corpus): tabs built with UITab and
// trailing-closure providers, a search tab, a group with a managing navigation controller, a badge
// set on a tab, and a delegate using the tab methods. It must compile unchanged.
import UIKit

final class LibraryViewController: UIViewController {
    init(name: String) {
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

final class TabsShellController: UITabBarController, UITabBarControllerDelegate {
    private(set) var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let listenNow = UITab(title: "Listen Now", image: UIImage(systemName: "play.fill"), identifier: "listen") { _ in
            UINavigationController(rootViewController: LibraryViewController(name: "Listen Now"))
        }
        let browse = UITab(title: "Browse", image: UIImage(systemName: "square.grid.2x2"), identifier: "browse") {
            tab in
            LibraryViewController(name: tab.title)
        }
        browse.badgeValue = "New"
        let library = UITabGroup(
            title: "Library", image: UIImage(systemName: "folder"), identifier: "library",
            children: [
                UITab(title: "Albums", image: UIImage(systemName: "square.grid.2x2"), identifier: "albums") { _ in
                    LibraryViewController(name: "Albums")
                },
                UITab(title: "Songs", image: UIImage(systemName: "list.bullet"), identifier: "songs") { _ in
                    LibraryViewController(name: "Songs")
                },
            ])
        library.managingNavigationController = UINavigationController()
        let search = UISearchTab { _ in
            UINavigationController(rootViewController: LibraryViewController(name: "Search"))
        }
        mode = .tabSidebar
        setTabs([listenNow, browse, library, search], animated: false)
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelectTab tab: UITab) -> Bool {
        log.append("should \(tab.identifier)")
        return true
    }

    func tabBarController(
        _ tabBarController: UITabBarController, didSelectTab selectedTab: UITab, previousTab: UITab?
    ) {
        log.append("did \(selectedTab.identifier) from \(previousTab?.identifier ?? "none")")
    }
}
