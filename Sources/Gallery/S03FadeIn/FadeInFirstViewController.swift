// S3 "Fade in". Seed 004 (docs/scenes.md), "present转场动画" steps 2 and 3 — the first view
// controller keeps the animator (`let transition = PopAnimator()`), is the transitioning delegate
// and sets `secondVC.transitioningDelegate = self`. Mechanical edits only; the button is the scene's.
import Foundation
import UIKit

/// The seed's first view controller at the fade-in stage.
@MainActor
final class FadeInFirstViewController: DemoScreenViewController {
    let transition = FadeInAnimator()

    init() {
        super.init(
            name: "First", caption: "Fade in",
            body:
                "Tap present: the second screen is added to the container at alpha 0 and fades to 1 over 1 s (ease-in-out), over this one.",
            textColor: .white, background: .systemIndigo, buttonTitle: "present")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: FadeInFirstViewController.presentTapped, for: .touchUpInside)
    }

    func presentTapped() {
        let secondVC = FadeInSecondViewController()
        secondVC.transitioningDelegate = self
        // The seed predates iOS 13, where the default style was full screen; say so explicitly.
        secondVC.modalPresentationStyle = .fullScreen
        present(secondVC, animated: true, completion: nil)
    }
}

// MARK: - UIViewControllerTransitioningDelegate

extension FadeInFirstViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        return transition
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return nil
    }
}
