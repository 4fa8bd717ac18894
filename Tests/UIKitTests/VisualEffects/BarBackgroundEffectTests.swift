import XCTest

@testable import UIKit

/// The bars' default background is the chrome material's blur; `backgroundEffect` changes it (R226).
@MainActor
final class BarBackgroundEffectTests: XCTestCase {
    func testR226DefaultBarsUseTheChromeMaterialAndOpaqueOrTransparentOnesNone() async {
        let chrome = UIBlurEffect(style: .systemChromeMaterial)
        XCTAssertEqual(UINavigationBarAppearance().backgroundEffect, chrome)
        XCTAssertEqual(UIToolbarAppearance().backgroundEffect, chrome)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        XCTAssertNil(appearance.backgroundEffect)
        appearance.configureWithDefaultBackground()
        XCTAssertEqual(appearance.backgroundEffect, chrome)
        appearance.configureWithTransparentBackground()
        XCTAssertNil(appearance.backgroundEffect)
        let copy = UINavigationBarAppearance(barAppearance: UINavigationBarAppearance())
        XCTAssertEqual(copy.backgroundEffect, chrome)

        let nav = UINavigationController(rootViewController: NamedController("A"))
        nav.setToolbarHidden(false, animated: false)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav]
        let app = TestApp(root: tabs)
        app.advance(seconds: 0.1)
        XCTAssertEqual(nav.navigationBar.backgroundView.effectView.effect, chrome)
        XCTAssertEqual(nav.toolbar.backgroundView.effectView.effect, chrome)
        XCTAssertEqual(tabs.tabBar.background.effectView.effect, chrome)
    }

    func testR226ABackgroundEffectOfTheAppsOwnReachesTheBar() async {
        let root = NamedController("A")
        let appearance = UINavigationBarAppearance()
        appearance.configureWithDefaultBackground()
        appearance.backgroundEffect = UIBlurEffect(style: .systemThinMaterialDark)
        appearance.backgroundColor = UIColor.systemRed.withAlphaComponent(0.3)
        root.navigationItem.standardAppearance = appearance
        root.navigationItem.scrollEdgeAppearance = appearance
        let nav = UINavigationController(rootViewController: root)
        let app = TestApp(root: nav)
        app.advance(seconds: 0.1)
        let background = nav.navigationBar.backgroundView
        XCTAssertEqual(background.effectView.effect, UIBlurEffect(style: .systemThinMaterialDark))
        XCTAssertEqual(background.colorView.backgroundColor?.cgColor.alpha ?? 0, 0.3, accuracy: 1e-6)
        XCTAssertTrue(
            background.subviews.firstIndex(of: background.colorView)! > background.subviews.firstIndex(
                of: background.effectView)!,
            "the colour over the effect")
    }
}
