import XCTest

@testable import UIKit

/// How recognizers share touches: exclusivity, simultaneous recognition, failure requirements,
/// cancelling the view's touches, and controls keeping their taps.
@MainActor
final class GestureArbitrationTests: XCTestCase {
    private func makeApp() -> (TestApp, UIView) {
        let app = TestApp(root: NamedController("Root"))
        return (app, app.window.rootViewController!.view)
    }

    func testInnerPanWinsAndOuterFailsUnlessSimultaneous() async throws {
        let (app, root) = makeApp()
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
        root.addSubview(inner)
        let recorder = ActionRecorder()
        let innerPan = UIPanGestureRecognizer(handler: recorder.record)
        innerPan.name = "inner"
        inner.addGestureRecognizer(innerPan)
        let outerPan = UIPanGestureRecognizer(handler: recorder.record)
        outerPan.name = "outer"
        root.addGestureRecognizer(outerPan)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), steps: 2)
        XCTAssertEqual(outerPan.state, .failed)
        touches.release()
        XCTAssertEqual(recorder.entries, ["inner:began", "inner:changed", "inner:ended"])

        recorder.entries.removeAll()
        let delegate = ProbeDelegate()
        delegate.simultaneous = true
        outerPan.delegate = delegate
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), steps: 2)
        touches.release()
        XCTAssertEqual(
            recorder.entries,
            ["inner:began", "outer:began", "inner:changed", "outer:changed", "inner:ended", "outer:ended"])
    }

    func testSingleTapWaitsForDoubleTapToFail() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let single = UITapGestureRecognizer(handler: recorder.record)
        single.name = "single"
        let double = UITapGestureRecognizer(handler: recorder.record)
        double.name = "double"
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        root.addGestureRecognizer(double)
        let touches = TouchDriver(app)
        let start = app.clock.time
        var recognizedAt: CFTimeInterval?
        single.addAction { _ in recognizedAt = app.clock.time }
        // One tap: the single tap is held until the double tap gives up (0.35 s without a second tap).
        touches.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(recorder.entries, [], "held while the double tap may still happen")
        app.advance(seconds: 0.2)
        XCTAssertEqual(recorder.entries, [])
        app.advance(seconds: 0.3)
        XCTAssertEqual(recorder.entries, ["single:ended"])
        let delay = try XCTUnwrap(recognizedAt) - start
        XCTAssertGreaterThan(delay, 0.35)
        XCTAssertLessThan(delay, 0.4)
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)

        // Two quick taps: the double tap wins, the single tap fails.
        recorder.entries.removeAll()
        for _ in 0..<2 {
            touches.press(at: CGPoint(x: 100, y: 100))
            app.advance(seconds: 1.0 / 60)
            touches.release()
            app.advance(seconds: 0.1)
        }
        app.advance(seconds: 0.5)
        XCTAssertEqual(recorder.entries, ["double:ended"])
    }

    func testSingleTapWaitsWhicheverOrderTheRecognizersWereAdded() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let double = UITapGestureRecognizer(handler: recorder.record)
        double.name = "double"
        double.numberOfTapsRequired = 2
        root.addGestureRecognizer(double)
        let single = UITapGestureRecognizer(handler: recorder.record)
        single.name = "single"
        single.require(toFail: double)
        root.addGestureRecognizer(single)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(recorder.entries, [], "the double tap is still undecided after one tap")
        app.advance(seconds: 0.5)
        XCTAssertEqual(recorder.entries, ["single:ended"])
    }

    func testRecognizedPanCancelsTheViewsTouches() async throws {
        let (app, root) = makeApp()
        let view = TouchLoggingView(frame: CGRect(x: 0, y: 0, width: 393, height: 600))
        root.addSubview(view)
        let pan = UIPanGestureRecognizer(handler: { _ in })
        view.addGestureRecognizer(pan)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.frameAndMove(to: CGPoint(x: 100, y: 105))
        XCTAssertEqual(view.log, ["began", "moved"])
        touches.frameAndMove(to: CGPoint(x: 100, y: 130))
        touches.frameAndMove(to: CGPoint(x: 100, y: 160))
        touches.release()
        XCTAssertEqual(view.log, ["began", "moved", "cancelled"], "cancelled once the pan began; nothing after")

        view.log.removeAll()
        pan.cancelsTouchesInView = false
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 160), steps: 2)
        touches.release()
        XCTAssertEqual(view.log, ["began", "moved", "moved", "ended"], "cancelsTouchesInView = false")
    }

    func testSuperviewSingleTapDoesNotStealAButtonsTap() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let tap = UITapGestureRecognizer(handler: recorder.record)
        tap.name = "background"
        root.addGestureRecognizer(tap)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 100, width: 120, height: 44)
        root.addSubview(button)
        var buttonTaps = 0
        button.addAction(UIAction { _ in buttonTaps += 1 }, for: .touchUpInside)
        let touches = TouchDriver(app)
        XCTAssertTrue(touches.press(at: CGPoint(x: 150, y: 120)) === button)
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(buttonTaps, 1, "the button keeps its tap")
        XCTAssertEqual(recorder.entries, [], "the superview's tap recognizer does not begin over the button")
        // Elsewhere the background tap works.
        touches.press(at: CGPoint(x: 300, y: 500))
        app.advance(seconds: 1.0 / 60)
        touches.release()
        XCTAssertEqual(recorder.entries, ["background:ended"])
        XCTAssertEqual(buttonTaps, 1)
    }

    func testRemovingTheRecognizerMidGestureStopsIt() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(handler: recorder.record)
        pan.name = "pan"
        root.addGestureRecognizer(pan)
        let touches = TouchDriver(app)
        touches.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 140), steps: 2)
        root.removeGestureRecognizer(pan)
        XCTAssertNil(pan.view)
        touches.frameAndMove(to: CGPoint(x: 100, y: 200))
        touches.release()
        XCTAssertEqual(recorder.entries.prefix(2), ["pan:began", "pan:changed"])
        XCTAssertFalse(recorder.entries.contains("pan:ended"), "no .ended after removal")
    }

    /// A scroll view's pan and its tap for selection (UICollectionView): on a tap's release the pan
    /// fails and resets first, then the tap recognizes and fails the pan again; that second failure,
    /// with no touch left, must reset too, or the pan stays `.failed` and never scrolls again (S16).
    func testPanFailedByATapAfterItResetIsResetAgain() async throws {
        let (app, root) = makeApp()
        let recorder = ActionRecorder()
        let pan = UIPanGestureRecognizer(handler: recorder.record)
        pan.name = "pan"
        root.addGestureRecognizer(pan)
        let tap = UITapGestureRecognizer(handler: recorder.record)
        tap.name = "tap"
        root.addGestureRecognizer(tap)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        touches.release()
        XCTAssertEqual(recorder.entries, ["tap:ended"])
        XCTAssertEqual(pan.state, .possible, "ready for the next touch")
        touches.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 100, y: 200), steps: 3)
        touches.release()
        XCTAssertEqual(recorder.entries, ["tap:ended", "pan:began", "pan:changed", "pan:changed", "pan:ended"])
    }
}
