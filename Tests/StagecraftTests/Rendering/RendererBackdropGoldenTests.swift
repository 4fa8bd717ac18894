import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// Blurs against golden PNGs: effect views over the gallery's home screen, and a navigation bar
/// over colourful content scrolled under it (R222, R226).
@MainActor
final class RendererBackdropGoldenTests: XCTestCase {
    func testBlursOverTheGallery() async throws {
        let sim = try Simulator(scenes: Gallery.catalog)
        _ = sim.openHome()
        sim.advance(seconds: 0.1)
        let styles: [UIBlurEffect.Style] = [.systemThinMaterialLight, .systemMaterialDark, .prominent]
        for (i, style) in styles.enumerated() {
            let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
            effectView.frame = CGRect(x: 24, y: 180 + CGFloat(i) * 170, width: 345, height: 140)
            effectView.layer.cornerRadius = 20
            effectView.clipsToBounds = true
            let label = UILabel(frame: CGRect(x: 20, y: 20, width: 300, height: 24))
            label.text = "\(style)"
            label.font = .boldSystemFont(ofSize: 17)
            label.textColor = i == 1 ? .white : .black
            effectView.contentView.addSubview(label)
            sim.window.addSubview(effectView)
        }
        sim.advance(seconds: 0.1)
        let canvas = try sim.render()
        XCTAssertEqual(sim.unexpectedDiagnostics, [])
        try assertGolden(canvas, named: "blur-over-gallery")
    }

    /// A list of coloured rows in a navigation controller, scrolled so that rows pass under the bar.
    private func scrolledList(in sim: Simulator, offset: CGFloat) -> UIScrollView {
        let list = UIViewController()
        list.title = "Colours"
        list.view.backgroundColor = .systemBackground
        let scrollView = UIScrollView(frame: list.view.bounds)
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let colours: [UIColor] = [
            .systemRed, .systemOrange, .systemYellow, .systemGreen, .systemTeal, .systemBlue, .systemIndigo,
            .systemPurple, .systemPink,
        ]
        for i in 0..<24 {
            let row = UIView(frame: CGRect(x: 16, y: CGFloat(i) * 72, width: 361, height: 60))
            row.backgroundColor = colours[i % colours.count]
            row.layer.cornerRadius = 12
            let label = UILabel(frame: CGRect(x: 16, y: 18, width: 300, height: 24))
            label.text = "Row \(i + 1)"
            label.textColor = .white
            label.font = .boldSystemFont(ofSize: 20)
            row.addSubview(label)
            scrollView.addSubview(row)
        }
        scrollView.contentSize = CGSize(width: 393, height: 24 * 72)
        list.view.addSubview(scrollView)
        sim.rootViewController = UINavigationController(rootViewController: list)
        sim.advance(seconds: 0.1)
        scrollView.contentOffset.y = offset
        sim.advance(seconds: 0.1)
        return scrollView
    }

    func testR226ANavigationBarBlursTheColoursScrolledUnderIt() async throws {
        let sim = try Simulator()
        _ = scrolledList(in: sim, offset: 120)
        let canvas = try sim.render()
        // The bar (59 pt status area + 44 pt bar) is tinted by what is under it, not a flat grey:
        // the orange and yellow rows scrolled under it show through blurred.
        let inBar = canvas.pixel(x: 196, y: 80)
        XCTAssertGreaterThan(Int(inBar.r) - Int(inBar.b), 20, "warm colours under the bar show through: \(inBar)")
        XCTAssertGreaterThan(Int(inBar.g), 150, "under the chrome material's light tint: \(inBar)")
        // Blurred: no sharp row edge inside the bar, the column changes smoothly.
        var largestStep = 0
        for y in 62..<100 {
            let a = canvas.pixel(x: 60, y: y)
            let b = canvas.pixel(x: 60, y: y + 1)
            largestStep = max(largestStep, abs(Int(a.b) - Int(b.b)))
        }
        XCTAssertLessThan(largestStep, 12, "no sharp edges under the bar")
        try assertGolden(canvas, named: "blur-nav-bar-scrolled")
    }
}
