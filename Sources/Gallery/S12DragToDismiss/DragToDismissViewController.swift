// Seed 003 (docs/scenes.md), part 5 step 3 (CXFromMoveVC).
import Foundation
import UIKit

/// S12's presenting screen: yellow with the seed's black "present" button at (0, 0, 130, 200). It is
/// the transitioning delegate: the spring animator presents, and dismissal is interactive (the slide
/// down, scrubbed by the pan) only while the pan drives it.
@MainActor
final class DragToDismissViewController: UIViewController {
    /// The spring animator (the seed's `_animation`), shared with S1.
    let animation = SpringModalAnimator()
    /// The interactor (the seed's `_interActive`).
    let interActive = SwipeUpInteractiveTransition()
    /// The animator the interactor scrubs (the seed's `_interActiveAnimation`).
    let interActiveAnimation = SlideDownDismissAnimator()
    /// The seed's custom-type button.
    let presentButton = UIButton(type: .custom)
    /// Not in the seed: what to do, below the seed's button.
    private let caption = SceneCaptionView(
        title: "Drag to dismiss",
        body:
            "Tap present: the green screen springs up. Then drag it down: 400 pt is the whole dismissal. Let go past half way while moving down to dismiss; anything else cancels.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "S12"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        presentButton.addTarget(self, action: DragToDismissViewController.presentViewController, for: .touchUpInside)
        presentButton.setTitle("present", for: .normal)
        presentButton.setTitleColor(.black, for: .normal)
        presentButton.frame = CGRect(x: 0, y: 0, width: 130, height: 200)
        view.addSubview(presentButton)
        view.addSubview(caption)
    }

    /// The caption under the seed's button (which keeps its fixed frame at the top left).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        caption.frame.origin.y = max(caption.frame.minY, presentButton.frame.maxY + 16)
    }

    /// Presents a fresh green screen with the pan wired to the interactor.
    func presentViewController() {
        let controller = DragToDismissPresentedViewController()
        controller.delegate = self
        controller.transitioningDelegate = self
        // The seeds predate iOS 13's sheet default: full screen, as S1.
        controller.modalPresentationStyle = .fullScreen
        interActive.wire(to: controller)
        // Part 5 never sets the animation type (so the seed's present runs in dismiss mode, dropping
        // from above); part 2 does, and S12 is specified to present with the spring from below.
        animation.animationType = .present
        present(controller, animated: true)
    }
}

extension DragToDismissViewController: DragToDismissPresentedViewControllerDelegate {
    /// The "dismiss" button: a non-interactive dismissal with the spring animator in dismiss mode.
    func dismissViewController(_ controller: DragToDismissPresentedViewController) {
        animation.animationType = .dismiss
        dismiss(animated: true)
    }
}
