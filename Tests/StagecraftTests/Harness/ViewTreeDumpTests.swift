import Foundation
import Stagecraft
import UIKit
import XCTest

/// The view-tree dump: exact, stable text, and in agreement with what the renderer draws.
@MainActor
final class ViewTreeDumpTests: XCTestCase {
    /// A small scene: coloured boxes, a translucent one, a rotated and a scaled one, a hidden one, a
    /// tagged one and a label.
    private func smallScene(size: CGSize) -> UIView {
        let root = UIView(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 150))
        card.backgroundColor = .systemBlue
        root.addSubview(card)
        let inner = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 40))
        inner.backgroundColor = .red
        card.addSubview(inner)
        let faded = UIView(frame: CGRect(x: 100, y: 20, width: 80, height: 40))
        faded.backgroundColor = .green
        faded.alpha = 0.5
        card.addSubview(faded)
        let rotated = UIView(frame: CGRect(x: 250, y: 100, width: 100, height: 100))
        rotated.backgroundColor = .yellow
        rotated.transform = CGAffineTransform(rotationAngle: .pi / 2)
        root.addSubview(rotated)
        let scaled = UIView(frame: CGRect(x: 40, y: 300, width: 100, height: 60))
        scaled.backgroundColor = .magenta
        scaled.transform = CGAffineTransform(scaleX: 0.5, y: 1.5)
        root.addSubview(scaled)
        let hidden = UIView(frame: CGRect(x: 200, y: 300, width: 50, height: 50))
        hidden.backgroundColor = .black
        hidden.isHidden = true
        root.addSubview(hidden)
        let tagged = UIView(frame: CGRect(x: 260, y: 300, width: 100.5, height: 1.0 / 3))
        tagged.backgroundColor = .cyan
        tagged.tag = 7
        root.addSubview(tagged)
        let label = UILabel(frame: CGRect(x: 20, y: 420, width: 300, height: 30))
        label.text = "Say \"hi\"\nthen go"
        root.addSubview(label)
        return root
    }

    func testDumpOfASmallTreeIsExactText() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        sim.setRootView(smallScene(size: sim.device.screenSize))
        let expected = """
            UIWindow frame=(0 0; 393 852)
              UIView frame=(0 0; 393 852)
                UIView frame=(20 100; 200 150)
                  UIView frame=(10 20; 60 40)
                  UIView frame=(100 20; 80 40) alpha=0.5
                UIView frame=(250 100; 100 100) transform=[0 1 -1 0 0 0]
                UIView frame=(65 285; 50 90) transform=[0.5 0 0 1.5 0 0]
                UIView frame=(200 300; 50 50) hidden
                UIView frame=(260 300; 100.5 0.33) tag=7
                UILabel frame=(20 420; 300 30) text="Say \\"hi\\"\\nthen go"

            """
        XCTAssertEqual(sim.viewTreeDump(), expected)
    }

    func testDumpIsStableAcrossCallsFramesAndSimulators() async throws {
        let first = try Simulator(device: .modernPhone, scale: 1)
        first.setRootView(smallScene(size: first.device.screenSize))
        let dump = first.viewTreeDump()
        XCTAssertEqual(first.viewTreeDump(), dump)
        first.advance(seconds: 1)
        _ = try first.render()
        XCTAssertEqual(first.viewTreeDump(), dump, "frames and rendering do not change the dump")
        let second = try Simulator(device: .modernPhone, scale: 2)
        second.setRootView(smallScene(size: second.device.screenSize))
        XCTAssertEqual(second.viewTreeDump(), dump, "the scale of the screenshot is not part of the tree")
    }

    func testDumpShowsButtonTitlesAndNegativeZeroAsZero() async throws {
        let sim = try Simulator(device: .smallPhone, scale: 1)
        let root = UIView(frame: CGRect(origin: .zero, size: sim.device.screenSize))
        let button = UIButton(type: .system)
        button.frame = CGRect(x: -0.0, y: 10.004, width: 80, height: 44)
        button.setTitle("Next", for: .normal)
        root.addSubview(button)
        sim.setRootView(root)
        XCTAssertEqual(
            sim.viewTreeDump(),
            """
            UIWindow frame=(0 0; 375 667)
              UIView frame=(0 0; 375 667)
                UIButton frame=(0 10; 80 44) title="Next"

            """)
    }

    func testDumpShowsModelValuesWhileTheScreenShowsPresentationValues() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 1)
        let root = UIView(frame: CGRect(origin: .zero, size: sim.device.screenSize))
        root.backgroundColor = .white
        let box = UIView(frame: CGRect(x: 20, y: 200, width: 60, height: 60))
        box.backgroundColor = .red
        root.addSubview(box)
        sim.setRootView(root)
        UIView.animate(withDuration: 1) { box.frame.origin.x = 300 }
        sim.advance(seconds: 0.1)
        XCTAssertTrue(sim.viewTreeDump().contains("UIView frame=(300 200; 60 60)"), sim.viewTreeDump())
        var canvas = try sim.render()
        assertPixel(canvas, 330, 230, is: (255, 255, 255), "the box has not arrived yet")
        sim.advance(seconds: 1)
        canvas = try sim.render()
        assertPixel(canvas, 330, 230, is: (255, 0, 0), "the box has arrived")
        assertPixel(canvas, 50, 230, is: (255, 255, 255), "and left its start")
    }

    // MARK: Dump against screenshot

    /// One line of the dump, parsed back.
    private struct DumpLine {
        var depth: Int
        var className: String
        var frame: CGRect
        var isHidden: Bool
        var alpha: CGFloat
    }

    private func parse(_ dump: String) throws -> [DumpLine] {
        try dump.split(separator: "\n").map { line in
            let indent = line.prefix { $0 == " " }.count
            let body = line.dropFirst(indent)
            let className = String(body.prefix { $0 != " " })
            let open = try XCTUnwrap(body.range(of: "frame=("))
            let close = try XCTUnwrap(body[open.upperBound...].firstIndex(of: ")"))
            let numbers = body[open.upperBound..<close].replacingOccurrences(of: ";", with: "").split(separator: " ")
                .map { Double($0)! }
            XCTAssertEqual(numbers.count, 4, String(line))
            var alpha: CGFloat = 1
            if let a = body.range(of: "alpha=") {
                alpha = CGFloat(Double(body[a.upperBound...].prefix { $0 != " " })!)
            }
            return DumpLine(
                depth: indent / 2, className: className,
                frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]),
                isHidden: body.hasSuffix(" hidden") || body.contains(" hidden "), alpha: alpha)
        }
    }

    /// Every view of the tree in dump order (pre-order, subviews in order).
    private func preorder(_ view: UIView) -> [UIView] {
        [view] + view.subviews.flatMap { preorder($0) }
    }

    /// For every visible, opaque leaf view with a solid background: the pixel at the centre of the
    /// frame the dump states (made absolute by adding the dumped origins of its ancestors) has the
    /// view's background colour.
    private func assertDumpAgreesWithScreenshot(_ sim: Simulator, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        let lines = try parse(sim.viewTreeDump())
        let views = preorder(sim.window)
        XCTAssertEqual(lines.count, views.count, "one dump line per view", file: file, line: line)
        XCTAssertEqual(lines.map(\.className), views.map { String(describing: type(of: $0)) }, file: file, line: line)
        let canvas = try sim.render()
        var origins: [CGPoint] = []  // absolute origin of the frame on each depth of the current path
        var visible: [Bool] = []
        var checked = 0
        for (entry, view) in zip(lines, views) {
            origins.removeLast(origins.count - entry.depth)
            visible.removeLast(visible.count - entry.depth)
            let parent = origins.last ?? .zero
            let absolute = entry.frame.offsetBy(dx: parent.x, dy: parent.y)
            origins.append(absolute.origin)
            let isVisible = (visible.last ?? true) && !entry.isHidden && entry.alpha == 1
            visible.append(isVisible)
            guard isVisible, view.subviews.isEmpty, let color = view.backgroundColor, color.cgColor.alpha == 1 else {
                continue
            }
            let x = Int((absolute.midX * sim.scale).rounded(.down))
            let y = Int((absolute.midY * sim.scale).rounded(.down))
            let c = color.cgColor
            let expected = (
                Int((c.red * 255).rounded()), Int((c.green * 255).rounded()), Int((c.blue * 255).rounded())
            )
            assertPixel(canvas, x, y, is: expected, tolerance: 1, "centre of \(entry.frame)", file: file, line: line)
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 4, "enough leaves were compared", file: file, line: line)
    }

    func testDumpAgreesWithScreenshotOnEachDeviceAndScale() async throws {
        for device in [DeviceProfile.modernPhone, .smallPhone] {
            for scale in [CGFloat(1), 2] {
                let sim = try Simulator(device: device, scale: scale)
                sim.setRootView(smallScene(size: device.screenSize))
                try assertDumpAgreesWithScreenshot(sim)
            }
        }
    }

    func testDumpAgreesWithScreenshotAfterAnimationsEnd() async throws {
        let sim = try Simulator(device: .modernPhone, scale: 2)
        let root = smallScene(size: sim.device.screenSize)
        sim.setRootView(root)
        let card = root.subviews[0]
        let inner = card.subviews[0]
        let rotated = root.subviews[1]
        UIView.animate(withDuration: 0.4) {
            card.center = CGPoint(x: 180, y: 600)
            inner.frame.origin = CGPoint(x: 120, y: 90)
            rotated.transform = .identity
            rotated.center.y = 700
        }
        sim.advance(seconds: 0.5)
        XCTAssertFalse(FrameCycle.isAnimating)
        XCTAssertTrue(sim.viewTreeDump().contains("UIView frame=(80 525; 200 150)"), sim.viewTreeDump())
        try assertDumpAgreesWithScreenshot(sim)
    }
}
