import Foundation
import XCTest

@testable import UIKit

/// UIKit's path wrapper: its initialisers, on-screen clockwise, building and reading.
final class UIBezierPathTests: XCTestCase {
    func testArcClockwiseIsClockwiseOnScreen() {
        // From 12 o'clock clockwise on a y-down screen a quarter turn reaches 3 o'clock.
        let arc = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: -.pi / 2, endAngle: 0, clockwise: true)
        assertPoint(arc.currentPoint, CGPoint(x: 60, y: 50), accuracy: 1e-9)
        XCTAssertEqual(arc.cgPath.elements.count, 2, "move + one quarter curve")
        let full = UIBezierPath(
            arcCenter: CGPoint(x: 50, y: 50), radius: 10, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        assertRect(full.cgPath.boundingBoxOfPath, CGRect(x: 40, y: 40, width: 20, height: 20), accuracy: 1e-9)
    }

    func testRoundedRectInitialisersClampAndRoundOnlyTheChosenCorners() {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 60)
        let all = UIBezierPath(roundedRect: rect, cornerRadius: 200)
        XCTAssertTrue(all.contains(CGPoint(x: 50, y: 30)))
        XCTAssertFalse(all.contains(CGPoint(x: 2, y: 2)), "radius clamped to 30 still cuts the corner")
        let top = UIBezierPath(
            roundedRect: rect, byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 20, height: 5))
        XCTAssertFalse(top.contains(CGPoint(x: 2, y: 2)), "top-left rounded by the width (20)")
        XCTAssertTrue(top.contains(CGPoint(x: 1, y: 59)), "bottom-left stays square")
        XCTAssertEqual(top.bounds, rect)
    }

    func testR193RoundedRectPathsUseTheContinuousCorner() {
        // iOS has drawn UIBezierPath's rounded rectangles with the continuous corner since iOS 7:
        // the curve leaves the edge about 1.53 radii from the corner, not one radius.
        let rect = CGRect(x: 10, y: 20, width: 200, height: 100)
        let path = UIBezierPath(roundedRect: rect, cornerRadius: 20).cgPath
        var first: CGPoint?
        var curves = 0
        path.applyWithBlock { element in
            if element.pointee.type == .moveToPoint, first == nil { first = element.pointee.points[0] }
            if element.pointee.type == .addCurveToPoint { curves += 1 }
        }
        let start = try? XCTUnwrap(first)
        XCTAssertEqual(start?.x ?? 0, 10 + 20 * 1.528_664_83, accuracy: 1e-6, "starts where the top-left curve ends")
        XCTAssertEqual(start?.y ?? 0, 20)
        XCTAssertEqual(curves, 12, "three cubics a corner")
        // One radius along the top edge the circular corner has met the edge; the continuous one has not.
        XCTAssertFalse(path.contains(CGPoint(x: 10 + 20.5, y: 20.05)))
        XCTAssertTrue(path.contains(CGPoint(x: 10 + 35, y: 20.05)), "past 1.53 radii: on the straight edge")
        // The same shape as a layer's continuous corners (R193).
        XCTAssertEqual(path, CornerShape(radius: 20, continuous: true).path(in: rect))
        // A radius of half the shorter side still gives a capsule: the point on its left end is inside.
        let capsule = UIBezierPath(roundedRect: rect, cornerRadius: 50)
        XCTAssertTrue(capsule.contains(CGPoint(x: 10.5, y: 70)))
        XCTAssertFalse(capsule.contains(CGPoint(x: 12, y: 22)))
    }

    func testOvalRectAndBuildingMethods() {
        let oval = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 40, height: 20))
        XCTAssertEqual(oval.bounds, CGRect(x: 0, y: 0, width: 40, height: 20))
        let path = UIBezierPath()
        XCTAssertTrue(path.isEmpty)
        path.move(to: CGPoint(x: 0, y: 0))
        path.addLine(to: CGPoint(x: 10, y: 0))
        path.addQuadCurve(to: CGPoint(x: 20, y: 10), controlPoint: CGPoint(x: 20, y: 0))
        path.addCurve(
            to: CGPoint(x: 0, y: 10), controlPoint1: CGPoint(x: 15, y: 20), controlPoint2: CGPoint(x: 5, y: 20))
        path.close()
        XCTAssertEqual(path.bounds, CGRect(x: 0, y: 0, width: 20, height: 20), "control points included")
        XCTAssertEqual(path.cgPath.boundingBoxOfPath.maxY, 17.5, accuracy: 1e-9, "the curve's own extent")
        path.append(UIBezierPath(rect: CGRect(x: 100, y: 100, width: 5, height: 5)))
        path.apply(CGAffineTransform(translationX: 1, y: 2))
        XCTAssertEqual(path.bounds, CGRect(x: 1, y: 2, width: 105, height: 105))
        path.removeAllPoints()
        XCTAssertTrue(path.isEmpty)
    }

    func testCGPathIsACopyThatLaterChangesDoNotReach() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10))
        let copy = path.cgPath
        path.addLine(to: CGPoint(x: 50, y: 50))
        XCTAssertEqual(copy.boundingBox, CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    func testReversingKeepsTheShapeAndFlipsTheDirection() {
        let path = UIBezierPath(
            arcCenter: .zero, radius: 10, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        let reversed = path.reversing()
        assertPoint(reversed.currentPoint, CGPoint(x: 10, y: 0), accuracy: 1e-9)
        assertRect(reversed.cgPath.boundingBoxOfPath, path.cgPath.boundingBoxOfPath, accuracy: 1e-9)
    }

    func testEvenOddFillRule() {
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))
        path.append(UIBezierPath(rect: CGRect(x: 25, y: 25, width: 50, height: 50)))
        XCTAssertTrue(path.contains(CGPoint(x: 50, y: 50)))
        path.usesEvenOddFillRule = true
        XCTAssertFalse(path.contains(CGPoint(x: 50, y: 50)))
    }
}
