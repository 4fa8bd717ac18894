import Foundation
import Stagecraft
import UIKit

extension Bench {
    /// Coloured rows scrolling under a navigation bar and a tab bar (both blurring what passes
    /// under them with the chrome material) and under a rounded material card: every backdrop
    /// changes every frame, so each frame blurs three times (R222).
    static func blurCase(duration: Double) -> Case {
        Case(name: "blurs: bars over scrolling rows") { sim in
            let list = UIViewController()
            list.title = "Blur"
            list.view.backgroundColor = .systemBackground
            let scrollView = UIScrollView(frame: list.view.bounds)
            scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            for i in 0..<40 {
                let row = UIView(frame: CGRect(x: 16, y: CGFloat(i) * 72, width: 361, height: 60))
                row.backgroundColor = UIColor(
                    red: CGFloat(i % 7) / 7, green: 0.5, blue: 1 - CGFloat(i % 5) / 5, alpha: 1)
                row.layer.cornerRadius = 12
                scrollView.addSubview(row)
            }
            scrollView.contentSize = CGSize(width: 393, height: 40 * 72)
            list.view.addSubview(scrollView)
            let card = UIVisualEffectView(effect: UIBlurEffect(style: .systemThickMaterial))
            card.frame = CGRect(x: 40, y: 640, width: 313, height: 90)
            card.layer.cornerRadius = 18
            list.view.addSubview(card)
            let nav = UINavigationController(rootViewController: list)
            let tabs = UITabBarController()
            tabs.viewControllers = [nav]
            sim.rootViewController = tabs
            sim.advance(seconds: 0.1)
            UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear]) {
                scrollView.contentOffset.y = 600
            }
        }
    }
}
