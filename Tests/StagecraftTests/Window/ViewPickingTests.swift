import Foundation
import StagecraftTesting
import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

/// View picking and the 3D exploded view (issue 15 item 8): the pick function, where a picked view
/// is on screen mid-animation, what the inspector says about it, and the exploded frame.
@MainActor
final class ViewPickingTests: XCTestCase {
    /// A screen with a back card, a front card overlapping it, a label that takes no touches, a
    /// clipping box whose child sticks out, and a hidden view on top of everything.
    private func makeScreen() throws -> (Simulator, [String: UIView]) {
        let sim = try Simulator()
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        root.backgroundColor = .white
        let back = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
        back.backgroundColor = .systemBlue
        let front = UIView(frame: CGRect(x: 120, y: 200, width: 200, height: 200))
        front.backgroundColor = .systemOrange
        front.layer.cornerRadius = 12
        let label = UILabel(frame: CGRect(x: 10, y: 10, width: 120, height: 30))
        label.text = "Label"
        front.addSubview(label)
        let clip = UIView(frame: CGRect(x: 20, y: 500, width: 100, height: 100))
        clip.clipsToBounds = true
        clip.backgroundColor = .systemGray5
        let sticking = UIView(frame: CGRect(x: 50, y: 50, width: 150, height: 150))
        sticking.backgroundColor = .systemGreen
        clip.addSubview(sticking)
        let hidden = UIView(frame: root.bounds)
        hidden.isHidden = true
        for view in [back, front, clip, hidden] { root.addSubview(view) }
        sim.setRootView(root)
        return (sim, ["root": root, "back": back, "front": front, "label": label, "clip": clip, "sticking": sticking])
    }

    func testPickFindsTheFrontMostDrawnViewIncludingOnesThatTakeNoTouches() async throws {
        let (sim, views) = try makeScreen()
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 50, y: 150)) === views["back"])
        XCTAssertTrue(
            sim.pickView(at: CGPoint(x: 150, y: 250)) === views["front"], "front covers back where they overlap")
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 140, y: 220)) === views["label"], "a label, which hitTest skips")
        XCTAssertNil(sim.window.hitTest(CGPoint(x: 140, y: 220), with: nil) as? UILabel)
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 100, y: 580)) === views["sticking"])
        XCTAssertTrue(
            sim.pickView(at: CGPoint(x: 160, y: 640)) === views["root"],
            "the part clipped away by clipsToBounds is not picked")
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 380, y: 840)) === views["root"], "the hidden view on top is skipped")
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 500, y: 10)) === nil, "off the window")
    }

    func testAPickedViewIsWhereItIsShownMidAnimationNotAtItsModelFrame() async throws {
        let (sim, views) = try makeScreen()
        let back = try XCTUnwrap(views["back"])
        UIView.animate(
            withDuration: 1, delay: 0, options: .curveLinear,
            animations: {
                back.frame.origin.x = 180
                back.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
            })
        sim.advance(seconds: 0.5)
        // Half way: origin x 100 before the scale, scaled by 0.75 about the centre (200, 200).
        let shown = try XCTUnwrap(ViewPicker.screenFrame(of: back))
        XCTAssertEqual(shown.midX, 200, accuracy: 0.5)
        XCTAssertEqual(shown.width, 150, accuracy: 0.5)
        XCTAssertEqual(back.frame.midX, 280, accuracy: 1e-9, "the model is already at the end")
        XCTAssertTrue(sim.pickView(at: CGPoint(x: 140, y: 150)) === back, "picked where it is drawn")
        XCTAssertFalse(sim.pickView(at: CGPoint(x: 300, y: 160)) === back, "not where the model says")
        let details = ViewPicker.details(of: back)
        XCTAssertEqual(details[0], "UIView")
        XCTAssertTrue(details.contains("on screen (125, 125, 150, 150)"), "\(details)")
        XCTAssertTrue(details.contains("transform [0.5 0 0 0.5 0 0]"), "\(details)")
        XCTAssertTrue(details.contains { $0.hasPrefix("animating: ") }, "\(details)")
    }

    func testTheInspectorDescribesThePickedViewAndItsController() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let vc = try XCTUnwrap(try sim.openScene("S26") as? PinchPhotoViewController)
        let photo = vc.photoView.convert(CGPoint(x: 75, y: 100), to: nil)
        let picked = try XCTUnwrap(sim.pickView(at: photo))
        XCTAssertTrue(picked === vc.photoView)
        let details = ViewPicker.details(of: picked)
        XCTAssertEqual(details[0], "UIImageView")
        XCTAssertEqual(details[1], "in PinchPhotoViewController \"S26\"")
        XCTAssertTrue(details.contains { $0.hasPrefix("layer: cornerRadius 12  ·  masksToBounds") }, "\(details)")
        let root = try XCTUnwrap(sim.pickView(at: CGPoint(x: 380, y: 800)))
        XCTAssertEqual(ViewPicker.details(of: root)[1], "root view of PinchPhotoViewController \"S26\"")
        let content = InspectorContent(simulator: sim, maxWidth: 200, selection: details)
        XCTAssertEqual(content.lines[0], InspectorContent.Line("SELECTED VIEW", .heading))
        XCTAssertEqual(content.lines[1], InspectorContent.Line("UIImageView", .body))
        XCTAssertEqual(content.lines[2].style, .dim)
        XCTAssertTrue(content.lines.contains(InspectorContent.Line("TRANSITION", .heading)))
        let waiting = InspectorContent(simulator: sim, selection: [])
        XCTAssertEqual(waiting.lines[1], InspectorContent.Line("click a view on the screen to select it", .dim))
        XCTAssertEqual(InspectorContent(simulator: sim).lines[0].text, "TRANSITION", "no section when not picking")
    }

    func testAScriptPicksAndPrints() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let script = try Script(parsing: "scene S26\npick 380 800", name: "p.txt", scenes: Gallery.catalog)
        XCTAssertEqual(script.steps[1].command.scriptLine, "pick 380 800")
        let runner = ScriptRunner(script: script, simulator: sim)
        var printed: [String] = []
        runner.output = { printed.append($0) }
        try runner.run()
        XCTAssertEqual(printed.count, 1)
        XCTAssertTrue(printed[0].hasPrefix("pick 380 800: UIView | root view of PinchPhotoViewController"), printed[0])
    }

    func testTheExplodedViewTurnsWithTheMouse() async throws {
        var view = ExplodedView(yaw: 0, pitch: 0)
        view.rotate(byDragging: 50, 0)
        XCTAssertEqual(view.yaw, 0.5, accuracy: 1e-12)
        view.rotate(byDragging: 0, -500)
        XCTAssertEqual(view.pitch, 1.4, "the tilt stops at about 80°")
        // Flat and head-on, the top plane maps the screen's centre to the viewport's centre.
        let flat = ExplodedView(yaw: 0, pitch: 0)
        let map = flat.projection(
            depth: 0, screen: CGSize(width: 400, height: 800), center: CGPoint(x: 100, y: 200), scale: 2, fit: 0.5)
        let centre = map.apply(CGPoint(x: 200, y: 400))
        XCTAssertEqual(centre.x, 100, accuracy: 1e-9)
        XCTAssertEqual(centre.y, 200, accuracy: 1e-9)
        let corner = map.apply(CGPoint(x: 0, y: 0))
        XCTAssertEqual(corner.x, 100 - 200, accuracy: 1e-9, "scale × fit = 1 pixel per point")
        // A deeper plane comes nearer: it looks larger.
        let near = flat.projection(
            depth: 5, screen: CGSize(width: 400, height: 800), center: CGPoint(x: 100, y: 200), scale: 2, fit: 0.5)
        XCTAssertLessThan(near.apply(CGPoint(x: 0, y: 0)).x, corner.x)
    }

    func testTheExplodedFrameOfS26MidPinch() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        let vc = try XCTUnwrap(try sim.openScene("S26") as? PinchPhotoViewController)
        sim.tap(vc.photoView)
        sim.advance(seconds: 0.6)
        sim.pinch(center: CGPoint(x: 196.5, y: 426), from: 300, to: 200, duration: 0.4, release: false)
        XCTAssertTrue(sim.currentTransition?.isInteractive == true)
        let viewer = try XCTUnwrap(vc.presentedViewController as? PhotoViewerViewController)
        let canvas = try sim.renderExploded(highlight: viewer.imageView)
        try assertGolden(canvas, named: "exploded-S26-pinch")
    }
}
