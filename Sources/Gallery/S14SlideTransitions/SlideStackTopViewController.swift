// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 4 (交互手段的配合):
// `handleEdgePanGesture` of the pushed screen drives the pop through the navigation delegate's
// interaction controller. The seed elides the percent (`let percent = ...`): here it is the
// horizontal distance over the screen's width, so the screen stays under the finger.
import Foundation
import UIKit

/// The pushed screen: a left-edge pan pops it interactively; "Pop" pops it with the same slide.
@MainActor
final class SlideStackTopViewController: UIViewController {
    /// The left-edge pan.
    let edgePanGesture = UIScreenEdgePanGestureRecognizer()
    /// Fetched when the pan begins: once the pop starts this screen leaves the stack and
    /// `navigationController` is nil (the seed's comment).
    private var navigationDelegate: SlideNavigationDelegate?
    /// The "Pop" button.
    private(set) var popButton: UIButton!
    private let caption = SceneCaptionView(
        title: "Stack top",
        body:
            "Swipe from the left edge: the pop follows your finger; let go past half way to finish, before it to cancel. Pop and ‹ Root run the same slide without a finger.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Stack top"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.addSubview(caption)
        popButton = UIButton(type: .custom)
        popButton.setTitle("Pop", for: .normal)
        popButton.setTitleColor(.black, for: .normal)
        popButton.applyDemoStyle()
        popButton.addTarget(self, action: SlideStackTopViewController.popMe, for: .touchUpInside)
        view.addSubview(popButton)
        edgePanGesture.edges = .left
        edgePanGesture.addTarget(self, action: SlideStackTopViewController.handleEdgePanGesture)
        view.addGestureRecognizer(edgePanGesture)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        popButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    /// Began: start the pop. Changed: update the progress. Ended or cancelled: finish past half
    /// way, else cancel; either way the delegate stops being interactive.
    func handleEdgePanGesture(_ gesture: UIScreenEdgePanGestureRecognizer) {
        // The progress from the distance moved.
        let percent = min(abs(gesture.translation(in: view).x) / view.bounds.width, 1)
        switch gesture.state {
        case .began:
            // Fetch the delegate before the pop takes this screen out of the stack.
            navigationDelegate = navigationController?.delegate as? SlideNavigationDelegate
            navigationDelegate?.interactive = true
            // 1: no start method on the interaction controller: this line starts the transition.
            navigationController?.popViewController(animated: true)
        case .changed:
            // 2: update the progress.
            navigationDelegate?.interactionController.update(percent)
        case .cancelled, .ended:
            // 3: end the transition.
            if percent > 0.5 {
                navigationDelegate?.interactionController.finish()
            } else {
                navigationDelegate?.interactionController.cancel()
            }
            navigationDelegate?.interactive = false
        default:
            navigationDelegate?.interactive = false
        }
    }

    func popMe() {
        navigationController?.popViewController(animated: true)
    }
}
