import Foundation
import UIKit
import XCTest

@MainActor
final class UIViewConvertTests: XCTestCase {
    private var window: UIWindow!

    override func setUp() async throws {
        window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
    }

    func testConvertPointBetweenSiblingsGoesThroughTheCommonSuperview() async {
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)

        let p = a.convert(CGPoint(x: 5, y: 5), to: b)

        // window point (10 + 5, 20 + 5) = (15, 25); in b: (15 − 200, 25 − 300)
        XCTAssertEqual(p, CGPoint(x: -185, y: -275))
        XCTAssertEqual(b.convert(p, to: a), CGPoint(x: 5, y: 5))
    }

    func testConvertRectBetweenSiblingsKeepsItsSize() async {
        let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
        let b = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        window.addSubview(a)
        window.addSubview(b)

        let r = b.convert(CGRect(x: 0, y: 0, width: 30, height: 40), from: a)

        XCTAssertEqual(r, CGRect(x: -190, y: -280, width: 30, height: 40))
    }

    func testConvertToNilMeansTheWindowEvenForDeepDescendants() async {
        let outer = UIView(frame: CGRect(x: 100, y: 100, width: 200, height: 200))
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 50, height: 50))
        window.addSubview(outer)
        outer.addSubview(inner)

        let p = inner.convert(CGPoint(x: 1, y: 2), to: nil)
        let back = inner.convert(CGPoint(x: 111, y: 122), from: nil)
        let frameInWindow = inner.convert(inner.bounds, to: nil)

        // (100 + 10 + 1, 100 + 20 + 2)
        XCTAssertEqual(p, CGPoint(x: 111, y: 122))
        XCTAssertEqual(back, CGPoint(x: 1, y: 2))
        XCTAssertEqual(frameInWindow, CGRect(x: 110, y: 120, width: 50, height: 50))
    }

    func testConvertAccountsForTheBoundsOriginOfAScrolledSuperview() async {
        let scroller = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let row = UIView(frame: CGRect(x: 0, y: 500, width: 400, height: 44))
        window.addSubview(scroller)
        scroller.addSubview(row)

        scroller.bounds.origin.y = 450

        // row top is 500 in content space, 500 − 450 = 50 on screen
        XCTAssertEqual(row.convert(CGPoint.zero, to: nil), CGPoint(x: 0, y: 50))
    }

    func testConvertIntoAScaledViewDividesByTheScaleAboutItsCenter() async {
        let scaled = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        window.addSubview(scaled)
        scaled.transform = CGAffineTransform(scaleX: 2, y: 2)

        let local = scaled.convert(CGPoint(x: 150, y: 150), from: nil)
        let corner = scaled.convert(CGPoint(x: 100, y: 100), to: nil)
        let rect = scaled.convert(scaled.bounds, to: nil)

        // centre (150,150) ↔ bounds midpoint (50,50); bounds (100,100) is 50 right/down of it ×2 → (250,250)
        XCTAssertEqual(local, CGPoint(x: 50, y: 50))
        XCTAssertEqual(corner, CGPoint(x: 250, y: 250))
        XCTAssertEqual(rect, scaled.frame)
        XCTAssertEqual(rect, CGRect(x: 50, y: 50, width: 200, height: 200))
    }

    func testConvertAcrossARotatedViewRotatesAboutItsCenter() async {
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let p = rotated.convert(CGPoint(x: 100, y: 25), to: nil)

        // (100,25) is 50 right of the bounds midpoint (50,25); a quarter turn (x → y) puts it 50 below the
        // centre (150,125): (150, 175)
        assertPoint(p, CGPoint(x: 150, y: 175))
        assertPoint(rotated.convert(CGPoint(x: 150, y: 175), from: nil), CGPoint(x: 100, y: 25))
    }

    func testConvertRectOutOfARotatedViewReturnsTheBoundingBox() async {
        let rotated = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 50))
        window.addSubview(rotated)
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)

        let box = rotated.convert(rotated.bounds, to: nil)

        // 50 wide × 100 tall around the centre (150,125)
        assertRect(box, CGRect(x: 125, y: 75, width: 50, height: 100))
    }
}
