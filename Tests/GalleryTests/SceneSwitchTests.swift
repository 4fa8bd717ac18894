import Foundation
import Stagecraft
import UIKit
import XCTest

@testable import Gallery

/// Leaving a scene (the home key, `openScene`, a script's `scene`) ends it as quitting an app does:
/// its presentations and any transition in flight go, input is taken again, and its controllers
/// deallocate (issue 15 bug 2, issue 17 findings 1 and 2).
@MainActor
final class SceneSwitchTests: XCTestCase {
    private func transitionViews(in view: UIView) -> Int {
        (String(describing: type(of: view)) == "UITransitionView" ? 1 : 0)
            + view.subviews.reduce(0) { $0 + transitionViews(in: $1) }
    }

    /// The first visible button titled `title` under `view`.
    private func button(_ title: String, in view: UIView) -> UIButton? {
        if let button = view as? UIButton, button.title(for: .normal) == title, !button.isHidden { return button }
        for subview in view.subviews { if let found = button(title, in: subview) { return found } }
        return nil
    }

    func testAPresentationOfTheOldSceneDoesNotShowInTheNextOne() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let s12 = try sim.openScene("S12")
        XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s12.view))))
        sim.advance(seconds: 1.5)
        XCTAssertNotNil(s12.presentedViewController)
        XCTAssertEqual(transitionViews(in: sim.window), 1)

        let s17 = try sim.openScene("S17")
        sim.advance(seconds: 0.1)

        XCTAssertEqual(transitionViews(in: sim.window), 0, "S12's container left with it")
        XCTAssertEqual(sim.window.subviews.count, 1)
        XCTAssertTrue(sim.window.subviews.first === s17.view)
    }

    func testATransitionStuckInFlightDoesNotBlockTheNextScene() async throws {
        // S13's interactive presentation waits for a pan that never comes.
        let sim = try Simulator(scenes: Gallery.catalog)
        let s13 = try sim.openScene("S13")
        XCTAssertNotNil(sim.tap(try XCTUnwrap(button("Swipe to present", in: s13.view))))
        sim.advance(seconds: 1)
        XCTAssertNotNil(sim.currentTransition)

        let s1 = try sim.openScene("S1")
        XCTAssertNil(sim.currentTransition)
        XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s1.view))))
        sim.advance(seconds: 1.5)

        XCTAssertNotNil(s1.presentedViewController, "presented, not refused")
        XCTAssertFalse(sim.diagnostics.map(\.name).contains("presentationInProgress"))
    }

    func testTheOldScenesControllersDeallocate() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var presenter: UIViewController?
        weak var presented: UIViewController?
        weak var presentationController: UIPresentationController?
        do {
            let s12 = try sim.openScene("S12")
            presenter = s12
            XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s12.view))))
            sim.advance(seconds: 1.5)
            presented = s12.presentedViewController
            presentationController = presented?.presentationController
            XCTAssertNotNil(presented)
        }
        weak var swipeScreen: UIViewController?
        weak var swipePresented: UIViewController?
        do {
            let s13 = try sim.openScene("S13")
            swipeScreen = s13
            XCTAssertNotNil(sim.tap(try XCTUnwrap(button("Swipe to present", in: s13.view))))
            sim.advance(seconds: 0.5)
            swipePresented = s13.presentedViewController
        }

        _ = sim.openHome()
        sim.advance(seconds: 0.1)

        XCTAssertNil(presenter, "S12's screen")
        XCTAssertNil(presented, "S12's presented screen")
        XCTAssertNil(presentationController)
        XCTAssertNil(swipeScreen, "S13's screen")
        XCTAssertNil(swipePresented, "S13's presented screen, mid-transition")
    }

    func testInputIsTakenAgainAfterLeavingANonInteractiveTransition() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let s1 = try sim.openScene("S1")
        XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s1.view))))
        sim.advance(frames: 3)
        XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents, "R18 during the spring")

        _ = try sim.openScene("S3")

        XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
    }

    func testLeavingASceneMidRotationFreesItsControllersAndTheWindowEndsTurned() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var tabs: UIViewController?
        do {
            tabs = try sim.openScene("S11")
            XCTAssertTrue(sim.rotateLeft())
            sim.advance(frames: 3)
            XCTAssertTrue(sim.isRotating)
        }

        _ = try sim.openScene("S1")
        sim.advance(seconds: 0.1)

        XCTAssertNil(tabs, "the rotation's completion no longer holds the old scene")
        XCTAssertFalse(sim.isRotating)
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(sim.window.transform, .identity)
        XCTAssertEqual(sim.checkInvariants(settled: true), [])
    }

    func testAFingerDownWhenTheSceneChangesIsLiftedWithIt() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        _ = try sim.openScene("S12")
        XCTAssertNotNil(sim.press(at: CGPoint(x: 200, y: 400)))
        sim.move(to: CGPoint(x: 200, y: 450))
        XCTAssertTrue(sim.isTouching)

        let s1 = try sim.openScene("S1")

        XCTAssertFalse(sim.isTouching)
        sim.move(to: CGPoint(x: 200, y: 500))
        sim.release()
        XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s1.view))), "the next scene takes touches")
        sim.advance(seconds: 1.5)
        XCTAssertNotNil(s1.presentedViewController)
        XCTAssertEqual(sim.checkInvariants(settled: true), [])
    }

    /// A scene shown from the home (issue #14 item 5) is left the same way: the home key (Shift+Ctrl+H,
    /// `openHome()`) ends it, its controllers deallocate, and the new home shows the list with
    /// nothing selected; `openScene` still opens a scene on its own, as the root.
    func testASceneShownFromTheHomeEndsWithTheHomeKey() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        weak var shown: UIViewController?
        weak var presented: UIViewController?
        do {
            let navigation = try XCTUnwrap(sim.openHome() as? UINavigationController)
            sim.advance(seconds: 0.1)
            let home = try XCTUnwrap(navigation.viewControllers.first as? HomeViewController)
            let row = try XCTUnwrap(Gallery.scenes.firstIndex { $0.id == "S12" })
            home.tableView.scrollToRow(at: IndexPath(row: row, section: 0), at: .middle, animated: false)
            sim.advance(seconds: 0.1)
            XCTAssertNotNil(sim.tap(try XCTUnwrap(home.tableView.cellForRow(at: IndexPath(row: row, section: 0)))))
            sim.advance(seconds: 1)
            XCTAssertEqual(sim.sceneID, "S12")
            // S12 is laid out for the whole screen: presented full screen from the home.
            let host = try XCTUnwrap(navigation.presentedViewController as? FullScreenSceneViewController)
            let s12 = host.content
            shown = s12
            XCTAssertNotNil(sim.tap(try XCTUnwrap(button("present", in: s12.view))))
            sim.advance(seconds: 1.5)
            presented = s12.presentedViewController ?? navigation.presentedViewController
            XCTAssertNotNil(presented)
        }
        let navigation = try XCTUnwrap(sim.openHome() as? UINavigationController)
        sim.advance(seconds: 0.1)
        XCTAssertNil(shown, "S12 screen")
        XCTAssertNil(presented, "S12's presented screen")
        XCTAssertEqual(navigation.viewControllers.count, 1)
        XCTAssertNil((navigation.viewControllers.first as? UITableViewController)?.tableView.indexPathForSelectedRow)
        XCTAssertEqual(transitionViews(in: sim.window), 0)
        XCTAssertNil(sim.sceneID)

        let s1 = try sim.openScene("S1")
        XCTAssertTrue(sim.rootViewController === s1, "a script's scene line opens the scene alone")
    }
}
