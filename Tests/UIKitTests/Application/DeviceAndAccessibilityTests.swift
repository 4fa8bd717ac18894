import XCTest

@testable import UIKit

/// `UIDevice.current`, `UIAccessibility`, the status bar frame and its notifications (issue #9
/// item 6).
@MainActor
final class DeviceAndAccessibilityTests: XCTestCase {
    func testTheDeviceIsAPhoneRunningIOS() async {
        _ = TestApp()

        XCTAssertEqual(UIDevice.current.userInterfaceIdiom, .phone)
        XCTAssertEqual(UIDevice.current.systemName, "iOS")
        XCTAssertEqual(UIDevice.current.model, "iPhone")
    }

    func testAccessibilitySettingsAreOffUntilTurnedOnAndPostTheirNotifications() async {
        _ = TestApp()
        let names = [
            UIAccessibility.voiceOverStatusDidChangeNotification,
            UIAccessibility.reduceMotionStatusDidChangeNotification,
        ]
        let posted = PostedNotifications(names)
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled)

        UIAccessibility.setVoiceOverRunning(true)
        UIAccessibility.setReduceMotionEnabled(true)
        UIAccessibility.setReduceMotionEnabled(true)

        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
        XCTAssertTrue(UIAccessibility.isReduceMotionEnabled)
        XCTAssertEqual(posted.entries.map(\.name), names, "one notification per change")
        _ = TestApp()
        XCTAssertFalse(UIAccessibility.isReduceMotionEnabled, "a new app starts with the settings off")
    }

    func testPostingAnAccessibilityNotificationIsRecorded() async {
        let app = TestApp()

        UIAccessibility.post(notification: .screenChanged, argument: nil)

        XCTAssertEqual(app.events.entries, ["accessibility.post(screenChanged)"])
    }

    func testMovingTheStatusBarPostsWillAndDidWithTheNewThenTheOldFrame() async {
        _ = TestApp()
        let application = UIApplication.shared
        let posted = PostedNotifications(
            [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification],
            object: application)
        let bar = CGRect(x: 0, y: 0, width: 393, height: 54)

        application.setStatusBarFrame(bar)
        application.setStatusBarFrame(bar)

        XCTAssertEqual(
            posted.entries.map(\.name),
            [UIApplication.willChangeStatusBarFrameNotification, UIApplication.didChangeStatusBarFrameNotification])
        let frames = posted.entries.map {
            ($0.userInfo?[UIApplication.statusBarFrameUserInfoKey] as? NSValue)?.cgRectValue
        }
        XCTAssertEqual(frames, [bar, .zero], "the new frame before, the old one after")
        XCTAssertEqual(application.statusBarFrame, bar)
    }

    func testTheLayoutGuidesMeasureTheSafeArea() async {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        app.window.layoutIfNeeded()

        XCTAssertEqual(root.topLayoutGuide.length, 59)
        XCTAssertEqual(root.bottomLayoutGuide.length, 34)
    }

    func testAViewPinnedBelowTheTopLayoutGuideSitsUnderTheStatusBar() async {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topLayoutGuide.bottomAnchor),
            banner.bottomAnchor.constraint(equalTo: root.bottomLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            banner.widthAnchor.constraint(equalToConstant: 100),
        ])

        app.window.layoutIfNeeded()

        XCTAssertEqual(banner.frame, CGRect(x: 0, y: 59, width: 100, height: 852 - 59 - 34))
    }

    func testTheTopLayoutGuidesHeightAnchorIsItsLength() async {
        let root = NamedController("Root")
        let app = TestApp(root: root)
        app.window.deviceSafeAreaInsets = UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        let strip = UIView()
        strip.translatesAutoresizingMaskIntoConstraints = false
        root.view.addSubview(strip)
        NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: root.view.topAnchor),
            strip.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 10),
            strip.heightAnchor.constraint(equalTo: root.topLayoutGuide.heightAnchor),
        ])

        app.window.layoutIfNeeded()

        XCTAssertEqual(strip.frame.height, 59)
        XCTAssertEqual(root.view.layoutGuides.count, 1, "the guide is made once")
        _ = root.topLayoutGuide.heightAnchor
        XCTAssertEqual(root.view.layoutGuides.count, 1)
    }
}
