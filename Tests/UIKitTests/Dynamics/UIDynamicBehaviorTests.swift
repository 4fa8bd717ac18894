import XCTest

@testable import UIKit

/// Composite behaviours, `action` and `willMove(to:)` (R280).
@MainActor
final class UIDynamicBehaviorTests: XCTestCase {
    /// A custom behaviour made of gravity and a floor, logging its moves.
    private final class FallingBehavior: UIDynamicBehavior {
        var log: [String] = []
        init(items: [any UIDynamicItem]) {
            super.init()
            addChildBehavior(UIGravityBehavior(items: items))
            let floor = UICollisionBehavior(items: items)
            floor.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(floor)
        }
        override func willMove(to dynamicAnimator: UIDynamicAnimator?) {
            log.append(dynamicAnimator == nil ? "willMove(nil)" : "willMove(animator)")
        }
    }

    func test_R280_childBehaviorsActWithTheirParent_actionRunsEveryStep_willMoveBrackets() async {
        let app = TestApp()
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        app.window.addSubview(stage)
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 80))
        stage.addSubview(view)
        let animator = UIDynamicAnimator(referenceView: stage)
        let falling = FallingBehavior(items: [view])
        var steps = 0
        falling.action = { steps += 1 }
        animator.addBehavior(falling)
        XCTAssertEqual(falling.log, ["willMove(animator)"])
        XCTAssertTrue(falling.dynamicAnimator === animator)
        XCTAssertTrue(falling.childBehaviors[0].dynamicAnimator === animator, "children join with their parent")
        XCTAssertEqual(animator.behaviors.count, 1)

        for _ in 0..<30 {
            app.clock.advance(by: 1.0 / 60)
            FrameCycle.run(windows: [app.window])
        }
        XCTAssertEqual(steps, 30, "one action per frame")
        XCTAssertGreaterThan(view.center.y, 140, "the child gravity pulls")
        app.advance(seconds: 2)
        XCTAssertEqual(view.frame.maxY, 852, accuracy: 1, "the child collision holds")
        XCTAssertFalse(animator.isRunning)
        let stepsAtRest = steps
        app.advance(seconds: 0.5)
        XCTAssertEqual(steps, stepsAtRest, "no actions while paused")

        let other = UIDynamicAnimator(referenceView: stage)
        other.addBehavior(falling)
        XCTAssertEqual(app.diagnosticNames, ["dynamicBehaviorReused"])
        XCTAssertTrue(other.behaviors.isEmpty)

        animator.removeBehavior(falling)
        XCTAssertEqual(falling.log, ["willMove(animator)", "willMove(nil)"])
        XCTAssertNil(falling.dynamicAnimator)
        XCTAssertNil(falling.childBehaviors[1].dynamicAnimator)
    }
}
