import XCTest

@testable import UIKit

/// UIPanGestureRecognizer driven by synthetic touches: hysteresis, translation, velocity.
@MainActor
final class PanGestureTests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let app = TestApp(root: NamedController("Root"))
        return (app, app.window.rootViewController!.view)
    }

    private func pan(on view: UIView, recorder: ActionRecorder, name: String = "pan") -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer(handler: { r in
            recorder.record(r)
            recorder.translations.append((r as! UIPanGestureRecognizer).translation(in: nil))
        })
        pan.name = name
        view.addGestureRecognizer(pan)
        return pan
    }

    func testPanBeginsAfterTenPointsThenChangesAndEnds() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = pan(on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 104, y: 100))
        touches.frameAndMove(to: CGPoint(x: 109.9, y: 100))
        XCTAssertEqual(pan.state, .possible, "9.9 pt is inside the hysteresis")
        XCTAssertEqual(recorder.entries, [])
        touches.frameAndMove(to: CGPoint(x: 112, y: 100))
        XCTAssertEqual(pan.state, .began)
        touches.frameAndMove(to: CGPoint(x: 130, y: 110))
        XCTAssertEqual(pan.state, .changed)
        touches.frameAndMove(to: CGPoint(x: 140, y: 120))
        touches.release()
        XCTAssertEqual(recorder.entries, ["pan:began", "pan:changed", "pan:changed", "pan:ended"])
        XCTAssertEqual(recorder.translations.map(\.x), [12, 30, 40, 40])
        XCTAssertEqual(recorder.translations.map(\.y), [0, 10, 20, 20])
        XCTAssertEqual(pan.state, .possible, "reset once the touches are gone")
        XCTAssertEqual(pan.translation(in: nil), .zero, "translation cleared by reset")
    }

    func testPanThatNeverLeavesTheHysteresisFailsOnRelease() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        var states: [UIGestureRecognizer.State] = []
        let pan = pan(on: root, recorder: recorder)
        let probe = ProbeDelegate()
        pan.delegate = probe
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 106, y: 106))
        states.append(pan.state)
        touches.release()
        XCTAssertEqual(states, [.possible])
        XCTAssertEqual(recorder.entries, [], "a failed pan sends no action")
        XCTAssertEqual(probe.shouldBeginCalls, 0)
    }

    func testTranslationInAScaledAndRotatedView() async throws {
        let (app, root) = makeApp()
        let scaled = UIView(frame: CGRect(x: 50, y: 50, width: 200, height: 200))
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)
        root.addSubview(scaled)
        let rotated = UIView(frame: CGRect(x: 0, y: 400, width: 200, height: 200))
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        let recorder = ActionRecorder()
        let pan = pan(on: scaled, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 150, y: 150), to: CGPoint(x: 190, y: 170), steps: 4)
        let inWindow = pan.translation(in: nil)
        let inScaled = pan.translation(in: scaled)
        let inRotated = pan.translation(in: rotated)
        XCTAssertEqual(inWindow.x, 40, accuracy: 1e-9)
        XCTAssertEqual(inWindow.y, 20, accuracy: 1e-9)
        XCTAssertEqual(inScaled.x, 20, accuracy: 1e-9, "a 2× view sees half the movement")
        XCTAssertEqual(inScaled.y, 10, accuracy: 1e-9)
        // Rotated +90°: the window's +x is the view's -y, the window's +y is the view's +x.
        XCTAssertEqual(inRotated.x, 20, accuracy: 1e-6)
        XCTAssertEqual(inRotated.y, -40, accuracy: 1e-6)
        let velocityScaled = pan.velocity(in: scaled)
        let velocityWindow = pan.velocity(in: nil)
        XCTAssertEqual(velocityScaled.x, velocityWindow.x / 2, accuracy: 1e-6)
        touches.release()
    }

    func testVelocityOfAConstantDragIsTheDragSpeed() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        var velocities: [CGPoint] = []
        let pan = pan(on: root, recorder: recorder)
        pan.addAction { r in velocities.append((r as! UIPanGestureRecognizer).velocity(in: nil)) }
        let touches = TouchDriver(app)
        // 600 pt/s at 60 Hz: 10 pt per frame, for half a second, diagonally down-left in y.
        touches.drag(from: CGPoint(x: 50, y: 600), to: CGPoint(x: 350, y: 600 - 0), steps: 30)
        let v = pan.velocity(in: nil)
        XCTAssertEqual(v.x, 600, accuracy: 30, "600 pt/s drag ±5%")
        XCTAssertEqual(v.y, 0, accuracy: 1e-6)
        touches.release()
        XCTAssertEqual(velocities.last!.x, 600, accuracy: 30, "the .ended action sees the drag's speed")
        // Every changed action after the first 100 ms reports the constant speed.
        for velocity in velocities.dropFirst(6) { XCTAssertEqual(velocity.x, 600, accuracy: 30) }
    }

    func testVerticalDragVelocityInAScaledView() async throws {
        let (app, root) = makeApp()
        let half = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        half.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
        root.addSubview(half)
        let recorder = ActionRecorder()
        let pan = pan(on: half, recorder: recorder)
        let touches = TouchDriver(app)
        // 240 pt/s upwards: 4 pt per frame for 0.5 s.
        touches.drag(from: CGPoint(x: 200, y: 500), to: CGPoint(x: 200, y: 380), steps: 30)
        XCTAssertEqual(pan.velocity(in: nil).y, -240, accuracy: 12)
        XCTAssertEqual(pan.velocity(in: half).y, -480, accuracy: 24, "a half-scale view sees twice the speed")
        touches.release()
    }

    func testReleaseAfterAFlickWithASlowTailIsNotDominatedByTheTail() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        var endVelocity: CGPoint?
        let pan = pan(on: root, recorder: recorder)
        pan.addAction { r in
            if r.state == .ended { endVelocity = (r as! UIPanGestureRecognizer).velocity(in: nil) }
        }
        let touches = TouchDriver(app)
        // Flick: 30 pt per frame (1800 pt/s) for 8 frames, then two slow events of 1 pt per frame.
        touches.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 340), steps: 8)
        touches.frameAndMove(to: CGPoint(x: 200, y: 341))
        touches.frameAndMove(to: CGPoint(x: 200, y: 342))
        touches.release()
        let v = try XCTUnwrap(endVelocity).y
        // The last two events alone would say 60 pt/s. The 100 ms window (6 frames) holds 4 fast
        // steps and 2 slow ones: (4·30 + 2·1) / 0.1 = 1220 pt/s.
        XCTAssertGreaterThan(v, 900, "the flick must dominate, not the slow tail (got \(v))")
        XCTAssertEqual(v, 1220, accuracy: 80)
    }

    func testHoldingStillBeforeReleaseGivesZeroVelocity() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        var endVelocity: CGPoint?
        let pan = pan(on: root, recorder: recorder)
        pan.addAction { r in
            if r.state == .ended { endVelocity = (r as! UIPanGestureRecognizer).velocity(in: nil) }
        }
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 400), steps: 10)
        // The finger stops (no more move events, as a mouse that stops) for 0.3 s, then lifts.
        app.advance(seconds: 0.3)
        touches.release()
        XCTAssertEqual(try XCTUnwrap(endVelocity).y, 0, accuracy: 1, "a finger that stopped has no velocity")
    }

    func testSetTranslationRebasesTheTranslation() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = pan(on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 160, y: 130), steps: 6)
        pan.setTranslation(.zero, in: root)
        XCTAssertEqual(pan.translation(in: root), .zero)
        touches.frameAndMove(to: CGPoint(x: 170, y: 120))
        XCTAssertEqual(pan.translation(in: root), CGPoint(x: 10, y: -10))
        pan.setTranslation(CGPoint(x: 5, y: 5), in: nil)
        touches.frameAndMove(to: CGPoint(x: 171, y: 122))
        XCTAssertEqual(pan.translation(in: nil), CGPoint(x: 6, y: 7))
        touches.release()
    }

    func testDelegateShouldBeginFalseFailsThePan() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = pan(on: root, recorder: recorder)
        let delegate = ProbeDelegate()
        delegate.allowBegin = false
        pan.delegate = delegate
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 5)
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(delegate.shouldBeginCalls, 1, "asked once, when the hysteresis was crossed")
        touches.frameAndMove(to: CGPoint(x: 100, y: 300))
        XCTAssertEqual(pan.state, .failed, "a failed recognizer stays failed until the touch lifts")
        touches.release()
        XCTAssertEqual(pan.state, .possible)
        XCTAssertEqual(recorder.entries, [])
        delegate.allowBegin = true
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 200), steps: 5)
        XCTAssertEqual(recorder.entries.first, "pan:began", "the next gesture may begin")
        touches.release()
    }

    func testDisablingMidGestureCancelsIt() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = pan(on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3)
        XCTAssertEqual(recorder.entries, ["pan:began", "pan:changed", "pan:changed"])
        pan.isEnabled = false
        XCTAssertEqual(recorder.entries, ["pan:began", "pan:changed", "pan:changed", "pan:cancelled"])
        XCTAssertEqual(pan.state, .possible, "reset after the cancel")
        touches.frameAndMove(to: CGPoint(x: 100, y: 250))
        touches.release()
        XCTAssertEqual(recorder.entries.count, 4, "no action after the cancel")
        pan.isEnabled = true
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3)
        touches.release()
        XCTAssertEqual(Array(recorder.entries.dropFirst(4)), ["pan:began", "pan:changed", "pan:changed", "pan:ended"])
    }

    func testSystemCancelledTouchCancelsThePan() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        _ = pan(on: root, recorder: recorder)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3)
        touches.cancel()
        XCTAssertEqual(recorder.entries, ["pan:began", "pan:changed", "pan:changed", "pan:cancelled"])
    }

    func testReleasedTargetGetsNoAction() async throws {
        let (app, root) = makeApp()
        var calls = 0
        var target: PanTarget? = PanTarget { calls += 1 }
        let pan = UIPanGestureRecognizer(target: target!, action: PanTarget.handlePan)
        root.addGestureRecognizer(pan)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3)
        touches.release()
        XCTAssertEqual(calls, 4, "began, changed, changed, ended while the target lives")
        weak let weakTarget = target
        target = nil
        XCTAssertNil(weakTarget, "the recognizer holds its target weakly")
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 3)
        touches.release()
        XCTAssertEqual(calls, 4, "a released target gets no action")
    }
}

/// A target whose method takes the pan (the `#selector(handlePan:)` shape).
@MainActor
final class PanTarget {
    let onAction: () -> Void
    init(onAction: @escaping () -> Void) { self.onAction = onAction }
    func handlePan(_ recognizer: UIPanGestureRecognizer) { onAction() }
}

/// A delegate that counts and answers the questions recognizers ask.
@MainActor
final class ProbeDelegate: NSObject, UIGestureRecognizerDelegate {
    var allowBegin = true
    var simultaneous = false
    var shouldBeginCalls = 0
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        shouldBeginCalls += 1
        return allowBegin
    }
    func gestureRecognizer(
        _ gestureRecognizer: UIGestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool { simultaneous }
}
