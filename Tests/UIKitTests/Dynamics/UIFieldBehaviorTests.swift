import XCTest

@testable import UIKit

/// Field behaviours in UIKit Dynamics' units (R281).
@MainActor
final class UIFieldBehaviorTests: XCTestCase {
    private var app: TestApp!
    private var stage: UIView!
    private var item: UIView!

    override func setUp() async throws {
        await MainActor.run {
            app = TestApp()
            stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            app.window.addSubview(stage)
            item = UIView(frame: CGRect(x: 50, y: 350, width: 100, height: 100))
            stage.addSubview(item)
        }
    }

    func test_R281_springField_oscillatesOnceASecond_aboutItsPosition() async {
        let animator = UIDynamicAnimator(referenceView: stage)
        let spring = UIFieldBehavior.springField()
        spring.position = CGPoint(x: 200, y: 400)
        spring.addItem(item)
        XCTAssertEqual(spring.strength, 1)
        XCTAssertEqual(spring.falloff, 0)
        animator.addBehavior(spring)
        var xs: [CGFloat] = []
        for _ in 0..<60 {
            app.advance(seconds: 1.0 / 60)
            xs.append(item.center.x)
        }
        // Starting 100 points left of the centre: 300 (the far side) half a second later, back after one.
        XCTAssertEqual(xs[29], 300, accuracy: 3)
        XCTAssertEqual(xs[59], 100, accuracy: 3)
    }

    func test_R281_radialGravityField_pullsTowardsItsPosition_onlyInsideItsRegion() async {
        let animator = UIDynamicAnimator(referenceView: stage)
        let pull = UIFieldBehavior.radialGravityField(position: CGPoint(x: 350, y: 400))
        pull.addItem(item)
        pull.region = UIRegion(radius: 150)
        animator.addBehavior(pull)
        app.advance(seconds: 0.2)
        XCTAssertEqual(item.center.x, 100, "250 points away: outside the region")
        pull.region = UIRegion(radius: 300)
        app.advance(seconds: 0.2)
        // 1000 points/s² towards the centre: ½·1000·0.2² = 20 points.
        XCTAssertEqual(item.center.x, 120, accuracy: 1.5)
        XCTAssertEqual(item.center.y, 400, accuracy: 1e-6)
    }

    func test_R281_dragField_slowsItemsDown() async {
        let animator = UIDynamicAnimator(referenceView: stage)
        let drag = UIFieldBehavior.dragField()
        drag.strength = 2
        drag.addItem(item)
        let velocity = UIDynamicItemBehavior(items: [item])
        velocity.addLinearVelocity(CGPoint(x: 200, y: 0), for: item)
        animator.addBehavior(drag)
        animator.addBehavior(velocity)
        app.advance(seconds: 1)
        // Mass 1, force −2v: v = 200·e⁻².
        XCTAssertEqual(velocity.linearVelocity(for: item).x, 200 * exp(-2), accuracy: 1)
    }

    func test_R281_regionsCombine() async {
        let ring = UIRegion(radius: 100).difference(from: UIRegion(radius: 50))
        XCTAssertTrue(ring.contains(CGPoint(x: 75, y: 0)))
        XCTAssertFalse(ring.contains(CGPoint(x: 10, y: 0)))
        XCTAssertFalse(ring.inverse().contains(CGPoint(x: 75, y: 0)))
        XCTAssertTrue(UIRegion(size: CGSize(width: 20, height: 10)).union(with: ring).contains(CGPoint(x: 9, y: 4)))
        XCTAssertTrue(UIRegion.infinite.contains(CGPoint(x: 1e6, y: -1e6)))
    }
}
