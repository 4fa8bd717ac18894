// S10 "Tab bar cube". Seed 003 (docs/scenes.md), part 4, step 3 (CXFromTabVC.m): the yellow
// first tab sets `self.tabBarController.delegate = self` in viewDidLoad and keeps the animation.
import Foundation
import UIKit

/// The yellow first tab; the tab bar controller's delegate, handing out the cube animator.
@MainActor
final class CubeFromTabViewController: UIViewController {
    /// The seed's `animation` property: one animator for every switch.
    private(set) var animation: CubeTabTransitionAnimator!
    private let face = CubeFaceView(
        number: "1",
        caption: SceneCaptionView(
            title: "From tab",
            body:
                "Tap \"To\" in the tab bar: the delegate's 0.7 s animator turns the screens like the faces of a cube.",
            color: .black))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .yellow
        face.frame = view.bounds
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(face)
        tabBarController?.delegate = self
        animation = CubeTabTransitionAnimator()
    }
}
