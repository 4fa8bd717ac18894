import Stagecraft
import UIKit
import XCTest

/// The modern phone's display corners are continuous (R193), as an iPhone's are: the curve leaves
/// the screen's edges about 1.53 radii from the corner, and it cuts the corner where a circular
/// arc of the same radius would not.
@MainActor
final class ScreenCornerTests: XCTestCase {
    func testR193TheScreenCornersAreContinuous() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let white = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        white.backgroundColor = .white
        sim.setRootView(white)
        let canvas = try sim.render(includeDeviceFrame: true)
        let screen = sim.device.screenFrameInWindow
        let radius = DeviceProfile.modernPhone.screenCornerRadius
        let continuous = CornerShape(radius: radius, continuous: true).path(in: screen)
        let circular = CGPath(roundedRect: screen, cornerWidth: radius, cornerHeight: radius, transform: nil)
        // 48 pt along the top edge from the corner (0.87 radii) the circular arc is 0.45 pt below the
        // edge, the continuous curve 1.15 pt: the screen's first pixel row there is more than half
        // screen with circular corners and none with continuous ones.
        let point = CGPoint(x: screen.minX + 48.5, y: screen.minY + 0.5)
        XCTAssertTrue(circular.contains(CGPoint(x: point.x, y: screen.minY + 0.9)))
        XCTAssertFalse(continuous.contains(CGPoint(x: point.x, y: screen.minY + 0.9)))
        func isWhite(_ p: CGPoint) -> Bool {
            let px = canvas.pixel(x: Int(p.x), y: Int(p.y))
            return px.r > 240 && px.g > 240 && px.b > 240
        }
        let px = canvas.pixel(x: Int(point.x), y: Int(point.y))
        XCTAssertLessThan(px.r, 70, "\(point) is the body's colour (\(px)): the continuous curve has not reached it")
        XCTAssertTrue(isWhite(CGPoint(x: point.x, y: screen.minY + 2.5)), "two pixels down the screen shows")
        // Past 1.53 radii the edge is straight: the screen shows right under the edge.
        XCTAssertTrue(isWhite(CGPoint(x: screen.minX + radius * 1.6 + 0.5, y: screen.minY + 1.5)))
        // The middle of the screen is untouched and the corner itself is the body.
        XCTAssertTrue(isWhite(CGPoint(x: screen.midX, y: screen.midY)))
        XCTAssertFalse(isWhite(CGPoint(x: screen.minX + 2, y: screen.minY + 2)))
    }
}
