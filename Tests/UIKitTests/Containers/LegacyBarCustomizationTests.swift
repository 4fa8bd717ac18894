import Foundation
import XCTest

@testable import UIKit

/// R291: bars customised the pre-iOS 13 way — background and shadow images, a tint colour and
/// opacity — become their standard appearance until the app sets one.
@MainActor
final class LegacyBarCustomizationTests: XCTestCase {
    private func solidImage() -> UIImage {
        var data = Data(count: 4 * 4 * 4)
        for i in 0..<16 { data[i * 4 + 3] = 255 }
        return UIImage(cgImage: CGImage(width: 4, height: 4, rgba: data))
    }

    func testR291AnEmptyBackgroundAndShadowImageMakeTheNavigationBarSeeThrough() async {
        _ = TestApp()
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        XCTAssertNotNil(bar.standardAppearance.backgroundEffect, "the material by default")
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        XCTAssertNotNil(bar.backgroundImage(for: .default))
        XCTAssertNil(bar.backgroundImage(for: .compact))
        let appearance = bar.standardAppearance
        XCTAssertNil(appearance.backgroundEffect)
        XCTAssertNil(appearance.backgroundImage)
        XCTAssertNil(appearance.shadowColor)
        XCTAssertEqual(UIImage().size, .zero)
        // Without the shadow image the line stays.
        bar.shadowImage = nil
        XCTAssertNotNil(bar.standardAppearance.shadowColor)
    }

    func testR291ABackgroundImageReplacesTheMaterialAndAnAppearanceSetLaterWins() async {
        _ = TestApp()
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        let image = solidImage()
        bar.setBackgroundImage(image, for: .default)
        XCTAssertTrue(bar.standardAppearance.backgroundImage === image)
        XCTAssertNil(bar.standardAppearance.backgroundEffect)
        let modern = UINavigationBarAppearance()
        modern.configureWithOpaqueBackground()
        modern.backgroundColor = .systemRed
        bar.standardAppearance = modern
        XCTAssertNil(bar.standardAppearance.backgroundImage)
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemRed)
    }

    func testR291ATabBarsLegacyTintAndOpacityAndImages() async {
        _ = TestApp()
        let bar = UITabBarController().tabBar
        XCTAssertNotNil(bar.standardAppearance.backgroundEffect)
        bar.isTranslucent = false
        XCTAssertNil(bar.standardAppearance.backgroundEffect, "opaque: no material")
        bar.barTintColor = .systemIndigo
        XCTAssertEqual(bar.standardAppearance.backgroundColor, .systemIndigo)
        bar.backgroundImage = UIImage()
        bar.shadowImage = UIImage()
        XCTAssertNil(bar.standardAppearance.shadowColor)
        XCTAssertNil(bar.standardAppearance.backgroundImage)
    }

    func testR291ABackIndicatorImageTakesTheChevronsPlace() async {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let app = TestApp(root: navigation, safeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        navigation.pushViewController(UIViewController(), animated: false)
        app.window.layoutIfNeeded()
        let bar = navigation.navigationBar
        XCTAssertFalse(bar.backIndicatorLayer.isHidden)
        XCTAssertTrue(bar.backIndicatorImageView.isHidden)
        let cross = UIImage(systemName: "xmark")!
        bar.backIndicatorImage = cross
        bar.backIndicatorTransitionMaskImage = cross
        app.window.layoutIfNeeded()
        bar.layoutIfNeeded()
        XCTAssertTrue(bar.backIndicatorLayer.isHidden)
        XCTAssertFalse(bar.backIndicatorImageView.isHidden)
        XCTAssertTrue(bar.backIndicatorImageView.image === cross)
        XCTAssertEqual(bar.backIndicatorImageView.frame.size, cross.size)
        // An appearance's image wins over the bar's own.
        let star = UIImage(systemName: "star")!
        let appearance = UINavigationBarAppearance()
        appearance.setBackIndicatorImage(star, transitionMaskImage: star)
        XCTAssertTrue(appearance.backIndicatorImage === star)
        XCTAssertTrue(UINavigationBarAppearance(barAppearance: appearance).backIndicatorImage === star)
        bar.standardAppearance = appearance
        bar.layoutIfNeeded()
        XCTAssertTrue(bar.backIndicatorImageView.image === star)
    }
}
