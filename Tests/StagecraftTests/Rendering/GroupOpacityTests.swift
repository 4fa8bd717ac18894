import Stagecraft
import UIKit
import XCTest

@MainActor
final class GroupOpacityTests: XCTestCase {
    /// A half-transparent view holding a red square under a blue one that overlaps it.
    private func render(groups: Bool) throws -> (overlap: [Int], redOnly: [Int]) {
        let sim = try Simulator()
        let root = UIViewController()
        root.view.backgroundColor = .white
        let holder = UIView(frame: CGRect(x: 50, y: 200, width: 200, height: 100))
        let red = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 100))
        red.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let blue = UIView(frame: CGRect(x: 80, y: 0, width: 120, height: 100))
        blue.backgroundColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        holder.addSubview(red)
        holder.addSubview(blue)
        holder.alpha = 0.5
        holder.layer.allowsGroupOpacity = groups
        root.view.addSubview(holder)
        sim.rootViewController = root
        sim.advance(seconds: 0.1)
        let canvas = try sim.render()
        let o = canvas.pixel(x: 150, y: 250)
        let r = canvas.pixel(x: 70, y: 250)
        return ([Int(o.r), Int(o.g), Int(o.b)], [Int(r.r), Int(r.g), Int(r.b)])
    }

    func testR351WithoutGroupOpacityOverlappingSublayersShowThroughEachOther() async throws {
        let grouped = try render(groups: true)
        XCTAssertEqual(grouped.overlap[0], 128, accuracy: 2, "grouped: only the blue square, at half")
        XCTAssertEqual(grouped.overlap[1], 128, accuracy: 2)
        XCTAssertEqual(grouped.overlap[2], 255, accuracy: 2)
        let ungrouped = try render(groups: false)
        // Each square at half: blue over (red at half over white).
        XCTAssertEqual(ungrouped.overlap[0], 128, accuracy: 3)
        XCTAssertEqual(ungrouped.overlap[1], 64, accuracy: 3, "the red square shows through the blue one")
        XCTAssertEqual(ungrouped.overlap[2], 191, accuracy: 3)
        XCTAssertEqual(ungrouped.redOnly, grouped.redOnly, "where nothing overlaps, the same pixels")
    }
}
