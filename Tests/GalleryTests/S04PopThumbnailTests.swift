import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S4 end to end: the detail screen pops out of a thumbnail and back (seed 004, PopAnimator).
@MainActor
final class S04PopThumbnailTests: XCTestCase {
    func testTapThumbnailPopsDetailAndTapDismissShrinksBackWithGoldenFrames() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S4") as? PopThumbnailViewController)
        XCTAssertEqual(vc.thumbnails.count, 5)
        let thumb = vc.thumbnails[1]
        let thumbFrame = thumb.convert(thumb.bounds, to: nil)
        XCTAssertTrue(sim.window.bounds.contains(thumbFrame), "the row fits on screen: \(thumbFrame)")
        sim.eventLog.removeAll()

        XCTAssertNotNil(sim.tap(thumb))
        let detail = try XCTUnwrap(vc.presentedViewController as? PopDetailViewController)
        XCTAssertEqual(detail.picture.imageName, "thumb2")
        XCTAssertTrue(thumb.isHidden, "hidden while the transition runs")
        XCTAssertEqual(vc.transition.originFrame, thumbFrame)
        XCTAssertTrue(detail.view.clipsToBounds)
        try assertGolden(try sim.render(), named: "S4-present-start")

        // The spring (damping 0.4) overshoots: the scale passes 1 before settling.
        var maxScale: CGFloat = 0
        for frame in 1...60 {
            sim.advance(frames: 1)
            let scale = try XCTUnwrap(detail.view.layer.presentation()).transform.m11
            maxScale = max(maxScale, scale)
            XCTAssertTrue(thumb.isHidden)
            if frame == 12 { try assertGolden(try sim.render(), named: "S4-present-mid") }
        }
        XCTAssertGreaterThan(maxScale, 1.05, "damping 0.4 overshoots")
        sim.advance(seconds: 0.1)
        XCTAssertEqual(detail.view.transform, .identity)
        XCTAssertEqual(detail.view.frame, sim.window.bounds)
        XCTAssertNil(vc.view.window, "R24: full screen removes the presenter's view")
        try assertGolden(try sim.render(), named: "S4-present-end")

        XCTAssertTrue(sim.tap(at: CGPoint(x: 196, y: 300)) === detail.tapArea)
        XCTAssertNotNil(vc.view.window, "the animator added the presenter's view (R24)")
        sim.advance(seconds: 0.25)
        let mid = try XCTUnwrap(detail.view.layer.presentation())
        XCTAssertLessThan(mid.transform.m11, 0.9)
        XCTAssertGreaterThan(mid.cornerRadius, 0)
        XCTAssertTrue(thumb.isHidden, "still hidden until dismissCompletion")
        try assertGolden(try sim.render(), named: "S4-dismiss-mid")

        sim.advance(seconds: 0.8)
        XCTAssertFalse(thumb.isHidden, "dismissCompletion showed it again")
        XCTAssertNil(vc.presentedViewController)
        XCTAssertTrue(sim.window.subviews.count == 1 && sim.window.subviews[0] === vc.view)
        XCTAssertEqual(detail.view.layer.cornerRadius, 20 / (thumbFrame.width / 393), accuracy: 0.01)
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
        try assertGolden(try sim.render(), named: "S4-dismiss-end")

        // R10/R12: full screen ⇒ the presenter gets its appearance callbacks.
        let appearance = sim.eventLog.entries.filter { $0.contains(".view") && !$0.hasSuffix("viewDidLoad") }
        XCTAssertEqual(
            appearance,
            [
                "S4.viewWillDisappear", "detail.viewWillAppear", "detail.viewDidAppear", "S4.viewDidDisappear",
                "detail.viewWillDisappear", "S4.viewWillAppear", "S4.viewDidAppear", "detail.viewDidDisappear",
            ])
    }

    /// Every thumbnail presents its own picture and reappears afterwards.
    func testEveryThumbnailRoundTrips() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S4") as? PopThumbnailViewController)
        for (index, thumb) in vc.thumbnails.enumerated() {
            sim.tap(thumb)
            sim.advance(seconds: 1.1)
            let detail = try XCTUnwrap(vc.presentedViewController as? PopDetailViewController)
            XCTAssertEqual(detail.picture.imageName, "thumb\(index + 1)")
            XCTAssertTrue(thumb.isHidden)
            sim.tap(detail.tapArea)
            sim.advance(seconds: 1.1)
            XCTAssertFalse(thumb.isHidden)
        }
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }
}
