import Foundation
import Stagecraft
import UIKit
import XCTest

/// The time controls of the simulator (slow animations ×10, pause, single-frame step) change media
/// time only, so a real UIView animation obeys them: checked on the presentation value of a 1 s
/// linear position animation from x = 50 to x = 150 (x = 50 + 100 · elapsed media seconds).
@MainActor
final class TimeControlTests: XCTestCase {
    private var sim: Simulator!
    private var square: UIView!
    private var finished: Bool?

    override func setUp() async throws {
        sim = try Simulator(device: .modernPhone, scale: 1)
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        square = UIView(frame: CGRect(x: 40, y: 390, width: 20, height: 20))
        square.backgroundColor = .systemBlue
        root.addSubview(square)
        sim.setRootView(root)
        finished = nil
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            self.square.center.x = 150
        } completion: {
            self.finished = $0
        }
        // Commit: the animation begins at the media time it was added.
        sim.runFrame()
    }

    override func tearDown() async throws {
        sim = nil
        square = nil
    }

    /// The square's x on screen.
    private var presentedX: CGFloat { square.layer.presentationProperties.position.x }

    func testTheAnimationRunsInRealTimeByDefault() async throws {
        sim.advance(seconds: 0.5)

        XCTAssertEqual(presentedX, 100, accuracy: 1e-6)
        XCTAssertEqual(square.center.x, 150, "the model value is the end value at once")
    }

    func testSlowAnimationsMakeOneSecondOfHostTimeAdvanceTheAnimationByATenth() async throws {
        let hostStart = sim.clock.hostTime
        let mediaStart = sim.mediaTime
        sim.slowAnimations = true
        sim.advance(seconds: 1)

        XCTAssertEqual(sim.clock.hostTime - hostStart, 1, accuracy: 1e-9)
        XCTAssertEqual(sim.mediaTime - mediaStart, 0.1, accuracy: 1e-9)
        XCTAssertEqual(presentedX, 60, accuracy: 1e-6, "0.1 s of a 1 s linear run over 100 pt")
        XCTAssertNil(finished)

        // Back to real time: the run continues from 10 %, not from where host time would put it.
        sim.slowAnimations = false
        sim.advance(seconds: 0.5)
        XCTAssertEqual(presentedX, 110, accuracy: 1e-6)
        sim.advance(seconds: 0.4 - 1.0 / 60)
        XCTAssertNil(finished, "1.9 s of host time minus a frame is 1 s of media time minus a frame")
        sim.advance(frames: 1)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(presentedX, 150)
    }

    func testPauseFreezesThePresentationValueWhileHostTimePasses() async throws {
        sim.advance(seconds: 0.25)
        XCTAssertEqual(presentedX, 75, accuracy: 1e-6)
        let mediaAtPause = sim.mediaTime
        let hostAtPause = sim.clock.hostTime

        sim.isPaused = true
        sim.advance(seconds: 2)

        XCTAssertEqual(sim.clock.hostTime - hostAtPause, 2, accuracy: 1e-9, "host time keeps going")
        XCTAssertEqual(sim.mediaTime, mediaAtPause, "media time is frozen")
        XCTAssertEqual(presentedX, 75, accuracy: 1e-6, "the square stays where it was")
        XCTAssertNil(finished, "2 s of host time do not finish a paused 1 s animation")
    }

    func testStepFrameWhilePausedAdvancesExactlyOneFrameOfMediaTime() async throws {
        sim.advance(seconds: 0.25)
        sim.isPaused = true
        let mediaAtPause = sim.mediaTime

        sim.stepFrame()
        XCTAssertEqual(sim.mediaTime - mediaAtPause, 1.0 / 60, accuracy: 1e-9)
        XCTAssertEqual(presentedX, 75 + 100.0 / 60, accuracy: 1e-6)
        XCTAssertTrue(sim.isPaused, "stepping does not resume")

        sim.stepFrame()
        XCTAssertEqual(presentedX, 75 + 2 * 100.0 / 60, accuracy: 1e-6)

        // With slow animations a step is a tenth of a frame of media time.
        sim.slowAnimations = true
        sim.stepFrame()
        XCTAssertEqual(sim.mediaTime - mediaAtPause, 2.0 / 60 + 1.0 / 600, accuracy: 1e-9)
        XCTAssertEqual(presentedX, 75 + 2 * 100.0 / 60 + 100.0 / 600, accuracy: 1e-6)

        // Host time passing in between steps still does nothing.
        sim.advance(seconds: 1)
        XCTAssertEqual(presentedX, 75 + 2 * 100.0 / 60 + 100.0 / 600, accuracy: 1e-6)
    }

    func testUnpausingResumesFromTheSamePlace() async throws {
        sim.advance(seconds: 0.25)
        sim.isPaused = true
        sim.advance(seconds: 3)
        XCTAssertEqual(presentedX, 75, accuracy: 1e-6)

        sim.isPaused = false
        sim.advance(frames: 1)
        XCTAssertEqual(presentedX, 75 + 100.0 / 60, accuracy: 1e-6, "one frame after resuming, not 3 s later")

        sim.advance(seconds: 0.5 - 1.0 / 60)
        XCTAssertEqual(presentedX, 125, accuracy: 1e-6)
        XCTAssertNil(finished)
        sim.advance(seconds: 0.25)
        XCTAssertEqual(finished, true, "the animation ends 1 s of media time after it began")
        XCTAssertEqual(presentedX, 150)
    }

    func testPauseFreezesThePixelsOnScreen() async throws {
        sim.advance(seconds: 0.5)
        sim.isPaused = true
        // Mid-run the square spans x 90…110: system blue (0, 122, 255) there, white around it.
        func isBlue(_ canvas: Canvas, x: Int) -> Bool {
            let p = canvas.pixel(x: x, y: 400)
            return p.r == 0 && p.g == 122 && p.b == 255
        }
        let before = try sim.render()
        XCTAssertTrue(isBlue(before, x: 95))
        XCTAssertTrue(isBlue(before, x: 105))
        XCTAssertFalse(isBlue(before, x: 85))
        XCTAssertFalse(isBlue(before, x: 145))

        sim.advance(seconds: 1)
        let after = try sim.render()
        XCTAssertTrue(isBlue(after, x: 95), "still blue at x 95 after 1 s of paused host time")
        XCTAssertTrue(isBlue(after, x: 105))
        XCTAssertFalse(isBlue(after, x: 145), "the square has not moved on to its end (140…160)")
    }
}
