import Foundation
import XCTest

@testable import UIKit

/// Continuous and partly rounded corners (R193) as geometry: the outline's reach along the edges,
/// the capsule limit and the masked corners, measured by filling the outline in a `CGContext`.
@MainActor
final class CornerShapeTests: XCTestCase {
    override func setUp() async throws {
        UIKitRuntime.reset()
    }

    private func filled(_ shape: CornerShape, _ rect: CGRect, size: CGSize) -> CGContext {
        let c = CGContext(size: size, scale: 1)
        c.addPath(shape.path(in: rect))
        c.fillPath()
        return c
    }

    func testR193ContinuousCornerLeavesTheEdgeAboutOneAndAHalfRadiiFromTheCorner() async {
        let rect = CGRect(x: 0, y: 0, width: 400, height: 400)
        let corner = CornerShape(radius: 100, continuous: true).corners(in: rect)[0]
        XCTAssertEqual(corner.cubics.first?.0.x ?? 0, 400 - 152.866483, accuracy: 1e-6, "on the top edge")
        XCTAssertEqual(corner.cubics.last?.3.y ?? 0, 152.866483, accuracy: 1e-6, "on the right edge")
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.continuous), 1.52866483, accuracy: 1e-6)
        XCTAssertEqual(CALayer.cornerCurveExpansionFactor(.circular), 1)
        // One radius from the corner a circular corner has just met the edge; the continuous one
        // is still a pixel inside it, easing in.
        let circular = filled(CornerShape(radius: 100), rect, size: rect.size)
        let continuous = filled(CornerShape(radius: 100, continuous: true), rect, size: rect.size)
        XCTAssertEqual(circular.pixel(x: 300, y: 0).alpha, 1, accuracy: 0.02)
        XCTAssertLessThan(continuous.pixel(x: 300, y: 0).alpha, 0.2)
        XCTAssertEqual(continuous.pixel(x: 240, y: 0).alpha, 1, accuracy: 0.02, "straight beyond 1.53 radii")
        // At the diagonal the two nearly agree (0.2915 against 0.2929 radii from the corner).
        XCTAssertEqual(circular.pixel(x: 371, y: 28).alpha, 0, accuracy: 0.01)
        XCTAssertEqual(continuous.pixel(x: 371, y: 28).alpha, 0, accuracy: 0.01)
        XCTAssertEqual(continuous.pixel(x: 368, y: 32).alpha, 1, accuracy: 0.01)
    }

    func testR193ALargeContinuousRadiusBlendsTowardsTheCircleThatFits() async {
        // A capsule: the radius is half the height, with no room for the continuous reach.
        let rect = CGRect(x: 0, y: 0, width: 200, height: 40)
        let capsule = CornerShape(radius: 20, continuous: true).corners(in: rect)[0]
        XCTAssertEqual(capsule.cubics.first?.0.x ?? 0, 180, accuracy: 1e-6, "reaches one radius, as a circle")
        let c = filled(CornerShape(radius: 20, continuous: true), rect, size: rect.size)
        let circle = filled(CornerShape(radius: 20), rect, size: rect.size)
        for (x, y) in [(2, 10), (10, 2), (5, 5), (190, 35)] {
            XCTAssertEqual(c.pixel(x: x, y: y).alpha, circle.pixel(x: x, y: y).alpha, accuracy: 0.05)
        }
        // Half way: radius 20 in a 60-pt-high box reaches 1.5 radii, short of the full 1.53.
        let mid = CornerShape(radius: 20, continuous: true).corners(in: CGRect(x: 0, y: 0, width: 200, height: 60))[0]
        XCTAssertEqual(mid.cubics.first?.0.x ?? 0, 200 - 30, accuracy: 1e-6)
    }

    func testR193MaskedCornersLeaveTheOthersSquare() async {
        let rect = CGRect(x: 0, y: 0, width: 100, height: 100)
        let top = CornerShape(radius: 30, maskedCorners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        let c = filled(top, rect, size: rect.size)
        XCTAssertEqual(c.pixel(x: 1, y: 1).alpha, 0, "top left is rounded")
        XCTAssertEqual(c.pixel(x: 98, y: 1).alpha, 0, "top right is rounded")
        XCTAssertEqual(c.pixel(x: 0, y: 99).alpha, 1, "bottom left is square")
        XCTAssertEqual(c.pixel(x: 99, y: 99).alpha, 1, "bottom right is square")
        let layer = CALayer()
        XCTAssertEqual(
            layer.maskedCorners,
            [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        XCTAssertEqual(layer.cornerCurve, .circular)
        layer.maskedCorners = [.layerMaxXMaxYCorner]
        layer.cornerCurve = .continuous
        XCTAssertEqual(layer.presentation()?.maskedCorners, [.layerMaxXMaxYCorner])
        XCTAssertEqual(layer.presentation()?.cornerCurve, .continuous)
    }
}
