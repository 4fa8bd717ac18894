// S14 "Slide transitions and edge pan". Seed 002 (docs/scenes.md), section 4 — the navigation
// controller whose delegate is an `SDENavigationDelegate`.
import Foundation
import UIKit

/// The scene's root: a navigation controller that keeps its slide delegate alive (`delegate` is weak).
@MainActor
final class SlideNavigationController: UINavigationController {
    /// The delegate: the slide animator for push and pop, the edge pan's interaction controller.
    let slideDelegate = SlideNavigationDelegate()

    init() {
        super.init(rootViewController: SlideRootViewController())
        delegate = slideDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
