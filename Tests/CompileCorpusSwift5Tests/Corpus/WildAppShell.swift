// An app's shell as apps write it (written for this corpus): a tab bar controller of navigation
// controllers built in code with SF Symbols, a tab bar appearance, a badge, a tab-switch
// cross-fade from the tab bar controller's delegate, life-cycle and custom notifications observed
// with NotificationCenter (selector and block forms), work deferred with DispatchQueue.main,
// dynamic colours, attributed labels, and finding the key window the ways apps do. It must compile
// unchanged.
import UIKit

extension Notification.Name {
    static let inboxDidRefresh = Notification.Name("InboxDidRefresh")
}

extension UIColor {
    /// The brand colour, lighter in dark mode.
    static let brand = UIColor { traits in
        traits.userInterfaceStyle == .dark
            ? UIColor(red: 0.45, green: 0.62, blue: 1, alpha: 1)
            : UIColor(red: 0.1, green: 0.3, blue: 0.85, alpha: 1)
    }

    convenience init(hex: UInt32) {
        self.init(
            red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255,
            blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

extension UIApplication {
    /// The key window, found the way apps written since iOS 13 find it.
    var currentKeyWindow: UIWindow? {
        connectedScenes
            .compactMap { $0 as? UIWindowScene }
            .flatMap { $0.windows }
            .first { $0.isKeyWindow }
    }
}

final class InboxViewController: UIViewController {
    let statusLabel = UILabel()
    let countLabel = UILabel()
    private(set) var events: [String] = []
    private var refreshObserver: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        view.backgroundColor = .systemBackground
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            image: UIImage(systemName: "square.and.pencil"), style: .plain, target: self,
            action: InboxViewController.compose)

        statusLabel.numberOfLines = 2
        statusLabel.textAlignment = .center
        statusLabel.attributedText = Self.status(unread: 0)
        countLabel.font = UIFont.monospacedSystemFont(ofSize: 15, weight: .regular)
        countLabel.textColor = .brand
        let stack = UIStackView(arrangedSubviews: [statusLabel, countLabel])
        stack.axis = .vertical
        stack.alignment = .center
        stack.spacing = 4
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
            stack.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
        ])

        NotificationCenter.default.addObserver(
            self, selector: InboxViewController.appDidBecomeActive,  // porting.md: #selector(appDidBecomeActive)
            name: UIApplication.didBecomeActiveNotification, object: nil)
        refreshObserver = NotificationCenter.default.addObserver(
            forName: .inboxDidRefresh, object: nil, queue: .main
        ) { [weak self] notification in
            let unread = notification.userInfo?["unread"] as? Int ?? 0
            self?.events.append("refreshed \(unread)")
            self?.statusLabel.attributedText = Self.status(unread: unread)
            self?.navigationController?.tabBarItem.badgeValue = unread > 0 ? "\(unread)" : nil
        }
    }

    func appDidBecomeActive() {
        events.append("active")
    }

    deinit {
        if let refreshObserver = refreshObserver {
            NotificationCenter.default.removeObserver(refreshObserver)
        }
    }

    static func status(unread: Int) -> NSAttributedString {
        let text = NSMutableAttributedString(
            string: unread == 0 ? "All caught up" : "\(unread) unread",
            attributes: [.font: UIFont.preferredFont(forTextStyle: .headline), .foregroundColor: UIColor.label])
        text.append(
            NSAttributedString(
                string: "\nUpdated just now",
                attributes: [
                    .font: UIFont.preferredFont(forTextStyle: .footnote),
                    .foregroundColor: UIColor.secondaryLabel,
                ]))
        return text
    }

    private func compose() {
        let alert = UIAlertController(title: "New Message", message: "Not yet", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
    }

    /// Pretends to fetch: posts the refresh after a delay, as a network callback would.
    func refresh() {
        events.append("refresh requested")
        DispatchQueue.global(qos: .userInitiated).async {
            DispatchQueue.main.async {
                self.events.append("fetching")
            }
        }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
            NotificationCenter.default.post(name: .inboxDidRefresh, object: nil, userInfo: ["unread": 3])
        }
    }
}

final class SettingsViewController: UIViewController {
    let tintedIcon = UIImageView(image: UIImage(systemName: "bell"))
    private(set) var tintChanges = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Settings"
        view.backgroundColor = .systemGroupedBackground
        tintedIcon.frame = CGRect(x: 20, y: 140, width: 44, height: 44)
        view.addSubview(tintedIcon)
    }
}

final class TintWatchingView: UIView {
    private(set) var tintChanges: [UIView.TintAdjustmentMode] = []

    override func tintColorDidChange() {
        super.tintColorDidChange()
        tintChanges.append(tintAdjustmentMode)
    }
}

final class CrossFadeTabAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toView = transitionContext.view(forKey: .to), let fromView = transitionContext.view(forKey: .from)
        else {
            transitionContext.completeTransition(false)
            return
        }
        transitionContext.containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(
            withDuration: transitionDuration(using: transitionContext),
            animations: {
                toView.alpha = 1
                fromView.alpha = 0
            },
            completion: { _ in
                fromView.alpha = 1
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
    }
}

final class AppShellController: UITabBarController, UITabBarControllerDelegate {
    let inbox = InboxViewController()
    let settings = SettingsViewController()
    private(set) var selections: [Int] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
        let inboxNavigation = UINavigationController(rootViewController: inbox)
        inboxNavigation.tabBarItem = UITabBarItem(
            title: "Inbox", image: UIImage(systemName: "tray"), selectedImage: UIImage(systemName: "tray.fill"))
        let settingsNavigation = UINavigationController(rootViewController: settings)
        settingsNavigation.tabBarItem = UITabBarItem(
            title: "Settings", image: UIImage(systemName: "gearshape"), tag: 1)
        viewControllers = [inboxNavigation, settingsNavigation]

        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        tabBar.standardAppearance = appearance
        tabBar.scrollEdgeAppearance = appearance
        tabBar.tintColor = .brand
        tabBar.unselectedItemTintColor = .secondaryLabel
    }

    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    {
        viewController !== selectedViewController
    }

    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        selections.append(selectedIndex)
    }

    func tabBarController(
        _ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
        to toVC: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        CrossFadeTabAnimator()
    }
}
