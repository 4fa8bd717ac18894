import Foundation
import Stagecraft
import StagecraftTesting
import XCTest

@testable import UIKit

/// `UIView.drawHierarchy(in:afterScreenUpdates:)` and `CALayer.render(in:)` (R194): the layer
/// tree drawn into a context matches what the renderer puts on screen.
@MainActor
final class DrawHierarchyTests: XCTestCase {
    func testR194DrawHierarchyMatchesTheScreen() async throws {
        UIKitRuntime.reset()
        TestFonts.library.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 140))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 20, width: 160, height: 100))
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 16
        card.layer.cornerCurve = .continuous
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.black.cgColor
        root.addSubview(card)
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 24))
        label.text = "Snapshot"
        label.font = .boldSystemFont(ofSize: 18)
        label.textColor = .white
        card.addSubview(label)
        let badge = UIView(frame: CGRect(x: 120, y: 50, width: 24, height: 24))
        badge.backgroundColor = .systemRed
        badge.transform = CGAffineTransform(rotationAngle: .pi / 4)
        card.addSubview(badge)
        let dot = CAShapeLayer()
        dot.path = UIBezierPath(ovalIn: CGRect(x: 12, y: 50, width: 30, height: 30)).cgPath
        dot.fillColor = UIColor.systemYellow.cgColor
        card.layer.addSublayer(dot)
        root.layoutIfNeeded()

        let (screen, _) = try renderOnWhite(root.layer, width: 200, height: 140)
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let drawn = UIGraphicsImageRenderer(size: root.bounds.size, format: format).image { _ in
            XCTAssertTrue(root.drawHierarchy(in: root.bounds, afterScreenUpdates: true))
        }
        let context = CGContext(size: root.bounds.size, scale: 1)
        context.load(try XCTUnwrap(drawn.cgImage))
        func drawnPixel(_ x: Int, _ y: Int) -> (Int, Int, Int) {
            let p = context.pixel(x: x, y: y)
            return (Int((p.red * 255).rounded()), Int((p.green * 255).rounded()), Int((p.blue * 255).rounded()))
        }
        for (x, y, what) in [
            (100, 100, "card"), (20, 20, "outside the rounded corner"), (20, 70, "border"), (47, 86, "the shape layer"),
            (152, 82, "the rotated badge's centre"), (5, 5, "root"),
        ] {
            let s = screen.pixel(x: x, y: y)
            let d = drawnPixel(x, y)
            XCTAssertLessThan(
                abs(Int(s.r) - d.0) + abs(Int(s.g) - d.1) + abs(Int(s.b) - d.2), 40,
                "\(what) at (\(x), \(y)): screen \(s), drawn \(d)")
        }
        // The rotated badge's tip reaches above its frame's top edge on both.
        XCTAssertGreaterThan(drawnPixel(152, 68).0, 200)
        // The label's text is there: light glyph pixels over the blue in the label's box.
        var glyphs = 0
        for y in 32..<52 { for x in 32..<140 where drawnPixel(x, y).0 > 200 { glyphs += 1 } }
        XCTAssertGreaterThan(glyphs, 60, "text is drawn")
        XCTAssertFalse(UIView().drawHierarchy(in: .zero, afterScreenUpdates: false), "no current context")
    }
}
