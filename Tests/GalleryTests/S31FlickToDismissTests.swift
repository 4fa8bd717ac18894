import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S31 end to end: UIKit Dynamics inside an interactive dismissal — the dragged photo follows an
/// attachment, a flick pushes it off screen and finishes, a gentle release snaps it home and
/// cancels (R284, R281, R283, R278).
@MainActor
final class S31FlickToDismissTests: XCTestCase {
    /// Opens S31 and presents the photo, settled.
    private func openViewer() throws -> (Simulator, FlickPhotoPresentingViewController, FlickPhotoViewController) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S31") as? FlickPhotoPresentingViewController)
        XCTAssertTrue(sim.tap(vc.photoView) === vc.photoView)
        sim.advance(seconds: 0.6)
        let viewer = try XCTUnwrap(vc.presentedViewController as? FlickPhotoViewController)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(viewer.photoView.center, CGPoint(x: 196.5, y: 426))
        return (sim, vc, viewer)
    }

    func testDraggingHeldOffCentre_turnsThePhoto_andFadesTheBackdrop_interactively() async throws {
        let (sim, _, viewer) = try openViewer()
        sim.drag(along: [CGPoint(x: 280, y: 560), CGPoint(x: 300, y: 680)], duration: 0.5, release: false)
        let transition = try XCTUnwrap(sim.currentTransition)
        XCTAssertTrue(transition.isInteractive)
        let photo = viewer.photoView
        XCTAssertGreaterThan(photo.center.y, 426 + 60, "the photo follows the finger down")
        XCTAssertNotEqual(atan2(photo.transform.b, photo.transform.a), 0, "held off centre, it turns")
        XCTAssertLessThan(viewer.backdrop.alpha, 0.9)
        XCTAssertGreaterThan(transition.percentComplete, 0.1)
        sim.release()
    }

    func testAFlick_pushesThePhotoOffScreen_andTheDismissalFinishes() async throws {
        let (sim, vc, viewer) = try openViewer()
        // 250 points up and right in 0.2 s: about 1 600 points/s at release.
        sim.drag(along: [CGPoint(x: 250, y: 500), CGPoint(x: 330, y: 260)], duration: 0.2)
        XCTAssertNotNil(sim.currentTransition, "flying: the dismissal is still in flight")
        sim.advance(seconds: 0.15)
        try assertGolden(try sim.render(), named: "S31-flick-mid-flight")
        sim.advance(seconds: 1.5)
        XCTAssertNil(sim.currentTransition)
        XCTAssertNil(vc.presentedViewController, "dismissed once the photo left the screen")
        XCTAssertFalse(UIScreen.main.bounds.intersects(viewer.photoView.frame))
        XCTAssertTrue(sim.checkInvariants(settled: true).isEmpty)
    }

    func testAGentleRelease_snapsThePhotoHome_andCancels() async throws {
        let (sim, vc, viewer) = try openViewer()
        sim.drag(along: [CGPoint(x: 200, y: 420), CGPoint(x: 240, y: 520)], duration: 1)
        XCTAssertNotNil(sim.currentTransition)
        sim.advance(seconds: 3)
        XCTAssertNil(sim.currentTransition, "the snap rested and the dismissal was cancelled")
        XCTAssertTrue(vc.presentedViewController === viewer)
        XCTAssertEqual(viewer.photoView.center.x, 196.5, accuracy: 0.5)
        XCTAssertEqual(viewer.photoView.center.y, 426, accuracy: 0.5)
        XCTAssertEqual(viewer.photoView.transform, .identity)
        XCTAssertEqual(viewer.backdrop.alpha, 1)
        XCTAssertTrue(sim.checkInvariants(settled: true).isEmpty)

        // It can be flicked away afterwards.
        sim.drag(along: [CGPoint(x: 200, y: 420), CGPoint(x: 200, y: 700)], duration: 0.15)
        sim.advance(seconds: 2)
        XCTAssertNil(vc.presentedViewController)
    }
}
