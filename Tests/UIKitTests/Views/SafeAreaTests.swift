import Foundation
import UIKit
import XCTest

@MainActor
final class SafeAreaTests: XCTestCase {
    /// A 393×852 window with a modern phone's portrait insets (59 top, 34 bottom).
    private func makeWindow() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        return window
    }

    func testAFullScreenViewGetsTheDeviceInsets() async {
        let window = makeWindow()
        let view = UIView(frame: window.bounds)
        window.addSubview(view)

        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func testAViewAwayFromTheEdgesHasNoInsets() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 600))
        window.addSubview(view)

        // top 59 − 100 < 0 → 0; bottom 34 − (852 − 700) < 0 → 0
        XCTAssertEqual(view.safeAreaInsets, .zero)
    }

    func testAViewOverlappingTheTopUnsafeAreaGetsOnlyTheOverlap() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 0, y: 40, width: 393, height: 812))
        window.addSubview(view)

        // top 59 − 40 = 19; bottom 34 − (852 − 852) = 34
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 19, left: 0, bottom: 34, right: 0))
        XCTAssertEqual(view.safeAreaLayoutFrame, CGRect(x: 0, y: 19, width: 393, height: 812 - 19 - 34))
    }

    /// A push moves the incoming view a screen width to the right: off screen is not unsafe, so
    /// it keeps its top and bottom insets and gets no side insets (its layout stays full width).
    func testAViewMovedOffScreenSidewaysKeepsItsInsetsAndGetsNoSideInsets() async {
        let window = makeWindow()
        let view = UIView(frame: CGRect(x: 393, y: 0, width: 393, height: 852))
        window.addSubview(view)

        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        view.frame.origin.x = -200
        XCTAssertEqual(view.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    func testAViewOutsideAWindowHasNoInsets() async {
        XCTAssertEqual(UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852)).safeAreaInsets, .zero)
    }
}
