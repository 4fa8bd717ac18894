import Stagecraft
import UIKit
import XCTest

/// The window scene and the device (R248): the app's one scene with its windows, status bar and
/// orientation; the device's own orientation and its notification; requests that turn the interface.
@MainActor
final class WindowSceneTests: XCTestCase {
    private final class Player: UIViewController {
        var supported: UIInterfaceOrientationMask = .all
        override var supportedInterfaceOrientations: UIInterfaceOrientationMask { supported }
    }

    func testR248TheAppsOneSceneHoldsTheWindowAndAnswersForTheStatusBar() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.rootViewController = Player()
        let scenes = UIApplication.shared.connectedScenes
        XCTAssertEqual(scenes.count, 1)
        let scene = try XCTUnwrap(scenes.first as? UIWindowScene)
        XCTAssertTrue(sim.window.windowScene === scene)
        XCTAssertTrue(scene.windows.contains(sim.window))
        XCTAssertTrue(scene.keyWindow === sim.window, "the idiom apps use to find the key window")
        XCTAssertEqual(scene.activationState, .foregroundActive)
        XCTAssertEqual(scene.interfaceOrientation, .portrait)
        XCTAssertEqual(scene.statusBarManager?.statusBarFrame.height ?? 0, 54, "the status bar of a modern phone")
        XCTAssertEqual(scene.statusBarManager?.isStatusBarHidden, false)
        XCTAssertEqual(UIApplication.shared.applicationState, .active)

        let windowInScene = UIWindow(windowScene: scene)
        XCTAssertEqual(windowInScene.frame, UIScreen.main.bounds, "a scene's window fills its screen")
    }

    func testR248TheDeviceTurnsAndSaysSoEvenWhenTheInterfaceDoesNot() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let player = Player()
        sim.rootViewController = player
        var posted = 0
        let observer = NotificationCenter.default.addObserver(
            forName: UIDevice.orientationDidChangeNotification, object: nil, queue: nil
        ) { _ in MainActor.assumeIsolated { posted += 1 } }
        defer { NotificationCenter.default.removeObserver(observer) }
        XCTAssertEqual(UIDevice.current.orientation, .portrait)
        sim.rotate(to: .landscapeLeft, animated: false)
        XCTAssertEqual(UIDevice.current.orientation, .landscapeRight, "device right is interface left (R248)")
        XCTAssertEqual(posted, 1)
        XCTAssertEqual(sim.window.windowScene?.interfaceOrientation, .landscapeLeft)

        player.supported = .portrait
        sim.rotate(to: .landscapeRight, animated: false)
        XCTAssertEqual(UIDevice.current.orientation, .landscapeLeft, "the device turned")
        XCTAssertEqual(sim.orientation, .landscapeLeft, "the interface did not: the controller supports portrait only")
        XCTAssertEqual(posted, 2)
    }

    func testR248RequestGeometryUpdateTurnsToASupportedOrientationOrSaysWhyNot() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let player = Player()
        player.supported = .portrait
        sim.rootViewController = player
        let scene = try XCTUnwrap(sim.window.windowScene)
        var errors: [String] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append("\($0)") }
        XCTAssertEqual(sim.orientation, .portrait)
        XCTAssertEqual(errors.count, 1, "the controller supports portrait only")

        player.supported = .allButUpsideDown
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { errors.append("\($0)") }
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.orientation, .landscapeRight, "landscape right first, as iOS turns a phone")
        XCTAssertEqual(errors.count, 1)
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 852, height: 393))

        player.supported = .portrait
        player.setNeedsUpdateOfSupportedInterfaceOrientations()
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.orientation, .portrait, "no longer supported: the interface turns back")
    }
}
