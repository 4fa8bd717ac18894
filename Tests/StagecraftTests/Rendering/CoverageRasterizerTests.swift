import Foundation
import UIKit
import XCTest

@testable import Stagecraft

/// The CPU rasteriser behind shapes, shadows and masks: exact area per pixel, both fill rules.
final class CoverageRasterizerTests: XCTestCase {
    private func square(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat, clockwise: Bool = true) -> [CGPoint] {
        let points = [
            CGPoint(x: x, y: y), CGPoint(x: x + w, y: y), CGPoint(x: x + w, y: y + h), CGPoint(x: x, y: y + h),
        ]
        return clockwise ? points : points.reversed()
    }

    func testAFractionalRectangleCoversEachPixelByItsArea() {
        let coverage = CoverageRasterizer.coverage(
            of: [square(1.25, 1, 2.5, 2)], rule: .winding, width: 5, height: 4)
        // Columns: pixel 1 is covered 0.75, pixels 2 full, pixel 3 covered 0.75.
        XCTAssertEqual(Array(coverage[5..<10]), [0, 191, 255, 191, 0])
        XCTAssertEqual(Array(coverage[0..<5]), [0, 0, 0, 0, 0])
    }

    func testHalfPixelRowsAreResolvedBySubsamples() {
        let coverage = CoverageRasterizer.coverage(of: [square(0, 0.5, 3, 1)], rule: .winding, width: 3, height: 2)
        XCTAssertEqual(Array(coverage), [128, 128, 128, 128, 128, 128])
    }

    func testFillRules() {
        let outer = square(0, 0, 8, 8)
        let inner = square(2, 2, 4, 4)
        let winding = CoverageRasterizer.coverage(of: [outer, inner], rule: .winding, width: 8, height: 8)
        let evenOdd = CoverageRasterizer.coverage(of: [outer, inner], rule: .evenOdd, width: 8, height: 8)
        XCTAssertEqual(winding[4 * 8 + 4], 255, "same direction: inside twice")
        XCTAssertEqual(evenOdd[4 * 8 + 4], 0, "even-odd: a hole")
        let reversed = CoverageRasterizer.coverage(
            of: [outer, square(2, 2, 4, 4, clockwise: false)], rule: .winding, width: 8, height: 8)
        XCTAssertEqual(reversed[4 * 8 + 4], 0, "opposite direction: winding 0, a hole for non-zero too")
        XCTAssertEqual(evenOdd[0], 255)
    }

    func testATriangleCoversHalfOfItsBox() {
        let coverage = CoverageRasterizer.coverage(
            of: [[CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 40)]], rule: .winding, width: 40,
            height: 40)
        let total = coverage.reduce(0) { $0 + Double($1) } / 255
        XCTAssertEqual(total, 800, accuracy: 2)
    }

    func testShapesPastTheEdgesAreClipped() {
        let coverage = CoverageRasterizer.coverage(
            of: [square(-10, -10, 15, 100)], rule: .winding, width: 10, height: 10)
        XCTAssertEqual(coverage[0], 255)
        XCTAssertEqual(coverage[4], 255)
        XCTAssertEqual(coverage[5], 0)
        XCTAssertEqual(coverage[99], 0)
    }
}

/// Strokes as polygons: trimming along the length, dashes, caps and joins.
final class PathStrokerTests: XCTestCase {
    private func style(
        width: CGFloat = 2, cap: CAShapeLayerLineCap = .butt, join: CAShapeLayerLineJoin = .miter,
        start: CGFloat = 0, end: CGFloat = 1, dashes: [CGFloat]? = nil
    ) -> StrokeStyle {
        var e = LayerEffects()
        e.lineWidth = width
        e.lineCap = cap
        e.lineJoin = join
        e.strokeStart = start
        e.strokeEnd = end
        e.lineDashPattern = dashes
        return StrokeStyle(e)
    }

    private func area(_ polygons: [[CGPoint]], width: Int = 200, height: Int = 200) -> Double {
        CoverageRasterizer.coverage(of: polygons, rule: .winding, width: width, height: height)
            .reduce(0) { $0 + Double($1) } / 255
    }

    private let line = [Polyline(points: [CGPoint(x: 10, y: 50), CGPoint(x: 110, y: 50)], isClosed: false)]

    func testTrimmingKeepsTheGivenFractionOfTheWholeLength() {
        let two = [
            Polyline(points: [CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)], isClosed: false),
            Polyline(points: [CGPoint(x: 0, y: 10), CGPoint(x: 100, y: 10)], isClosed: false),
        ]
        let trimmed = PathStroker.trimmed(two, start: 0.25, end: 0.75)
        XCTAssertEqual(trimmed.count, 2, "across both subpaths")
        XCTAssertEqual(trimmed[0].points, [CGPoint(x: 50, y: 0), CGPoint(x: 100, y: 0)])
        XCTAssertEqual(trimmed[1].points, [CGPoint(x: 0, y: 10), CGPoint(x: 50, y: 10)])
        let square = Polyline(
            points: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10), CGPoint(x: 0, y: 10)],
            isClosed: true)
        let half = PathStroker.trimmed([square], start: 0, end: 0.5)
        XCTAssertEqual(half[0].points, [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
        XCTAssertFalse(half[0].isClosed)
        XCTAssertTrue(PathStroker.trimmed([square], start: 0, end: 1)[0].isClosed)
    }

    func testButtSquareAndRoundCapsAddNothingHalfASquareAndHalfACircle() {
        XCTAssertEqual(area(PathStroker.outline(line, style: style(width: 10), tolerance: 0.05)), 1000, accuracy: 3)
        XCTAssertEqual(
            area(PathStroker.outline(line, style: style(width: 10, cap: .square), tolerance: 0.05)), 1100, accuracy: 3)
        XCTAssertEqual(
            area(PathStroker.outline(line, style: style(width: 10, cap: .round), tolerance: 0.05)),
            1000 + Double.pi * 25, accuracy: 3)
    }

    func testStrokeEndTrimsTheStroke() {
        let half = PathStroker.outline(line, style: style(width: 10, end: 0.5), tolerance: 0.05)
        XCTAssertEqual(area(half), 500, accuracy: 3)
        XCTAssertTrue(PathStroker.outline(line, style: style(end: 0), tolerance: 0.05).isEmpty)
    }

    func testDashesAlternatePaintAndGapFromThePhase() {
        let dashed = PathStroker.dashed(line, pattern: [10, 15], phase: 0)
        XCTAssertEqual(dashed.count, 4)
        XCTAssertEqual(dashed[1].points, [CGPoint(x: 35, y: 50), CGPoint(x: 45, y: 50)])
        let odd = PathStroker.dashed(line, pattern: [20], phase: 5)
        XCTAssertEqual(odd[0].points, [CGPoint(x: 10, y: 50), CGPoint(x: 25, y: 50)], "an odd pattern repeats twice")
        XCTAssertEqual(
            area(PathStroker.outline(line, style: style(width: 4, dashes: [10, 15]), tolerance: 0.05)), 160, accuracy: 3
        )
    }

    func testMiterJoinFillsTheCornerAndFallsBackToABevelPastTheLimit() {
        let corner = [
            Polyline(points: [CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 20), CGPoint(x: 100, y: 100)], isClosed: false)
        ]
        let miter = area(PathStroker.outline(corner, style: style(width: 10, join: .miter), tolerance: 0.05))
        let bevel = area(PathStroker.outline(corner, style: style(width: 10, join: .bevel), tolerance: 0.05))
        let round = area(PathStroker.outline(corner, style: style(width: 10, join: .round), tolerance: 0.05))
        // Two 80×10 bands overlapping in a 5×5 square inside the corner, plus the outer corner:
        // a full 5×5 square (miter), half of it (bevel), a quarter circle of radius 5 (round).
        XCTAssertEqual(miter, 1600 - 25 + 25, accuracy: 3)
        XCTAssertEqual(bevel, 1600 - 25 + 12.5, accuracy: 3)
        XCTAssertEqual(round, 1600 - 25 + Double.pi * 25 / 4, accuracy: 3)
        // A hairpin needs a miter of 1 / cos(turn / 2) line widths, past the default limit of 10.
        let hairpin = [
            Polyline(points: [CGPoint(x: 20, y: 50), CGPoint(x: 150, y: 50), CGPoint(x: 20, y: 55)], isClosed: false)
        ]
        let sharp = PathStroker.outline(hairpin, style: style(width: 4, join: .miter), tolerance: 0.05)
        let maxX = sharp.flatMap { $0 }.map(\.x).max() ?? 0
        XCTAssertLessThan(maxX, 155, "beveled, not a 40-unit spike")
    }
}
