// S1 "Spring present". Seed 003 (docs/scenes.md), part 2 step 4 — CXFromModalVC with the custom
// animation (red, "present"). Mechanical edits: Objective-C → Swift, @selector → method reference;
// the caption and the button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `CXFromModalVC`: a red screen whose "present" button presents the green screen with
/// itself as the transitioning delegate, handing out one `SpringModalAnimator` both ways.
@MainActor
final class SpringPresentingViewController: DemoScreenViewController {
    /// The seed's strong `animation` property. (The controller is also the transitioning delegate,
    /// which UIKit holds weakly; the window keeps this controller alive.)
    private(set) var animation: SpringModalAnimator!

    init() {
        super.init(
            name: "Red", caption: "Spring present",
            body:
                "Tap present: the green screen starts one screen height below and springs into place (damping 0.6, velocity 0, 1 s, full screen).",
            textColor: .white, background: .systemRed, buttonTitle: "present")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        animation = SpringModalAnimator()
        button.addTarget(self, action: SpringPresentingViewController.pushViewController, for: .touchUpInside)
    }

    /// The seed's action name (it presents).
    func pushViewController() {
        let toModalVC = SpringPresentedViewController()
        toModalVC.transitioningDelegate = self
        animation.animationType = .present
        toModalVC.delegate = self
        toModalVC.modalTransitionStyle = .coverVertical
        // The seed predates iOS 13, where the default style was full screen; say so explicitly.
        toModalVC.modalPresentationStyle = .fullScreen
        present(toModalVC, animated: true, completion: nil)
    }
}

// MARK: - CXModalViewControllerDelegate

extension SpringPresentingViewController: SpringPresentedViewControllerDelegate {
    func dismissViewController(_ mcv: SpringPresentedViewController) {
        animation.animationType = .dismiss
        dismiss(animated: true, completion: nil)
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension SpringPresentingViewController: UIViewControllerTransitioningDelegate {
    // 用于动画
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return animation
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return animation
    }
}
