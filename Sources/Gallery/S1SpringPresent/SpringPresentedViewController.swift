// S1 "Spring present". Seed: 003_358c1e506dc1a6f4.txt, part 2 step 1 — CXToModalVC (green, "dismiss").
// Mechanical edits: Objective-C → Swift, @selector → method reference; the caption and the button's
// plate and centring are looks only (the seed's button is 130 × 200 at the top-left corner).
import Foundation
import UIKit

/// The seed's `CXToModalVC`: a green screen whose "dismiss" button asks the delegate to dismiss it.
@MainActor
final class SpringPresentedViewController: UIViewController {
    /// The seed's weak `delegate` (the presenting controller).
    weak var delegate: SpringPresentedViewControllerDelegate?
    /// The "dismiss" button.
    private(set) var button: UIButton!
    private let caption = SceneCaptionView(
        title: "Presented",
        body:
            "Tap dismiss: the same animator, in dismiss mode, drops the red screen from one screen height above onto this one.",
        color: .black)

    override init() {
        super.init()
        title = "Green"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        view.addSubview(caption)
        let button = UIButton(type: .custom)
        button.addTarget(self, action: SpringPresentedViewController.dismissViewController, for: .touchUpInside)
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

    func dismissViewController() {
        delegate?.dismissViewController(self)
    }
}
