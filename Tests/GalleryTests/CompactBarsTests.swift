import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// The bars in landscape on a phone, as iOS draws them: a 32 pt navigation bar whose titles still
/// move into the back button on a push (S9), and a 32 pt tab bar with each image beside its title (S10).
@MainActor
final class CompactBarsTests: XCTestCase {
    func testS9LandscapePushMidwayInThe32PointBar() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let nav = try XCTUnwrap(try sim.openScene("S9") as? BackSwipeNavigationController)
        let root = try XCTUnwrap(nav.topViewController as? BackSwipeRootViewController)
        sim.advance(seconds: 0.3)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.6)
        XCTAssertEqual(nav.navigationBar.frame.height, 32)
        XCTAssertEqual(root.view.safeAreaInsets.top, 32)
        XCTAssertNotNil(sim.tap(root.button))
        sim.advance(seconds: 0.12)
        XCTAssertEqual(sim.currentTransition?.name, "push Detail")
        try assertGolden(try sim.render(), named: "S9-landscape-push-mid")
        sim.advance(seconds: 0.6)
        XCTAssertEqual(nav.topViewController?.view.safeAreaInsets.top, 32)
    }

    func testS10LandscapeTabBarPutsEachImageBesideItsTitle() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let tabs = try XCTUnwrap(try sim.openScene("S10") as? UITabBarController)
        sim.advance(seconds: 0.3)
        XCTAssertTrue(sim.rotate(to: .landscapeRight))
        sim.advance(seconds: 0.6)
        XCTAssertEqual(tabs.tabBar.frame.height, 32 + sim.window.safeAreaInsets.bottom)
        try assertGolden(try sim.render(), named: "S10-landscape-tabbar")
    }
}
