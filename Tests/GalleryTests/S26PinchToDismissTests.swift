import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S26 end to end: a tap on the photo zooms it to full screen; a pinch inwards scrubs the zoom
/// back (percent = (1 − scale) / 0.6); a release under 75 % size or while closing fast finishes the
/// dismissal, anything else cancels (R210, R55).
@MainActor
final class S26PinchToDismissTests: XCTestCase {
    private let center = CGPoint(x: 196.5, y: 426)

    /// Opens S26, taps the photo and lets the zoom settle.
    private func openViewer() throws -> (Simulator, PinchPhotoViewController, PhotoViewerViewController) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S26") as? PinchPhotoViewController)
        XCTAssertNotNil(sim.tap(vc.photoView))
        sim.advance(seconds: 0.6)
        let viewer = try XCTUnwrap(vc.presentedViewController as? PhotoViewerViewController)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(viewer.imageView.frame, viewer.photoFrame(in: viewer.view.bounds))
        XCTAssertTrue(vc.photoView.isHidden, "the photo is in the viewer")
        return (sim, vc, viewer)
    }

    private func shownFrame(_ view: UIView) -> CGRect { view.layer.presentation()?.frame ?? view.frame }

    func testPresentZoomsOutOfThePhoto() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S26") as? PinchPhotoViewController)
        let thumbnail = vc.photoView.convert(vc.photoView.bounds, to: nil)
        sim.tap(vc.photoView)
        let viewer = try XCTUnwrap(vc.presentedViewController as? PhotoViewerViewController)
        let full = viewer.photoFrame(in: viewer.view.bounds)
        sim.advance(seconds: 0.2)  // about half of the 0.4 s linear zoom
        let mid = shownFrame(viewer.imageView)
        // Linear in the frame: width and top are at the same fraction of the way, near half.
        let byWidth = (mid.width - thumbnail.width) / (full.width - thumbnail.width)
        let byTop = (mid.minY - thumbnail.minY) / (full.minY - thumbnail.minY)
        XCTAssertEqual(byWidth, byTop, accuracy: 0.01)
        XCTAssertEqual(byWidth, 0.5, accuracy: 0.1)
        sim.advance(seconds: 0.4)
        XCTAssertEqual(shownFrame(viewer.imageView), full)
        XCTAssertNil(sim.currentTransition)
    }

    func testAPinchScrubsTheDismissalAndAReleaseUnderThreeQuartersFinishesIt() async throws {
        let (sim, vc, viewer) = try openViewer()
        let full = viewer.imageView.frame
        let thumbnail = vc.photoView.convert(vc.photoView.bounds, to: nil)
        // 300 → 180 pt apart: scale 0.6, two thirds of the way (R210).
        sim.pinch(center: center, from: 300, to: 180, duration: 0.5, release: false)
        let mid = try XCTUnwrap(sim.currentTransition)
        XCTAssertEqual(mid.name, "dismiss Photo")
        XCTAssertTrue(mid.isInteractive)
        XCTAssertEqual(mid.percentComplete, (1 - 0.6) / 0.6, accuracy: 1e-9)
        let shown = shownFrame(viewer.imageView)
        XCTAssertEqual(shown.width, full.width + (thumbnail.width - full.width) * 2 / 3, accuracy: 0.5, "linear zoom")
        try assertGolden(try sim.render(), named: "S26-pinch-mid")
        // Fingers held still, then lifted: slow, but small enough.
        sim.advance(seconds: 0.3)
        sim.releaseFingers()
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.5)
        XCTAssertNil(vc.presentedViewController, "dismissed")
        XCTAssertEqual(sim.lastEndedTransition?.completed, true)
        XCTAssertFalse(vc.photoView.isHidden, "the photo is back in the grid")
        XCTAssertNil(vc.interaction?.isPinching == true ? vc.interaction : nil)
        XCTAssertEqual(sim.unexpectedDiagnostics, [])
    }

    func testASmallSlowPinchCancelsAndTheViewerStaysAsItWas() async throws {
        let (sim, vc, viewer) = try openViewer()
        let full = viewer.imageView.frame
        sim.pinch(center: center, from: 300, to: 255, duration: 0.5, release: false)  // scale 0.85
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 0.15 / 0.6, accuracy: 1e-9)
        sim.advance(seconds: 0.3)
        sim.releaseFingers()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        sim.advance(seconds: 0.5)
        XCTAssertTrue(vc.presentedViewController === viewer, "still presented")
        XCTAssertEqual(sim.lastEndedTransition?.completed, false)
        XCTAssertEqual(shownFrame(viewer.imageView), full)
        XCTAssertEqual(viewer.view.backgroundColor, .black)
        XCTAssertTrue(vc.photoView.isHidden, "the photo stays in the viewer")
        XCTAssertEqual(sim.unexpectedDiagnostics, [])
    }

    func testAQuickFlickInwardsFinishesAtAnyScale() async throws {
        let (sim, vc, _) = try openViewer()
        // 300 → 255 pt in 0.1 s: scale 0.85 but closing at about 1.5 per second.
        sim.pinch(center: center, from: 300, to: 255, duration: 0.1, release: false)
        XCTAssertLessThan(try XCTUnwrap(sim.window.gestureRecognizersOfViewer(vc)).velocity, -0.8)
        sim.releaseFingers()
        XCTAssertEqual(sim.currentTransition?.decision, .finish)
        sim.advance(seconds: 0.6)
        XCTAssertNil(vc.presentedViewController)
    }

    func testPinchingOutDoesNotDismiss() async throws {
        let (sim, vc, viewer) = try openViewer()
        sim.pinch(center: center, from: 200, to: 300, duration: 0.3)
        sim.advance(seconds: 0.5)
        XCTAssertNil(sim.lastEndedTransition?.name == "dismiss Photo" ? sim.lastEndedTransition : nil)
        XCTAssertTrue(vc.presentedViewController === viewer)
    }

    func testAScriptPinchDismisses() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let opened = try XCTUnwrap(try sim.openScene("S26") as? PinchPhotoViewController)
        let photo = opened.photoView.convert(CGPoint(x: 75, y: 100), to: nil)
        let script = try Script(
            parsing:
                "scene S26\ntap \(Int(photo.x)) \(Int(photo.y))\nwait 0.6\npinch 196.5 426 300 150 over 0.4\nwait 0.6\nexpect transition none",
            name: "s26.script", scenes: Gallery.catalog)
        try ScriptRunner(script: script, simulator: sim, baseDirectory: URL(fileURLWithPath: "/tmp")).run()
        let vc = try XCTUnwrap(sim.rootViewController as? PinchPhotoViewController)
        XCTAssertNil(vc.presentedViewController)
        XCTAssertEqual(sim.lastEndedTransition?.name, "dismiss Photo")
        XCTAssertEqual(sim.lastEndedTransition?.completed, true)
    }
}

extension UIWindow {
    /// The pinch recognizer on S26's viewer.
    @MainActor
    fileprivate func gestureRecognizersOfViewer(_ vc: PinchPhotoViewController) -> UIPinchGestureRecognizer? {
        vc.presentedViewController?.view.gestureRecognizers?.compactMap { $0 as? UIPinchGestureRecognizer }.first
    }
}
