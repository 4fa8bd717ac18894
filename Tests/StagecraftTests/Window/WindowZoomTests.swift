import Foundation
import XCTest

@testable import Stagecraft

/// The window's zoom: what was asked, as large as the screen's usable area allows (issue 15:
/// `--scale 2` opened a window taller than common screens).
final class WindowZoomTests: XCTestCase {
    /// The modern phone's window in portrait, in points.
    let phone = DeviceProfile.modernPhone.windowSize

    func testTwoTimesOnAFullHDScreenShrinksToTheUsableHeight() {
        // 1080 pixels, minus a 40-pixel panel.
        let usable = CGSize(width: 1920, height: 1040)
        let zoom = WindowZoom.fixed(2).pixelsPerPoint(windowSize: phone, usable: usable)
        XCTAssertLessThan(zoom, 2)
        XCTAssertLessThanOrEqual(phone.height * zoom, usable.height - WindowZoom.decorationAllowance.height)
        XCTAssertGreaterThan(phone.height * (zoom + 0.01), usable.height - WindowZoom.decorationAllowance.height)
    }

    func testAZoomThatFitsIsKeptAndFitFillsTheScreen() {
        let tall = CGSize(width: 2560, height: 2880)
        XCTAssertEqual(WindowZoom.fixed(2).pixelsPerPoint(windowSize: phone, usable: tall), 2)
        XCTAssertEqual(WindowZoom.fixed(1).pixelsPerPoint(windowSize: phone, usable: tall), 1)
        let fit = WindowZoom.fit.pixelsPerPoint(windowSize: phone, usable: tall)
        XCTAssertGreaterThan(fit, 2)
        XCTAssertLessThanOrEqual(fit, WindowZoom.maximum)
    }

    /// A landscape window is limited by the screen's width.
    func testTheWidthLimitsALandscapeWindow() {
        let landscape = DeviceProfile.modernPhone.geometry(.landscapeLeft).windowSize
        let usable = CGSize(width: 1280, height: 1800)
        let zoom = WindowZoom.fit.pixelsPerPoint(windowSize: landscape, usable: usable)
        XCTAssertLessThanOrEqual(landscape.width * zoom, usable.width - WindowZoom.decorationAllowance.width)
    }

    func testWithoutAScreenSizeTheZoomIsAsAsked() {
        XCTAssertEqual(WindowZoom.fixed(2).pixelsPerPoint(windowSize: phone, usable: nil), 2)
        XCTAssertEqual(WindowZoom.fit.pixelsPerPoint(windowSize: phone, usable: nil), 1)
    }
}
