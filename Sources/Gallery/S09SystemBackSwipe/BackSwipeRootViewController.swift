// S9 "System back swipe". Seed 003 (docs/scenes.md), closing part — the root screen (the
// seed's yellow first screen of part 3) with "Push".
import Foundation
import UIKit

/// The yellow root screen.
@MainActor
final class BackSwipeRootViewController: UIViewController {
    /// The "Push" button.
    private(set) var button: UIButton!
    private let caption = SceneCaptionView(
        title: "Root",
        body:
            "Push uses UIKit's parallax slide. On the next screen swipe from the left edge to go back, or switch the swipe off, or install a custom pop animator and see the swipe stop working.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "Root"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemYellow
        view.addSubview(caption)
        button = UIButton(type: .custom)
        button.setTitle("Push", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        button.addTarget(self, action: BackSwipeRootViewController.pushTapped, for: .touchUpInside)
        view.addSubview(button)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func pushTapped() {
        navigationController?.pushViewController(BackSwipeDetailViewController(), animated: true)
    }
}
