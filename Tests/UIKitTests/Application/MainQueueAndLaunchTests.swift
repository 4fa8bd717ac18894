import XCTest

@testable import UIKit

/// Main-queue work on the frame clock and the launch's life-cycle notifications (R294).
@MainActor
final class MainQueueAndLaunchTests: XCTestCase {
    private final class Box: @unchecked Sendable {
        var log: [String] = []
    }

    private final class Listener: NSObject {
        var heard: [String] = []
        func becameActive() { heard.append("active") }
        func heard(_ notification: Notification) { heard.append(notification.name.rawValue) }
    }

    func testR294AsyncRunsInTheNextFrameInOrder() async {
        let app = TestApp()
        let box = Box()
        DispatchQueue.main.async { box.log.append("a") }
        DispatchQueue.main.async {
            box.log.append("b")
            DispatchQueue.main.async { box.log.append("c") }
        }
        XCTAssertEqual(box.log, [], "never inside the call")
        app.advance(seconds: 0)
        XCTAssertEqual(box.log, ["a", "b"], "in the order sent; what they send waits for the next frame")
        app.advance(seconds: 1.0 / 60)
        XCTAssertEqual(box.log, ["a", "b", "c"])
    }

    func testR294AsyncAfterWaitsForItsMediaTime() async {
        let app = TestApp()
        let box = Box()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { box.log.append("late") }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { box.log.append("early") }
        app.advance(seconds: 0.19)
        XCTAssertEqual(box.log, [])
        XCTAssertTrue(FrameCycle.hasScheduledWork)
        app.advance(seconds: 0.02)
        XCTAssertEqual(box.log, ["early"])
        app.advance(seconds: 0.3)
        XCTAssertEqual(box.log, ["early", "late"], "at 0.5 s of media time, however long the frames took")
        XCTAssertFalse(FrameCycle.hasScheduledWork)
    }

    func testR294AResetDropsThePreviousAppsBlocks() async {
        _ = TestApp()
        let box = Box()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { box.log.append("old app") }
        let next = TestApp()
        next.advance(seconds: 0.5)
        XCTAssertEqual(box.log, [], "the app that sent it has ended")
    }

    func testR294LaunchNotificationsInOrder() async {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        UIApplication().makeCurrent()
        let listener = Listener()
        let names: [Notification.Name] = [
            UIApplication.didFinishLaunchingNotification, UIScene.willConnectNotification,
            UIScene.willEnterForegroundNotification, UIApplication.willEnterForegroundNotification,
            UIScene.didActivateNotification, UIApplication.didBecomeActiveNotification,
        ]
        for name in names {
            NotificationCenter.default.addObserver(listener, selector: Listener.heard, name: name, object: nil)
        }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        XCTAssertEqual(
            listener.heard, ["UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification"],
            "as the first window is made key")
        FrameCycle.run(windows: [window])
        FrameCycle.run(windows: [window])
        XCTAssertEqual(
            listener.heard,
            [
                "UIApplicationDidFinishLaunchingNotification", "UISceneWillConnectNotification",
                "UISceneWillEnterForegroundNotification", "UIApplicationWillEnterForegroundNotification",
                "UISceneDidActivateNotification", "UIApplicationDidBecomeActiveNotification",
            ], "then once, in the first frame")
        NotificationCenter.default.removeObserver(listener)
    }

    func testR294MethodReferenceObserversAreWeakAndRemovable() async {
        let name = Notification.Name("R294Test")
        var listener: Listener? = Listener()
        weak let weakListener = listener
        NotificationCenter.default.addObserver(listener!, selector: Listener.becameActive, name: name, object: nil)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(listener?.heard, ["active"])
        NotificationCenter.default.removeObserver(listener!)
        NotificationCenter.default.post(name: name, object: nil)
        XCTAssertEqual(listener?.heard, ["active"], "removed")
        NotificationCenter.default.addObserver(listener!, selector: Listener.becameActive, name: name, object: nil)
        listener = nil
        XCTAssertNil(weakListener, "the centre does not keep the observer alive")
        NotificationCenter.default.post(name: name, object: nil)
    }
}
