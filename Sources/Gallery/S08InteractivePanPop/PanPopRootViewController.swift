// S8 "Interactive pop by pan". Seed 003 (docs/scenes.md), part 6 step 3 (CXFromMoveNVC).
// Mechanical edits: Objective-C → Swift, @selector → method reference; the caption and the
// button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `CXFromMoveNVC`: a yellow screen with "Push" that puts a pan recognizer on the
/// navigation controller's view and drives pops with a plain `UIPercentDrivenInteractiveTransition`.
@MainActor
final class PanPopRootViewController: UIViewController {
    /// The seed's `animation`: the pop animator.
    private(set) var animation: PanPopAnimator!
    /// The seed's `interactionController`, handed out while the pan is active.
    private(set) var interactionController: UIPercentDrivenInteractiveTransition!
    /// The seed's `interActiving`: true from the pan's began to its end.
    private(set) var interActiving = false
    /// The pan recognizer on the navigation controller's view.
    private(set) var pan: UIPanGestureRecognizer!
    /// The "Push" button.
    private(set) var pushButton: UIButton!
    private let caption = SceneCaptionView(
        title: "From",
        body:
            "Push, then drag right starting in the left half of the red screen: the pop follows the finger. Let go past half way while moving right to finish; anything else cancels.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "From"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        view.addSubview(caption)
        // Push
        pushButton = UIButton(type: .system)
        pushButton.setTitle("Push", for: .normal)
        pushButton.addTarget(self, action: PanPopRootViewController.push, for: .touchUpInside)
        pushButton.applyDemoStyle()
        view.addSubview(pushButton)
        // Set things up.
        animation = PanPopAnimator()
        interactionController = UIPercentDrivenInteractiveTransition()
        pan = UIPanGestureRecognizer(target: self, action: PanPopRootViewController.handleGesture)
        navigationController?.view.addGestureRecognizer(pan)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        pushButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func push() {
        let toView = PanPopPushedViewController()
        navigationController?.delegate = self
        navigationController?.pushViewController(toView, animated: true)
    }

    /// Began: pop if the touch is in the left half and there is something to pop. Changed: the
    /// fraction is the horizontal distance over the width. Ended or cancelled: cancel below half
    /// way, when moving left, or when the gesture was cancelled; otherwise finish.
    func handleGesture(_ gesture: UIPanGestureRecognizer) {
        guard let navigationController else { return }
        let view = navigationController.view!
        let location = gesture.location(in: gesture.view)
        let translation = gesture.translation(in: gesture.view)
        switch gesture.state {
        case .began:
            interActiving = true
            if location.x < view.bounds.midX && navigationController.viewControllers.count > 1 {
                navigationController.popViewController(animated: true)
            }
        case .changed:
            let fraction = abs(translation.x / view.bounds.size.width)
            interactionController.update(fraction)
        case .cancelled, .ended:
            interActiving = false
            let fraction = abs(translation.x / view.bounds.size.width)
            if fraction < 0.5 || gesture.velocity(in: view).x < 0 || gesture.state == .cancelled {
                interactionController.cancel()
            } else {
                interactionController.finish()
            }
        default:
            break
        }
    }
}
