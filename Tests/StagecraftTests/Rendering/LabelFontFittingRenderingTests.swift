import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R208 on screen: a label that adjusts its font size draws its whole line, smaller, where the same
/// label without it truncates.
@MainActor
final class LabelFontFittingRenderingTests: XCTestCase {
    /// The columns and rows holding dark ink within `rect`.
    private func ink(_ canvas: Canvas, in rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
        var xs: [Int] = []
        var ys: [Int] = []
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) where canvas.pixel(x: x, y: y).r < 128 {
                xs.append(x)
                ys.append(y)
            }
        }
        guard let x0 = xs.min(), let x1 = xs.max(), let y0 = ys.min(), let y1 = ys.max() else { return nil }
        return (x0...x1, y0...y1)
    }

    func testR208TheAdjustingLabelDrawsItsWholeLineSmallerWhereTheOtherTruncates() async throws {
        UIKitRuntime.reset()
        // Measured with the fonts that draw it, as in the simulator.
        TestFonts.library.install()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        root.backgroundColor = .white
        var labels: [UILabel] = []
        for (i, adjusts) in [false, true].enumerated() {
            let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(i) * 50, width: 150, height: 40))
            label.text = "Departures from Terminal 2"
            label.font = .systemFont(ofSize: 20)
            label.textColor = .black
            label.adjustsFontSizeToFitWidth = adjusts
            label.minimumScaleFactor = 0.4
            root.addSubview(label)
            labels.append(label)
        }
        let (canvas, _) = try renderOnWhite(root.layer, width: 240, height: 120)
        if let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] {
            try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("label-fitting.png"))
        }
        let truncated = try XCTUnwrap(ink(canvas, in: labels[0].frame))
        let fitted = try XCTUnwrap(ink(canvas, in: labels[1].frame))
        // Both fill the width; the fitted line's glyphs are smaller.
        XCTAssertGreaterThan(truncated.columns.count, 120)
        XCTAssertGreaterThan(fitted.columns.count, 120)
        XCTAssertLessThanOrEqual(fitted.columns.upperBound, 160)
        XCTAssertLessThan(fitted.rows.count, truncated.rows.count * 3 / 4)
    }
}
