import Gallery
import XCTest

@testable import Stagecraft
@testable import UIKit

@MainActor
final class HomeScreenTests: XCTestCase {
    func makeHome(scenes: [Scene]) throws -> (Simulator, () -> String?) {
        let sim = try Simulator(scenes: Gallery.catalog)
        sim.diagnosticLog.printsToConsole = false
        var opened: String?
        sim.rootViewController = HomeViewController(scenes: scenes) { opened = $0.id }
        sim.advance(seconds: 0.1)
        return (sim, { opened })
    }

    /// A list taller than the screen scrolls with a drag, and a drag does not open the row under it.
    func testTheSceneListScrollsAndADragIsNotATap() async throws {
        let scenes = (1...20).map { i in
            Scene(id: "X\(i)", title: "Scene \(i)", summary: "row \(i)") { UIViewController() }
        }
        let (sim, opened) = try makeHome(scenes: scenes)
        let scroll = try XCTUnwrap(findScrollView(in: sim.window))
        XCTAssertEqual(scroll.contentOffset.y, 0)
        sim.drag(along: [CGPoint(x: 200, y: 700), CGPoint(x: 200, y: 400)], duration: 0.3)
        XCTAssertGreaterThan(scroll.contentOffset.y, 250, "the content follows the finger (300 pt drag)")
        XCTAssertNil(opened(), "a pan cancels the row's touch (cancelsTouchesInView)")
        sim.advance(seconds: 2)
        let range = scroll.contentSize.height - scroll.bounds.height
        XCTAssertLessThanOrEqual(scroll.contentOffset.y, range + 0.5, "never past the end of the content")
        // Rows are still tappable after scrolling: the first visible row opens its scene.
        let row = try XCTUnwrap(sim.window.hitTest(CGPoint(x: 200, y: 400), with: nil) as? UIControl)
        sim.tap(row)
        XCTAssertNotNil(opened())
    }

    /// A tap on a row opens its scene.
    func testATapOpensTheScene() async throws {
        let scenes = [Scene(id: "A1", title: "First", summary: "one") { UIViewController() }]
        let (sim, opened) = try makeHome(scenes: scenes)
        sim.tap(at: CGPoint(x: 200, y: 190))
        XCTAssertEqual(opened(), "A1")
    }

    /// In landscape the list stays inside the safe area (clear of the sensor housing) and follows
    /// the rotation back.
    func testTheHomeScreenLaysOutInsideTheSafeAreaInBothOrientations() async throws {
        let scenes = [Scene(id: "A1", title: "First", summary: "one") { UIViewController() }]
        let (sim, _) = try makeHome(scenes: scenes)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.5)
        let scroll = try XCTUnwrap(findScrollView(in: sim.window))
        let card = try XCTUnwrap(scroll.subviews.first)
        let frame = card.convert(card.bounds, to: nil)
        XCTAssertEqual(frame.minX, 59 + 16, accuracy: 0.5)
        XCTAssertEqual(frame.maxX, 852 - 59 - 16, accuracy: 0.5)
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: 0.5)
        let back = card.convert(card.bounds, to: nil)
        XCTAssertEqual(back.minX, 16, accuracy: 0.5)
        XCTAssertEqual(back.maxX, 393 - 16, accuracy: 0.5)
    }

    private func findScrollView(in view: UIView) -> UIScrollView? {
        if let scroll = view as? UIScrollView { return scroll }
        for subview in view.subviews {
            if let found = findScrollView(in: subview) { return found }
        }
        return nil
    }
}
