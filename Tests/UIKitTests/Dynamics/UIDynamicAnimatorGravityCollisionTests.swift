import XCTest

@testable import UIKit

/// Gravity and collisions: units, timing of a fall, contact callbacks, boundaries (R278, R281, R285).
@MainActor
final class UIDynamicAnimatorGravityCollisionTests: XCTestCase {
    private var app: TestApp!
    private var stage: UIView!

    override func setUp() async throws {
        await MainActor.run {
            app = TestApp()
            stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            app.window.addSubview(stage)
        }
    }

    private func box(_ frame: CGRect) -> UIView {
        let view = UIView(frame: frame)
        stage.addSubview(view)
        return view
    }

    func test_R281_gravityMagnitudeOne_is1000PointsPerSecondSquared_fallTakesSqrt2dOverG() async {
        let view = box(CGRect(x: 100, y: 50, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        recorder.animator = animator
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [view]))
        animator.addBehavior(collision)

        app.advance(seconds: 0.5)
        // Free fall: ½·g·t² = 125 points after 0.5 s, and v = g·t = 500 points/s.
        XCTAssertEqual(view.center.y - 100, 125, accuracy: 2.5)
        app.advance(seconds: 1.5)

        // The bottom edge (150) meets the floor (852) after 702 points: t = √(2·702/1000) ≈ 1.185 s.
        let predicted = (2 * 702.0 / 1000).squareRoot()
        XCTAssertEqual(recorder.beganTimes.first ?? 0, predicted, accuracy: 1.0 / 60 + 0.01)
        XCTAssertEqual(recorder.log.first, "began UIView bounds")
        XCTAssertEqual(recorder.beganPoints.first?.y ?? 0, 852, accuracy: 1)
        // Inelastic by default (elasticity 0): it stays on the floor, upright.
        XCTAssertEqual(view.frame.maxY, 852, accuracy: 1)
        XCTAssertEqual(view.transform.b, 0, accuracy: 1e-6)
    }

    func test_R278_itemAtRestOnTheFloor_pausesTheAnimator_andTheDelegateHearsIt() async {
        let view = box(CGRect(x: 100, y: 700, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        animator.delegate = recorder
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        XCTAssertFalse(animator.isRunning)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(recorder.log, ["willResume"])
        animator.addBehavior(collision)
        XCTAssertEqual(recorder.log, ["willResume"], "already running: no second resume")
        XCTAssertTrue(FrameCycle.isAnimating)
        app.advance(seconds: 2)
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.log, ["willResume", "didPause"])
        XCTAssertFalse(FrameCycle.isAnimating)
        let elapsed = animator.elapsedTime
        app.advance(seconds: 1)
        XCTAssertEqual(animator.elapsedTime, elapsed, "a paused animator's time stands still")

        // A change to a behaviour wakes it.
        collision.translatesReferenceBoundsIntoBoundary = false
        XCTAssertTrue(animator.isRunning)
        XCTAssertEqual(recorder.log, ["willResume", "didPause", "willResume"])
        app.advance(seconds: 0.5)
        XCTAssertGreaterThan(view.frame.minY, 852, "without the boundary it falls out")
    }

    func test_R285_bouncingBall_contactCallbacksInOrder_withBoundaryIdentifiers() async {
        let ball = EllipseView(frame: CGRect(x: 150, y: 300, width: 60, height: 60))
        stage.addSubview(ball)
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        recorder.names[ObjectIdentifier(ball)] = "ball"
        recorder.animator = animator
        let collision = UICollisionBehavior(items: [ball])
        collision.addBoundary(
            withIdentifier: "floor" as NSCopying, from: CGPoint(x: 0, y: 600), to: CGPoint(x: 393, y: 600))
        collision.collisionDelegate = recorder
        let bouncy = UIDynamicItemBehavior(items: [ball])
        bouncy.elasticity = 0.6
        animator.addBehavior(UIGravityBehavior(items: [ball]))
        animator.addBehavior(collision)
        animator.addBehavior(bouncy)
        app.advance(seconds: 4)

        XCTAssertEqual(collision.boundaryIdentifiers?.compactMap { $0 as? NSString }, ["floor"])
        // It bounces a few times, each contact beginning then ending, and finally rests on the floor.
        XCTAssertGreaterThanOrEqual(recorder.log.count, 5)
        for (i, entry) in recorder.log.enumerated() {
            XCTAssertEqual(entry, i % 2 == 0 ? "began ball floor" : "ended ball floor", "entry \(i) of \(recorder.log)")
        }
        XCTAssertEqual(recorder.log.last, "began ball floor")
        XCTAssertEqual(ball.frame.maxY, 600, accuracy: 1)
        XCTAssertEqual(ball.transform, .identity, "a ball landing on its bottom point does not start to spin")
        // Bounce heights fall with e²: the time between contacts shrinks by about e each bounce.
        let gaps = zip(recorder.beganTimes.dropFirst(), recorder.beganTimes).map { $0 - $1 }
        XCTAssertGreaterThan(gaps.count, 1)
        XCTAssertEqual(gaps[1] / gaps[0], 0.6, accuracy: 0.08)
    }

    func test_R285_twoItemsCollide_itemsContactIsReported_andTheyDoNotOverlap() async {
        let lower = box(CGRect(x: 100, y: 700, width: 100, height: 100))
        let upper = box(CGRect(x: 110, y: 400, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        recorder.names = [ObjectIdentifier(lower): "lower", ObjectIdentifier(upper): "upper"]
        let collision = UICollisionBehavior(items: [lower, upper])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(UIGravityBehavior(items: [lower, upper]))
        animator.addBehavior(collision)
        app.advance(seconds: 3)
        XCTAssertEqual(Array(recorder.log.prefix(2)), ["began lower bounds", "began lower upper"])
        XCTAssertFalse(animator.isRunning, "the stack comes to rest")
        XCTAssertEqual(upper.center.y - lower.center.y, -100, accuracy: 1.5, "resting on top, not inside")
    }

    func test_R285_collisionModeAndSeparateBehaviors_decideWhatCollides() async {
        let a = box(CGRect(x: 100, y: 700, width: 100, height: 100))
        let b = box(CGRect(x: 100, y: 500, width: 100, height: 100))
        let animator = UIDynamicAnimator(referenceView: stage)
        let floorOnly = UICollisionBehavior(items: [a, b])
        floorOnly.translatesReferenceBoundsIntoBoundary = true
        floorOnly.collisionMode = .boundaries
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        animator.addBehavior(floorOnly)
        app.advance(seconds: 2)
        XCTAssertEqual(a.frame.maxY, 852, accuracy: 1)
        XCTAssertEqual(b.frame.maxY, 852, accuracy: 1, "boundaries only: the items pass through each other")
    }

    func test_R285_boundaryAPI_replacesRemovesAndReturnsPaths() async {
        let collision = UICollisionBehavior()
        XCTAssertNil(collision.boundaryIdentifiers)
        collision.addBoundary(withIdentifier: "wall" as NSCopying, from: .zero, to: CGPoint(x: 0, y: 100))
        collision.addBoundary(
            withIdentifier: "wall" as NSCopying, for: UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)))
        XCTAssertEqual(collision.boundaryIdentifiers?.count, 1, "the same identifier replaces the boundary")
        XCTAssertEqual(
            collision.boundary(withIdentifier: "wall" as NSCopying)?.bounds, CGRect(x: 0, y: 0, width: 10, height: 10))
        collision.removeBoundary(withIdentifier: "wall" as NSCopying)
        XCTAssertNil(collision.boundary(withIdentifier: "wall" as NSCopying))
        XCTAssertEqual(collision.collisionMode, .everything)
    }

    func test_R281_gravityAngleAndMagnitude_areTiedToTheDirection() async {
        let gravity = UIGravityBehavior()
        XCTAssertEqual(gravity.gravityDirection, CGVector(dx: 0, dy: 1))
        XCTAssertEqual(gravity.magnitude, 1)
        XCTAssertEqual(gravity.angle, .pi / 2, accuracy: 1e-12)
        gravity.magnitude = 2
        XCTAssertEqual(gravity.gravityDirection.dy, 2, accuracy: 1e-12)
        gravity.setAngle(0, magnitude: 0.5)
        XCTAssertEqual(gravity.gravityDirection.dx, 0.5, accuracy: 1e-12)
        gravity.angle = .pi / 2
        gravity.magnitude = 0
        XCTAssertEqual(gravity.angle, 0, "magnitude 0 resets the angle, as UIKit documents")
    }
}

/// A view that collides as its inscribed ellipse.
final class EllipseView: UIView {
    override var collisionBoundsType: UIDynamicItemCollisionBoundsType { .ellipse }
}
