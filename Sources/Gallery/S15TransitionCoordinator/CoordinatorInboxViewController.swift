// S15 "Side effects and the coordinator". Seed 002 (docs/scenes.md), "Transition Coordinator" —
// the bottom of the stack (not in the seed): it pushes the Message screen.
import Foundation
import UIKit

/// The root screen: "Open message" pushes the screen with side effects.
@MainActor
final class CoordinatorInboxViewController: LoggingViewController {
    /// The "Open message" button.
    private(set) var button: UIButton!
    private let caption = SceneCaptionView(
        title: "Inbox",
        body:
            "Open the message, then its reply, then swipe back from the left edge half-way and let go towards the edge: the swipe cancels and the Message screen undoes its side effect.",
        color: .black)

    init(log: TransitionLogPanel) {
        super.init(name: "Inbox", log: log, barColor: UIColor(red: 0.97, green: 0.97, blue: 0.97, alpha: 0.94))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.85, green: 0.92, blue: 1, alpha: 1)
        view.addSubview(caption)
        button = UIButton(type: .custom)
        button.setTitle("Open message", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.addTarget(self, action: CoordinatorInboxViewController.openTapped, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.inset(by: view.safeAreaInsets).midX, y: caption.frame.maxY + 45)
    }

    func openTapped() {
        guard let scene else { return }
        navigationController?.pushViewController(SideEffectViewController(scene: scene), animated: true)
    }
}
