// S15 "Side effects and the coordinator". Seed 002 (docs/scenes.md), "Transition Coordinator" —
// the top of the stack (not in the seed): swiping back from it makes the Message screen appear
// under an initially interactive coordinator.
import Foundation
import UIKit

/// The "Reply" screen, with a bar of its own colour.
@MainActor
final class CoordinatorReplyViewController: LoggingViewController {
    /// The bar colour of this screen.
    static let replyBarColor = UIColor(red: 0.86, green: 0.84, blue: 1, alpha: 1)
    private let caption = SceneCaptionView(
        title: "Reply",
        body:
            "Swipe back from the left edge. Release moving right to pop (the side effect stays); go half-way and come back towards the edge to cancel (it is undone).",
        color: .black)

    init(scene: CoordinatorNavigationController) {
        super.init(name: "Reply", log: scene.logPanel, barColor: Self.replyBarColor)
        self.scene = scene
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.93, green: 0.92, blue: 1, alpha: 1)
        view.addSubview(caption)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
    }
}
