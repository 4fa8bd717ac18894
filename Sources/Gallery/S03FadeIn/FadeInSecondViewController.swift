// S3 "Fade in". Seed 004 (docs/scenes.md) — SecondViewController (the seed shows no code for it).
import Foundation
import UIKit

/// The presented screen of S3, with a "dismiss" button.
@MainActor
final class FadeInSecondViewController: DemoScreenViewController {

    init() {
        super.init(
            name: "Second", caption: "Second screen",
            body:
                "Tap dismiss: the delegate returns nil for dismissal, so UIKit's built-in animation (cover vertical) slides this screen down.",
            textColor: .black, background: .systemOrange, buttonTitle: "dismiss")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.addTarget(self, action: FadeInSecondViewController.dismissTapped, for: .touchUpInside)
    }

    func dismissTapped() {
        dismiss(animated: true, completion: nil)
    }
}
