import XCTest

@testable import Stagecraft
@testable import UIKit

/// The host sets `UIApplication.statusBarFrame` for the device and orientation, and its
/// notifications come with a rotation (issue #9 item 6).
@MainActor
final class StatusBarFrameTests: XCTestCase {
    func testTheStatusBarSpansTheTopOfEachPhoneInPortrait() async throws {
        let modern = try Simulator(device: .modernPhone)
        XCTAssertEqual(modern.application.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))

        let small = try Simulator(device: .smallPhone)
        XCTAssertEqual(small.application.statusBarFrame, CGRect(x: 0, y: 0, width: 375, height: 20))
    }

    func testRotatingToLandscapeHidesTheStatusBarAndPostsItsNotifications() async throws {
        let sim = try Simulator()
        sim.rootViewController = UIViewController()
        let posted = StatusBarNotifications(application: sim.application)

        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 1)

        XCTAssertEqual(sim.application.statusBarFrame, .zero, "a phone hides the status bar in landscape")
        XCTAssertEqual(posted.names, ["will", "did"])
        XCTAssertTrue(sim.rotate(to: .portrait))
        XCTAssertEqual(sim.application.statusBarFrame, CGRect(x: 0, y: 0, width: 393, height: 54))
        XCTAssertEqual(posted.names, ["will", "did", "will", "did"])
    }
}

/// The status bar notifications posted for one application, as "will" / "did".
private final class StatusBarNotifications: @unchecked Sendable {
    private(set) var names: [String] = []
    private var tokens: [NSObjectProtocol] = []

    init(application: UIApplication) {
        let center = NotificationCenter.default
        for (name, short) in [
            (UIApplication.willChangeStatusBarFrameNotification, "will"),
            (UIApplication.didChangeStatusBarFrameNotification, "did"),
        ] {
            tokens.append(
                center.addObserver(forName: name, object: application, queue: nil) { [self] _ in names.append(short) })
        }
    }

    deinit { tokens.forEach(NotificationCenter.default.removeObserver) }
}
