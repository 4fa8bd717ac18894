import Foundation
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

@testable import Gallery

/// The animation lab scene, driven through the simulator: the curves, springs and flip at two
/// instants of the run, replay on a tap, and goldens of the whole screen at those instants.
@MainActor
final class AnimationLabTests: XCTestCase {
    private var sim: Simulator!
    private var lab: AnimationLabViewController!

    override func setUp() async throws {
        sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        lab = try XCTUnwrap(try sim.openScene("lab") as? AnimationLabViewController)
    }

    override func tearDown() async throws {
        sim = nil
        lab = nil
    }

    /// The row of a curve by caption.
    private func curveRow(_ caption: String) throws -> LabTrackRow {
        let index = try XCTUnwrap(AnimationLabViewController.curves.firstIndex { $0.caption == caption })
        return lab.curveRows[index]
    }

    /// Points the square of `row` has travelled from its start, on screen.
    private func travelled(_ row: LabTrackRow) -> CGFloat {
        row.mover.layer.presentationProperties.position.x - row.startCenter.x
    }

    /// Length of the run of `row`, in points.
    private func runLength(_ row: LabTrackRow) -> CGFloat { row.targetCenter.x - row.startCenter.x }

    /// The angle (radians, 0…π) a flip face is turned by on screen, and its perspective entry.
    private func presentedTurn(_ face: UIView) -> (angle: CGFloat, m34: CGFloat) {
        let t = face.layer.presentationProperties.transform
        return (atan2(abs(t.m13), t.m11), t.m34)
    }

    func testTheLabIsTheFirstSceneAndLookupIsCaseInsensitive() async throws {
        XCTAssertEqual(Gallery.scenes.first?.id, "lab")
        XCTAssertEqual(Gallery.scenes.first?.title, "Animation lab")
        XCTAssertEqual(Gallery.scene(id: "LAB")?.id, "lab")
        XCTAssertNil(Gallery.scene(id: "no-such-scene"))
    }

    func testTheRunStartsWhenTheSceneAppearsAndLastsOneSecond() async throws {
        XCTAssertEqual(lab.runStartTime, sim.mediaTime, "viewDidAppear starts the run")
        let linear = try curveRow("linear")
        XCTAssertEqual(travelled(linear), 0, accuracy: 1e-9)
        // Every square's model value is its target at once; only the presentation travels.
        for row in lab.curveRows + lab.springRows {
            XCTAssertEqual(row.mover.center.x, row.targetCenter.x, accuracy: 1e-9)
        }
        sim.advance(seconds: 1)
        let curvesOver = lab.curveRows.allSatisfy { $0.mover.layer.animationKeys()?.isEmpty ?? true }
        XCTAssertTrue(curvesOver, "the curve animations are over (and removed) after 1 s")
        for row in lab.curveRows + lab.springRows {
            XCTAssertEqual(
                row.mover.layer.presentationProperties.position.x, row.targetCenter.x, accuracy: 0.5,
                "\(row.caption.text ?? "") at rest on its target")
        }
    }

    func testAQuarterSecondIn() async throws {
        sim.advance(seconds: 0.25)
        let linear = try curveRow("linear")
        let easeIn = try curveRow("easeIn")
        let easeOut = try curveRow("easeOut")
        let easeInOut = try curveRow("easeInOut")

        XCTAssertEqual(travelled(linear), 0.25 * runLength(linear), accuracy: 1, "linear: 25 % of its run")
        XCTAssertLessThan(travelled(easeIn), travelled(linear) - 10, "easeIn starts slowly: well behind linear")
        XCTAssertLessThan(travelled(easeInOut), travelled(linear) - 5, "easeInOut too")
        XCTAssertGreaterThan(travelled(easeOut), travelled(linear) + 10, "easeOut starts fast: ahead of linear")
        XCTAssertLessThan(travelled(easeIn), travelled(easeInOut), "easeIn is the slowest starter")

        // The flip: the front is turned less than 90° (facing us), the back more (facing away); the
        // perspective is kept mid-flight: m34 = −cos θ / 500 for a turn θ about Y after m34 = −1/500.
        let front = presentedTurn(lab.flipCard.front)
        let back = presentedTurn(lab.flipCard.back)
        XCTAssertGreaterThan(front.angle, 0.1)
        XCTAssertLessThan(front.angle, .pi / 2)
        XCTAssertGreaterThan(back.angle, .pi / 2)
        XCTAssertEqual(front.m34, -cos(front.angle) / 500, accuracy: 1e-6)
        XCTAssertEqual(front.angle + back.angle, .pi, accuracy: 1e-6, "the faces stay half a turn apart")

        try assertGolden(try sim.render(), named: "lab-0.25s")
    }

    func testSixTenthsOfASecondIn() async throws {
        sim.advance(seconds: 0.6)
        let linear = try curveRow("linear")
        let easeIn = try curveRow("easeIn")
        let easeOut = try curveRow("easeOut")

        XCTAssertEqual(travelled(linear), 0.6 * runLength(linear), accuracy: 1, "linear: 60 % of its run")
        XCTAssertLessThan(travelled(easeIn), travelled(linear), "easeIn is still behind linear")
        XCTAssertGreaterThan(travelled(easeOut), travelled(linear), "easeOut is still ahead")

        // Past the middle of the flip the back faces us and the front faces away.
        let front = presentedTurn(lab.flipCard.front)
        let back = presentedTurn(lab.flipCard.back)
        XCTAssertGreaterThan(front.angle, .pi / 2)
        XCTAssertLessThan(back.angle, .pi / 2)
        XCTAssertEqual(back.m34, -cos(back.angle) / 500, accuracy: 1e-6)

        try assertGolden(try sim.render(), named: "lab-0.6s")
    }

    func testTheLightlyDampedSpringOvershootsAndTheCriticallyDampedOneDoesNot() async throws {
        var peak: [CGFloat] = Array(repeating: -.infinity, count: lab.springRows.count)
        for _ in 0..<60 {
            sim.advance(frames: 1)
            for (index, row) in lab.springRows.enumerated() {
                peak[index] = max(peak[index], travelled(row) / runLength(row))
            }
        }
        XCTAssertEqual(AnimationLabViewController.dampings, [0.4, 0.6, 1.0])
        XCTAssertGreaterThan(peak[0], 1.15, "damping 0.4 goes well past its target")
        XCTAssertGreaterThan(peak[1], 1.03, "damping 0.6 overshoots a little")
        XCTAssertLessThan(peak[1], peak[0])
        XCTAssertLessThanOrEqual(peak[2], 1.0 + 1e-6, "damping 1.0 never passes its target")
    }

    func testATapAnywhereReplaysFromTheStart() async throws {
        sim.advance(seconds: 0.6)
        let linear = try curveRow("linear")
        XCTAssertGreaterThan(travelled(linear), 0.5 * runLength(linear))

        let hit = sim.tap(at: CGPoint(x: 60, y: 790))
        XCTAssertTrue(hit === lab.replayControl, "a tap anywhere lands on the full-screen replay control")
        XCTAssertEqual(lab.runStartTime, sim.mediaTime, "the run restarted on release")
        for row in lab.curveRows + lab.springRows {
            XCTAssertEqual(travelled(row), 0, accuracy: 1, "\(row.caption.text ?? "") back at the start")
        }
        XCTAssertEqual(presentedTurn(lab.flipCard.front).angle, 0, accuracy: 1e-6, "the front faces us again")

        sim.advance(seconds: 0.25)
        XCTAssertEqual(travelled(linear), 0.25 * runLength(linear), accuracy: 1, "and the run plays again")
    }
}
