import StagecraftTesting
import XCTest

@testable import Stagecraft
@testable import UIKit

/// Records what rotation tells a controller.
@MainActor
final class RotationRecorder: UIViewController {
    var sizes: [CGSize] = []
    var coordinatorFacts: [String] = []
    var traitChanges: [UITraitCollection] = []
    var alongsideRan = false
    var completionSawInteractive: Bool?
    /// The rotation's duration as the coordinator gives it (R104).
    var transitionDuration: TimeInterval?
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        view.addSubview(badge)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        sizes.append(size)
        transitionDuration = coordinator.transitionDuration
        let t = coordinator.targetTransform
        coordinatorFacts.append(
            "duration \(coordinator.transitionDuration) transform [\(t.a) \(t.b) \(t.c) \(t.d)] animated \(coordinator.isAnimated)"
        )
        XCTAssertTrue(transitionCoordinator === coordinator, "R63: the coordinator is visible during rotation")
        coordinator.animate(
            alongsideTransition: { _ in
                self.alongsideRan = true
                self.badge.alpha = size.width > size.height ? 0.2 : 1
            },
            completion: { ctx in self.completionSawInteractive = ctx.isInteractive })
    }

    override func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        super.willTransition(to: newCollection, with: coordinator)
        coordinatorFacts.append("traits \(newCollection.verticalSizeClass)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        traitChanges.append(traitCollection)
    }
}

@MainActor
final class RotationTests: XCTestCase {
    /// R100–R105: rotating to landscape left tells the hierarchy (traits first, then size) with a
    /// coordinator whose alongside animation runs in the rotation's animation; the window, screen,
    /// safe area and traits turn; the device frame is drawn on its side.
    func testRotatingToLandscapeTurnsTheWholeHierarchy() async throws {
        let sim = try Simulator()
        let recorder = RotationRecorder()
        sim.rootViewController = recorder
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        XCTAssertEqual(recorder.sizes, [CGSize(width: 852, height: 393)])
        XCTAssertEqual(
            recorder.coordinatorFacts,
            ["traits compact", "duration 0.3 transform [0.0 -1.0 1.0 0.0] animated true"],
            "R102: traits before size; R40: rotation by −π/2, rounded; R104: 0.3 s")
        XCTAssertTrue(recorder.alongsideRan)
        let duration = try XCTUnwrap(recorder.transitionDuration)
        sim.advance(seconds: duration / 2)
        let midAlpha = CGFloat(recorder.badge.layer.presentationProperties.opacity)
        XCTAssertGreaterThan(midAlpha, 0.25)
        XCTAssertLessThan(midAlpha, 0.95, "the alongside change animates with the rotation")
        sim.advance(seconds: duration)
        XCTAssertEqual(recorder.completionSawInteractive, false)
        XCTAssertNil(recorder.transitionCoordinator)
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(recorder.view.frame, CGRect(x: 0, y: 0, width: 852, height: 393))
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 852, height: 393))
        XCTAssertEqual(sim.window.safeAreaInsets, UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59))
        XCTAssertEqual(recorder.traitCollection.verticalSizeClass, .compact)
        XCTAssertEqual(recorder.traitChanges.count, 1)
        XCTAssertTrue(sim.window.transform.isIdentity)
        let shot = try sim.render(includeDeviceFrame: true)
        XCTAssertEqual(shot.width, Int(sim.geometry.windowSize.width))
        XCTAssertGreaterThan(shot.width, shot.height, "the device lies on its side")
        // The sensor housing is on the right in landscape left (the device turned clockwise).
        let housing = try XCTUnwrap(sim.geometry.sensorHousing)
        XCTAssertGreaterThan(housing.minX, 700)
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: try XCTUnwrap(recorder.transitionDuration) + 1 / 60.0)
        XCTAssertEqual(sim.window.bounds.size, CGSize(width: 393, height: 852))
        XCTAssertEqual(sim.window.safeAreaInsets, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
    }

    /// R18: no rotation while a non-interactive transition runs.
    func testRotationIsRefusedDuringANonInteractiveTransition() async throws {
        let sim = try Simulator()
        sim.diagnosticLog.printsToConsole = false
        let root = RotationRecorder()
        sim.rootViewController = root
        root.present(UIViewController(), animated: true)
        sim.advance(frames: 2)
        XCTAssertFalse(sim.rotate(to: .landscapeRight))
        XCTAssertEqual(sim.diagnostics.map(\.name), ["rotationRefused"])
        XCTAssertEqual(sim.orientation, .portrait)
        XCTAssertEqual(root.sizes, [])
    }

    /// A controller that only supports portrait is not rotated.
    func testUnsupportedOrientationIsRefused() async throws {
        let sim = try Simulator()
        sim.diagnosticLog.printsToConsole = false
        sim.rootViewController = PortraitOnlyController()
        XCTAssertFalse(sim.rotateRight())
        XCTAssertEqual(sim.diagnostics.map(\.name), ["orientationNotSupported"])
    }

    /// In landscape the bars keep their content inside the safe area's sides (left and right 59 on the
    /// modern phone): the back button and title clear the rounded corner and the sensor housing, the
    /// tab items share the safe width; rotating back puts them where they were.
    func testNavigationAndTabBarContentStaysInsideTheLandscapeSafeArea() async throws {
        let sim = try Simulator()
        let root = UIViewController()
        root.title = "Root"
        let navigation = UINavigationController(rootViewController: root)
        let pushed = UIViewController()
        pushed.title = "Pushed"
        navigation.pushViewController(pushed, animated: false)
        let other = UIViewController()
        other.title = "Other"
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, other]
        sim.rootViewController = tabs
        sim.advance(seconds: 0.2)
        let bar = navigation.navigationBar
        XCTAssertEqual(bar.backButton.convert(bar.backButton.bounds, to: nil).minX, 0)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.5)
        let back = bar.backButton.convert(bar.backButton.bounds, to: nil)
        XCTAssertEqual(back.minX, 59, "the back button starts at the left safe-area inset")
        XCTAssertEqual(bar.frame.width, 852, "the bar's background still runs edge to edge")
        let title = bar.titleLabel.convert(bar.titleLabel.bounds, to: nil)
        XCTAssertEqual(title.midX, 426, accuracy: 0.5)
        XCTAssertLessThanOrEqual(title.maxX, 852 - 59)
        let items = tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }.map { $0.convert($0.bounds, to: nil) }
        XCTAssertEqual(items.count, 2)
        XCTAssertEqual(items.first?.minX, 59)
        XCTAssertEqual(items.last?.maxX, 852 - 59)
        XCTAssertEqual(items.first?.width, (852 - 118) / 2)
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(bar.backButton.convert(bar.backButton.bounds, to: nil).minX, 0)
        XCTAssertEqual(tabs.tabBar.subviews.compactMap { $0 as? TabBarButton }.last?.frame.maxX, 393)
    }
}

/// Only portrait.
@MainActor
final class PortraitOnlyController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

}

@MainActor
final class ContainerRotationTests: XCTestCase {
    /// A controller pushed with an animation keeps filling the screen after a rotation (its view
    /// follows the navigation controller's container).
    func testAPushedControllerFollowsTheRotation() async throws {
        let sim = try Simulator()
        let nav = UINavigationController(rootViewController: UIViewController())
        sim.rootViewController = nav
        let pushed = UIViewController()
        nav.pushViewController(pushed, animated: true)
        sim.advance(seconds: 1)
        XCTAssertTrue(sim.rotate(to: .landscapeLeft))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(pushed.view.frame.size, CGSize(width: 852, height: 393))
        XCTAssertTrue(sim.rotate(to: .portrait))
        sim.advance(seconds: 0.5)
        XCTAssertEqual(pushed.view.frame.size, CGSize(width: 393, height: 852))
    }
}
