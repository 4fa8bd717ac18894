import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// UIKit Dynamics mid-motion, drawn by the software renderer at scale 2 and compared with golden
/// PNGs that were looked at (R278, R281, R284, R285).
@MainActor
final class DynamicsGoldenTests: XCTestCase {
    private let size = CGSize(width: 393, height: 560)

    private func card(_ frame: CGRect, _ color: UIColor, in stage: UIView) -> UIView {
        let view = UIView(frame: frame)
        view.backgroundColor = color
        view.layer.cornerRadius = 14
        view.layer.allowsEdgeAntialiasing = true
        stage.addSubview(view)
        return view
    }

    private func run(_ clock: MediaClock, frames: Int) {
        for _ in 0..<frames {
            clock.advance(by: 1.0 / 60)
            FrameCycle.run(windows: [])
        }
    }

    private func render(_ stage: UIView) throws -> Canvas {
        let canvas = try Canvas(width: Int(size.width) * 2, height: Int(size.height) * 2)
        canvas.clear(to: CGColor(gray: 1, alpha: 1))
        let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
        renderer.drawLayerTree(stage.layer, scale: 2)
        XCTAssertEqual(renderer.statistics.failures, 0, renderer.statistics.firstError ?? "")
        return canvas
    }

    /// Three cards dropped on the floor, the first flung up and sideways, spinning: after 0.6 s the
    /// lowest has landed flat and bounced, the spinning one has glanced off the ceiling.
    func testR285GoldenTumblingCardsMidMotion() async throws {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        TestFonts.library.install()
        let stage = UIView(frame: CGRect(origin: .zero, size: size))
        stage.backgroundColor = .systemGroupedBackground
        let red = card(CGRect(x: 30, y: 40, width: 120, height: 80), .systemRed, in: stage)
        let blue = card(CGRect(x: 200, y: 120, width: 150, height: 90), .systemBlue, in: stage)
        let green = card(CGRect(x: 120, y: 330, width: 110, height: 110), .systemGreen, in: stage)

        let animator = UIDynamicAnimator(referenceView: stage)
        let items = [red, blue, green]
        let collision = UICollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = UIDynamicItemBehavior(items: items)
        material.elasticity = 0.35
        material.friction = 0.4
        material.addLinearVelocity(CGPoint(x: 260, y: -200), for: red)
        material.addAngularVelocity(4, for: red)
        animator.addBehavior(UIGravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        run(clock, frames: 36)

        XCTAssertEqual(
            atan2(green.transform.b, green.transform.a), 0, accuracy: 1e-3, "a flat landing bounces straight")
        XCTAssertLessThan(green.frame.maxY, size.height - 5, "in the air after its bounce")
        XCTAssertNotEqual(atan2(red.transform.b, red.transform.a), 0, "the flung card spins")
        XCTAssertTrue(animator.isRunning)
        try assertGolden(render(stage), named: "dynamics-tumbling-cards-mid-motion")
    }

    /// A photo dragged by a rigid attachment held off-centre, then released with the pan's
    /// velocity: mid-flight it keeps turning as it leaves (the flick-to-dismiss).
    func testR284GoldenFlickedPhotoMidFlight() async throws {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        TestFonts.library.install()
        let stage = UIView(frame: CGRect(origin: .zero, size: size))
        stage.backgroundColor = .black
        let photo = card(CGRect(x: 46, y: 130, width: 300, height: 300), .systemOrange, in: stage)
        let stripe = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 60))
        stripe.backgroundColor = .systemYellow
        photo.addSubview(stripe)
        photo.clipsToBounds = true

        let animator = UIDynamicAnimator(referenceView: stage)
        let grab = CGPoint(x: photo.center.x + 90, y: photo.center.y + 100)
        let drag = UIAttachmentBehavior(
            item: photo, offsetFromCenter: UIOffset(horizontal: 90, vertical: 100), attachedToAnchor: grab)
        animator.addBehavior(drag)
        for i in 1...12 {
            drag.anchorPoint = CGPoint(x: grab.x + CGFloat(i) * 6, y: grab.y - CGFloat(i) * 9)
            run(clock, frames: 1)
        }
        animator.removeBehavior(drag)
        let fling = UIDynamicItemBehavior(items: [photo])
        fling.addLinearVelocity(CGPoint(x: 360, y: -540), for: photo)
        fling.angularResistance = 0.5
        animator.addBehavior(fling)
        run(clock, frames: 7)

        XCTAssertLessThan(photo.center.y, 280 - 100, "flying up and away")
        XCTAssertLessThan(
            atan2(photo.transform.b, photo.transform.a), 0, "pulled up from below right: turned anticlockwise")
        try assertGolden(render(stage), named: "dynamics-flicked-photo-mid-flight")
    }
}
