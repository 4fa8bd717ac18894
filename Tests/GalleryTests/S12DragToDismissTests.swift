import Stagecraft
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import UIKit

/// S12 end to end (seed 003 part 5): a pan on the presented screen scrubs the slide-down dismissal,
/// 400 pt for 100 %; release past half way while moving down finishes, anything else cancels.
@MainActor
final class S12DragToDismissTests: XCTestCase {
    /// Opens S12, presents the green screen with the spring and lets it settle.
    private func openPresented() throws -> (
        Simulator, DragToDismissViewController, DragToDismissPresentedViewController
    ) {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S12") as? DragToDismissViewController)
        XCTAssertTrue(sim.tap(vc.presentButton) === vc.presentButton)
        sim.advance(seconds: 1.2)
        let presented = try XCTUnwrap(vc.presentedViewController as? DragToDismissPresentedViewController)
        XCTAssertNil(sim.currentTransition)
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        sim.eventLog.removeAll()
        return (sim, vc, presented)
    }

    /// Continues the drag in progress: one frame, then a move, for each of `count` equal steps to `point`.
    private func continueDrag(_ sim: Simulator, from start: CGPoint, to point: CGPoint, frames count: Int) {
        for i in 1...count {
            sim.advance(frames: 1)
            let t = CGFloat(i) / CGFloat(count)
            sim.move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
    }

    /// The from-view's on-screen y.
    private func shownY(_ view: UIView) -> CGFloat { view.layer.presentation()?.frame.minY ?? view.frame.minY }

    /// `UIView.animate(withDuration:animations:)`'s default ease-in-out at a time fraction.
    private func easeInOut(_ t: Double) -> Double { CAMediaTimingFunction(name: .easeInEaseOut).value(at: t) }

    func testPresentSpringsUpFromBelow() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S12") as? DragToDismissViewController)
        sim.tap(vc.presentButton)
        let presented = try XCTUnwrap(vc.presentedViewController)
        sim.advance(frames: 1)
        XCTAssertGreaterThan(shownY(presented.view), 700, "starts one screen height below")
        var minY = CGFloat.infinity
        for _ in 0..<60 {
            sim.advance(frames: 1)
            minY = min(minY, shownY(presented.view))
        }
        XCTAssertLessThan(minY, -5, "damping 0.6 overshoots above the final frame")
        sim.advance(seconds: 0.3)
        XCTAssertEqual(shownY(presented.view), 0)
    }

    func testDragFarDownFinishesTheDismissal() async throws {
        let (sim, vc, presented) = try openPresented()
        let view = presented.view!
        // 200 pt down in 0.5 s (400 pt/s), finger kept down.
        sim.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 500)], duration: 0.5, release: false)
        let mid = try XCTUnwrap(sim.currentTransition)
        XCTAssertEqual(mid.name, "dismiss Presented")
        XCTAssertTrue(mid.isInteractive)
        XCTAssertNil(mid.decision)
        XCTAssertEqual(mid.percentComplete, 0.5, accuracy: 1e-9, "200 pt of 400")
        XCTAssertEqual(vc.interActive.percentComplete, 0.5, accuracy: 1e-9)
        // The animator moves the view by the screen height along the default ease-in-out curve, so
        // the scrub at p = translation / 400 shows it at 852 × easeInOut(p): half way at 200 pt
        // (the curve is symmetric), i.e. 426 pt for 200 pt of finger — 2.13× the finger, not 1:1.
        XCTAssertEqual(shownY(view), 426, accuracy: 0.5)
        XCTAssertEqual(view.frame.minY, 852, "the model is already at the end")
        try assertGolden(try sim.render(), named: "S12-drag-mid")

        // 100 pt more: p = 0.75 and the view at 852 × easeInOut(0.75), ahead of the linear 639.
        continueDrag(sim, from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 600), frames: 15)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 0.75, accuracy: 1e-9)
        XCTAssertEqual(shownY(view), 852 * easeInOut(0.75), accuracy: 0.5)
        XCTAssertGreaterThan(shownY(view), 852 * 0.75 + 40)

        // Release moving down past half way: finish. completionSpeed = 1 − 0.75 = 0.25, so the
        // remaining 0.25 s of animation takes (1 − p)·1 s / (1 − p) = 1.0 s (R54).
        sim.release()
        let released = sim.mediaTime
        let after = try XCTUnwrap(sim.currentTransition)
        XCTAssertEqual(after.decision, .finish)
        XCTAssertFalse(after.isInteractive)
        XCTAssertEqual(vc.interActive.completionSpeed, 0.25, accuracy: 1e-9)
        sim.advance(seconds: 0.5)
        // Half the wall time: the rest, re-timed from where it was to the end (R54), is half way
        // along the default completion curve, curve 7 (R46).
        let start = 852 * easeInOut(0.75)
        let along = Double(UIPercentDrivenInteractiveTransition.progress(of: .systemSpring, at: 0.5))
        XCTAssertEqual(shownY(view), start + (852 - start) * along, accuracy: 1)
        XCTAssertTrue(vc.presentedViewController === presented)
        sim.advance(seconds: 0.45)
        XCTAssertNotNil(sim.currentTransition, "still running at release + 0.95 s")
        sim.advance(seconds: 0.1)
        XCTAssertNil(sim.currentTransition, "done by release + 1.05 s")
        XCTAssertLessThanOrEqual(sim.mediaTime - released, 1.06)
        XCTAssertNil(vc.presentedViewController)
        XCTAssertNil(presented.view.superview)
        XCTAssertTrue(vc.view.superview === sim.window)
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") },
            [
                "Presented.viewWillDisappear", "S12.viewWillAppear", "S12.viewDidAppear", "Presented.viewDidDisappear",
            ])
        XCTAssertEqual(sim.diagnostics.map(\.name), [])
    }

    func testShortDragCancelsAndKeepsThePresentedScreen() async throws {
        let (sim, vc, presented) = try openPresented()
        let view = presented.view!
        // 120 pt down (p = 0.3), released while still moving down: not past half way ⇒ cancel.
        sim.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 420)], duration: 0.3, release: false)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 0.3, accuracy: 1e-9)
        XCTAssertEqual(shownY(view), 852 * easeInOut(0.3), accuracy: 0.5)
        sim.eventLog.removeAll()
        sim.release()
        let released = sim.mediaTime
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        XCTAssertEqual(sim.currentTransition?.isCancelled, true)
        // completionSpeed = 0.7: the 0.3 s back to the start take 0.3 / 0.7 = 0.43 s (R54).
        XCTAssertEqual(vc.interActive.completionSpeed, 0.7, accuracy: 1e-9)
        sim.advance(seconds: 0.2)
        // 0.2 s of the 0.43 s run back: re-timed from where it was to the start (R54) on the
        // default completion curve, curve 7 (R46).
        let along = Double(UIPercentDrivenInteractiveTransition.progress(of: .systemSpring, at: 0.2 / (0.3 / 0.7)))
        XCTAssertEqual(shownY(view), 852 * easeInOut(0.3) * (1 - along), accuracy: 1)
        sim.advance(seconds: 0.2)
        XCTAssertNotNil(sim.currentTransition, "still running at release + 0.4 s")
        XCTAssertGreaterThan(shownY(view), 0)
        sim.advance(seconds: 0.05)
        XCTAssertNil(sim.currentTransition, "ended by release + 0.45 s")
        XCTAssertLessThan(sim.mediaTime - released, 0.46)
        // R16: a cancelled dismissal leaves everything presented; R55: the view back at its start.
        XCTAssertTrue(vc.presentedViewController === presented)
        XCTAssertTrue(presented.presentingViewController === vc)
        XCTAssertNotNil(presented.view.window)
        XCTAssertEqual(presented.view.frame, CGRect(x: 0, y: 0, width: 393, height: 852))
        XCTAssertEqual(shownY(view), 0)
        // R14–R15 (order of R132): on cancel the appearing screen gets willDisappear, the
        // disappearing one willAppear; then didAppear for the original, didDisappear for the other.
        XCTAssertEqual(
            sim.eventLog.entries.filter { $0.hasSuffix("Appear") || $0.hasSuffix("Disappear") },
            [
                "S12.viewWillDisappear", "Presented.viewWillAppear", "Presented.viewDidAppear",
                "S12.viewDidDisappear",
            ])
        // The screen still works: a second drag dismisses.
        sim.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 700)], duration: 0.4)
        sim.advance(seconds: 1.1)
        XCTAssertNil(vc.presentedViewController)
    }

    func testDragDownThenBackUpCancelsOnUpwardVelocity() async throws {
        let (sim, vc, presented) = try openPresented()
        // 320 pt down then 60 pt back up: p = 0.65 > 0.5 (shouldComplete), but moving up at release.
        sim.drag(
            along: [CGPoint(x: 200, y: 200), CGPoint(x: 200, y: 520), CGPoint(x: 200, y: 460)], duration: 0.6,
            release: false)
        XCTAssertEqual(sim.currentTransition?.percentComplete ?? 0, 0.65, accuracy: 1e-9)
        let pan = try XCTUnwrap(presented.view.gestureRecognizers?.first as? UIPanGestureRecognizer)
        XCTAssertLessThan(pan.velocity(in: presented.view).y, -300, "moving up at ~633 pt/s")
        try assertGolden(try sim.render(), named: "S12-drag-back-up")
        sim.release()
        XCTAssertEqual(sim.currentTransition?.decision, .cancel)
        // completionSpeed 0.35: 0.65 s of animation back to the start take 0.65 / 0.35 = 1.86 s.
        sim.advance(seconds: 1.8)
        XCTAssertNotNil(sim.currentTransition)
        sim.advance(seconds: 0.1)
        XCTAssertNil(sim.currentTransition)
        XCTAssertTrue(vc.presentedViewController === presented, "R16")
        XCTAssertEqual(presented.view.frame.minY, 0)
    }

    func testTapOnDismissIsNotInteractive() async throws {
        let (sim, vc, presented) = try openPresented()
        sim.tap(presented.dismissButton)
        sim.advance(frames: 1)
        let snapshot = try XCTUnwrap(sim.currentTransition)
        XCTAssertFalse(snapshot.isInteractive)
        XCTAssertFalse(snapshot.initiallyInteractive)
        XCTAssertFalse(vc.interActive.interacting)
        // The spring animator in dismiss mode: the yellow screen drops from above over the green one.
        XCTAssertLessThan(vc.view.layer.presentation()?.frame.minY ?? 0, -600)
        XCTAssertTrue(vc.view.superview === presented.view.superview, "added to the container, on top")
        sim.advance(seconds: 1.2)
        XCTAssertNil(vc.presentedViewController)
        XCTAssertEqual(vc.view.frame.minY, 0)
    }
}

/// The device frame around S12's dismissal: the view slid down past the screen must not be drawn
/// over the bezel below it (the window showed it spilling into the bezel and the HUD strip).
@MainActor
final class S12DeviceFrameTests: XCTestCase {
    func testTheDraggedViewIsClippedToTheScreen() async throws {
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let vc = try XCTUnwrap(try sim.openScene("S12") as? DragToDismissViewController)
        sim.tap(vc.presentButton)
        sim.advance(seconds: 1.2)
        sim.drag(along: [CGPoint(x: 200, y: 300), CGPoint(x: 200, y: 600)], duration: 0.5, release: false)
        let canvas = try sim.render(includeDeviceFrame: true)
        let screen = sim.device.screenFrameInWindow
        // Inside the screen, low down: the green presented view (its top is at 852 × easeInOut(0.75)).
        let inside = canvas.pixel(x: Int(screen.midX), y: Int(screen.maxY) - 60)
        XCTAssertEqual([inside.r, inside.g, inside.b], [0, 255, 0])
        // Just below the screen, in the bezel, and in the strip under the body: no green.
        for y in [Int(screen.maxY) + 4, Int(sim.device.bodyFrameInWindow.maxY) + 10] {
            let p = canvas.pixel(x: Int(screen.midX), y: y)
            XCTAssertFalse(p.g > 200 && p.r < 60 && p.b < 60, "green spilled to y = \(y): \(p)")
        }
    }
}
