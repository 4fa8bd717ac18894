import Foundation
import UIKit
import XCTest

@MainActor
final class HitTestingTests: XCTestCase {
    private var window: UIWindow!
    private var panel: UIView!

    override func setUp() async throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        panel = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        window.addSubview(panel)
    }

    func testHitTestReturnsTheDeepestViewContainingThePoint() async {
        let button = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        panel.addSubview(button)

        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === button)
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 250), with: nil) === panel)
        XCTAssertTrue(window.hitTest(CGPoint(x: 5, y: 5), with: nil) === window)
    }

    func testTopmostOverlappingSiblingWins() async {
        let below = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let above = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        panel.addSubview(below)
        panel.addSubview(above)

        // (175,175) in the window is (75,75) in the panel, inside both
        XCTAssertTrue(window.hitTest(CGPoint(x: 175, y: 175), with: nil) === above)
    }

    func testHiddenViewsAreSkipped() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        panel.addSubview(child)

        child.isHidden = true

        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === panel)
    }

    func testViewsWithAlphaZeroAreSkipped() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        panel.addSubview(child)

        child.alpha = 0

        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === panel)
    }

    func testAlphaJustAboveTheUIKitThresholdIsStillHittable() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        panel.addSubview(child)

        child.alpha = 0.02  // UIKit ignores views with alpha < 0.01

        XCTAssertTrue(window.hitTest(CGPoint(x: 150, y: 150), with: nil) === child)
    }

    func testUserInteractionDisabledHidesTheWholeSubtree() async {
        let child = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        panel.addSubview(child)

        panel.isUserInteractionEnabled = false

        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
    }

    func testSubviewOutsideItsSuperviewsBoundsIsNotHittableThere() async {
        let overhang = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        panel.addSubview(overhang)

        // (320,320) is inside the overhang's frame (panel space 220,220) but outside the panel's bounds
        XCTAssertTrue(window.hitTest(CGPoint(x: 320, y: 320), with: nil) === window)
        // inside both: panel space (160,160)
        XCTAssertTrue(window.hitTest(CGPoint(x: 260, y: 260), with: nil) === overhang)
    }

    func testHitTestingFollowsAScaleTransform() async {
        panel.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)

        // The panel now covers 150…250 on screen (100×100 around its centre 200,200).
        XCTAssertTrue(window.hitTest(CGPoint(x: 120, y: 120), with: nil) === window)
        XCTAssertTrue(window.hitTest(CGPoint(x: 240, y: 240), with: nil) === panel)
    }

    func testHitTestingFollowsARotationTransform() async {
        let bar = UIView(frame: CGRect(x: 150, y: 190, width: 200, height: 20))
        window.addSubview(bar)

        bar.transform = CGAffineTransform(rotationAngle: .pi / 2)

        // A vertical bar now: x 240…260, y 100…300 around the centre (250, 200).
        XCTAssertTrue(window.hitTest(CGPoint(x: 250, y: 110), with: nil) === bar)
        XCTAssertTrue(window.hitTest(CGPoint(x: 330, y: 200), with: nil) !== bar)
    }

    func testPointInsideUsesTheBounds() async {
        XCTAssertTrue(panel.point(inside: CGPoint(x: 0, y: 0), with: nil))
        XCTAssertFalse(panel.point(inside: CGPoint(x: 200, y: 100), with: nil))
    }
}
