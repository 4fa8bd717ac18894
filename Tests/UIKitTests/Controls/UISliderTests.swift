import Foundation
import XCTest

@testable import UIKit

/// UISlider: geometry, dragging the thumb through the window, continuous and not, animated values,
/// and scrubbing a property animator with it (R250, R252).
@MainActor
final class UISliderTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var slider: UISlider!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        // Track x 20…320; the thumb's centre travels 34…306 (272 pt); y centre 115.5.
        slider = UISlider(frame: CGRect(x: 20, y: 100, width: 300, height: 31))
        app.window.addSubview(slider)
        app.advance(seconds: 0)
    }

    func testR252IntrinsicSizeHasAHeightButNoWidth() async {
        XCTAssertEqual(slider.intrinsicContentSize, CGSize(width: UIView.noIntrinsicMetric, height: 31))
    }

    func testR252TheThumbAndTrackFollowTheValue() async {
        slider.value = 0.25
        app.advance(seconds: 0)

        XCTAssertEqual(slider.thumb.frame, CGRect(x: 68, y: 1.5, width: 28, height: 28))
        XCTAssertEqual(slider.minimumTrack.frame, CGRect(x: 0, y: 13.5, width: 82, height: 4))
        XCTAssertEqual(slider.maximumTrack.frame, CGRect(x: 0, y: 13.5, width: 300, height: 4))
    }

    func testR252ValueIsClampedToTheRange() async {
        slider.minimumValue = -10
        slider.maximumValue = 10
        slider.value = 42
        XCTAssertEqual(slider.value, 10)
        slider.maximumValue = 5
        XCTAssertEqual(slider.value, 5, "narrowing the range clamps the value")
    }

    func testR252DraggingTheThumbSendsValueChangedAsItMovesThenTouchUpInside() async {
        let events = ControlEventRecorder(slider)
        var values: [Float] = []
        slider.addAction(UIAction { [unowned slider] _ in values.append(slider!.value) }, for: .valueChanged)

        finger.press(at: CGPoint(x: 34, y: 115))
        finger.drag(to: CGPoint(x: 170, y: 115), steps: 4)
        finger.release()

        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
        XCTAssertEqual(values.count, 4)
        XCTAssertEqual(values, values.sorted())
        XCTAssertEqual(
            events.names,
            ["touchDown"] + Array(repeating: ["valueChanged", "primaryAction"], count: 4).flatMap { $0 } + [
                "touchUpInside"
            ])
    }

    func testR252TheFingerKeepsItsGripOffsetOnTheThumb() async {
        // Grab 6 pt right of the thumb's centre; the thumb's centre stays 6 pt left of the finger.
        finger.press(at: CGPoint(x: 40, y: 115))
        finger.move(to: CGPoint(x: 176, y: 115))
        finger.release()

        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
    }

    func testR252ATouchOnTheBareTrackDoesNotMoveTheThumb() async {
        let events = ControlEventRecorder(slider)

        finger.press(at: CGPoint(x: 250, y: 115))
        finger.drag(to: CGPoint(x: 300, y: 115), steps: 3)
        finger.release()

        XCTAssertEqual(slider.value, 0)
        XCTAssertEqual(events.names, [], "no tracking: not even touchDown")
    }

    func testR252ANonContinuousSliderSendsOneValueChangedOnRelease() async {
        slider.isContinuous = false
        let events = ControlEventRecorder(slider)

        finger.press(at: CGPoint(x: 34, y: 115))
        finger.drag(to: CGPoint(x: 306, y: 115), steps: 5)
        XCTAssertEqual(slider.value, 1)
        finger.release()

        XCTAssertEqual(events.names, ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    func testR252DraggingPastTheEndsClampsTheValue() async {
        finger.press(at: CGPoint(x: 34, y: 115))
        finger.move(to: CGPoint(x: 390, y: 140))
        XCTAssertEqual(slider.value, 1)
        finger.move(to: CGPoint(x: -50, y: 115))
        finger.release()
        XCTAssertEqual(slider.value, 0)
    }

    func testR252SetValueAnimatedSlidesTheThumbHalfWayAtHalfTime() async {
        slider.setValue(1, animated: true)
        XCTAssertEqual(slider.value, 1, "the value changes at once; only the thumb animates")
        app.advance(seconds: 0)

        app.advance(seconds: UISlider.valueAnimationDuration / 2)

        // Thumb centre 14 → 286 in the slider; ease in-out is 0.5 at half time.
        XCTAssertEqual(slider.thumb.layer.presentationProperties.position.x, 150, accuracy: 0.01)
    }

    func testR252MinimumTrackFollowsTheTintColour() async {
        XCTAssertEqual(slider.minimumTrack.backgroundColor, .systemBlue)
        app.window.tintColor = .systemPink
        XCTAssertEqual(slider.minimumTrack.backgroundColor, .systemPink)
        slider.minimumTrackTintColor = .systemGreen
        slider.maximumTrackTintColor = .systemRed
        slider.thumbTintColor = .black
        XCTAssertEqual(slider.minimumTrack.backgroundColor, .systemGreen)
        XCTAssertEqual(slider.maximumTrack.backgroundColor, .systemRed)
        XCTAssertEqual(slider.thumb.backgroundColor, .black)
    }

    func testR252APanOnTheWindowDoesNotTakeTheThumbsDrag() async {
        var panBegan = false
        app.window.addGestureRecognizer(UIPanGestureRecognizer { _ in panBegan = true })

        finger.press(at: CGPoint(x: 34, y: 115))
        finger.drag(to: CGPoint(x: 170, y: 115), steps: 8)
        finger.release()

        XCTAssertFalse(panBegan)
        XCTAssertEqual(slider.value, 0.5, accuracy: 1e-6)
    }

    func testR252APanStartingOnTheBareTrackStillBelongsToTheWindow() async {
        var panBegan = false
        app.window.addGestureRecognizer(UIPanGestureRecognizer { _ in panBegan = true })

        finger.press(at: CGPoint(x: 250, y: 115))
        finger.drag(to: CGPoint(x: 300, y: 160), steps: 8)
        finger.release()

        XCTAssertTrue(panBegan, "the slider tracks only its thumb")
        XCTAssertEqual(slider.value, 0)
    }

    /// Demo apps scrub a transition with a slider: `fractionComplete = slider.value` on `.valueChanged`.
    func testR252ASliderScrubsAPausedPropertyAnimatorsFractionComplete() async {
        let box = UIView(frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        app.window.addSubview(box)
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 250 }
        animator.pauseAnimation()
        slider.addAction(
            UIAction { [unowned slider] _ in animator.fractionComplete = CGFloat(slider!.value) }, for: .valueChanged)

        finger.press(at: CGPoint(x: 34, y: 115))
        finger.drag(to: CGPoint(x: 170, y: 115), steps: 5)
        app.advance(seconds: 1 / 60.0)

        XCTAssertEqual(animator.fractionComplete, 0.5, accuracy: 1e-6)
        XCTAssertEqual(box.layer.presentationProperties.position.x, 150, accuracy: 0.01)
        XCTAssertEqual(animator.state, .active)

        finger.drag(to: CGPoint(x: 102, y: 115), steps: 2)
        finger.release()
        app.advance(seconds: 1 / 60.0)

        XCTAssertEqual(animator.fractionComplete, 0.25, accuracy: 1e-6)
        XCTAssertEqual(box.layer.presentationProperties.position.x, 100, accuracy: 0.01)
    }
}
