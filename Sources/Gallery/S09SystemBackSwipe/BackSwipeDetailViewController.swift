// S9 "System back swipe". Seed 003 (docs/scenes.md), closing part —
// `self.navigationController.interactivePopGestureRecognizer.enabled = YES;` as a toggle, and a
// second toggle that installs a custom pop animator (the trap).
import Foundation
import UIKit

/// The red pushed screen with the two toggles.
@MainActor
final class BackSwipeDetailViewController: UIViewController {
    /// Toggles `interactivePopGestureRecognizer.isEnabled`.
    private(set) var swipeButton: UIButton!
    /// Toggles the custom pop animator.
    private(set) var animatorButton: UIButton!
    private let caption = SceneCaptionView(
        title: "Detail",
        body:
            "Swipe from the left edge: the pop follows the finger. With a custom pop animator installed the swipe does nothing (UIKit's interactive pop only drives its own animation); ‹ Root still pops, with the fade.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Detail"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemRed
        view.addSubview(caption)
        swipeButton = makeButton(action: BackSwipeDetailViewController.swipeTapped)
        animatorButton = makeButton(action: BackSwipeDetailViewController.animatorTapped)
        updateTitles()
    }

    private func makeButton(action: @escaping (BackSwipeDetailViewController) -> () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.bounds.size.width = 300
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
        return button
    }

    private var scene: BackSwipeNavigationController? { navigationController as? BackSwipeNavigationController }

    private func updateTitles() {
        let swipeOn = scene?.interactivePopGestureRecognizer?.isEnabled ?? true
        swipeButton.setTitle("Edge swipe: \(swipeOn ? "on" : "off")", for: .normal)
        let custom = scene?.usesCustomPopAnimator ?? false
        animatorButton.setTitle("Custom pop animator: \(custom ? "on" : "off")", for: .normal)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        updateTitles()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        swipeButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
        animatorButton.center = CGPoint(x: view.bounds.midX, y: swipeButton.center.y + 70)
    }

    func swipeTapped() {
        guard let gesture = navigationController?.interactivePopGestureRecognizer else { return }
        gesture.isEnabled.toggle()
        updateTitles()
    }

    func animatorTapped() {
        guard let scene else { return }
        scene.usesCustomPopAnimator.toggle()
        updateTitles()
    }
}
