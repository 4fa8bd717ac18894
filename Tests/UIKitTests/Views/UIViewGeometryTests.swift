import Foundation
import UIKit
import XCTest

@MainActor
final class UIViewGeometryTests: XCTestCase {
    func testFrameInitSetsBoundsAtOriginAndCenterAtFrameMidpoint() async {
        let view = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 50))

        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        // (10 + 50, 20 + 25)
        XCTAssertEqual(view.center, CGPoint(x: 60, y: 45))
    }

    func testMovingCenterMovesFrameButNotBounds() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        view.center = CGPoint(x: 200, y: 200)

        XCTAssertEqual(view.frame, CGRect(x: 150, y: 175, width: 100, height: 50))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
    }

    func testChangingBoundsSizeKeepsTheCenter() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        view.bounds.size = CGSize(width: 20, height: 10)

        // centre stays (50, 25): origin (50 − 10, 25 − 5)
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
        XCTAssertEqual(view.frame, CGRect(x: 40, y: 20, width: 20, height: 10))
    }

    func testFrameOfAScaledViewIsScaledAboutTheCenterWhileBoundsStay() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))

        view.transform = CGAffineTransform(scaleX: 2, y: 2)

        // 200×100 around the centre (50, 25): origin (−50, −25)
        XCTAssertEqual(view.frame, CGRect(x: -50, y: -25, width: 200, height: 100))
        XCTAssertEqual(view.bounds, CGRect(x: 0, y: 0, width: 100, height: 50))
        XCTAssertEqual(view.center, CGPoint(x: 50, y: 25))
    }

    func testTransformRoundTripsThroughTheLayer() async {
        let view = UIView()
        let t = CGAffineTransform(rotationAngle: 0.3).scaledBy(x: 2, y: 1)

        view.transform = t

        XCTAssertEqual(view.transform, t)
        XCTAssertEqual(view.layer.transform, CATransform3DMakeAffineTransform(t))
    }

    func testAlphaHiddenAndClipsToBoundsWriteThroughToTheLayer() async {
        let view = UIView()

        view.alpha = 0.25
        view.isHidden = true
        view.clipsToBounds = true

        XCTAssertEqual(view.layer.opacity, 0.25)
        XCTAssertTrue(view.layer.isHidden)
        XCTAssertTrue(view.layer.masksToBounds)
    }
}
