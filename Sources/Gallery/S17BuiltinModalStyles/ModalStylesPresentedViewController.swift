// S17 "Built-in modal styles". Seed: 003_358c1e506dc1a6f4.txt, part 2 step 1 — CXToModalVC (green,
// "dismiss"). Mechanical edits: Objective-C → Swift, @selector → method reference; the caption and
// the button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `CXToModalVC`: a green screen whose "dismiss" button asks the delegate to dismiss it.
@MainActor
final class ModalStylesPresentedViewController: UIViewController {
    /// The seed's weak `delegate` (the presenting controller).
    weak var delegate: ModalStylesPresentedViewControllerDelegate?
    /// The "dismiss" button.
    private(set) var button: UIButton!
    private let styleName: String
    private lazy var caption = SceneCaptionView(
        title: styleName,
        body:
            "Presented by UIKit's built-in animation: no transitioning delegate, only modalTransitionStyle. Tap dismiss to see it run backwards.",
        color: .black)

    /// Creates the screen; `styleName` names the transition style it is shown with.
    init(styleName: String) {
        self.styleName = styleName
        super.init()
        title = "Green"
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
        view.addSubview(caption)
        let button = UIButton(type: .custom)
        button.addTarget(self, action: ModalStylesPresentedViewController.dismissViewController, for: .touchUpInside)
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
