// S11 "Interactive tab swipe". Seed 002 (docs/scenes.md), section 4 (交互式轉場): "TabBarController 的
// Demo 中也實現了滑動切換 Tab 頁面，代碼是類似的" — the navigation listing's pan handler, applied to tabs:
// `.began` sets `interactive` and starts the transition (here: `selectedIndex ± 1` by the sign of the
// velocity), `.changed` updates the progress, `.ended`/`.cancelled` finish above 0.3 or cancel, and
// `interactive` goes back to false. A cancelled switch restores `selectedIndex` (UIKit does it, R99).
import Foundation
import UIKit

/// Three coloured tabs and a pan anywhere on them that drives the switch to the next or previous tab.
@MainActor
final class SwipeTabBarController: UITabBarController {
    /// The delegate: the slide animator and, while the pan is active, the interaction controller.
    let tabDelegate = SwipeTabBarDelegate()
    /// The pan on the tab content.
    private(set) var panGesture: UIPanGestureRecognizer!

    init() {
        super.init(nibName: nil, bundle: nil)
        viewControllers = [
            SwipeTabPageViewController(number: 1, color: .systemRed),
            SwipeTabPageViewController(number: 2, color: .systemGreen),
            SwipeTabPageViewController(number: 3, color: .systemBlue),
        ]
        delegate = tabDelegate
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        panGesture = UIPanGestureRecognizer(target: self, action: SwipeTabBarController.handlePan)
        view.addGestureRecognizer(panGesture)
    }

    func handlePan(_ gesture: UIPanGestureRecognizer) {
        let translationX = gesture.translation(in: view).x
        let translationAbs = translationX > 0 ? translationX : -translationX
        let progress = translationAbs / view.frame.width
        switch gesture.state {
        case .began:
            tabDelegate.interactive = true
            let velocityX = gesture.velocity(in: view).x
            let count = viewControllers?.count ?? 0
            if velocityX < 0 {
                if selectedIndex < count - 1 { selectedIndex += 1 }
            } else {
                if selectedIndex > 0 { selectedIndex -= 1 }
            }
        case .changed:
            tabDelegate.interactionController.update(progress)
        case .cancelled, .ended:
            if progress > 0.3 {
                tabDelegate.interactionController.finish()
            } else {
                tabDelegate.interactionController.cancel()
            }
            tabDelegate.interactive = false
        default:
            tabDelegate.interactive = false
        }
    }
}
