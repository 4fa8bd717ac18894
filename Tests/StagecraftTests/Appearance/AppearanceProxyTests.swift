import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

private final class BrandBar: UINavigationBar {}
private final class SettingsViewController: UIViewController {}

@MainActor
final class AppearanceProxyTests: XCTestCase {
    func testR348ProxiesStyleViewsAsTheyEnterAWindowAndOwnValuesWin() async throws {
        let sim = try Simulator()
        // As an app delegate sets them at launch.
        let bar = UINavigationBarAppearance()
        bar.configureWithOpaqueBackground()
        bar.backgroundColor = .systemIndigo
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        UINavigationBar.appearance().standardAppearance = bar
        UINavigationBar.appearance().scrollEdgeAppearance = bar
        UINavigationBar.appearance().tintColor = .white
        UISwitch.appearance().onTintColor = .systemPink
        UITabBar.appearance().unselectedItemTintColor = .systemBrown
        UILabel.appearance(whenContainedInInstancesOf: [SettingsViewController.self]).textColor = .systemOrange

        let settings = SettingsViewController()
        settings.title = "Settings"
        settings.view.backgroundColor = .systemBackground
        let toggle = UISwitch(frame: CGRect(x: 20, y: 200, width: 51, height: 31))
        toggle.isOn = true
        let custom = UISwitch(frame: CGRect(x: 20, y: 260, width: 51, height: 31))
        custom.onTintColor = .systemGreen
        custom.isOn = true
        let inside = UILabel(frame: CGRect(x: 20, y: 320, width: 200, height: 30))
        inside.text = "Inside"
        settings.view.addSubview(toggle)
        settings.view.addSubview(custom)
        settings.view.addSubview(inside)
        let nav = UINavigationController(rootViewController: settings)
        let outside = UILabel()
        outside.text = "Outside"
        XCTAssertEqual(toggle.onTintColor, nil, "not before the window")
        sim.rootViewController = nav
        sim.advance(seconds: 0.1)
        XCTAssertEqual(toggle.onTintColor, .systemPink)
        XCTAssertEqual(custom.onTintColor, .systemGreen, "a value set on the view itself wins")
        XCTAssertEqual(inside.textColor, .systemOrange, "inside a SettingsViewController's view")
        XCTAssertTrue(nav.navigationBar.standardAppearance === bar)
        XCTAssertEqual(nav.navigationBar.tintColor, .white)
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController()]
        sim.rootViewController = tabs
        sim.advance(seconds: 0.1)
        XCTAssertEqual(tabs.tabBar.unselectedItemTintColor, .systemBrown)
        let elsewhere = UIViewController()
        elsewhere.view.addSubview(outside)
        sim.rootViewController = elsewhere
        sim.advance(seconds: 0.1)
        XCTAssertEqual(outside.textColor, .label, "not inside one")
        sim.rootViewController = nav
        sim.advance(seconds: 0.1)
        try LookFolder.write(sim, named: "appearance-proxies.png")
        let canvas = try sim.render()
        let barPixel = canvas.pixel(x: 20, y: 80)
        XCTAssertEqual([Int(barPixel.r), Int(barPixel.g), Int(barPixel.b)], [88, 86, 214], "the indigo bar")
    }

    func testR348ASubclassProxyStylesOnlyTheSubclassAfterTheGeneralOne() async throws {
        let sim = try Simulator()
        UINavigationBar.appearance().barTintColor = .systemRed
        BrandBar.appearance().barTintColor = .systemTeal
        let plain = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        let brand = BrandBar(frame: CGRect(x: 0, y: 200, width: 393, height: 44))
        let root = UIViewController()
        root.view.addSubview(plain)
        root.view.addSubview(brand)
        sim.rootViewController = root
        sim.advance(seconds: 0.1)
        XCTAssertEqual(plain.barTintColor, .systemRed)
        XCTAssertEqual(brand.barTintColor, .systemTeal, "the subclass's own proxy is applied after its superclass's")
        XCTAssertTrue(UINavigationBar.appearance() === UINavigationBar.appearance(), "one proxy per class")
        // A new simulator is a new app: its proxies start empty.
        let next = try Simulator()
        let fresh = UINavigationBar(frame: CGRect(x: 0, y: 100, width: 393, height: 44))
        let other = UIViewController()
        other.view.addSubview(fresh)
        next.rootViewController = other
        next.advance(seconds: 0.1)
        XCTAssertNil(fresh.barTintColor)
    }

    func testR348BarButtonItemProxiesStyleTheItemsABarShows() async throws {
        let sim = try Simulator()
        UIBarButtonItem.appearance().tintColor = .systemOrange
        UIBarButtonItem.appearance(whenContainedInInstancesOf: [UIToolbar.self]).setTitleTextAttributes(
            [.foregroundColor: UIColor.systemPurple], for: .normal)
        let root = UIViewController()
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let own = UIBarButtonItem(title: "Own", style: .plain, target: nil, action: nil)
        own.tintColor = .systemGreen
        root.navigationItem.rightBarButtonItems = [save, own]
        let tool = UIBarButtonItem(title: "Tool", style: .plain, target: nil, action: nil)
        root.toolbarItems = [tool]
        let nav = UINavigationController(rootViewController: root)
        nav.isToolbarHidden = false
        sim.rootViewController = nav
        sim.advance(seconds: 0.1)
        XCTAssertEqual(save.tintColor, .systemOrange)
        XCTAssertEqual(own.tintColor, .systemGreen, "the item's own colour wins")
        XCTAssertEqual(tool.titleTextAttributes(for: .normal)?[.foregroundColor] as? UIColor, .systemPurple)
        XCTAssertNil(save.titleTextAttributes(for: .normal), "only in a toolbar")
    }
}
