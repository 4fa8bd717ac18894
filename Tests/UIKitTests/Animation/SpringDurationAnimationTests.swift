import XCTest

@testable import UIKit

/// iOS 17's `UIView.animate(springDuration:bounce:…)` (R243): the response-form spring (R119),
/// lasting until it settles.
@MainActor
final class SpringDurationAnimationTests: XCTestCase {
    private var clock: MediaClock!

    override func setUp() async throws {
        await MainActor.run {
            UIKitRuntime.reset()
            clock = MediaClock(time: 0)
            clock.makeCurrent()
        }
    }

    private func frame(at time: Double) {
        clock.advance(to: time)
        FrameCycle.run(windows: [])
    }

    func testR243TheSpringIsTheResponseFormAndTheBlockLastsUntilItSettles() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(springDuration: 0.5, bounce: 0.3, animations: { view.center.x = 105 }) { finished.append($0) }
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        XCTAssertNotNil(spring)
        XCTAssertEqual(Double(spring?.mass ?? 0), 1)
        XCTAssertEqual(Double(spring?.stiffness ?? 0), pow(2 * .pi / 0.5, 2), accuracy: 1e-6, "k = (2π/0.5)²")
        XCTAssertEqual(Double(spring?.damping ?? 0), 4 * .pi * 0.7 / 0.5, accuracy: 1e-6, "c = 4π·(1 − 0.3)/0.5")
        let solver = SpringSolver.response(duration: 0.5, bounce: 0.3)
        let settling = solver.settlingDuration()
        XCTAssertEqual(spring?.duration ?? 0, settling, accuracy: 1e-9, "the block lasts the settling time")

        frame(at: 0.25)
        let expected = 5 + 100 * solver.progress(at: 0.25)
        XCTAssertEqual(Double(view.layer.presentationProperties.position.x), expected, accuracy: 1e-6)
        frame(at: 0.45)
        XCTAssertGreaterThan(view.layer.presentationProperties.position.x, 105, "a bounce of 0.3 overshoots")
        frame(at: settling - 0.02)
        XCTAssertEqual(finished, [])
        frame(at: settling + 0.02)
        XCTAssertEqual(finished, [true])
    }

    func testR243ANegativeBounceIsOverdampedAndNeverOvershoots() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        UIView.animate(springDuration: 0.4, bounce: -0.5, animations: { view.center.x = 105 })
        let spring = view.layer.animation(forKey: "position") as? CASpringAnimation
        XCTAssertEqual(Double(spring?.damping ?? 0), 4 * .pi * 2 / 0.4, accuracy: 1e-6, "ζ = 1/(1 − 0.5) = 2")
        XCTAssertEqual(spring?.allowsOverdamping, true)
        var previous: CGFloat = 5
        for step in 1...60 {
            frame(at: Double(step) * 0.05)
            let x = view.layer.presentationProperties.position.x
            XCTAssertLessThanOrEqual(x, 105 + 1e-9)
            XCTAssertGreaterThanOrEqual(x, previous - 1e-9, "monotonic")
            previous = x
        }
    }
}
