import XCTest

@testable import UIKit

/// `UIKitRuntime.reset()` starts a new app: the whole runtime value is replaced, so nothing the
/// previous app left behind survives it.
@MainActor
final class UIKitRuntimeTests: XCTestCase {
    func testResetForgetsATransitionADisplayLinkATouchAndOpenBlocks() async {
        let a = NamedController("A")
        let app = TestApp(root: a)
        let touches = TouchDriver(app)
        touches.press(at: CGPoint(x: 100, y: 100))
        a.present(NamedController("B"), animated: true)
        var linkCalls = 0
        CADisplayLink { _ in linkCalls += 1 }.add(to: .main, forMode: .common)
        app.advance(seconds: 0.1)
        UIView.setAnimationsEnabled(false)
        CATransaction.begin()
        CATransaction.setAnimationDuration(3)
        XCTAssertNotNil(UIKitRuntime.currentTransition)
        XCTAssertTrue(GestureArbiter.hasActiveTouches)
        XCTAssertTrue(CADisplayLink.wantsFrames)
        XCTAssertTrue(UIApplication.shared.isIgnoringInteractionEvents, "R18")
        XCTAssertEqual(CATransaction.animationDuration(), 3)
        let callsBeforeReset = linkCalls

        // Inside an animation block of the old app.
        var durationAfterReset: TimeInterval = -1
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 2) {
            UIKitRuntime.reset()
            durationAfterReset = UIView.inheritedAnimationDuration
        }

        XCTAssertEqual(durationAfterReset, 0, "the old app's animation block is gone")
        XCTAssertEqual(UIView.inheritedAnimationDuration, 0)
        XCTAssertNil(UIKitRuntime.currentTransition)
        XCTAssertNil(UIKitRuntime.lastEndedTransition)
        XCTAssertFalse(GestureArbiter.hasActiveTouches)
        XCTAssertFalse(CADisplayLink.wantsFrames)
        XCTAssertFalse(UIApplication.shared.isIgnoringInteractionEvents)
        XCTAssertTrue(UIView.areAnimationsEnabled)
        XCTAssertEqual(CATransaction.animationDuration(), 0.25, "the open transaction is gone")
        XCTAssertFalse(EventLog.current === app.events)
        XCTAssertEqual(EventLog.current.entries, [])
        XCTAssertFalse(DiagnosticLog.current === app.diagnostics)
        XCTAssertEqual(MediaClock.current.time, 0)
        XCTAssertTrue(LayerTreeChanges.isDirty, "a new app draws its first frame")

        let next = TestApp(root: NamedController("C"))
        next.advance(seconds: 0.5)
        XCTAssertEqual(linkCalls, callsBeforeReset, "the old app's display link does not fire")
        XCTAssertNil(UIKitRuntime.currentTransition)
        XCTAssertEqual(next.diagnosticNames, [])
    }

    /// A layer that carried animations in the previous app is listed again when it animates in the
    /// next one, so its new animation ends and its completion runs.
    func testALayerAnimatedBeforeAResetAnimatesAfterIt() async {
        let app = TestApp()
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        app.window.addSubview(view)
        UIView.animate(withDuration: 1) { view.alpha = 0 }
        app.advance(seconds: 0.1)

        let next = TestApp()
        next.window.addSubview(view)
        var finished: Bool?
        UIView.animate(withDuration: 0.5, animations: { view.center.x = 100 }, completion: { finished = $0 })
        next.advance(seconds: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(view.layer.presentationProperties.position.x, 100, accuracy: 0.001)
    }

    /// The transitions' serial numbers start again with each app.
    func testEachAppNumbersItsTransitionsFromOne() async {
        for _ in 0..<2 {
            let a = NamedController("A")
            let app = TestApp(root: a)
            a.present(NamedController("B"), animated: false)
            app.advance(seconds: 0.1)
            XCTAssertEqual(UIKitRuntime.lastEndedTransition?.id, 1)
        }
    }
}
