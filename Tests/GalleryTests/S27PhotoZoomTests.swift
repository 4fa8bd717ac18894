import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S27 end to end (R142): a tap on a photo zooms it open out of its cell — the photo, not the whole
/// screen, lands on the cell (`alignmentRectProvider`) — and a drag down shrinks it back in.
@MainActor
final class S27PhotoZoomTests: XCTestCase {
    let item4 = IndexPath(item: 4, section: 0)

    private func open(_ sim: Simulator) throws -> (UINavigationController, ZoomGridViewController) {
        let nav = try XCTUnwrap(try sim.openScene("S27") as? UINavigationController)
        let grid = try XCTUnwrap(nav.topViewController as? ZoomGridViewController)
        sim.advance(seconds: 0.1)
        return (nav, grid)
    }

    func testATapZoomsThePhotoOutOfItsCellAndADragTakesItBack() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let (nav, grid) = try open(sim)
        let cell = try XCTUnwrap(grid.collectionView.cellForItem(at: item4))
        // Three to a row: (393 − 4) / 3 → 129 pt wide, 172 tall, the rest of the row spread between
        // them (3 pt); item 4 is row 1, column 1.
        XCTAssertEqual(cell.frame, CGRect(x: 132, y: 174, width: 129, height: 172))
        let cellOnScreen = cell.convert(cell.bounds, to: nil)
        try assertGolden(try sim.render(), named: "S27-grid")

        XCTAssertNotNil(sim.tap(cell))
        let photo = try XCTUnwrap(nav.topViewController as? ZoomPhotoViewController)
        XCTAssertEqual(photo.item, 4)
        // At the start (the frame the tap's release pushed in) the photo's own frame lies on the cell.
        let full = photo.view.frame
        let start = photo.view.layer.presentationProperties.frame
        let scale = start.width / full.width
        let photoRect = photo.photoFrame
        XCTAssertEqual(scale, cellOnScreen.width / photoRect.width, accuracy: 1e-6)
        XCTAssertEqual(start.minX + photoRect.minX * scale, cellOnScreen.minX, accuracy: 1e-6)
        XCTAssertEqual(start.minY + photoRect.minY * scale, cellOnScreen.minY, accuracy: 1e-6)
        XCTAssertEqual(cell.alpha, 0, "the cell is hidden while the photo stands in for it")
        sim.advance(seconds: 0.12)
        try assertGolden(try sim.render(), named: "S27-zoom-mid")
        sim.advance(seconds: 1)
        XCTAssertEqual(photo.view.transform, .identity)
        XCTAssertEqual(cell.alpha, 1)
        try assertGolden(try sim.render(), named: "S27-open")

        // Drag the photo down: it follows the finger and shrinks.
        _ = sim.press(at: CGPoint(x: 200, y: 400))
        sim.moveFinger(from: CGPoint(x: 200, y: 400), to: CGPoint(x: 220, y: 560), frames: 18)
        sim.advance(frames: 1)
        let dragged = photo.view.layer.presentationProperties.frame
        XCTAssertLessThan(dragged.width, full.width * 0.9)
        XCTAssertTrue(nav.transitionCoordinator?.isInteractive == true)
        try assertGolden(try sim.render(), named: "S27-drag")
        sim.release()
        sim.advance(seconds: 1)
        XCTAssertTrue(nav.topViewController === grid, "the drag popped the photo")
        XCTAssertEqual(cell.alpha, 1)
        XCTAssertNil(photo.view.superview)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
