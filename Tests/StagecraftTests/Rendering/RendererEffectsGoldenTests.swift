import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// Shadows, masks, shapes and gradients against golden PNGs (software renderer, scale 1), each
/// scene built the way an iOS app builds it.
@MainActor
final class RendererEffectsGoldenTests: XCTestCase {
    private let groupedBackground = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)

    /// A root view of the given size on the grouped-table grey.
    private func stage(width: CGFloat, height: CGFloat) -> UIView {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = groupedBackground
        return root
    }

    func testShadowedCard() async throws {
        TestFonts.library.install()
        let root = stage(width: 320, height: 220)
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 130))
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        card.layer.shadowColor = UIColor.black.cgColor
        card.layer.shadowOpacity = 0.2
        card.layer.shadowRadius = 10
        card.layer.shadowOffset = CGSize(width: 0, height: 6)
        let title = UILabel(frame: CGRect(x: 20, y: 20, width: 200, height: 24))
        title.text = "Shadowed card"
        title.font = .boldSystemFont(ofSize: 18)
        title.textColor = .black
        card.addSubview(title)
        let badge = UIView(frame: CGRect(x: 20, y: 70, width: 60, height: 36))
        badge.backgroundColor = .systemBlue
        badge.layer.cornerRadius = 8
        card.addSubview(badge)
        root.addSubview(card)

        let (canvas, stats) = try renderOnWhite(root.layer, width: 320, height: 220)

        XCTAssertEqual(stats.shadowBlurs, 1)
        XCTAssertEqual(stats.offscreenPasses, 0, "a card's shadow comes from its rounded background")
        assertPixel(canvas, 160, 100, is: (255, 255, 255), "card")
        let below = canvas.pixel(x: 160, y: 178)
        XCTAssertLessThan(Int(below.r), 235, "shadow below the card, moved down by the offset")
        let above = canvas.pixel(x: 160, y: 36)
        XCTAssertGreaterThan(Int(above.r), Int(below.r), "lighter above than below")
        try assertGolden(canvas, named: "effects-shadowed-card")
    }

    func testShadowPathDrawsTheGivenShape() async throws {
        let root = stage(width: 260, height: 220)
        // A floating square with an oval contact shadow under it, as apps fake depth.
        let tile = UIView(frame: CGRect(x: 80, y: 40, width: 100, height: 100))
        tile.backgroundColor = .systemOrange
        tile.layer.cornerRadius = 12
        tile.layer.shadowOpacity = 0.5
        tile.layer.shadowRadius = 6
        tile.layer.shadowOffset = .zero
        tile.layer.shadowPath = UIBezierPath(ovalIn: CGRect(x: 5, y: 120, width: 90, height: 24)).cgPath
        root.addSubview(tile)

        let (canvas, stats) = try renderOnWhite(root.layer, width: 260, height: 220)

        XCTAssertEqual(stats.offscreenPasses, 0)
        let centre = canvas.pixel(x: 130, y: 172)
        XCTAssertLessThan(Int(centre.r), 180, "the oval's centre is dark")
        assertPixel(canvas, 130, 143, is: (242, 242, 247), tolerance: 3, "no shadow between tile and oval")
        try assertGolden(canvas, named: "effects-shadow-path")
    }

    func testCircularMaskMidReveal() async throws {
        let clock = MediaClock(time: 10)
        clock.makeCurrent()
        let root = stage(width: 240, height: 240)
        let photo = UIImageView(image: UIImage(cgImage: RendererGoldenTests.checkerboard(size: 64, cell: 8)))
        photo.frame = CGRect(x: 20, y: 20, width: 200, height: 200)
        let tint = UIView(frame: CGRect(x: 0, y: 120, width: 200, height: 80))
        tint.backgroundColor = UIColor(red: 0.2, green: 0.5, blue: 1, alpha: 0.7)
        photo.addSubview(tint)
        root.addSubview(photo)
        // The classic reveal: a shape layer mask whose circle grows from the centre.
        let mask = CAShapeLayer()
        mask.frame = photo.bounds
        let small = UIBezierPath(ovalIn: CGRect(x: 95, y: 95, width: 10, height: 10)).cgPath
        let large = UIBezierPath(ovalIn: CGRect(x: -42, y: -42, width: 284, height: 284)).cgPath
        mask.path = large
        photo.layer.mask = mask
        let reveal = CABasicAnimation(keyPath: "path")
        reveal.fromValue = small
        reveal.toValue = large
        reveal.duration = 1
        reveal.timingFunction = CAMediaTimingFunction(name: .linear)
        mask.add(reveal, forKey: "reveal")
        FrameCycle.run(windows: [])
        clock.advance(to: 10.5)

        let (canvas, stats) = try renderOnWhite(root.layer, width: 240, height: 240)

        // Half way the circle's radius is (5 + 142) / 2 = 73.5 about the photo's centre (120, 120).
        XCTAssertEqual(stats.maskedLayers, 1)
        assertPixel(canvas, 120 + 80, 120, is: (242, 242, 247), tolerance: 3, "outside the circle")
        assertPixel(canvas, 120, 120 - 80, is: (242, 242, 247), tolerance: 3, "outside the circle")
        let inside = canvas.pixel(x: 120 + 65, y: 120 - 20)
        XCTAssertTrue(inside.r < 60 || inside.r > 200, "photo inside the circle: \(inside)")
        try assertGolden(canvas, named: "effects-circular-mask-mid-reveal")
    }

    func testShapeStrokeAtHalfStrokeEnd() async throws {
        let root = stage(width: 240, height: 200)
        let ring = CAShapeLayer()
        ring.frame = CGRect(x: 20, y: 20, width: 160, height: 160)
        ring.path = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 140, height: 140)).cgPath
        ring.fillColor = nil
        ring.strokeColor = UIColor.systemRed.cgColor
        ring.lineWidth = 12
        ring.lineCap = .round
        ring.strokeEnd = 0.5
        root.layer.addSublayer(ring)
        // A zigzag with miter joins, partly stroked, and a filled even-odd star beside the ring.
        let zigzag = CAShapeLayer()
        let line = UIBezierPath()
        line.move(to: CGPoint(x: 190, y: 30))
        line.addLine(to: CGPoint(x: 225, y: 60))
        line.addLine(to: CGPoint(x: 190, y: 90))
        line.addLine(to: CGPoint(x: 225, y: 120))
        zigzag.path = line.cgPath
        zigzag.fillColor = nil
        zigzag.strokeColor = UIColor.systemBlue.cgColor
        zigzag.lineWidth = 6
        zigzag.lineJoin = .miter
        zigzag.strokeStart = 0.1
        root.layer.addSublayer(zigzag)
        let star = CAShapeLayer()
        let points = (0..<5).map { i -> CGPoint in
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            return CGPoint(x: 207 + 24 * cos(angle), y: 165 + 24 * sin(angle))
        }
        let starPath = CGMutablePath()
        starPath.addLines(between: points)
        starPath.closeSubpath()
        star.path = starPath
        star.fillColor = UIColor.systemGreen.cgColor
        star.fillRule = .evenOdd
        root.layer.addSublayer(star)

        let (canvas, _) = try renderOnWhite(root.layer, width: 240, height: 200)

        // The oval starts at 3 o'clock and runs clockwise on screen: half of it is the lower half.
        let red = canvas.pixel(x: 100, y: 20 + 150)
        XCTAssertGreaterThan(Int(red.r), 200, "bottom of the ring is stroked: \(red)")
        XCTAssertLessThan(Int(red.g), 120)
        assertPixel(canvas, 100, 30, is: (242, 242, 247), tolerance: 3, "top of the ring is not")
        assertPixel(canvas, 207, 165, is: (242, 242, 247), tolerance: 3, "the star's centre is a hole (even-odd)")
        try assertGolden(canvas, named: "effects-shape-stroke-half")
    }

    func testGradient() async throws {
        let root = stage(width: 260, height: 200)
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 20, y: 20, width: 220, height: 160)
        gradient.colors = [
            UIColor(red: 1, green: 0.35, blue: 0.4, alpha: 1).cgColor,
            UIColor(red: 1, green: 0.8, blue: 0.3, alpha: 1).cgColor,
            UIColor(red: 0.3, green: 0.55, blue: 1, alpha: 1).cgColor,
        ]
        gradient.locations = [0, 0.35, 1]
        gradient.startPoint = CGPoint(x: 0, y: 0)
        gradient.endPoint = CGPoint(x: 1, y: 1)
        gradient.cornerRadius = 20
        root.layer.addSublayer(gradient)

        let (canvas, _) = try renderOnWhite(root.layer, width: 260, height: 200)

        assertPixel(canvas, 22, 22, is: (242, 242, 247), tolerance: 3, "rounded corner")
        // The top-right and bottom-left corners lie on the middle line of the unit square: t = 0.5.
        let topRight = canvas.pixel(x: 232, y: 28)
        let bottomLeft = canvas.pixel(x: 28, y: 172)
        XCTAssertLessThan(abs(Int(topRight.r) - Int(bottomLeft.r)), 6)
        XCTAssertLessThan(abs(Int(topRight.b) - Int(bottomLeft.b)), 6)
        try assertGolden(canvas, named: "effects-gradient")
    }
}
