import XCTest

@testable import UIKit

/// Snaps and attachments: settling, pausing, following a moving anchor (R278, R283, R284).
@MainActor
final class UIDynamicAnimatorSpringTests: XCTestCase {
    private var app: TestApp!
    private var stage: UIView!

    override func setUp() async throws {
        await MainActor.run {
            app = TestApp()
            stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            app.window.addSubview(stage)
        }
    }

    func test_R283_snap_overshootsOnceAtDefaultDamping_settlesAtThePoint_andPauses() async {
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        card.transform = CGAffineTransform(rotationAngle: 0.3)
        stage.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: stage)
        let recorder = DynamicsRecorder()
        animator.delegate = recorder
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 300, y: 500))
        XCTAssertEqual(snap.damping, 0.5)
        animator.addBehavior(snap)

        var maxX: CGFloat = 0
        for _ in 0..<60 {
            app.advance(seconds: 1.0 / 60)
            maxX = max(maxX, card.center.x)
        }
        XCTAssertGreaterThan(maxX, 300 + 5, "damping 0.5 overshoots the point")
        XCTAssertLessThan(maxX, 300 + 60)
        app.advance(seconds: 4)
        XCTAssertEqual(card.center.x, 300, accuracy: 0.5)
        XCTAssertEqual(card.center.y, 500, accuracy: 0.5)
        XCTAssertEqual(atan2(card.transform.b, card.transform.a), 0, accuracy: 0.01, "a snap turns the item upright")
        XCTAssertFalse(animator.isRunning)
        XCTAssertEqual(recorder.log, ["willResume", "didPause"])

        // Moving the snap point wakes the animator.
        snap.snapPoint = CGPoint(x: 200, y: 300)
        XCTAssertTrue(animator.isRunning)
        app.advance(seconds: 4)
        XCTAssertEqual(card.center.x, 200, accuracy: 0.5)
        XCTAssertEqual(recorder.log, ["willResume", "didPause", "willResume", "didPause"])
    }

    func test_R283_snapDampingOne_barelyOvershoots() async {
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        stage.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: stage)
        let snap = UISnapBehavior(item: card, snapTo: CGPoint(x: 300, y: 150))
        snap.damping = 1
        animator.addBehavior(snap)
        var maxX: CGFloat = 0
        for _ in 0..<120 {
            app.advance(seconds: 1.0 / 60)
            maxX = max(maxX, card.center.x)
        }
        XCTAssertLessThan(maxX, 300.5)
        XCTAssertEqual(card.center.x, 300, accuracy: 1)
    }

    func test_R284_rigidAttachmentToAMovingAnchor_dragsTheItem_andTurnsItWhenHeldOffCentre() async {
        let card = UIView(frame: CGRect(x: 100, y: 300, width: 200, height: 260))
        stage.addSubview(card)
        let animator = UIDynamicAnimator(referenceView: stage)
        // Grabbed 60 points right of and 80 above the centre, as a pan's location would give.
        let grab = CGPoint(x: card.center.x + 60, y: card.center.y - 80)
        let attachment = UIAttachmentBehavior(
            item: card, offsetFromCenter: UIOffset(horizontal: 60, vertical: -80), attachedToAnchor: grab)
        XCTAssertEqual(attachment.attachedBehaviorType, .anchor)
        XCTAssertEqual(attachment.length, 0)
        XCTAssertEqual(attachment.frequency, 0)
        animator.addBehavior(attachment)

        for i in 1...30 {
            attachment.anchorPoint = CGPoint(x: grab.x + CGFloat(i) * 4, y: grab.y + CGFloat(i) * 2)
            app.advance(seconds: 1.0 / 60)
        }
        // The held point is where the finger is…
        let angle = atan2(card.transform.b, card.transform.a)
        let held = CGPoint(
            x: card.center.x + 60 * cos(angle) + 80 * sin(angle), y: card.center.y + 60 * sin(angle) - 80 * cos(angle))
        XCTAssertEqual(held.x, grab.x + 120, accuracy: 2)
        XCTAssertEqual(held.y, grab.y + 60, accuracy: 2)
        // …and pulling a point off the centre to the right turns the card (clockwise, positive).
        XCTAssertGreaterThan(angle, 0.005)
    }

    func test_R284_springAttachment_keepsItsRestLength_betweenTwoItems() async {
        let a = UIView(frame: CGRect(x: 100, y: 100, width: 50, height: 50))
        let b = UIView(frame: CGRect(x: 250, y: 100, width: 50, height: 50))
        stage.addSubview(a)
        stage.addSubview(b)
        let animator = UIDynamicAnimator(referenceView: stage)
        let spring = UIAttachmentBehavior(item: a, attachedTo: b)
        XCTAssertEqual(spring.attachedBehaviorType, .items)
        XCTAssertEqual(spring.length, 150)
        spring.length = 100
        spring.frequency = 2
        spring.damping = 0.7
        let still = UIDynamicItemBehavior(items: [a, b])
        still.allowsRotation = false
        animator.addBehavior(spring)
        animator.addBehavior(still)
        app.advance(seconds: 4)
        XCTAssertEqual(b.center.x - a.center.x, 100, accuracy: 0.5)
        XCTAssertEqual((a.center.x + b.center.x) / 2, 200, accuracy: 0.5, "equal masses meet in the middle")
        XCTAssertFalse(animator.isRunning)
    }

    func test_R284_limitAttachment_isARope_slackUntilTaut() async {
        let anchor = UIView(frame: CGRect(x: 150, y: 100, width: 40, height: 40))
        let weight = UIView(frame: CGRect(x: 150, y: 200, width: 40, height: 40))
        stage.addSubview(anchor)
        stage.addSubview(weight)
        let animator = UIDynamicAnimator(referenceView: stage)
        let fixed = UIDynamicItemBehavior(items: [anchor])
        fixed.isAnchored = true
        let rope = UIAttachmentBehavior.limitAttachment(
            with: anchor, offsetFromCenter: .zero, attachedTo: weight, offsetFromCenter: .zero)
        XCTAssertEqual(rope.length, 100)
        rope.length = 200
        animator.addBehavior(fixed)
        animator.addBehavior(rope)
        animator.addBehavior(UIGravityBehavior(items: [weight]))
        app.advance(seconds: 0.2)
        XCTAssertEqual(weight.center.y - 220, 20, accuracy: 2, "slack: falling freely (½·1000·0.2²)")
        app.advance(seconds: 3)
        XCTAssertEqual(weight.center.y - anchor.center.y, 200, accuracy: 1.5, "taut at its length")
        XCTAssertEqual(anchor.center, CGPoint(x: 170, y: 120), "an anchored item does not move")
    }
}

/// Sliding attachments (R284).
@MainActor
final class UIAttachmentSlidingTests: XCTestCase {
    func test_R284_slidingAttachment_keepsTheItemOnItsAxis_upright_withinTheRange() async {
        let app = TestApp()
        let stage = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        app.window.addSubview(stage)
        let slider = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
        stage.addSubview(slider)
        let animator = UIDynamicAnimator(referenceView: stage)
        // A rail at 45° through the item's centre; gravity pulls it down the rail, 150 points at most.
        let rail = UIAttachmentBehavior.slidingAttachment(
            with: slider, attachmentAnchor: slider.center, axisOfTranslation: CGVector(dx: 1, dy: 1))
        rail.attachmentRange = UIFloatRange(minimum: -50, maximum: 150)
        let push = UIPushBehavior(items: [slider], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 0, dy: 0.5)
        push.setTargetOffsetFromCenter(UIOffset(horizontal: 30, vertical: 0), for: slider)
        animator.addBehavior(rail)
        animator.addBehavior(push)
        animator.addBehavior(UIGravityBehavior(items: [slider]))
        app.advance(seconds: 3)
        let moved = CGPoint(x: slider.center.x - 140, y: slider.center.y - 120)
        XCTAssertEqual(moved.x, moved.y, accuracy: 0.5, "on the 45° rail")
        XCTAssertEqual(hypot(moved.x, moved.y), 150, accuracy: 1, "stopped at the end of its range")
        XCTAssertEqual(
            atan2(slider.transform.b, slider.transform.a), 0, accuracy: 1e-3, "an off-centre push does not turn it")
        XCTAssertFalse(animator.isRunning)
    }
}
