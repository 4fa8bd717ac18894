import Foundation
import XCTest

@testable import UIKit

/// A target whose method is registered with `addTarget`; it writes into a log it does not own.
@MainActor
private final class TapTarget {
    let log: TapLog
    init(log: TapLog) { self.log = log }
    func tapped() { log.entries.append("tapped") }
    func tappedWithSender(_ sender: UIButton) { log.entries.append("sender \(sender.currentTitle ?? "")") }
}

@MainActor
private final class TapLog {
    var entries: [String] = []
}

@MainActor
final class UIButtonTests: XCTestCase {
    private var window: UIWindow!
    private var button: UIButton!

    override func setUp() async throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        // Button frame x 100…200, y 100…144.
        button = UIButton(frame: CGRect(x: 100, y: 100, width: 100, height: 44))
        window.addSubview(button)
    }

    /// Touches down at `start` and lifts at `end` (window points), delivered through the window.
    private func tap(at start: CGPoint, releaseAt end: CGPoint? = nil) {
        let hit = window.hitTest(start, with: nil)
        let touch = UITouch(location: start, window: window, view: hit, timestamp: 1)
        window.sendEvent(UIEvent(touches: [touch], timestamp: 1))
        if let end, end != start {
            touch.previousLocationInWindow = touch.locationInWindow
            touch.locationInWindow = end
            touch.phase = .moved
            window.sendEvent(UIEvent(touches: [touch], timestamp: 1.05))
        }
        touch.phase = .ended
        touch.timestamp = 1.1
        window.sendEvent(UIEvent(touches: [touch], timestamp: 1.1))
    }

    func testATapInsideFiresTouchUpInsideOnATargetMethod() async {
        let log = TapLog()
        let target = TapTarget(log: log)
        button.addTarget(target, action: TapTarget.tapped, for: .touchUpInside)

        tap(at: CGPoint(x: 150, y: 120))

        XCTAssertEqual(log.entries, ["tapped"])
        XCTAssertFalse(button.isHighlighted)
    }

    func testTargetMethodTakingTheSenderReceivesTheButton() async {
        let log = TapLog()
        let target = TapTarget(log: log)
        button.setTitle("Go", for: .normal)
        button.addTarget(target, action: TapTarget.tappedWithSender, for: .touchUpInside)

        tap(at: CGPoint(x: 150, y: 120))

        XCTAssertEqual(log.entries, ["sender Go"])
    }

    func testTargetsAreHeldWeaklySoAReleasedTargetIsNotCalled() async {
        let log = TapLog()
        var target: TapTarget? = TapTarget(log: log)
        weak let weakTarget = target
        button.addTarget(target!, action: TapTarget.tapped, for: .touchUpInside)

        target = nil
        tap(at: CGPoint(x: 150, y: 120))

        XCTAssertNil(weakTarget, "the button must not keep its target alive")
        XCTAssertEqual(log.entries, [])
    }

    func testUIActionRunsOnTouchUpInsideAndCanBeRemoved() async {
        var runs = 0
        let action = UIAction { _ in runs += 1 }
        button.addAction(action, for: .touchUpInside)

        tap(at: CGPoint(x: 150, y: 120))
        button.removeAction(action, for: .touchUpInside)
        tap(at: CGPoint(x: 150, y: 120))

        XCTAssertEqual(runs, 1)
    }

    func testPrimaryActionOfAButtonRunsOnATap() async {
        var runs = 0
        let primary = UIButton(primaryAction: UIAction { _ in runs += 1 })
        primary.frame = CGRect(x: 0, y: 400, width: 100, height: 44)
        window.addSubview(primary)

        tap(at: CGPoint(x: 50, y: 420))

        XCTAssertEqual(runs, 1)
    }

    func testReleasingWithinTheSeventyPointMarginStillCountsAsInside() async {
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)

        // y 200 is 56 pt below the bottom edge (144): inside the 70 pt margin
        tap(at: CGPoint(x: 150, y: 120), releaseAt: CGPoint(x: 150, y: 200))

        XCTAssertEqual(events, ["inside"])
    }

    func testReleasingBeyondTheSeventyPointMarginFiresTouchUpOutside() async {
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("inside") }, for: .touchUpInside)
        button.addAction(UIAction { _ in events.append("outside") }, for: .touchUpOutside)

        // y 250 is 106 pt below the bottom edge (144): beyond 144 + 70 = 214
        tap(at: CGPoint(x: 150, y: 120), releaseAt: CGPoint(x: 150, y: 250))

        XCTAssertEqual(events, ["outside"])
    }

    func testDraggingOutHighlightsOffAndSendsDragExit() async {
        var events: [String] = []
        button.addAction(UIAction { _ in events.append("exit") }, for: .touchDragExit)
        let touch = UITouch(location: CGPoint(x: 150, y: 120), window: window, view: button, timestamp: 0)
        button.touchesBegan([touch], with: nil)
        XCTAssertTrue(button.isHighlighted)

        touch.locationInWindow = CGPoint(x: 150, y: 300)
        touch.phase = .moved
        button.touchesMoved([touch], with: nil)

        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(events, ["exit"])
    }

    func testADisabledButtonSendsNoActions() async {
        var runs = 0
        button.addAction(UIAction { _ in runs += 1 }, for: .touchUpInside)
        button.isEnabled = false

        let touch = UITouch(location: CGPoint(x: 150, y: 120), window: window, view: button, timestamp: 0)
        button.touchesBegan([touch], with: nil)
        touch.phase = .ended
        button.touchesEnded([touch], with: nil)

        XCTAssertEqual(runs, 0)
    }

    // MARK: Titles

    func testTitleForAStateFallsBackToTheNormalTitle() async {
        button.setTitle("Normal", for: .normal)

        XCTAssertEqual(button.title(for: .highlighted), "Normal")
        XCTAssertEqual(button.title(for: .selected), "Normal")
    }

    func testTitleForAStateWithItsOwnTitleUsesIt() async {
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)

        button.isHighlighted = true

        XCTAssertEqual(button.title(for: .highlighted), "Pressed")
        XCTAssertEqual(button.currentTitle, "Pressed")
        XCTAssertEqual(button.titleLabel?.text, "Pressed")
    }

    func testCurrentTitleReturnsToNormalWhenTheHighlightEnds() async {
        button.setTitle("Normal", for: .normal)
        button.setTitle("Pressed", for: .highlighted)
        button.isHighlighted = true

        button.isHighlighted = false

        XCTAssertEqual(button.currentTitle, "Normal")
        XCTAssertEqual(button.titleLabel?.text, "Normal")
    }

    func testStateCombinesHighlightedDisabledAndSelected() async {
        button.isSelected = true
        button.isEnabled = false

        XCTAssertEqual(button.state, [.selected, .disabled])
    }
}
