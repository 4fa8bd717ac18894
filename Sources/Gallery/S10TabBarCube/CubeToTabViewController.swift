// S10 "Tab bar cube". Seed 003 (docs/scenes.md), part 4, step 1: the second of the "两个
// viewController" (its code is omitted in the seed; a cyan screen here).
import Foundation
import UIKit

/// The cyan second tab.
@MainActor
final class CubeToTabViewController: UIViewController {
    private let face = CubeFaceView(
        number: "2",
        caption: SceneCaptionView(
            title: "To tab",
            body: "Tap \"From\" to turn back. Anchor points and transforms are reset when each turn completes.",
            color: .black))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .cyan
        face.frame = view.bounds
        face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(face)
    }
}
