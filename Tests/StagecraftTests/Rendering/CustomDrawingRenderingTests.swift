import Foundation
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// An activity card drawn in `draw(_:)` the way iOS apps draw one: a clipped gradient, a progress
/// ring with round caps, a dashed goal line, a curved chart filled under its line and an image.
@MainActor
final class ActivityCardView: UIView {
    var draws = 0
    var progress: CGFloat = 0.7 { didSet { setNeedsDisplay() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        draws += 1
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: 18)
        ctx.saveGState()
        card.addClip()
        let colors = [
            UIColor(red: 0.20, green: 0.35, blue: 0.95, alpha: 1).cgColor,
            UIColor(red: 0.10, green: 0.75, blue: 0.80, alpha: 1).cgColor,
        ]
        let gradient = CGGradient(
            colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1])!
        ctx.drawLinearGradient(
            gradient, start: .zero, end: CGPoint(x: bounds.width, y: bounds.height), options: [])

        // The progress ring: a faint track and a round-capped arc from the top, clockwise on screen.
        let centre = CGPoint(x: 60, y: 60)
        ctx.setLineWidth(10)
        ctx.setStrokeColor(UIColor.white.withAlphaComponent(0.3).cgColor)
        ctx.strokeEllipse(in: CGRect(x: centre.x - 36, y: centre.y - 36, width: 72, height: 72))
        let ring = UIBezierPath(
            arcCenter: centre, radius: 36, startAngle: -.pi / 2, endAngle: -.pi / 2 + 2 * .pi * progress,
            clockwise: true)
        ring.lineWidth = 10
        ring.lineCapStyle = .round
        UIColor.white.setStroke()
        ring.stroke()

        // The chart: a curve through the week, filled below with a fading white.
        let chart = UIBezierPath()
        let values: [CGFloat] = [0.3, 0.5, 0.4, 0.8, 0.6, 0.9, 0.7]
        let left: CGFloat = 120
        let width: CGFloat = 100
        let base: CGFloat = 100
        func point(_ i: Int) -> CGPoint {
            CGPoint(x: left + width * CGFloat(i) / CGFloat(values.count - 1), y: base - 70 * values[i])
        }
        chart.move(to: point(0))
        for i in 1..<values.count {
            let a = point(i - 1)
            let b = point(i)
            let mid = (a.x + b.x) / 2
            chart.addCurve(to: b, controlPoint1: CGPoint(x: mid, y: a.y), controlPoint2: CGPoint(x: mid, y: b.y))
        }
        let area = UIBezierPath(cgPath: chart.cgPath)
        area.addLine(to: CGPoint(x: left + width, y: base))
        area.addLine(to: CGPoint(x: left, y: base))
        area.close()
        ctx.saveGState()
        area.addClip()
        let fade = CGGradient(
            colorsSpace: nil,
            colors: [UIColor.white.withAlphaComponent(0.5).cgColor, UIColor.white.withAlphaComponent(0).cgColor]
                as CFArray,
            locations: nil)!
        ctx.drawLinearGradient(fade, start: CGPoint(x: 0, y: 30), end: CGPoint(x: 0, y: base), options: [])
        ctx.restoreGState()
        chart.lineWidth = 2
        chart.lineJoinStyle = .round
        chart.stroke()

        // The goal: a dashed line.
        ctx.setLineWidth(1)
        ctx.setLineDash(phase: 0, lengths: [4, 3])
        ctx.setStrokeColor(UIColor.white.withAlphaComponent(0.8).cgColor)
        ctx.move(to: CGPoint(x: left, y: 40))
        ctx.addLine(to: CGPoint(x: left + width, y: 40))
        ctx.strokePath()
        ctx.setLineDash(phase: 0, lengths: [])

        // A round avatar: an image clipped to a circle, rotated a little.
        ctx.saveGState()
        ctx.translateBy(x: 40, y: 130)
        ctx.rotate(by: .pi / 12)
        ctx.addEllipse(in: CGRect(x: -16, y: -16, width: 32, height: 32))
        ctx.clip()
        UIImage(cgImage: RendererGoldenTests.checkerboard(size: 32, cell: 8)).draw(
            in: CGRect(x: -16, y: -16, width: 32, height: 32))
        ctx.restoreGState()

        // A bar of three rounded steps, the middle one filled.
        for i in 0..<3 {
            let r = CGRect(x: 120 + CGFloat(i) * 36, y: 118, width: 28, height: 24)
            let step = UIBezierPath(roundedRect: r, cornerRadius: 6)
            if i == 1 {
                UIColor.white.setFill()
                step.fill()
            } else {
                step.lineWidth = 2
                step.stroke()
            }
        }
        ctx.restoreGState()
    }
}

/// Custom drawing on screen (R190–R192): the drawn contents rendered as the layer's image.
@MainActor
final class CustomDrawingRenderingTests: XCTestCase {
    func testR192CustomDrawnViewGolden() async throws {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 280, height: 200))
        root.backgroundColor = UIColor(red: 0.95, green: 0.95, blue: 0.97, alpha: 1)
        let card = ActivityCardView(frame: CGRect(x: 20, y: 20, width: 240, height: 160))
        root.addSubview(card)
        FrameCycle.run(windows: [])
        root.layer.displaySubtreeIfNeeded()
        XCTAssertEqual(card.draws, 1)

        let (canvas, _) = try renderOnWhite(root.layer, width: 280, height: 200)
        // Outside the rounded card (its corner) the stage shows; inside, the gradient.
        assertPixel(canvas, 21, 21, is: (242, 242, 247), tolerance: 3, "clipped corner")
        let inside = canvas.pixel(x: 140, y: 100)
        XCTAssertGreaterThan(Int(inside.b), Int(inside.r) + 60, "blue-teal gradient")
        // The ring at its top (centre 80, 80 in the root, radius 36): white.
        assertPixel(canvas, 80, 44, is: (255, 255, 255), tolerance: 3, "the arc starts at the top")
        // Progress 0.7 ends at 252°: the left-of-top part of the track is only the faint track.
        let track = canvas.pixel(x: 52, y: 57)
        XCTAssertLessThan(Int(track.r), 200, "the last 30% shows the faint track")
        try assertGolden(canvas, named: "custom-drawn-activity-card")

        // Nothing asks: later frames show the same contents without drawing.
        for _ in 0..<10 {
            clock.advance(by: 1.0 / 60)
            root.layer.displaySubtreeIfNeeded()
        }
        XCTAssertEqual(card.draws, 1)
        card.progress = 0.3
        root.layer.displaySubtreeIfNeeded()
        XCTAssertEqual(card.draws, 2)
    }
}
