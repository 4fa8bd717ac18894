import Foundation
import Stagecraft
import UIKit
import XCTest

/// Counts the actions a control sends (target/action with a method reference, held weakly).
@MainActor
private final class ActionCounter {
    var touchUpInside = 0
    var touchUpOutside = 0
    func tappedInside() { touchUpInside += 1 }
    func releasedOutside() { touchUpOutside += 1 }
}

/// The headless harness: canvas sizes, per-simulator state, the virtual clock, taps, safe areas and
/// the device frame.
@MainActor
final class SimulatorTests: XCTestCase {
    /// A root view filling the screen in one colour.
    private func solidRoot(_ color: UIColor, size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = color
        return root
    }

    // MARK: Sizes

    func testCanvasSizeForEachDeviceAndScale() async throws {
        for device in [DeviceProfile.modernPhone, .smallPhone] {
            for scale in [CGFloat(1), 2] {
                let sim = try Simulator(device: device, scale: scale)
                let screen = try sim.render()
                XCTAssertEqual(screen.width, Int(device.screenSize.width * scale), "\(device.id) @\(scale)x")
                XCTAssertEqual(screen.height, Int(device.screenSize.height * scale), "\(device.id) @\(scale)x")
                let window = try sim.render(includeDeviceFrame: true)
                XCTAssertEqual(window.width, Int(device.windowSize.width * scale), "\(device.id) @\(scale)x")
                XCTAssertEqual(window.height, Int(device.windowSize.height * scale), "\(device.id) @\(scale)x")
                XCTAssertEqual(UIScreen.main.scale, scale)
                XCTAssertEqual(UIScreen.main.bounds, CGRect(origin: .zero, size: device.screenSize))
            }
        }
        // The modern phone's numbers, spelled out.
        let sim = try Simulator(device: .modernPhone, scale: 2)
        let canvas = try sim.render()
        XCTAssertEqual([canvas.width, canvas.height], [786, 1704])
        let small = try Simulator(device: .smallPhone, scale: 1)
        let smallCanvas = try small.render()
        XCTAssertEqual([smallCanvas.width, smallCanvas.height], [375, 667])
    }

    func testOnlyScalesOneAndTwoExist() async throws {
        for bad in [CGFloat(0), 1.5, 3] {
            XCTAssertThrowsError(try Simulator(device: .modernPhone, scale: bad), "scale \(bad)") { error in
                XCTAssertEqual("\(error)", "scale must be 1 or 2, not \(bad)")
            }
        }
    }

    func testScreenshotsWithAndWithoutDeviceFrameHaveTheExpectedSizes() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "SimulatorTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        for device in [DeviceProfile.modernPhone, .smallPhone] {
            for scale in [CGFloat(1), 2] {
                let sim = try Simulator(device: device, scale: scale)
                let framed = directory.appendingPathComponent("\(device.id)-\(Int(scale))-framed.png")
                let bare = directory.appendingPathComponent("\(device.id)-\(Int(scale))-screen.png")
                try sim.screenshot(to: framed.path, includeDeviceFrame: true)
                try sim.screenshot(to: bare.path, includeDeviceFrame: false)
                let framedImage = try Canvas(contentsOf: framed)
                let bareImage = try Canvas(contentsOf: bare)
                XCTAssertEqual(framedImage.width, Int((device.windowSize.width * scale).rounded()))
                XCTAssertEqual(framedImage.height, Int((device.windowSize.height * scale).rounded()))
                XCTAssertEqual(bareImage.width, Int((device.screenSize.width * scale).rounded()))
                XCTAssertEqual(bareImage.height, Int((device.screenSize.height * scale).rounded()))
            }
        }
    }

    func testDeviceFrameCornersShowTheDesktopAndTheScreenCentreShowsTheApp() async throws {
        let desktop = (230, 230, 235)  // DeviceChrome.desktopColor (0.90, 0.90, 0.92)
        let app = (0, 122, 255)  // systemBlue
        for device in [DeviceProfile.modernPhone, .smallPhone] {
            for scale in [CGFloat(1), 2] {
                let sim = try Simulator(device: device, scale: scale)
                sim.setRootView(solidRoot(.systemBlue, size: device.screenSize))
                let window = try sim.render(includeDeviceFrame: true)
                let w = window.width
                let h = window.height
                let label = "\(device.id) @\(Int(scale))x"
                for (x, y) in [(0, 0), (w - 1, 0), (0, h - 1), (w - 1, h - 1)] {
                    assertPixel(window, x, y, is: desktop, tolerance: 1, "window corner, \(label)")
                }
                // Just inside the body's rounded corner, on the diagonal: still the desktop (the
                // body's corner radius is larger than the window margin's diagonal reach).
                let body = device.bodyFrameInWindow
                let inset = Int(((body.minX + 6) * scale).rounded())
                assertPixel(window, inset, inset, is: desktop, tolerance: 1, "outside the body corner, \(label)")
                let screen = device.screenFrameInWindow
                assertPixel(
                    window, Int(screen.midX * scale), Int(screen.midY * scale), is: app, tolerance: 1,
                    "screen centre, \(label)")
                // The body is between the desktop and the screen: its left edge at mid-height is dark.
                let bezelX = Int(((body.minX + screen.minX) / 2 * scale).rounded())
                assertPixel(window, bezelX, Int(screen.midY * scale), is: (18, 18, 20), tolerance: 1, "bezel, \(label)")

                let bare = try sim.render()
                assertPixel(
                    bare, bare.width / 2, bare.height / 2, is: app, tolerance: 1, "bare screen centre, \(label)")
            }
        }
    }

    // MARK: Current state

    func testCreatingASecondSimulatorMakesItsStateCurrent() async throws {
        let first = try Simulator(device: .modernPhone, scale: 2)
        first.advance(seconds: 1)
        first.diagnosticLog.printsToConsole = false
        DiagnosticLog.current.report("testOnly", "reported while the first simulator is current")
        EventLog.current.record("first.entry")
        XCTAssertEqual(first.diagnostics.map(\.name), ["testOnly"])
        XCTAssertEqual(first.eventLog.entries, ["first.entry"])
        XCTAssertEqual(CACurrentMediaTime(), 1, accuracy: 1e-9)

        let second = try Simulator(device: .smallPhone, scale: 1)
        XCTAssertTrue(UIScreen.main === second.screen)
        XCTAssertTrue(UIApplication.shared === second.application)
        XCTAssertTrue(DiagnosticLog.current === second.diagnosticLog)
        XCTAssertTrue(EventLog.current === second.eventLog)
        XCTAssertEqual(UIScreen.main.bounds.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(UIScreen.main.scale, 1)
        XCTAssertEqual(CACurrentMediaTime(), 0, "the new simulator's media clock starts at 0")
        XCTAssertEqual(second.mediaTime, 0)
        XCTAssertEqual(second.diagnostics.map(\.name), [])
        XCTAssertEqual(second.eventLog.entries, [])
        XCTAssertEqual(UIApplication.shared.windows.count, 1)
        XCTAssertTrue(UIApplication.shared.keyWindow === second.window)

        second.diagnosticLog.printsToConsole = false
        DiagnosticLog.current.report("testOnly", "reported while the second simulator is current")
        EventLog.current.record("second.entry")
        XCTAssertEqual(second.diagnostics.count, 1)
        XCTAssertEqual(second.eventLog.entries, ["second.entry"])
        XCTAssertEqual(first.diagnostics.count, 1, "the first simulator's log is not written any more")
        XCTAssertEqual(first.eventLog.entries, ["first.entry"])
        XCTAssertEqual(first.mediaTime, 1, accuracy: 1e-9, "advancing the second leaves the first clock alone")
    }

    func testAnimationStartedInTheFirstSimulatorDoesNotTickInTheSecond() async throws {
        let first = try Simulator(device: .modernPhone, scale: 1)
        let root = solidRoot(.white, size: first.device.screenSize)
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.addSubview(box)
        first.setRootView(root)
        var completions: [Bool] = []
        UIView.animate(withDuration: 1, animations: { box.alpha = 0 }, completion: { completions.append($0) })
        first.advance(seconds: 0.25)
        XCTAssertTrue(FrameCycle.isAnimating)
        let midway = try XCTUnwrap(box.layer.presentation()).opacity
        XCTAssertGreaterThan(midway, 0.05)
        XCTAssertLessThan(midway, 0.95)

        let second = try Simulator(device: .modernPhone, scale: 1)
        XCTAssertFalse(FrameCycle.isAnimating, "the first app's animations are gone")
        second.advance(seconds: 2)
        XCTAssertEqual(completions, [], "the first app's completion never runs in the second")
        XCTAssertFalse(FrameCycle.isAnimating)
        XCTAssertEqual(second.mediaTime, 2, accuracy: 1e-9)
    }

    // MARK: Time

    func testAdvanceMovesMediaTimeExactly() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        XCTAssertEqual(sim.mediaTime, 0)
        sim.advance(seconds: 0.5)
        XCTAssertEqual(sim.mediaTime, 0.5, accuracy: 1e-9)
        sim.advance(seconds: 0.01)  // less than a frame
        XCTAssertEqual(sim.mediaTime, 0.51, accuracy: 1e-9)
        sim.advance(seconds: 0.125)  // 7.5 frames
        XCTAssertEqual(sim.mediaTime, 0.635, accuracy: 1e-9)
        sim.advance(frames: 3)
        XCTAssertEqual(sim.mediaTime, 0.635 + 3.0 / 60, accuracy: 1e-9)
        sim.advance(frames: 0)
        sim.advance(seconds: 0)
        XCTAssertEqual(sim.mediaTime, 0.685, accuracy: 1e-9)
        XCTAssertEqual(CACurrentMediaTime(), sim.mediaTime)

        sim.slowAnimations = true
        sim.advance(seconds: 1)
        XCTAssertEqual(sim.mediaTime, 0.785, accuracy: 1e-9, "slow animations: media time runs 10x slower")
        sim.advance(frames: 6)
        XCTAssertEqual(sim.mediaTime, 0.795, accuracy: 1e-9)
        sim.slowAnimations = false

        sim.isPaused = true
        sim.advance(seconds: 3)
        sim.advance(frames: 10)
        XCTAssertEqual(sim.mediaTime, 0.795, accuracy: 1e-9, "paused: media time frozen")
        sim.stepFrame()
        XCTAssertEqual(sim.mediaTime, 0.795 + 1.0 / 60, accuracy: 1e-9, "a step moves one frame while paused")
        sim.isPaused = false
        sim.advance(seconds: 0.2)
        XCTAssertEqual(sim.mediaTime, 0.995 + 1.0 / 60, accuracy: 1e-9)
    }

    func testAdvanceRunsOneFrameCyclePerDisplayFrame() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1, framesPerSecond: 30)
        var timestamps: [CFTimeInterval] = []
        let link = CADisplayLink { timestamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        sim.advance(frames: 2)
        XCTAssertEqual(sim.mediaTime, 2.0 / 30, accuracy: 1e-9, "a frame at 30 Hz is 1/30 s")
        timestamps.removeAll()
        sim.advance(seconds: 1)
        XCTAssertEqual(timestamps.count, 30, "one frame cycle per 1/30 s")
        XCTAssertEqual(sim.mediaTime, 1 + 2.0 / 30, accuracy: 1e-9)
    }

    func testReadingTheAppDoesNotRunExtraDisplayFrames() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        var timestamps: [CFTimeInterval] = []
        let link = CADisplayLink { timestamps.append($0.timestamp) }
        link.add(to: .main, forMode: .common)
        defer { link.invalidate() }
        sim.advance(frames: 3)
        XCTAssertEqual(timestamps.count, 3)
        _ = try sim.render()
        _ = try sim.render(includeDeviceFrame: true)
        _ = sim.viewTreeDump()
        XCTAssertEqual(timestamps.count, 3, "a screenshot is not a display frame")
        sim.tap(at: CGPoint(x: 5, y: 400))
        XCTAssertEqual(timestamps.count, 4, "a tap lasts one frame")
        sim.rootViewController = UIViewController()
        XCTAssertEqual(timestamps.count, 4, "changing the root controller is not a display frame")
        XCTAssertEqual(timestamps, [1, 2, 3, 4].map { Double($0) / 60 })
    }

    func testAnimationLandsExactlyAtItsEndAfterAdvance() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let root = solidRoot(.white, size: sim.device.screenSize)
        let box = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
        root.addSubview(box)
        sim.setRootView(root)
        var finished: [Bool] = []
        UIView.animate(
            withDuration: 0.5, delay: 0, options: [.curveLinear], animations: { box.center.x = 225 },
            completion: { finished.append($0) })
        sim.advance(seconds: 0.25)
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).position.x, 125, accuracy: 0.01)
        XCTAssertEqual(finished, [])
        sim.advance(seconds: 0.25)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(try XCTUnwrap(box.layer.presentation()).position.x, 225, accuracy: 1e-9)
    }

    // MARK: Input

    private func buttonScene(_ sim: Simulator) -> (UIView, UIButton, ActionCounter) {
        let root = solidRoot(.white, size: sim.device.screenSize)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 200, width: 120, height: 44)
        button.setTitle("Go", for: .normal)
        root.addSubview(button)
        let counter = ActionCounter()
        button.addTarget(counter, action: ActionCounter.tappedInside, for: .touchUpInside)
        button.addTarget(counter, action: ActionCounter.releasedOutside, for: .touchUpOutside)
        sim.setRootView(root)
        return (root, button, counter)
    }

    func testTapDeliversTouchUpInsideToTheButtonUnderThePoint() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let (root, button, counter) = buttonScene(sim)
        XCTAssertTrue(sim.tap(at: CGPoint(x: 160, y: 222)) === button)
        XCTAssertEqual(counter.touchUpInside, 1)
        XCTAssertTrue(sim.tap(at: CGPoint(x: 101, y: 243)) === button, "the button's bottom-left corner")
        XCTAssertEqual(counter.touchUpInside, 2)
        XCTAssertTrue(sim.tap(button) === button)
        XCTAssertEqual(counter.touchUpInside, 3)
        XCTAssertFalse(sim.isTouching)

        XCTAssertTrue(sim.tap(at: CGPoint(x: 99, y: 222)) === root, "just left of the button")
        XCTAssertTrue(sim.tap(at: CGPoint(x: 160, y: 245)) === root, "just below the button")
        XCTAssertEqual(counter.touchUpInside, 3)
        XCTAssertEqual(counter.touchUpOutside, 0)
        XCTAssertNil(sim.tap(at: CGPoint(x: 500, y: 222)), "outside the screen: no view")
        XCTAssertEqual(counter.touchUpInside, 3)
    }

    func testHiddenOrNonInteractiveButtonGetsNoTap() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let (root, button, counter) = buttonScene(sim)
        let centre = CGPoint(x: 160, y: 222)
        button.isHidden = true
        XCTAssertTrue(sim.tap(at: centre) === root)
        XCTAssertEqual(counter.touchUpInside, 0)
        button.isHidden = false
        button.isUserInteractionEnabled = false
        XCTAssertTrue(sim.tap(at: centre) === root)
        XCTAssertEqual(counter.touchUpInside, 0)
        button.isUserInteractionEnabled = true
        button.alpha = 0  // alpha below 0.01: hit-testing skips it
        XCTAssertTrue(sim.tap(at: centre) === root)
        XCTAssertEqual(counter.touchUpInside, 0)
        button.alpha = 1
        root.isUserInteractionEnabled = false  // a non-interactive ancestor hides its subtree from touches
        XCTAssertTrue(sim.tap(at: centre) !== button)
        XCTAssertEqual(counter.touchUpInside, 0)
        root.isUserInteractionEnabled = true
        XCTAssertTrue(sim.tap(at: centre) === button)
        XCTAssertEqual(counter.touchUpInside, 1, "the same button, visible and interactive again")
    }

    func testReleaseOutsideTheButtonSendsTouchUpOutside() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let (_, button, counter) = buttonScene(sim)
        XCTAssertTrue(sim.press(at: CGPoint(x: 160, y: 222)) === button)
        XCTAssertTrue(sim.isTouching)
        sim.advance(frames: 1)
        sim.move(to: CGPoint(x: 160, y: 500))
        sim.release()
        XCTAssertEqual(counter.touchUpInside, 0)
        XCTAssertEqual(counter.touchUpOutside, 1)
    }

    func testTouchesAreIgnoredWhileTheAppIgnoresInteractionEvents() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.diagnosticLog.printsToConsole = false
        let (_, _, counter) = buttonScene(sim)
        sim.application.beginIgnoringInteractionEvents()
        XCTAssertNil(sim.tap(at: CGPoint(x: 160, y: 222)))
        XCTAssertEqual(counter.touchUpInside, 0)
        XCTAssertEqual(sim.diagnostics.map(\.name), ["touchIgnored"])
        XCTAssertEqual(sim.diagnostics.first?.rule, "R18")
        sim.application.endIgnoringInteractionEvents()
        sim.tap(at: CGPoint(x: 160, y: 222))
        XCTAssertEqual(counter.touchUpInside, 1)
    }

    // MARK: Safe area

    func testSafeAreaInsetsMatchTheDevice() async throws {
        let cases: [(DeviceProfile, UIEdgeInsets)] = [
            (.modernPhone, UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)),
            (.smallPhone, UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)),
        ]
        for (device, expected) in cases {
            let sim = try Simulator(device: device, scale: 2)
            XCTAssertEqual(sim.window.safeAreaInsets, expected, device.id)
            let controller = UIViewController()
            sim.rootViewController = controller
            XCTAssertEqual(controller.view.frame, CGRect(origin: .zero, size: device.screenSize), device.id)
            XCTAssertEqual(controller.view.safeAreaInsets, expected, device.id)
            // A subview 30 pt from the top and touching the bottom edge sees what is left of the insets.
            let child = UIView(frame: CGRect(x: 0, y: 30, width: 100, height: device.screenSize.height - 30))
            controller.view.addSubview(child)
            XCTAssertEqual(child.safeAreaInsets.top, max(0, expected.top - 30), device.id)
            XCTAssertEqual(child.safeAreaInsets.bottom, expected.bottom, device.id)
        }
    }
}

@MainActor
final class TapCountTests: XCTestCase {
    /// Quick taps at one place count up (UITouch.tapCount); a pause or a move starts again at 1.
    func testQuickTapsAtOnePlaceCountUp() async throws {
        let sim = try Simulator()
        let recorder = TapCountRecorder(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        sim.setRootView(recorder)
        sim.tap(at: CGPoint(x: 100, y: 100))
        sim.tap(at: CGPoint(x: 102, y: 101))
        sim.tap(at: CGPoint(x: 101, y: 100))
        sim.advance(seconds: 0.5)
        sim.tap(at: CGPoint(x: 101, y: 100))
        sim.tap(at: CGPoint(x: 200, y: 300))
        XCTAssertEqual(recorder.counts, [1, 2, 3, 1, 1])
    }
}

/// Records the tap count of each touch that begins.
@MainActor
final class TapCountRecorder: UIView {
    var counts: [Int] = []
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        counts.append(touches.first?.tapCount ?? 0)
    }
}
