import Foundation
import Stagecraft
import UIKit
import XCTest

/// Records the velocity a pan reports.
@MainActor
final class VelocityRecorder {
    var velocities: [CGPoint] = []
    func pan(_ recognizer: UIGestureRecognizer) {
        guard let gesture = recognizer as? UIPanGestureRecognizer else { return }
        if gesture.state == .changed || gesture.state == .ended { velocities.append(gesture.velocity(in: nil)) }
    }
}

/// R165: the slow-animations toggle slows animations, not the finger — touches are stamped with
/// real time, so velocities and the decisions made from them stay what they are at normal speed.
@MainActor
final class SlowAnimationInputTests: XCTestCase {
    /// A pan dragged at 1000 pt/s reads 1000 pt/s with slow animations on (not 10 000).
    func testR165PanVelocityIsRealWithSlowAnimations() async throws {
        for slow in [false, true] {
            let sim = try Simulator()
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
            let recorder = VelocityRecorder()
            root.addGestureRecognizer(UIPanGestureRecognizer(handler: recorder.pan))
            sim.setRootView(root)
            sim.slowAnimations = slow
            sim.drag(along: [CGPoint(x: 50, y: 400), CGPoint(x: 350, y: 400)], duration: 0.3)
            let last = try XCTUnwrap(recorder.velocities.last)
            XCTAssertEqual(last.x, 1000, accuracy: 1, "slow animations \(slow)")
            XCTAssertEqual(sim.mediaTime, slow ? sim.inputTime / 10 : sim.inputTime, accuracy: 1e-6)
        }
    }

    /// A slow back swipe cancels with slow animations on, as without (R91 reads the real velocity),
    /// and its completion speed is the same (R92), so the cancel takes ten times as long on the
    /// real clock only because the animation is slowed.
    func testR165AGentleBackSwipeStillCancelsWithSlowAnimations() async throws {
        var mediaDurations: [Double] = []
        for slow in [false, true] {
            let sim = try Simulator()
            sim.diagnosticLog.printsToConsole = false
            let root = UIViewController()
            root.view.backgroundColor = .white
            let nav = UINavigationController(rootViewController: root)
            sim.rootViewController = nav
            nav.pushViewController(UIViewController(), animated: false)
            sim.advance(seconds: 0.1)
            sim.slowAnimations = slow
            sim.drag(along: [CGPoint(x: 4, y: 400), CGPoint(x: 80, y: 400)], duration: 0.5)
            XCTAssertEqual(sim.currentTransition?.decision, .cancel, "slow animations \(slow)")
            let start = sim.mediaTime
            while sim.currentTransition != nil && sim.mediaTime - start < 5 { sim.advance(frames: 1) }
            mediaDurations.append(sim.mediaTime - start)
            XCTAssertEqual(nav.viewControllers.count, 2)
        }
        XCTAssertEqual(mediaDurations[0], mediaDurations[1], accuracy: 0.02, "the same completion in media time (R92)")
    }

    /// R166: a phone with a Home button turns upside down when the top controller allows it; one
    /// without never does.
    func testR166OnlyHomeButtonPhonesRotateUpsideDown() async throws {
        for device in [DeviceProfile.smallPhone, .modernPhone] {
            let sim = try Simulator(device: device)
            sim.diagnosticLog.printsToConsole = false
            sim.rootViewController = AllOrientationsController()
            let turned = sim.rotate(to: .portraitUpsideDown)
            sim.advance(seconds: 1)
            if device.hasHomeButton {
                XCTAssertTrue(turned)
                XCTAssertEqual(sim.orientation, .portraitUpsideDown)
                XCTAssertEqual(sim.diagnostics.map(\.name), [])
            } else {
                XCTAssertFalse(turned)
                XCTAssertEqual(sim.orientation, .portrait)
                XCTAssertEqual(sim.diagnostics.map(\.name), ["upsideDownNotSupportedByDevice"])
                XCTAssertEqual(sim.diagnostics.first?.rule, "R166")
            }
        }
    }
}

/// Supports every orientation, upside down included.
@MainActor
final class AllOrientationsController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .all }
}
