// S7 "Navigation pop: scale, slide, fade". Seed 003 (docs/scenes.md), part 3 step 3
// (ToViewController). Mechanical edits: Objective-C → Swift, @selector → method reference; the
// caption and the button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `ToViewController`: a red screen with "Pop".
@MainActor
final class ScaleSlideFadePushedViewController: UIViewController {
    /// The "Pop" button.
    private(set) var popButton: UIButton!
    private let caption = SceneCaptionView(
        title: "To",
        body: "Tap Pop: this screen shrinks to a tenth, fades and leaves to the right while the yellow one comes back.",
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
        popButton.addTarget(self, action: ScaleSlideFadePushedViewController.pop, for: .touchUpInside)
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
