import StagecraftTesting
import XCTest

@testable import Gallery
@testable import Stagecraft
@testable import UIKit

/// docs/scenes.md: every scene lays itself out in both orientations. In landscape the texts and buttons
/// of each scene's first screen stay inside the safe area (clear of the sensor housing and the
/// rounded corners), and rotating back to portrait puts every one where it was.
@MainActor
final class LandscapeLayoutTests: XCTestCase {
    /// S12 keeps the seed's `CGRect(x: 0, y: 0, width: 130, height: 200)` button on purpose.
    private let seedFixedFrames: Set<String> = ["S12"]

    /// The visible labels and buttons with text, with their frames in window coordinates.
    private func texts(in view: UIView) -> [(String, CGRect)] { scrolledTexts(in: view).map { ($0.0, $0.1) } }

    /// The texts, each with whether it is scrolling content (inside a scroll view whose content
    /// is taller than it): such content runs under the bars, so only its sides must stay inside.
    private func scrolledTexts(in view: UIView, scrolling: Bool = false) -> [(String, CGRect, Bool)] {
        guard !view.isHidden, view.alpha > 0.01 else { return [] }
        var found: [(String, CGRect, Bool)] = []
        if let label = view as? UILabel, let text = label.text, !text.isEmpty, !(label.superview is UIButton) {
            found.append((text, label.convert(label.bounds, to: nil), scrolling))
        } else if let button = view as? UIButton, let title = button.title(for: .normal), !title.isEmpty {
            found.append((title, button.convert(button.bounds, to: nil), scrolling))
            return found
        }
        let scrolls = scrolling || (view as? UIScrollView).map { $0.contentSize.height > $0.bounds.height } == true
        for subview in view.subviews { found += scrolledTexts(in: subview, scrolling: scrolls) }
        return found
    }

    func testEveryScenesTextsAndButtonsStayInsideTheSafeAreaInBothLandscapes() async throws {
        for id in Gallery.catalog.ids where !seedFixedFrames.contains(id) {
            for orientation in [UIInterfaceOrientation.landscapeLeft, .landscapeRight] {
                let sim = try Simulator(scenes: Gallery.catalog)
                try sim.openScene(id)
                sim.advance(seconds: 0.3)
                let portrait = texts(in: sim.window).map { "\($0.0) \($0.1)" }
                XCTAssertFalse(portrait.isEmpty, id)
                XCTAssertTrue(sim.rotate(to: orientation), id)
                sim.advance(seconds: 0.5)
                let safe = sim.window.bounds.inset(by: sim.window.safeAreaInsets).insetBy(dx: -0.5, dy: -0.5)
                for (text, frame, scrolling) in scrolledTexts(in: sim.window) {
                    let inside =
                        scrolling ? frame.minX >= safe.minX && frame.maxX <= safe.maxX : safe.contains(frame)
                    XCTAssertTrue(inside, "\(id) \(orientation): \"\(text)\" at \(frame) leaves \(safe)")
                }
                XCTAssertTrue(sim.rotate(to: .portrait), id)
                sim.advance(seconds: 0.5)
                XCTAssertEqual(texts(in: sim.window).map { "\($0.0) \($0.1)" }, portrait, "\(id) after rotating back")
            }
        }
    }
}
