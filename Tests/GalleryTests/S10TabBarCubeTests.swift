import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S10 end to end (seed 003, part 4): a tap on the tab bar turns the seed's cube: 0.7 s, the
/// from-view to +90° about Y hinged on its right edge, the to-view from −90° hinged on its left
/// edge, both with m34 = −1/200, the container sliding from +W/2 to −W/2; everything reset at the end.
@MainActor
final class S10TabBarCubeTests: XCTestCase {
    private let width: CGFloat = 393
    private let p = CubeTabTransitionAnimator.perspective

    /// Opens S10, taps "To" and advances to `elapsed` seconds of the 0.7 s animation.
    private func tapToAndRun(until elapsed: Double) throws -> (
        Simulator, CubeTabBarController, UIViewController, UIViewController
    ) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let tabs = try XCTUnwrap(try sim.openScene("S10") as? CubeTabBarController)
        sim.advance(seconds: 0.1)
        let controllers = try XCTUnwrap(tabs.viewControllers)
        sim.eventLog.removeAll()
        XCTAssertTrue(sim.tap(tabs.tabBar.buttons[1]) === tabs.tabBar.buttons[1])
        let started = try XCTUnwrap(sim.currentTransition)
        sim.advance(seconds: elapsed - started.elapsed)
        XCTAssertEqual(sim.currentTransition?.elapsed ?? -1, elapsed, accuracy: 1e-9)
        return (sim, tabs, controllers[0], controllers[1])
    }

    private func isYellow(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c.r > 200 && c.g > 200 && c.b < 60 }
    private func isCyan(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c.r < 60 && c.g > 200 && c.b > 200 }
    private func isWhite(_ c: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool { c.r > 240 && c.g > 240 && c.b > 240 }

    func testTheFirstTabIsTheDelegateAndTheTapAsksForTheCube() async throws {
        let (sim, tabs, from, to) = try tapToAndRun(until: 0.1)
        XCTAssertTrue(tabs.delegate === from, "CXFromTabVC sets itself as the delegate in viewDidLoad")
        let transition = try XCTUnwrap(sim.currentTransition)
        XCTAssertEqual(transition.duration, 0.7)
        XCTAssertEqual(transition.style, UIModalPresentationStyle.none, "R97")
        XCTAssertEqual(tabs.selectedIndex, 1, "R99: the destination while it runs")
        XCTAssertTrue(tabs.tabBar.selectedItem === to.tabBarItem)
        XCTAssertEqual(from.view.layer.anchorPoint, CGPoint(x: 1, y: 0.5))
        XCTAssertEqual(to.view.layer.anchorPoint, CGPoint(x: 0, y: 0.5))
        XCTAssertTrue(to.view.superview === tabs.transitionView, "the animator added the to-view")
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("tabBarDelegate") || $0.hasPrefix("animator") },
            [
                "tabBarDelegate.shouldSelect CubeToTabViewController",
                "tabBarDelegate.animationController(from: CubeFromTabViewController, to: CubeToTabViewController)",
                "tabBarDelegate.interactionController", "animator.transitionDuration", "animator.animateTransition",
            ])
        // R18: a non-interactive transition ignores touches.
        XCTAssertNil(sim.tap(tabs.tabBar.buttons[0]))
    }

    /// Half time (progress 0.5 on ease-in-out): the rotations are ±45° and, as Core Animation
    /// interpolates the decomposed matrices, the perspective column is half of the end's, turned
    /// with the rotation: from (m14, m34) = (cos 45°·p/2, sin 45°·p/2); the container is at 0.
    func testHalfTimeRotationsWithPerspective() async throws {
        let (sim, tabs, from, to) = try tapToAndRun(until: 0.35)
        let c = cos(CGFloat.pi / 4)
        let s = sin(CGFloat.pi / 4)
        let f = from.view.layer.presentationProperties.transform
        XCTAssertEqual(f.m11, c, accuracy: 1e-6)
        XCTAssertEqual(f.m13, -s, accuracy: 1e-6)
        XCTAssertEqual(f.m31, s, accuracy: 1e-6)
        XCTAssertEqual(f.m33, c, accuracy: 1e-6)
        XCTAssertEqual(f.m14, c * p / 2, accuracy: 1e-9)
        XCTAssertEqual(f.m34, s * p / 2, accuracy: 1e-9)
        XCTAssertEqual(atan2(-f.m13, f.m11) * 180 / .pi, 45, accuracy: 1e-4, "from-view at +45°")
        let t = to.view.layer.presentationProperties.transform
        XCTAssertEqual(atan2(-t.m13, t.m11) * 180 / .pi, -45, accuracy: 1e-4, "to-view at −45°")
        XCTAssertEqual(t.m14, -c * p / 2, accuracy: 1e-9)
        XCTAssertEqual(t.m34, s * p / 2, accuracy: 1e-9)
        XCTAssertEqual(tabs.transitionView.layer.presentationProperties.transform.m41, 0, accuracy: 1e-6)

        // The picture: the shared edge at the centre, full height; the far edge of the yellow face
        // projects to x = W/2 − (W·cos 45°)/w with w = 1 + W·cos 45°·|p|/2, and is w times shorter.
        let canvas = try sim.render()
        let w = 1 + width * c * abs(p) / 2
        let farX = width / 2 - width * c / w
        let halfHeight = 426 / w
        XCTAssertTrue(isYellow(canvas.pixel(x: Int(width / 2) - 6, y: 426)))
        XCTAssertTrue(isCyan(canvas.pixel(x: Int(width / 2) + 6, y: 426)))
        XCTAssertTrue(isYellow(canvas.pixel(x: Int(farX) + 4, y: 426)))
        XCTAssertTrue(isWhite(canvas.pixel(x: Int(farX) - 4, y: 426)), "outside the turned face")
        XCTAssertTrue(isWhite(canvas.pixel(x: Int(farX) + 4, y: Int(426 - halfHeight) - 8)), "the far edge is shorter")
        XCTAssertTrue(isYellow(canvas.pixel(x: Int(width / 2) - 6, y: 60)), "the near edge is full height")
        XCTAssertTrue(isCyan(canvas.pixel(x: Int(width - farX) - 4, y: 426)), "the cube is symmetric at half time")
        try assertGolden(canvas, named: "S10-cube-mid")
    }

    /// The completion resets anchor points and transforms; the to-tab is selected and alone.
    func testCompletionResetsAnchorsAndTransforms() async throws {
        let (sim, tabs, from, to) = try tapToAndRun(until: 0.55)
        try assertGolden(try sim.render(), named: "S10-cube-late")
        sim.advance(seconds: 0.2)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(tabs.selectedIndex, 1)
        XCTAssertNil(from.view.superview)
        XCTAssertTrue(to.view.superview === tabs.transitionView)
        for view in [from.view!, to.view!] {
            XCTAssertEqual(view.layer.anchorPoint, CGPoint(x: 0.5, y: 0.5))
            XCTAssertEqual(view.layer.transform, CATransform3DIdentity)
        }
        XCTAssertEqual(tabs.transitionView.transform, .identity)
        XCTAssertEqual(to.view.frame, tabs.view.bounds)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasPrefix("CubeFrom") || $0.hasPrefix("CubeTo") },
            [
                "CubeToTabViewController.viewDidLoad", "CubeFromTabViewController.viewWillDisappear",
                "CubeToTabViewController.viewWillAppear", "CubeToTabViewController.viewDidAppear",
                "CubeFromTabViewController.viewDidDisappear",
            ])
        let canvas = try sim.render()
        XCTAssertTrue(isCyan(canvas.pixel(x: 10, y: 426)))
        XCTAssertTrue(isCyan(canvas.pixel(x: 383, y: 426)))
        // And back: the same animator turns the cube the same way from the second tab.
        XCTAssertTrue(sim.tap(tabs.tabBar.buttons[0]) === tabs.tabBar.buttons[0])
        XCTAssertEqual(to.view.layer.anchorPoint, CGPoint(x: 1, y: 0.5), "now the from-view")
        sim.advance(seconds: 0.8)
        XCTAssertEqual(tabs.selectedIndex, 0)
        XCTAssertTrue(from.view.superview === tabs.transitionView)
        XCTAssertNil(to.view.superview)
        XCTAssertTrue(sim.diagnostics.isEmpty, "\(sim.diagnostics)")
    }
}
