import XCTest

@testable import UIKit

/// Selected images, badges and UITabBarAppearance (R296).
@MainActor
final class TabBarItemAppearanceTests: XCTestCase {
    private func makeTabs() -> (TestApp, UITabBarController) {
        let tabs = UITabBarController()
        let first = UIViewController()
        first.tabBarItem = UITabBarItem(
            title: "Home", image: UIImage(systemName: "house"), selectedImage: UIImage(systemName: "house.fill"))
        let second = UIViewController()
        second.tabBarItem = UITabBarItem(title: "Mail", image: UIImage(systemName: "envelope"), tag: 1)
        tabs.viewControllers = [first, second]
        let app = TestApp(root: tabs)
        app.advance(seconds: 0.1)
        return (app, tabs)
    }

    func testR296SelectedImageAndBadge() async throws {
        let (app, tabs) = makeTabs()
        let buttons = tabs.tabBar.buttons
        XCTAssertEqual(buttons[0].imageView.image?.name, "house.fill", "selected: the selected image")
        XCTAssertEqual(buttons[1].imageView.image?.name, "envelope")
        XCTAssertTrue(buttons[1].badgeLabel.isHidden)
        tabs.viewControllers![1].tabBarItem.badgeValue = "12"
        app.advance(seconds: 0.1)
        let badge = buttons[1].badgeLabel
        XCTAssertFalse(badge.isHidden)
        XCTAssertEqual(badge.text, "12")
        XCTAssertEqual(badge.frame.height, 18)
        XCTAssertGreaterThanOrEqual(badge.frame.width, 18)
        XCTAssertEqual(badge.frame.minX, buttons[1].imageView.frame.maxX - 8)
        XCTAssertEqual(badge.backgroundColor, .systemRed)
        tabs.viewControllers![1].tabBarItem.badgeValue = ""
        app.advance(seconds: 0.1)
        XCTAssertEqual(badge.frame.size, CGSize(width: 10, height: 10), "an empty value is a dot")
        tabs.selectedIndex = 1
        app.advance(seconds: 0.5)
        XCTAssertEqual(buttons[0].imageView.image?.name, "house", "unselected: the image")
    }

    func testR296AppearanceColoursTheItemsAndTheBackground() async throws {
        let (app, tabs) = makeTabs()
        let appearance = UITabBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemIndigo
        appearance.stackedLayoutAppearance.selected.iconColor = .systemOrange
        appearance.stackedLayoutAppearance.normal.titleTextAttributes = [.foregroundColor: UIColor.systemGreen]
        tabs.tabBar.standardAppearance = appearance
        app.advance(seconds: 0.1)
        XCTAssertEqual(tabs.tabBar.background.backgroundColor, .systemIndigo)
        XCTAssertEqual(tabs.tabBar.buttons[0].imageView.tintColor, .systemOrange)
        XCTAssertEqual(tabs.tabBar.buttons[1].titleLabel.textColor, .systemGreen)
        let copy = appearance.copy() as! UITabBarAppearance
        XCTAssertEqual(copy.stackedLayoutAppearance.selected.iconColor, .systemOrange)
        XCTAssertFalse(copy.stackedLayoutAppearance === appearance.stackedLayoutAppearance)
    }
}
