// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), sections 3.2 and 4 — the
// first screen of the navigation demo, plus a modal presentation with the same slide animator
// (section 3.2: "NavigationVC and TabBarVC animate horizontally, Modal vertically"). The caption
// and the buttons' plates are looks only.
import Foundation
import UIKit

/// The root screen: "Push" slides the next screen in from the right; "Present" slides a `.custom`
/// modal screen up from the bottom, with the same animator.
@MainActor
final class SlideRootViewController: UIViewController {
    /// The "Push" button.
    private(set) var pushButton: UIButton!
    /// The "Present" button.
    private(set) var presentButton: UIButton!
    /// The modal transition's delegate (`transitioningDelegate` is weak).
    let modalDelegate = SlideModalTransitioningDelegate()
    private let caption = SceneCaptionView(
        title: "Root",
        body:
            "One slide animator for everything: Push slides sideways, Present slides up and Dismiss down. On the pushed screen, swipe from the left edge to pop with your finger.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Root"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemTeal
        view.addSubview(caption)
        pushButton = makeButton("Push", action: SlideRootViewController.push)
        presentButton = makeButton("Present", action: SlideRootViewController.presentModal)
    }

    private func makeButton(_ title: String, action: @escaping (SlideRootViewController) -> () -> Void) -> UIButton {
        let button = UIButton(type: .custom)
        button.setTitle(title, for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.addTarget(self, action: action, for: .touchUpInside)
        view.addSubview(button)
        return button
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        pushButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
        presentButton.center = CGPoint(x: view.bounds.midX, y: pushButton.center.y + 70)
    }

    func push() {
        navigationController?.pushViewController(SlideStackTopViewController(), animated: true)
    }

    func presentModal() {
        let modal = SlideModalViewController()
        modal.modalPresentationStyle = .custom
        modal.transitioningDelegate = modalDelegate
        present(modal, animated: true)
    }
}
