// S8 "Interactive pop by pan". Seed 003 (docs/scenes.md), part 6 — the pushed screen
// (CXToMoveNVC, not listed; the same screen as part 3's ToViewController). Mechanical edits:
// Objective-C → Swift, @selector → method reference; the caption and the button's plate are looks only.
import Foundation
import UIKit

/// The red pushed screen with "Pop".
@MainActor
final class PanPopPushedViewController: UIViewController {
    /// The "Pop" button.
    private(set) var popButton: UIButton!
    private let caption = SceneCaptionView(
        title: "To",
        body:
            "Drag right from the left half: this screen shrinks and slides right with the finger while the yellow one grows in. Or tap Pop for the 0.7 s animation on its own.",
        color: .white)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "To"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .red
        view.addSubview(caption)
        // pop
        popButton = UIButton(type: .system)
        popButton.setTitle("Pop", for: .normal)
        popButton.addTarget(self, action: PanPopPushedViewController.pop, for: .touchUpInside)
        popButton.applyDemoStyle()
        view.addSubview(popButton)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        popButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func pop() {
        navigationController?.popViewController(animated: true)
    }
}
