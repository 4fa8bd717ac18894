import XCTest

@testable import Stagecraft
@testable import UIKit

@MainActor
final class SnapshotTransitionTests: XCTestCase {
    /// A snapshot keeps showing the old content after the original changes.
    func testSnapshotViewIsAStaticCopy() async throws {
        let sim = try Simulator()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .red
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        dot.backgroundColor = .blue
        box.addSubview(dot)
        root.addSubview(box)
        sim.setRootView(root)
        let snapshot = try XCTUnwrap(box.snapshotView(afterScreenUpdates: false))
        box.backgroundColor = .green
        dot.isHidden = true
        snapshot.frame = CGRect(x: 200, y: 50, width: 100, height: 100)
        root.addSubview(snapshot)
        let canvas = try sim.render()
        XCTAssertTrue(canvas.pixel(x: 250, y: 120) == (255, 0, 0, 255), "the snapshot is still red")
        XCTAssertTrue(canvas.pixel(x: 220, y: 70) == (0, 0, 255, 255), "with its blue dot")
        XCTAssertTrue(canvas.pixel(x: 100, y: 120) == (0, 255, 0, 255), "the original changed")
    }

    /// transition(with:) cross-dissolves from a snapshot of the old content: halfway through a linear
    /// dissolve from red to blue the pixels are the even mix (127, 0, 127), as on iOS.
    func testCrossDissolveTransitionMixesOldAndNewContent() async throws {
        let sim = try Simulator()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        box.backgroundColor = .red
        root.addSubview(box)
        sim.setRootView(root)
        var finished: Bool?
        UIView.transition(
            with: box, duration: 1, options: [.transitionCrossDissolve, .curveLinear],
            animations: { box.backgroundColor = .blue }, completion: { finished = $0 })
        sim.advance(seconds: 0.5)
        let mid = try sim.render().pixel(x: 100, y: 100)
        XCTAssertEqual(Int(mid.r), 127, accuracy: 3)
        XCTAssertEqual(Int(mid.g), 0, accuracy: 3)
        XCTAssertEqual(Int(mid.b), 127, accuracy: 3)
        sim.advance(seconds: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(root.subviews.count, 1, "the snapshot is gone")
        XCTAssertTrue(try sim.render().pixel(x: 100, y: 100) == (0, 0, 255, 255))
    }
}
