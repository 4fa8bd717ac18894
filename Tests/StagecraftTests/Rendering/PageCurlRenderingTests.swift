import Foundation
import StagecraftTesting
import XCTest

@testable import Stagecraft
@testable import UIKit

/// Page curls (R289): `.transitionCurlUp` lifts the old page off from the bottom-right corner
/// round a cylinder, its back lighter, a shadow beside it; `.transitionCurlDown` is the same curl
/// played backwards on the new page.
@MainActor
final class PageCurlRenderingTests: XCTestCase {
    func testR289TheCurlGeometryWrapsPointsPastTheAxisRoundTheCylinder() async throws {
        let page = CGRect(x: 0, y: 0, width: 200, height: 300)
        let flat = PageCurl(bounds: page, progress: 0)
        for corner in [CGPoint(x: 0, y: 0), CGPoint(x: 200, y: 300)] {
            XCTAssertEqual(flat.place(corner).point, corner, "at 0 nothing moves")
        }
        let half = PageCurl(bounds: page, progress: 0.5)
        let top = half.place(CGPoint(x: 0, y: 0))
        XCTAssertEqual(top.angle, 0, "the top-left corner is still flat at half way")
        let bottomRight = half.place(CGPoint(x: 200, y: 300))
        XCTAssertTrue(bottomRight.showsBack, "the bottom-right corner has turned over")
        XCTAssertEqual(bottomRight.height, 2 * half.radius, accuracy: 1e-9, "lying on the back")
        XCTAssertLessThan(bottomRight.point.y, 300, "folded back up the page")
        let gone = PageCurl(bounds: page, progress: 1)
        for x in stride(from: 0.0, through: 200, by: 50) {
            for y in stride(from: 0.0, through: 300, by: 50) {
                XCTAssertLessThan(gone.place(CGPoint(x: x, y: y)).point.y, 0.5, "at 1 the whole page is past the top")
            }
        }
    }

    private func curlScene() throws -> (Simulator, UIView, UIView) {
        let sim = try Simulator()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        let page = UIView(frame: CGRect(x: 40, y: 120, width: 300, height: 420))
        page.backgroundColor = UIColor(red: 0.2, green: 0.45, blue: 0.9, alpha: 1)
        for i in 0..<6 {
            let stripe = UIView(frame: CGRect(x: 20, y: 30 + 60 * i, width: 260, height: 24))
            stripe.backgroundColor = UIColor(white: 1, alpha: 0.85)
            stripe.tag = 100 + i
            page.addSubview(stripe)
        }
        root.addSubview(page)
        sim.setRootView(root)
        return (sim, root, page)
    }

    func testR289CurlUpLiftsTheOldPageFromTheBottomRight() async throws {
        let (sim, root, page) = try curlScene()
        var finished: Bool?
        UIView.transition(
            with: page, duration: 1, options: [.transitionCurlUp, .curveLinear],
            animations: {
                page.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
                page.subviews.forEach { $0.isHidden = true }
            }, completion: { finished = $0 })
        sim.advance(seconds: 0.5)
        let canvas = try sim.render()
        // The top of the old page is still flat and blue; the bottom right shows the new orange page.
        let top = canvas.pixel(x: 60, y: 135)
        XCTAssertTrue(top.b > 200 && top.r < 80, "old page at the top: \(top)")
        let uncovered = canvas.pixel(x: 330, y: 530)
        XCTAssertTrue(uncovered.r > 200 && uncovered.b < 90, "new page uncovered at the bottom right: \(uncovered)")
        XCTAssertEqual(root.subviews.count, 2, "the old content's snapshot curls over the view")
        try assertGolden(canvas, named: "layers-curl-up-half")
        sim.advance(seconds: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(root.subviews.count, 1, "the snapshot is gone")
        let after = try sim.render().pixel(x: 60, y: 135)
        XCTAssertTrue(after.r > 200 && after.b < 90, "the new page: \(after)")
    }

    func testR289CurlDownBringsTheNewPageDownFromTheTop() async throws {
        let (sim, _, page) = try curlScene()
        UIView.transition(
            with: page, duration: 1, options: [.transitionCurlDown, .curveLinear],
            animations: {
                page.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
                page.subviews.forEach { $0.isHidden = true }
            }, completion: nil)
        sim.advance(seconds: 0.5)
        let canvas = try sim.render()
        // Half way the new page has come down over the top; the old one still shows at the bottom right.
        let top = canvas.pixel(x: 60, y: 135)
        XCTAssertTrue(top.r > 200 && top.b < 90, "new page over the top: \(top)")
        let bottom = canvas.pixel(x: 330, y: 530)
        XCTAssertTrue(bottom.b > 200 && bottom.r < 80, "old page still at the bottom right: \(bottom)")
    }

    func testR289TransitionFromToCurlsTheOldViewOffTheNewOne() async throws {
        let (sim, root, page) = try curlScene()
        let next = UIView(frame: page.frame)
        next.backgroundColor = UIColor(red: 0.95, green: 0.6, blue: 0.2, alpha: 1)
        UIView.transition(from: page, to: next, duration: 1, options: [.transitionCurlUp, .curveLinear])
        XCTAssertTrue(root.subviews.firstIndex(of: next)! < root.subviews.firstIndex(of: page)!, "the new view below")
        sim.advance(seconds: 0.5)
        let canvas = try sim.render()
        XCTAssertTrue(canvas.pixel(x: 60, y: 135).b > 200, "old view flat at the top")
        XCTAssertTrue(canvas.pixel(x: 330, y: 530).r > 200, "new view uncovered")
        sim.advance(seconds: 0.6)
        XCTAssertNil(page.superview, "the old view is removed at the end")
    }

    func testR289PrivateCATransitionPageCurl() async throws {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 10)
        clock.makeCurrent()
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 300)
        let panel = CALayer()
        panel.frame = root.bounds
        panel.backgroundColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        root.addSublayer(panel)
        FrameCycle.run(windows: [])
        let transition = CATransition()
        transition.type = CATransitionType(rawValue: "pageCurl")
        transition.duration = 1
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        panel.add(transition, forKey: nil)
        panel.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
        CATransaction.commit()
        FrameCycle.run(windows: [])
        clock.advance(to: 10.5)
        FrameCycle.run(windows: [])
        let canvas = try renderOnWhite(root, width: 200, height: 300).canvas
        assertPixel(canvas, 10, 10, is: (255, 0, 0), "the old state still flat at the top")
        let corner = canvas.pixel(x: 195, y: 295)
        XCTAssertTrue(corner.b > 200 && corner.r < 60, "the new state uncovered at the bottom right: \(corner)")
    }
}
