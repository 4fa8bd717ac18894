import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S29 end to end: a flick pages the strip and the counter follows; a pinch zooms the photo under
/// the fingers; a zoomed photo takes horizontal drags until it reaches its edge; a double tap zooms
/// in and out; a photo left zoomed is back at 1× after paging (R263–R265).
@MainActor
final class S29PhotoStripTests: XCTestCase {
    private func open() throws -> (Simulator, PhotoStripViewController) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S29") as? PhotoStripViewController)
        sim.advance(seconds: 0.2)
        return (sim, vc)
    }

    func testAFlickPagesTheStripAndTheCounterFollows() async throws {
        let (sim, vc) = try open()
        XCTAssertEqual(vc.counter.text, "1 of 5")
        XCTAssertEqual(vc.strip.bounds.width, 393 + 20)
        try assertGolden(try sim.render(), named: "S29-first-photo")

        sim.drag(along: [CGPoint(x: 300, y: 400), CGPoint(x: 220, y: 400)], duration: 0.08)
        sim.advance(seconds: 0.15)
        try assertGolden(try sim.render(), named: "S29-paging")
        sim.advance(seconds: 1)

        XCTAssertEqual(vc.strip.contentOffset.x, 413)
        XCTAssertEqual(vc.counter.text, "2 of 5")
        XCTAssertEqual(sim.unexpectedDiagnostics, [])
    }

    func testAPinchZoomsThePhotoAndAZoomedPhotoTakesTheDragFirst() async throws {
        let (sim, vc) = try open()
        let page = vc.pages[0]
        let center = CGPoint(x: 196.5, y: 420)

        sim.pinch(center: center, from: 80, to: 200, duration: 0.4)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(page.zoomScale, 2.5, accuracy: 0.05)
        try assertGolden(try sim.render(), named: "S29-zoomed")

        // A short drag sideways moves the zoomed photo, not the strip.
        sim.drag(along: [CGPoint(x: 200, y: 420), CGPoint(x: 120, y: 420)], duration: 0.5)
        sim.advance(seconds: 1)
        XCTAssertEqual(vc.strip.contentOffset.x, 0)
        XCTAssertGreaterThan(page.contentOffset.x, 0)
        XCTAssertEqual(vc.counter.text, "1 of 5")
    }

    func testADoubleTapZoomsInAndOutAndPagingResetsTheZoom() async throws {
        let (sim, vc) = try open()
        let page = vc.pages[0]

        sim.tap(at: CGPoint(x: 196, y: 420))
        sim.advance(seconds: 0.1)
        sim.tap(at: CGPoint(x: 196, y: 420))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(page.zoomScale, 3)
        sim.tap(at: CGPoint(x: 196, y: 420))
        sim.advance(seconds: 0.1)
        sim.tap(at: CGPoint(x: 196, y: 420))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(page.zoomScale, 1)

        page.setZoomScale(2, animated: false)
        vc.strip.setContentOffset(CGPoint(x: 413, y: 0), animated: false)
        vc.scrollViewDidEndDecelerating(vc.strip)

        XCTAssertEqual(page.zoomScale, 1, "back at 1× once another photo shows")
        XCTAssertEqual(vc.counter.text, "2 of 5")
    }
}
