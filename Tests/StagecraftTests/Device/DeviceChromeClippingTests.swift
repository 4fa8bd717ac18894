import Stagecraft
import UIKit
import XCTest

/// The device window shows the app only through the screen: content that a transition moves off
/// the screen (a view sliding in from below, a spring overshooting) must not paint the bezel, the
/// desktop around the phone or the HUD line above it.
@MainActor
final class DeviceChromeClippingTests: XCTestCase {
    func testViewsOutsideTheScreenDoNotPaintTheDeviceBodyOrTheDesktop() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        // A green view covering the screen's lower half and reaching one screen height below it, and
        // one reaching above it — where S1's presented view is one frame into its spring.
        let below = UIView(frame: CGRect(x: -100, y: 426, width: 593, height: 852))
        below.backgroundColor = .green
        root.addSubview(below)
        let above = UIView(frame: CGRect(x: -100, y: -852, width: 593, height: 900))
        above.backgroundColor = .green
        root.addSubview(above)
        sim.setRootView(root)

        let canvas = try sim.render(includeDeviceFrame: true)
        let screen = sim.device.screenFrameInWindow
        func isGreen(_ x: CGFloat, _ y: CGFloat) -> Bool {
            let p = canvas.pixel(x: Int(x), y: Int(y))
            return p.g > 200 && p.r < 60 && p.b < 60
        }
        // Inside the screen the views show.
        XCTAssertTrue(isGreen(screen.midX, screen.maxY - 100))
        XCTAssertTrue(isGreen(screen.minX + 20, screen.minY + 30))
        // Outside it — bezel below and above, desktop beyond the body, left and right — they do not.
        XCTAssertFalse(isGreen(screen.midX, screen.maxY + 4), "bezel below the screen")
        XCTAssertFalse(isGreen(screen.midX, screen.minY - 4), "bezel above the screen")
        XCTAssertFalse(isGreen(screen.midX, sim.device.windowSize.height - 2), "desktop below the phone")
        XCTAssertFalse(isGreen(screen.midX, 2), "desktop above the phone")
        XCTAssertFalse(isGreen(screen.minX - 4, screen.midY + 100), "bezel left of the screen")
        XCTAssertFalse(isGreen(screen.maxX + 4, screen.midY + 100), "bezel right of the screen")
    }
}
