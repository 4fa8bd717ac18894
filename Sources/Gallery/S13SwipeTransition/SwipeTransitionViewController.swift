// Seed 000 (docs/scenes.md), listings 10-3 and 10-4 — the screen that starts the transition
// the interactor drives (the guide leaves that to the app).
import Foundation
import UIKit

/// S13's presenting screen and transitioning delegate.
///
/// Listing 10-3 installs the pan in `startInteractiveTransition(_:)`, so the pan can only exist once
/// the transition has started: something else must start it, and the touch that does so cannot be
/// the drag (a touch's recognizers are fixed when it goes down, so a recognizer added to the
/// container mid-touch never sees it). S13 therefore starts it from a button: "Swipe to present"
/// presents with `interactionControllerForPresentation` returning the interactor, the transition
/// stands frozen at 0 %, and the user then drags anywhere on the screen (the container covers it);
/// up or down both count (`abs`), and lifting the finger finishes it (the listing never cancels).
/// While it waits for the drag, the simulator notes after 1 s that nothing drives the interactive
/// transition (`interactionNotDriven`): that is this design's cost, as on iOS where it just waits.
@MainActor
final class SwipeTransitionViewController: UIViewController {
    /// The interactor (listings 10-3/10-4).
    let interactor = SwipeInteractiveTransition()
    /// The linear slide it scrubs.
    let animator = SwipeSlideAnimator()
    /// Starts the interactive presentation.
    let presentButton = UIButton(type: .system)
    /// Whether the next presentation is interactive (the button) or not.
    private var presentsInteractively = false
    private let caption = SceneCaptionView(
        title: "Swipe-driven transition",
        body:
            "Tap the button, then drag up or down anywhere: the vertical travel over the screen height is the progress; lifting the finger finishes.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S13"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
        view.addSubview(caption)
        presentButton.setTitle("Swipe to present", for: .normal)
        presentButton.setTitleColor(.systemIndigo, for: .normal)
        presentButton.backgroundColor = .white
        presentButton.layer.cornerRadius = 14
        presentButton.addTarget(self, action: SwipeTransitionViewController.presentTapped, for: .touchUpInside)
        view.addSubview(presentButton)
        layOut()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOut()
    }

    /// The caption at the top and the button 120 pt above the bottom, 20 pt in from the safe area's
    /// sides (clear of the sensor housing in landscape).
    private func layOut() {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = max(0, safe.width - 40)
        caption.layOut(atTopOf: view)
        presentButton.frame = CGRect(x: safe.minX + 20, y: view.bounds.height - 120, width: width, height: 52)
    }

    /// Presents interactively: the interactor waits for a drag on the container.
    func presentTapped() {
        let controller = SwipePresentedViewController()
        controller.modalPresentationStyle = .fullScreen
        controller.transitioningDelegate = self
        presentsInteractively = true
        present(controller, animated: true)
    }
}

extension SwipeTransitionViewController: UIViewControllerTransitioningDelegate {
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = true
        return animator
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animator.presenting = false
        return animator
    }

    /// The interactor for the button's presentation only (asked once per presentation).
    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning)
        -> UIViewControllerInteractiveTransitioning?
    {
        defer { presentsInteractively = false }
        return presentsInteractively ? interactor : nil
    }
}
