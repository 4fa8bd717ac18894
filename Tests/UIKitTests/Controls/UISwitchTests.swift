import Foundation
import XCTest

@testable import UIKit

/// UISwitch: size, tap and drag through the window, actions in UIKit's order, the animated toggle (R250, R251).
@MainActor
final class UISwitchTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var toggle: UISwitch!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        // Switch frame x 100…151, y 100…131.
        toggle = UISwitch(frame: CGRect(x: 100, y: 100, width: 200, height: 80))
        app.window.addSubview(toggle)
    }

    func testR251ASwitchIs51By31WhateverFrameItIsGiven() async {
        XCTAssertEqual(toggle.frame, CGRect(x: 100, y: 100, width: 51, height: 31))
        toggle.frame = CGRect(x: 10, y: 20, width: 300, height: 300)
        XCTAssertEqual(toggle.frame, CGRect(x: 10, y: 20, width: 51, height: 31))
        XCTAssertEqual(toggle.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(UISwitch().sizeThatFits(.zero), CGSize(width: 51, height: 31))
    }

    func testR251ATapTurnsTheSwitchOnAndSendsValueChangedBeforeTouchUpInside() async {
        let events = ControlEventRecorder(toggle)

        finger.tap(at: CGPoint(x: 125, y: 115))

        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events.names, ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    func testR251ASecondTapTurnsItOffAgain() async {
        finger.tap(at: CGPoint(x: 125, y: 115))
        finger.tap(at: CGPoint(x: 125, y: 115))

        XCTAssertFalse(toggle.isOn)
    }

    func testR251DraggingTheThumbAcrossTheMiddleTurnsItOnOnce() async {
        let events = ControlEventRecorder(toggle)

        finger.press(at: CGPoint(x: 115, y: 115))
        finger.drag(to: CGPoint(x: 148, y: 115), steps: 6)
        XCTAssertTrue(toggle.isOn, "the value follows the finger while it drags")
        finger.release()

        XCTAssertTrue(toggle.isOn)
        XCTAssertEqual(events.names.filter { $0 == "valueChanged" }.count, 1)
    }

    func testR251DraggingOverAndBackLeavesTheValueAndSendsNothing() async {
        let events = ControlEventRecorder(toggle)

        finger.press(at: CGPoint(x: 115, y: 115))
        finger.drag(to: CGPoint(x: 148, y: 115), steps: 4)
        finger.drag(to: CGPoint(x: 104, y: 115), steps: 4)
        finger.release()

        XCTAssertFalse(toggle.isOn)
        XCTAssertFalse(events.names.contains("valueChanged"))
    }

    func testR251SettingIsOnSendsNoActions() async {
        let events = ControlEventRecorder(toggle)

        toggle.isOn = true
        toggle.setOn(false, animated: true)

        XCTAssertEqual(events.names, [])
    }

    func testR251TheAnimatedToggleIsHalfWayAtHalfItsDuration() async {
        app.advance(seconds: 0)
        toggle.setOn(true, animated: true)
        app.advance(seconds: 0)

        app.advance(seconds: UISwitch.toggleDuration / 2)

        // Thumb centre x 15.5 (off) → 35.5 (on); ease in-out is 0.5 at half time.
        XCTAssertEqual(toggle.thumb.layer.presentationProperties.position.x, 25.5, accuracy: 0.01)
        XCTAssertEqual(Double(toggle.onFill.layer.presentationProperties.opacity), 0.5, accuracy: 0.01)
        app.advance(seconds: UISwitch.toggleDuration)
        XCTAssertEqual(toggle.thumb.layer.presentationProperties.position.x, 35.5, accuracy: 0.01)
    }

    func testR251TheThumbStretchesWhileTheFingerIsDown() async {
        finger.press(at: CGPoint(x: 115, y: 115))
        XCTAssertEqual(toggle.thumb.frame.width, UISwitch.pressedThumbWidth)
        finger.release()
        XCTAssertEqual(toggle.thumb.frame.width, UISwitch.thumbDiameter)
        XCTAssertEqual(toggle.thumb.frame.maxX, 49, "on: the thumb sits 2 pt inside the right end")
    }

    func testR251ADisabledSwitchIsDimmedAndIgnoresTaps() async {
        toggle.isEnabled = false

        finger.tap(at: CGPoint(x: 125, y: 115))

        XCTAssertFalse(toggle.isOn)
        XCTAssertEqual(toggle.content.alpha, 0.5)
        XCTAssertEqual(toggle.alpha, 1, "the view's own alpha is the app's")
    }

    func testR251OnTintAndThumbTintColourTheParts() async {
        XCTAssertEqual(toggle.onFill.backgroundColor, .systemGreen)
        toggle.onTintColor = .systemOrange
        toggle.thumbTintColor = .black
        XCTAssertEqual(toggle.onFill.backgroundColor, .systemOrange)
        XCTAssertEqual(toggle.thumb.backgroundColor, .black)
    }

    func testR250APrimaryActionRunsWhenTheValueChanges() async {
        var runs = 0
        let primary = UISwitch(
            frame: CGRect(x: 0, y: 300, width: 0, height: 0), primaryAction: UIAction { _ in runs += 1 })
        app.window.addSubview(primary)

        finger.tap(at: CGPoint(x: 20, y: 315))

        XCTAssertEqual(runs, 1)
        XCTAssertTrue(primary.isOn)
    }

    func testR251APanOnTheSuperviewDoesNotTakeTheThumbsDrag() async {
        var panBegan = false
        let pan = UIPanGestureRecognizer { _ in panBegan = true }
        app.window.addGestureRecognizer(pan)

        finger.press(at: CGPoint(x: 115, y: 115))
        finger.drag(to: CGPoint(x: 148, y: 115), steps: 6)
        finger.release()

        XCTAssertFalse(panBegan)
        XCTAssertTrue(toggle.isOn)
    }
}
