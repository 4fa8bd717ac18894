// S3 "Fade in". Seed: 004_413686741d2ac447.txt — SecondViewController (the seed shows no code for it).
import Foundation
import UIKit

/// The presented screen of S3, with a "dismiss" button.
@MainActor
final class FadeInSecondViewController: UIViewController {
    /// The "dismiss" button.
    private(set) var button: UIButton!
    private let caption = SceneCaptionView(
        title: "Second screen",
        body:
            "Tap dismiss: the delegate returns nil for dismissal, so UIKit's built-in animation (cover vertical) slides this screen down.",
        color: .black)

    override init() {
        super.init()
        title = "Second"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemOrange
        view.addSubview(caption)
        let button = UIButton(type: .custom)
        button.addTarget(self, action: FadeInSecondViewController.dismissTapped, for: .touchUpInside)
        button.setTitle("dismiss", for: .normal)
        button.setTitleColor(.black, for: .normal)
        button.applyDemoStyle()
        view.addSubview(button)
        self.button = button
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.setNeedsLayout()  // the safe area is known once the view is in the window
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        button.center = CGPoint(x: view.bounds.midX, y: view.bounds.midY)
    }

    func dismissTapped() {
        dismiss(animated: true, completion: nil)
    }
}
