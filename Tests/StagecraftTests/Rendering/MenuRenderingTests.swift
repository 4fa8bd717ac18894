import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R209 on screen: a bar button's menu draws as a light platter of rows below the button.
@MainActor
final class MenuRenderingTests: XCTestCase {
    func testR209AMenuDrawsItsRowsOnALightPlatterBelowTheButton() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.title = "Mail"
        screen.view.backgroundColor = .systemBlue
        let menu = UIMenu(
            title: "Sort by",
            children: [
                UIMenu(
                    options: .displayInline,
                    children: [
                        UIAction(title: "Date", image: UIImage(systemName: "star"), state: .on) { _ in },
                        UIAction(title: "Sender", subtitle: "A to Z") { _ in },
                    ]),
                UIAction(title: "Delete All", image: UIImage(systemName: "trash"), attributes: .destructive) { _ in },
            ])
        let item = UIBarButtonItem(image: UIImage(systemName: "ellipsis"), menu: menu)
        screen.navigationItem.rightBarButtonItem = item
        sim.rootViewController = UINavigationController(rootViewController: screen)
        sim.advance(seconds: 0.2)
        // The item sits at the trailing end of the navigation bar, below the status bar.
        _ = sim.tap(at: CGPoint(x: 393 - 28, y: 59 + 22))
        sim.advance(seconds: 0.8)
        let canvas = try sim.render()
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("menu.png"))
        }
        let platter = try XCTUnwrap(MenuContainerViewProbe.platterFrame(in: sim.window))
        // Inside the platter, between rows: the light material, not the blue screen behind.
        let inside = canvas.pixel(x: Int(platter.midX), y: Int(platter.minY) + 40)
        XCTAssertGreaterThan(Int(inside.r), 180)
        XCTAssertGreaterThan(Int(inside.g), 180)
        // Beside it: the blue screen.
        let beside = canvas.pixel(x: Int(platter.minX) - 30, y: Int(platter.midY))
        XCTAssertLessThan(Int(beside.r), 100)
        // The destructive row's title is red.
        var reds = 0
        for x in Int(platter.minX)..<Int(platter.maxX) {
            for y in (Int(platter.maxY) - 40)..<(Int(platter.maxY) - 4) {
                let p = canvas.pixel(x: x, y: y)
                if p.r > 200 && p.g < 120 && p.b < 120 { reds += 1 }
            }
        }
        XCTAssertGreaterThan(reds, 20)
    }
}

/// Finds the menu platter in a window (the container is internal to UIKit).
@MainActor
enum MenuContainerViewProbe {
    static func platterFrame(in window: UIWindow) -> CGRect? {
        guard let container = window.subviews.last, String(describing: type(of: container)) == "MenuContainerView",
            let platter = container.subviews.first
        else { return nil }
        return platter.frame
    }
}
