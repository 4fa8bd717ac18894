import Foundation
import XCTest

@testable import UIKit

/// UIStepper: steps on touch down, clamping and wrapping, repeating while held (R257).
@MainActor
final class UIStepperTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var stepper: UIStepper!
    // Minus half x 100…147, plus half 147…194; y 100…132.
    private let minusPoint = CGPoint(x: 120, y: 116)
    private let plusPoint = CGPoint(x: 170, y: 116)

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        stepper = UIStepper(frame: CGRect(x: 100, y: 100, width: 10, height: 10))
        app.window.addSubview(stepper)
        app.advance(seconds: 0)
    }

    func testR257AStepperIs94By32WithUIKitsDefaults() async {
        XCTAssertEqual(stepper.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(stepper.intrinsicContentSize, CGSize(width: 94, height: 32))
        XCTAssertEqual([stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue], [0, 0, 100, 1])
        XCTAssertTrue(stepper.autorepeat)
        XCTAssertTrue(stepper.isContinuous)
        XCTAssertFalse(stepper.wraps)
    }

    func testR257ATapOnPlusStepsOnTouchDown() async {
        let events = ControlEventRecorder(stepper)

        finger.press(at: plusPoint)
        XCTAssertEqual(stepper.value, 1, "the step happens as the finger goes down")
        finger.release()

        XCTAssertEqual(events.names, ["valueChanged", "primaryAction", "touchDown", "touchUpInside"])
    }

    func testR257MinusAtTheMinimumDoesNothingAndIsDimmed() async {
        let events = ControlEventRecorder(stepper)

        finger.tap(at: minusPoint)

        XCTAssertEqual(stepper.value, 0)
        XCTAssertFalse(events.names.contains("valueChanged"))
        XCTAssertEqual(stepper.minus.alpha, 0.3, accuracy: 1e-6)
        XCTAssertEqual(stepper.plusHorizontal.alpha, 1)
    }

    func testR257WrappingStepsFromOneEndToTheOther() async {
        stepper.wraps = true
        stepper.maximumValue = 3
        finger.tap(at: minusPoint)
        XCTAssertEqual(stepper.value, 3)
        finger.tap(at: plusPoint)
        XCTAssertEqual(stepper.value, 0)
    }

    func testR257HoldingRepeatsAfterHalfASecondThenEveryTenth() async {
        stepper.stepValue = 5
        finger.press(at: plusPoint)
        app.advance(seconds: 0.45)
        XCTAssertEqual(stepper.value, 5, "no repeat before the delay")
        app.advance(seconds: 0.1)  // 0.55 s: the first repeat at 0.5 s
        XCTAssertEqual(stepper.value, 10)
        app.advance(seconds: 0.3)  // 0.85 s: repeats at 0.6, 0.7, 0.8
        XCTAssertEqual(stepper.value, 25)
        finger.release()
        app.advance(seconds: 1)
        XCTAssertEqual(stepper.value, 25, "lifting stops the repeat")
    }

    func testR257ANonContinuousStepperSendsOneValueChangedOnRelease() async {
        stepper.isContinuous = false
        let events = ControlEventRecorder(stepper)

        finger.press(at: plusPoint)
        app.advance(seconds: 0.75)
        finger.release()

        XCTAssertEqual(stepper.value, 4)
        XCTAssertEqual(events.names, ["touchDown", "valueChanged", "primaryAction", "touchUpInside"])
    }

    func testR257ValueIsClampedAndSettingItSendsNothing() async {
        let events = ControlEventRecorder(stepper)
        stepper.value = 250
        XCTAssertEqual(stepper.value, 100)
        stepper.stepValue = 0
        XCTAssertEqual(stepper.stepValue, 1, "a step of 0 is refused")
        XCTAssertEqual(events.names, [])
    }
}
