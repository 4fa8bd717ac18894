import XCTest

@testable import UIKit

/// Pushes, item properties and velocities, groups, determinism (R278, R279, R281, R282).
@MainActor
final class UIDynamicAnimatorPushItemTests: XCTestCase {
    private var app: TestApp!
    private var stage: UIView!

    override func setUp() async throws {
        await MainActor.run {
            app = TestApp()
            stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            app.window.addSubview(stage)
        }
    }

    private func box(_ size: CGFloat) -> UIView {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: size, height: size))
        stage.addSubview(view)
        return view
    }

    func test_R281_instantaneousPushOfMagnitudeOne_gives100PointsPerSecond_toA100PointSquare() async {
        let small = box(100)
        let big = box(200)
        let animator = UIDynamicAnimator(referenceView: stage)
        let push = UIPushBehavior(items: [small, big], mode: .instantaneous)
        XCTAssertTrue(push.active)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        let velocities = UIDynamicItemBehavior(items: [small, big])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        app.advance(seconds: 1.0 / 60)
        app.advance(seconds: 1.0 / 60)
        XCTAssertFalse(push.active, "an instantaneous push turns itself off once applied")
        XCTAssertEqual(velocities.linearVelocity(for: small).x, 100, accuracy: 1e-6)
        XCTAssertEqual(velocities.linearVelocity(for: big).x, 25, accuracy: 1e-6, "four times the mass")
        let x = small.center.x
        app.advance(seconds: 0.5)
        XCTAssertEqual(small.center.x - x, 50, accuracy: 0.5, "no more push: constant speed")

        push.active = true
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(velocities.linearVelocity(for: small).x, 200, accuracy: 1e-6, "active again: pushed again")
    }

    func test_R281_continuousPushOfMagnitudeOne_accelerates100PointsPerSecondSquared() async {
        let item = box(100)
        let animator = UIDynamicAnimator(referenceView: stage)
        let push = UIPushBehavior(items: [item], mode: .continuous)
        push.setAngle(.pi / 2, magnitude: 1)
        let velocities = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        app.advance(seconds: 1)
        XCTAssertEqual(velocities.linearVelocity(for: item).y, 100, accuracy: 0.5)
        XCTAssertEqual(velocities.linearVelocity(for: item).x, 0, accuracy: 1e-6)
        push.active = false
        app.advance(seconds: 0.5)
        XCTAssertEqual(velocities.linearVelocity(for: item).y, 100, accuracy: 0.5, "inactive: no force")
    }

    func test_R281_offCentrePush_turnsTheItem() async {
        let item = box(100)
        let animator = UIDynamicAnimator(referenceView: stage)
        let push = UIPushBehavior(items: [item], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 1)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 40, vertical: 0), for: item)
        XCTAssertEqual(push.targetOffsetFromCenter(for: item), UIOffset(horizontal: 40, vertical: 0))
        let velocities = UIDynamicItemBehavior(items: [item])
        animator.addBehavior(push)
        animator.addBehavior(velocities)
        app.advance(seconds: 2.0 / 60)
        // Impulse 100 at 40 points: ω = 40·100 / I with I = m(w²+h²)/12 = 20000/12.
        XCTAssertEqual(velocities.angularVelocity(for: item), 40 * 100 / (20_000.0 / 12), accuracy: 1e-6)
        XCTAssertGreaterThan(atan2(item.transform.b, item.transform.a), 0)
    }

    func test_R282_addLinearVelocity_beforeAndInTheAnimator_resistanceSlowsIt_rotationCanBeLocked() async {
        let item = box(100)
        let behavior = UIDynamicItemBehavior(items: [item])
        behavior.addLinearVelocity(CGPoint(x: 300, y: 0), for: item)
        XCTAssertEqual(behavior.linearVelocity(for: item), CGPoint(x: 300, y: 0), "kept until it joins an animator")
        behavior.resistance = 2
        behavior.allowsRotation = false
        behavior.addAngularVelocity(5, for: item)
        let animator = UIDynamicAnimator(referenceView: stage)
        animator.addBehavior(behavior)
        XCTAssertEqual(behavior.linearVelocity(for: item).x, 300)
        XCTAssertEqual(behavior.angularVelocity(for: item), 0, "rotation not allowed")
        app.advance(seconds: 1)
        // v' = −2v: after 1 s about 300·e⁻² ≈ 40.6 (the step's damping 1/(1+2h) is that within 1 %).
        XCTAssertEqual(behavior.linearVelocity(for: item).x, 300 * exp(-2), accuracy: 1)
        behavior.addLinearVelocity(CGPoint(x: 0, y: -50), for: item)
        XCTAssertEqual(behavior.linearVelocity(for: item).y, -50)
        XCTAssertEqual(item.transform, .identity)
    }

    func test_R279_itemsInAGroup_moveAsOneBody() async {
        let left = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let right = UIView(frame: CGRect(x: 200, y: 100, width: 50, height: 50))
        stage.addSubview(left)
        stage.addSubview(right)
        let group = UIDynamicItemGroup(items: [left, right])
        XCTAssertEqual(group.center, CGPoint(x: 175, y: 125))
        XCTAssertEqual(group.bounds.size, CGSize(width: 150, height: 50))
        let animator = UIDynamicAnimator(referenceView: stage)
        let collision = UICollisionBehavior(items: [group])
        collision.translatesReferenceBoundsIntoBoundary = true
        animator.addBehavior(UIGravityBehavior(items: [group]))
        animator.addBehavior(collision)
        app.advance(seconds: 3)
        XCTAssertEqual(left.frame.maxY, 852, accuracy: 1)
        XCTAssertEqual(right.frame.maxY, 852, accuracy: 1)
        XCTAssertEqual(right.center.x - left.center.x, 100, accuracy: 0.01, "rigid")
        XCTAssertEqual(animator.items(in: CGRect(x: 0, y: 800, width: 393, height: 52)).count, 1)
    }

    func test_R278_removingEveryBehavior_pausesAndLeavesTheItemWhereItIs() async {
        let item = box(100)
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        animator.delegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [item]))
        app.advance(seconds: 0.3)
        let y = item.center.y
        XCTAssertGreaterThan(y, 150)
        animator.removeAllBehaviors()
        XCTAssertFalse(animator.isRunning)
        XCTAssertTrue(animator.behaviors.isEmpty)
        app.advance(seconds: 0.3)
        XCTAssertEqual(item.center.y, y)
        XCTAssertEqual(recorder.log, ["willResume", "didPause"])
    }

    func test_R278_theSameScene_runsIdenticallyTwice() async {
        func run() -> [CGPoint] {
            app = TestApp()
            stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            app.window.addSubview(stage)
            let items = (0..<4).map { i -> UIView in
                let view = UIView(
                    frame: CGRect(x: 40 + CGFloat(i) * 70, y: 80 + CGFloat(i) * 90, width: 60, height: 80))
                stage.addSubview(view)
                return view
            }
            let animator = UIDynamicAnimator(referenceView: stage)
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            let bouncy = UIDynamicItemBehavior(items: items)
            bouncy.elasticity = 0.4
            bouncy.friction = 0.3
            let push = UIPushBehavior(items: [items[0]], mode: .instantaneous)
            push.pushDirection = CGVector(dx: 3, dy: 1)
            animator.addBehavior(UIGravityBehavior(items: items))
            animator.addBehavior(collision)
            animator.addBehavior(bouncy)
            animator.addBehavior(push)
            var trace: [CGPoint] = []
            for _ in 0..<120 {
                app.advance(seconds: 1.0 / 60)
                trace += items.map(\.center)
            }
            return trace
        }
        let first = run()
        let second = run()
        XCTAssertEqual(first, second)
    }
}
