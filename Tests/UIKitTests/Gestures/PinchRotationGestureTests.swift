import XCTest

@testable import UIKit

/// UIPinchGestureRecognizer (R210) and UIRotationGestureRecognizer (R211) driven by two synthetic
/// fingers, and multi-touch delivery (R212).
@MainActor
final class PinchRotationGestureTests: XCTestCase {
    private let center = CGPoint(x: 200, y: 400)

    private func makeApp() -> (TestApp, UIView) {
        let app = TestApp(root: NamedController("Root"))
        return (app, app.window.rootViewController!.view)
    }

    private func pinch(on view: UIView, recorder: ActionRecorder) -> UIPinchGestureRecognizer {
        let pinch = UIPinchGestureRecognizer(handler: { recorder.record($0) })
        pinch.name = "pinch"
        view.addGestureRecognizer(pinch)
        return pinch
    }

    private func rotation(on view: UIView, recorder: ActionRecorder) -> UIRotationGestureRecognizer {
        let rotation = UIRotationGestureRecognizer(handler: { recorder.record($0) })
        rotation.name = "rotation"
        view.addGestureRecognizer(rotation)
        return rotation
    }

    func testPinchBeginsAfterEightPointsAndReportsTheScaleOfTheDistance() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        var scales: [CGFloat] = []
        let pinch = pinch(on: root, recorder: recorder)
        pinch.addAction { scales.append(($0 as! UIPinchGestureRecognizer).scale) }
        let fingers = FingersDriver(app)
        fingers.press(FingersDriver.pair(center, distance: 100))
        XCTAssertEqual(pinch.numberOfTouches, 2)
        fingers.frameAndMove(FingersDriver.pair(center, distance: 107.9))
        XCTAssertEqual(pinch.state, .possible, "7.9 pt is inside the hysteresis (R210)")
        XCTAssertEqual(pinch.scale, 1)
        fingers.frameAndMove(FingersDriver.pair(center, distance: 110))
        XCTAssertEqual(pinch.state, .began)
        XCTAssertEqual(pinch.scale, 1.1, accuracy: 1e-9, "measured from the distance when the fingers went down")
        fingers.frameAndMove(FingersDriver.pair(center, distance: 150))
        XCTAssertEqual(pinch.state, .changed)
        fingers.frameAndMove(FingersDriver.pair(center, distance: 50))
        XCTAssertEqual(pinch.scale, 0.5, accuracy: 1e-9)
        fingers.release()
        XCTAssertEqual(recorder.entries, ["pinch:began", "pinch:changed", "pinch:changed", "pinch:ended"])
        XCTAssertEqual(scales.count, 4)
        XCTAssertEqual(scales[1], 1.5, accuracy: 1e-9)
        XCTAssertEqual(scales[3], 0.5, accuracy: 1e-9, "ended keeps the last scale")
        XCTAssertEqual(pinch.state, .possible, "reset once the fingers are gone")
        XCTAssertEqual(pinch.scale, 1, "scale cleared by reset")
    }

    func testPinchVelocityIsScalePerSecondAndSettlesWhenTheFingersStop() async throws {
        let (app, root) = makeApp()
        let pinch = pinch(on: root, recorder: ActionRecorder())
        let fingers = FingersDriver(app)
        fingers.press(FingersDriver.pair(center, distance: 100))
        // 100 → 200 pt in 30 frames (0.5 s): the scale grows by 2 per second.
        for frame in 1...30 {
            fingers.frameAndMove(FingersDriver.pair(center, distance: 100 + 100 * CGFloat(frame) / 30))
        }
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(pinch.velocity, 2, accuracy: 0.01)
        // Closing again, faster: negative velocity.
        for frame in 1...10 {
            fingers.frameAndMove(FingersDriver.pair(center, distance: 200 - 60 * CGFloat(frame) / 10))
        }
        XCTAssertEqual(pinch.velocity, -3.6, accuracy: 0.01, "0.6 of scale in 1/6 s")
        // Still for 0.3 s, then lift: the velocity the handler reads at .ended is about zero.
        var endedVelocity: CGFloat?
        pinch.addAction { r in
            if r.state == .ended { endedVelocity = (r as! UIPinchGestureRecognizer).velocity }
        }
        app.advance(seconds: 0.3)
        fingers.release()
        XCTAssertEqual(endedVelocity ?? .nan, 0, accuracy: 0.01)
    }

    func testSettingTheScaleRebasesItAndResetsTheVelocity() async throws {
        let (app, root) = makeApp()
        let pinch = pinch(on: root, recorder: ActionRecorder())
        let fingers = FingersDriver(app)
        fingers.press(FingersDriver.pair(center, distance: 100))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 120))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 150))
        XCTAssertNotEqual(pinch.velocity, 0)
        pinch.scale = 1
        XCTAssertEqual(pinch.velocity, 0, "setting the scale resets the velocity")
        fingers.frameAndMove(FingersDriver.pair(center, distance: 165))
        XCTAssertEqual(pinch.scale, 1.1, accuracy: 1e-9, "the factor since the scale was set")
    }

    func testOneFingerLiftingHoldsThePinchAndANewFingerCarriesItOn() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pinch = pinch(on: root, recorder: recorder)
        let fingers = FingersDriver(app)
        fingers.press(FingersDriver.pair(center, distance: 100))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 150))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 200))
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        fingers.release([1])
        XCTAssertEqual(pinch.state, .changed, "the pinch ends when both fingers lift")
        fingers.frameAndMove([CGPoint(x: 100, y: 300)])
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9, "one finger cannot change the scale")
        fingers.press([CGPoint(x: 100, y: 500)])  // 200 pt from the first
        fingers.frameAndMove([CGPoint(x: 100, y: 300), CGPoint(x: 100, y: 600)])  // 300 pt
        XCTAssertEqual(pinch.scale, 3, accuracy: 1e-9, "carried on from 2 at 200 pt")
        fingers.release()
        XCTAssertEqual(recorder.entries.last, "pinch:ended")
    }

    func testASingleFingerNeverPinchesAndFailsOnRelease() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pinch = pinch(on: root, recorder: recorder)
        var states: [UIGestureRecognizer.State] = []
        let fingers = FingersDriver(app)
        fingers.press([CGPoint(x: 100, y: 100)])
        fingers.frameAndMove([CGPoint(x: 200, y: 300)])
        states.append(pinch.state)
        fingers.release()
        XCTAssertEqual(states, [.possible])
        XCTAssertEqual(recorder.entries, [])
        XCTAssertEqual(pinch.state, .possible)
    }

    func testRotationBeginsAfterFiveDegreesAndCountsPastHalfATurn() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let rotation = rotation(on: root, recorder: recorder)
        let fingers = FingersDriver(app)
        let degree = CGFloat.pi / 180
        fingers.press(FingersDriver.pair(center, distance: 120))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 120, angle: 4.9 * degree))
        XCTAssertEqual(rotation.state, .possible, "4.9° is inside the hysteresis (R211)")
        XCTAssertEqual(rotation.rotation, 0)
        fingers.frameAndMove(FingersDriver.pair(center, distance: 120, angle: 6 * degree))
        XCTAssertEqual(rotation.state, .began)
        XCTAssertEqual(rotation.rotation, 6 * degree, accuracy: 1e-9, "clockwise on screen is positive")
        // Three quarters of a turn in 10° steps: past ±π the angle keeps counting.
        for step in 1...27 {
            fingers.frameAndMove(FingersDriver.pair(center, distance: 120, angle: (6 + 10 * CGFloat(step)) * degree))
        }
        XCTAssertEqual(rotation.rotation, 276 * degree, accuracy: 1e-9)
        XCTAssertEqual(rotation.velocity, 600 * degree, accuracy: 1e-6, "10° per 1/60 s")
        rotation.rotation = 0
        XCTAssertEqual(rotation.velocity, 0, "setting the rotation resets the velocity")
        fingers.frameAndMove(FingersDriver.pair(center, distance: 120, angle: 266 * degree))
        XCTAssertEqual(rotation.rotation, -10 * degree, accuracy: 1e-9, "counterclockwise since it was set")
        fingers.release()
        XCTAssertEqual(recorder.entries.first, "rotation:began")
        XCTAssertEqual(recorder.entries.last, "rotation:ended")
        XCTAssertEqual(rotation.rotation, 0, "cleared by reset")
    }

    func testPinchAndRotationExcludeEachOtherUnlessTheDelegateAllows() async throws {
        for simultaneous in [false, true] {
            let (app, root) = makeApp()
            let recorder = ActionRecorder()
            let pinch = pinch(on: root, recorder: recorder)
            let rotation = rotation(on: root, recorder: recorder)
            let delegate = ProbeDelegate()
            delegate.simultaneous = simultaneous
            pinch.delegate = delegate
            let fingers = FingersDriver(app)
            fingers.press(FingersDriver.pair(center, distance: 100))
            // Spread first (the pinch begins), then turn.
            fingers.frameAndMove(FingersDriver.pair(center, distance: 120))
            for step in 1...3 {
                fingers.frameAndMove(FingersDriver.pair(center, distance: 120, angle: CGFloat(step) * 0.1))
            }
            if simultaneous {
                XCTAssertEqual(rotation.state, .changed, "the delegate lets both run")
                XCTAssertEqual(rotation.rotation, 0.3, accuracy: 1e-9)
            } else {
                XCTAssertEqual(rotation.state, .failed, "the pinch won the fingers")
            }
            XCTAssertEqual(pinch.state, .changed)
            fingers.release()
            XCTAssertEqual(
                recorder.entries.filter { $0.hasPrefix("rotation") },
                simultaneous ? ["rotation:began", "rotation:changed", "rotation:changed", "rotation:ended"] : [])
        }
    }

    func testBothFingersMovingInOneEventSendOneAction() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        _ = pinch(on: root, recorder: recorder)
        let fingers = FingersDriver(app)
        fingers.press(FingersDriver.pair(center, distance: 100))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 120))
        fingers.frameAndMove(FingersDriver.pair(center, distance: 140))
        XCTAssertEqual(recorder.entries, ["pinch:began", "pinch:changed"], "R212: one touchesMoved per event")
    }

    func testASecondFingerFailsAOneFingerTapAndDoesNotJumpAPan() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(handler: { recorder.record($0) })
        tap.name = "tap"
        root.addGestureRecognizer(tap)
        let fingers = FingersDriver(app)
        fingers.press([CGPoint(x: 100, y: 100)])
        fingers.press([CGPoint(x: 200, y: 100)])
        XCTAssertEqual(tap.state, .failed, "two fingers are not a one-finger tap")
        fingers.release()
        XCTAssertEqual(recorder.entries, [])

        let twoFingerTap = UITapGestureRecognizer(handler: { recorder.record($0) })
        twoFingerTap.name = "tap2"
        twoFingerTap.numberOfTouchesRequired = 2
        root.removeGestureRecognizer(tap)
        root.addGestureRecognizer(twoFingerTap)
        fingers.press(FingersDriver.pair(center, distance: 60))
        app.advance(seconds: 1.0 / 60)
        fingers.release([0])
        XCTAssertEqual(twoFingerTap.state, .possible, "waits for the last finger")
        fingers.release()
        XCTAssertEqual(recorder.entries, ["tap2:ended"])
        root.removeGestureRecognizer(twoFingerTap)

        var translations: [CGPoint] = []
        let pan = UIPanGestureRecognizer(handler: {
            translations.append(($0 as! UIPanGestureRecognizer).translation(in: nil))
        })
        root.addGestureRecognizer(pan)
        fingers.press([CGPoint(x: 100, y: 100)])
        fingers.frameAndMove([CGPoint(x: 100, y: 130)])
        XCTAssertEqual(pan.state, .began)
        fingers.press([CGPoint(x: 300, y: 130)])  // the centroid jumps 100 pt right
        fingers.frameAndMove([CGPoint(x: 100, y: 140), CGPoint(x: 300, y: 140)])
        assertPoint(pan.translation(in: nil), CGPoint(x: 0, y: 40))
        fingers.release([0])  // the centroid jumps back to the second finger
        fingers.frameAndMove([CGPoint(x: 300, y: 150)])
        assertPoint(pan.translation(in: nil), CGPoint(x: 0, y: 50))
        fingers.release()
        XCTAssertEqual(translations.last.map { $0.y } ?? 0, 50, accuracy: 1e-9)
    }

    func testAViewGetsASecondTouchOnlyWhenMultipleTouchIsEnabled() async throws {
        for enabled in [false, true] {
            let (app, root) = makeApp()
            let view = TouchLoggingView(frame: root.bounds)
            view.isMultipleTouchEnabled = enabled
            root.addSubview(view)
            var allTouches: [Int] = []
            let pinch = UIPinchGestureRecognizer(handler: { _ in })
            view.addGestureRecognizer(pinch)
            pinch.cancelsTouchesInView = false
            let fingers = FingersDriver(app)
            fingers.press([CGPoint(x: 100, y: 100)])
            fingers.press([CGPoint(x: 200, y: 100)])
            let event = UIEvent(touches: Set(fingers.touches), timestamp: app.clock.time)
            allTouches.append(event.allTouches?.count ?? 0)
            XCTAssertEqual(event.touches(for: pinch)?.count, 2, "the recognizer tracks both fingers")
            XCTAssertEqual(event.touches(for: app.window)?.count, 2)
            XCTAssertEqual(view.log, enabled ? ["began", "began"] : ["began"], "isMultipleTouchEnabled: \(enabled)")
            fingers.release()
            XCTAssertEqual(allTouches, [2])
        }
    }
}
