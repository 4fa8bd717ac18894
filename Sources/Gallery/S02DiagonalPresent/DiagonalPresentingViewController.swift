// S2 "Diagonal present/dismiss". Seed 000 (docs/scenes.md), "使用自定義動畫呈現視圖控制器" (the three
// steps before listing 10-1): create the controller, give it a transitioning delegate, present it.
import Foundation
import UIKit

/// The presenting screen of S2. It keeps the transitioning delegate in a property: UIKit holds
/// `transitioningDelegate` weakly, so a delegate made inline would be gone before the transition.
@MainActor
final class DiagonalPresentingViewController: DemoScreenViewController {
    /// The custom transitioning delegate object, kept alive here.
    let diagonalDelegate = DiagonalTransitioningDelegate()

    init() {
        super.init(
            name: "Presenter", caption: "Diagonal present",
            body:
                "Tap present: the presented view starts off screen at the lower-right corner and moves diagonally into place (listing 10-2, .custom, 0.5 s ease-in-out). This screen stays underneath.",
            textColor: .black, background: .systemGray6, buttonTitle: "present", buttonTitleColor: .systemBlue)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        button.backgroundColor = .white
        button.addTarget(self, action: DiagonalPresentingViewController.presentTapped, for: .touchUpInside)
    }

    func presentTapped() {
        // 1. Create the view controller that you want to present.
        let presented = DiagonalPresentedViewController()
        // 2. Create your custom transitioning delegate object and assign it to the view controller's
        //    transitioningDelegate property.
        presented.transitioningDelegate = diagonalDelegate
        // Listing 10-2 implies .custom: on dismissal it adds the "to" view to the container and
        // removes it again after success. Under .fullScreen the "to" view is this screen's view
        // (R24), which would end up removed from the window — a black screen. Under .custom the
        // "to" view is nil (R25), those calls do nothing, and this screen simply stays underneath.
        presented.modalPresentationStyle = .custom
        // 3. Call the presentViewController:animated:completion: method to present the view controller.
        present(presented, animated: true, completion: nil)
    }
}
