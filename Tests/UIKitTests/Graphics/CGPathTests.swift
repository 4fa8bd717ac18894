import Foundation
import XCTest

@testable import UIKit

/// Core Graphics paths: building, bounds, containment, arcs in Core Graphics' sense, flattening.
final class CGPathTests: XCTestCase {
    private func elementTypes(_ path: CGPath) -> [CGPathElementType] {
        var types: [CGPathElementType] = []
        path.applyWithBlock { types.append($0.pointee.type) }
        return types
    }

    func testRectangleIsAClosedSubpathFromItsOriginClockwiseOnScreen() {
        let path = CGPath(rect: CGRect(x: 10, y: 20, width: 30, height: 40), transform: nil)
        var points: [CGPoint] = []
        path.applyWithBlock { element in
            if element.pointee.type != .closeSubpath { points.append(element.pointee.points[0]) }
        }
        XCTAssertEqual(
            points, [CGPoint(x: 10, y: 20), CGPoint(x: 40, y: 20), CGPoint(x: 40, y: 60), CGPoint(x: 10, y: 60)])
        XCTAssertEqual(elementTypes(path).last, .closeSubpath)
        XCTAssertEqual(path.boundingBox, CGRect(x: 10, y: 20, width: 30, height: 40))
    }

    func testEllipseIsFourCubicCurvesFromTheRightmostPoint() {
        let path = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 50), transform: nil)
        XCTAssertEqual(
            elementTypes(path),
            [.moveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .addCurveToPoint, .closeSubpath])
        var first = CGPoint.zero
        var second = CGPoint.zero
        var index = 0
        path.applyWithBlock { element in
            if index == 0 { first = element.pointee.points[0] }
            if index == 1 { second = element.pointee.points[2] }
            index += 1
        }
        assertPoint(first, CGPoint(x: 100, y: 25))
        // Increasing angle: the first quarter ends at the bottom (y down), clockwise on screen.
        assertPoint(second, CGPoint(x: 50, y: 50), accuracy: 1e-9)
        assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 50), accuracy: 1e-9)
    }

    func testCoreGraphicsClockwiseArcDecreasesTheAngle() {
        let path = CGMutablePath()
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        // Clockwise in Core Graphics' sense from 0 to π/2 goes the long way: three quarters.
        XCTAssertEqual(elementTypes(path).filter { $0 == .addCurveToPoint }.count, 3)
        assertPoint(path.currentPoint, CGPoint(x: 0, y: 10), accuracy: 1e-9)
        let short = CGMutablePath()
        short.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        XCTAssertEqual(elementTypes(short), [.moveToPoint, .addCurveToPoint])
    }

    func testArcAfterALineConnectsWithALine() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: -50, y: 0))
        path.addArc(center: .zero, radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
        XCTAssertEqual(elementTypes(path), [.moveToPoint, .addLineToPoint, .addCurveToPoint, .addCurveToPoint])
    }

    func testTangentArcRoundsTheCornerWithTheGivenRadius() {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: 0, y: 0))
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        path.addLine(to: CGPoint(x: 100, y: 100))
        let box = path.boundingBoxOfPath
        XCTAssertEqual(box, CGRect(x: 0, y: 0, width: 100, height: 100))
        var corner = CGPoint.zero
        var index = 0
        path.applyWithBlock { element in
            if index == 1 { corner = element.pointee.points[0] }
            index += 1
        }
        assertPoint(corner, CGPoint(x: 80, y: 0), accuracy: 1e-9)
    }

    func testRoundedRectClampsItsCornersAndStaysInsideTheRectangle() {
        let path = CGPath(
            roundedRect: CGRect(x: 0, y: 0, width: 100, height: 40), cornerWidth: 30, cornerHeight: 30, transform: nil)
        assertRect(path.boundingBoxOfPath, CGRect(x: 0, y: 0, width: 100, height: 40), accuracy: 1e-9)
        XCTAssertFalse(path.contains(CGPoint(x: 1, y: 1)), "the cut-off corner")
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 20)))
    }

    func testContainsFollowsTheFillRule() {
        // Two nested squares in the same direction: the inner one is inside by winding, a hole by even-odd.
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 100, height: 100))
        path.addRect(CGRect(x: 25, y: 25, width: 50, height: 50))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50), using: .winding))
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50), using: .evenOdd))
        XCTAssertTrue(path.contains(CGPoint(x: 10, y: 50), using: .evenOdd))
        XCTAssertFalse(path.contains(CGPoint(x: 150, y: 50)))
    }

    func testTransformMapsAddedPoints() {
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10), transform: CGAffineTransform(translationX: 5, y: 7))
        XCTAssertEqual(path.boundingBox, CGRect(x: 5, y: 7, width: 10, height: 10))
        var scale = CGAffineTransform(scaleX: 2, y: 3)
        XCTAssertEqual(path.copy(using: &scale)?.boundingBox, CGRect(x: 10, y: 21, width: 20, height: 30))
    }

    func testPathsWithTheSameElementsAreEqualAndHashTheSame() {
        let a = CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5), transform: nil)
        let b = CGMutablePath()
        b.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
        XCTAssertEqual(a, b)
        XCTAssertEqual(a.hashValue, b.copy()!.hashValue)
        XCTAssertTrue(type(of: b.frozen) == CGPath.self, "a frozen mutable path is an immutable copy")
        XCTAssertTrue(a.frozen === a, "an immutable path is its own frozen copy")
    }

    func testFlatteningKeepsCurvesWithinTheTolerance() {
        let path = CGPath(ellipseIn: CGRect(x: -100, y: -100, width: 200, height: 200), transform: nil)
        let polylines = path.flattened(tolerance: 0.25)
        XCTAssertEqual(polylines.count, 1)
        XCTAssertTrue(polylines[0].isClosed)
        let points = polylines[0].points
        XCTAssertGreaterThan(points.count, 40)
        for (i, p) in points.enumerated() {
            let q = points[(i + 1) % points.count]
            let mid = CGPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2)
            // The chord's midpoint stays within the tolerance (plus the Bézier circle's own 0.03%).
            XCTAssertLessThan(100 - (mid.x * mid.x + mid.y * mid.y).squareRoot(), 0.3)
        }
    }

    func testInterpolatingCompatiblePathsMovesEveryPoint() {
        let small = CGPath(ellipseIn: CGRect(x: 40, y: 40, width: 20, height: 20), transform: nil)
        let large = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
        let half = small.interpolated(to: large, 0.5)
        assertRect(half!.boundingBoxOfPath, CGRect(x: 20, y: 20, width: 60, height: 60), accuracy: 1e-9)
        XCTAssertNil(small.interpolated(to: CGPath(rect: .zero, transform: nil), 0.5), "different element kinds")
    }
}
