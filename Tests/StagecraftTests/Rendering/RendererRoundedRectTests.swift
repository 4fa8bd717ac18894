import Foundation
import Stagecraft
import UIKit
import XCTest

/// Axis-aligned rounded rectangles are drawn as three straight pieces and four corner fans; the
/// pieces must meet without gaps or overlaps wherever the edges fall between pixels.
@MainActor
final class RendererRoundedRectTests: XCTestCase {
    /// Half-transparent blue over white: a gap shows white, an overlap (blending twice) darker blue.
    private let fill = CGColor(red: 0, green: 0, blue: 1, alpha: 0.5)
    private let expected = (127, 127, 255)

    /// Pixels along a row through the top corners and a column through the right corners (so
    /// across the joins at minX + r, maxX − r, minY + r and maxY − r) that are not the fill colour.
    private func seamPixels(in rect: CGRect, radius r: CGFloat, canvas: Canvas) -> [String] {
        var bad: [String] = []
        // Half a radius from an edge, the arc is 0.134·r from the other edge; stay 3 px inside it
        // (edges snap by up to half a pixel, the software renderer truncates vertices, the feather
        // starts half a pixel in).
        let arcInset = r * (1 - 0.75.squareRoot()) + 3
        let y = Int((rect.minY + r / 2).rounded(.down))
        for x in Int((rect.minX + arcInset).rounded(.up))...Int((rect.maxX - arcInset).rounded(.down)) {
            let p = canvas.pixel(x: x, y: y)
            if abs(Int(p.r) - expected.0) > 2 || abs(Int(p.g) - expected.1) > 2 || abs(Int(p.b) - expected.2) > 2 {
                bad.append("row (\(x), \(y)) = \(p.r),\(p.g),\(p.b)")
            }
        }
        let x = Int((rect.maxX - r / 2).rounded(.down))
        for y in Int((rect.minY + arcInset).rounded(.up))...Int((rect.maxY - arcInset).rounded(.down)) {
            let p = canvas.pixel(x: x, y: y)
            if abs(Int(p.r) - expected.0) > 2 || abs(Int(p.g) - expected.1) > 2 || abs(Int(p.b) - expected.2) > 2 {
                bad.append("column (\(x), \(y)) = \(p.r),\(p.g),\(p.b)")
            }
        }
        return bad
    }

    func testRoundedRectWithFractionalEdgesHasNoSeamAtTheJoins() async throws {
        var failures: [String] = []
        for step in 0..<10 {
            let f = CGFloat(step) / 10
            let rect = CGRect(x: 10 + f, y: 12 + f * 0.7, width: 80.4 + f * 0.9, height: 70.3 + f * 1.3)
            let r: CGFloat = 16 + f * 0.55
            let canvas = try Canvas(width: 120, height: 120)
            canvas.clear(to: CGColor(gray: 1, alpha: 1))
            let renderer = Renderer(canvas: canvas, fonts: TestFonts.library)
            renderer.fillRoundedRect(rect, radius: r, color: fill)
            XCTAssertEqual(renderer.statistics.failures, 0)
            let bad = seamPixels(in: rect, radius: r, canvas: canvas)
            if !bad.isEmpty {
                failures.append("\(rect) r \(r): \(bad.count) px, e.g. \(bad.prefix(3))")
                try? canvas.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory() + "seam-\(step).png"))
            }
        }
        XCTAssertEqual(failures, [], "seams:\n" + failures.joined(separator: "\n"))
    }

    /// The same through a layer tree: a rounded, half-transparent view at a fractional frame.
    func testRoundedLayerAtFractionalFrameHasNoSeam() async throws {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 120))
        let card = UIView(frame: CGRect(x: 10.6, y: 11.3, width: 90.5, height: 80.45))
        card.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)
        card.layer.cornerRadius = 20.3
        root.addSubview(card)
        let (canvas, _) = try renderOnWhite(root.layer, width: 120, height: 120)
        let bad = seamPixels(in: card.frame, radius: 20.3, canvas: canvas)
        if !bad.isEmpty { try? canvas.writePNG(to: URL(fileURLWithPath: NSTemporaryDirectory() + "seam-layer.png")) }
        XCTAssertEqual(bad, [])
    }
}
