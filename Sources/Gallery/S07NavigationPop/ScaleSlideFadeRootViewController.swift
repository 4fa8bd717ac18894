// S7 "Navigation pop: scale, slide, fade". Seed 003 (docs/scenes.md), part 3 step 2
// (FromViewController). Mechanical edits: Objective-C → Swift, @selector → method reference; the
// caption and the button's plate and centring are looks only.
import Foundation
import UIKit

/// The seed's `FromViewController`: a yellow screen with "Push". Pushing makes it the navigation
/// controller's delegate, which returns the scale-slide-fade animator for pops only.
@MainActor
final class ScaleSlideFadeRootViewController: UIViewController {
    /// The seed's `animation` property: the pop animator, made in `viewDidLoad`.
    private(set) var animation: ScaleSlideFadePopAnimator!
    /// The "Push" button.
    private(set) var pushButton: UIButton!
    private let caption = SceneCaptionView(
        title: "From",
        body:
            "Push uses UIKit's default slide. Pop (the red screen's button or ‹ From) uses the seed's animator: this screen comes back from the left, growing from 0.1 and fading in, over 0.7 s.",
        color: .black)

    init() {
        super.init(nibName: nil, bundle: nil)
        title = "From"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        view.addSubview(caption)
        // Push
        pushButton = UIButton(type: .system)
        pushButton.setTitle("Push", for: .normal)
        pushButton.addTarget(self, action: ScaleSlideFadeRootViewController.push, for: .touchUpInside)
        pushButton.applyDemoStyle()
        view.addSubview(pushButton)
        animation = ScaleSlideFadePopAnimator()
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        caption.layOut(atTopOf: view)
        pushButton.center = CGPoint(x: view.bounds.midX, y: caption.frame.maxY + 50)
    }

    func push() {
        let toView = ScaleSlideFadePushedViewController()
        navigationController?.delegate = self
        navigationController?.pushViewController(toView, animated: true)
    }
}
