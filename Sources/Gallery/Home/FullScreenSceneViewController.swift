import Foundation
import UIKit

/// Holds a scene that needs the whole screen — a navigation or tab bar controller, which cannot be
/// pushed — as its only child, presented full screen from the home. Its close button dismisses it:
/// a Close bar button on a navigation scene's root when that has no left item (what an app's
/// presented navigation controller shows), else a round button in the top trailing corner.
@MainActor
final class FullScreenSceneViewController: UIViewController {
    let content: UIViewController
    /// The floating close button, when the scene has no bar to put one in.
    private(set) var floatingCloseButton: UIButton?
    /// The Close bar button on a navigation scene's root.
    private(set) var closeItem: UIBarButtonItem?

    /// Whether `controller` is shown full screen rather than pushed.
    static func needsWholeScreen(_ controller: UIViewController) -> Bool {
        controller is UINavigationController || controller is UITabBarController
    }

    init(content: UIViewController) {
        self.content = content
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .fullScreen
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        addChild(content)
        content.view.frame = view.bounds
        content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(content.view)
        content.didMove(toParent: self)
        let close = UIAction { [weak self] _ in self?.dismiss(animated: true) }
        if let navigation = content as? UINavigationController, let root = navigation.viewControllers.first,
            root.navigationItem.leftBarButtonItems?.isEmpty ?? true, !navigation.isNavigationBarHidden
        {
            let item = UIBarButtonItem(systemItem: .close, primaryAction: close)
            root.navigationItem.leftBarButtonItem = item
            closeItem = item
        } else {
            let button = UIButton(type: .system)
            button.setTitle("✕", for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 15, weight: .bold)
            button.setTitleColor(.secondaryLabel, for: .normal)
            button.backgroundColor = UIColor.tertiarySystemFill
            button.layer.cornerRadius = 15
            button.addAction(close, for: .touchUpInside)
            view.addSubview(button)
            floatingCloseButton = button
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        guard let button = floatingCloseButton else { return }
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        button.frame = CGRect(x: safe.maxX - 16 - 30, y: safe.minY + 7, width: 30, height: 30)
        view.bringSubviewToFront(button)
    }

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { content.supportedInterfaceOrientations }
}
