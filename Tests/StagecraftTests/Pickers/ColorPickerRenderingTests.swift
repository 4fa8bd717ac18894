import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R330 on screen: the colour picker is a white page sheet with the 12 × 10 grid of colours, the
/// opacity slider and the swatch; the colour well is a ring of hues around its colour.
@MainActor
final class ColorPickerRenderingTests: XCTestCase {
    func makeSimulator() throws -> (Simulator, UIViewController) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        sim.rootViewController = screen
        sim.advance(seconds: 0.2)
        return (sim, screen)
    }

    func testR330TheGridShowsTwelveColumnsOfTenRowsOnAWhiteSheet() async throws {
        let (sim, screen) = try makeSimulator()
        let picker = UIColorPickerViewController()
        picker.selectedColor = UIColor(red: 0, green: 97 / 255, blue: 253 / 255, alpha: 1)
        screen.present(picker, animated: true)
        sim.advance(seconds: 1)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "color-picker-grid.png")
        let grid = try XCTUnwrap(find(UIControl.self, labelled: "Color grid", in: picker.view))
        let frame = grid.convert(grid.bounds, to: nil)
        let cell = frame.width / 12
        func pixel(row: Int, column: Int) -> (Int, Int, Int) {
            let p = canvas.pixel(
                x: Int(frame.minX + (CGFloat(column) + 0.5) * cell), y: Int(frame.minY + (CGFloat(row) + 0.5) * cell))
            return (Int(p.r), Int(p.g), Int(p.b))
        }
        XCTAssertEqual(pixel(row: 0, column: 0).0, 255, "white at the top left")
        XCTAssertLessThan(pixel(row: 0, column: 11).0, 8, "black at the top right")
        let red = pixel(row: 5, column: 5)
        XCTAssertEqual(red.0, 255)
        XCTAssertEqual(red.1, 0x40, accuracy: 2)
        let green = pixel(row: 5, column: 11)
        XCTAssertGreaterThan(green.1, green.0 + 40)
        // The marked cell (row 5, column 1) wears a white ring at its edge, blue inside.
        let ringX = Int(frame.minX + cell + 2.5)
        let ringY = Int(frame.minY + 5.5 * cell)
        XCTAssertGreaterThan(Int(canvas.pixel(x: ringX, y: ringY).r), 200)
        XCTAssertLessThan(pixel(row: 5, column: 1).0, 20)
        // Below the grid, left: the swatch of the chosen blue.
        let swatch = try XCTUnwrap(find(UIView.self, labelled: "Selected color", in: picker.view))
        let s = swatch.convert(swatch.bounds, to: nil)
        let swatchPixel = canvas.pixel(x: Int(s.midX), y: Int(s.midY))
        XCTAssertGreaterThan(Int(swatchPixel.b), 240)
        XCTAssertLessThan(Int(swatchPixel.r), 15)
    }

    func testR330TheSlidersAndSpectrumTabsDrawTheirTracks() async throws {
        let (sim, screen) = try makeSimulator()
        let picker = UIColorPickerViewController()
        picker.selectedColor = UIColor(red: 0.2, green: 0.6, blue: 0.4, alpha: 0.5)
        screen.present(picker, animated: true)
        sim.advance(seconds: 1)
        let tabs = try XCTUnwrap(find(UISegmentedControl.self, labelled: nil, in: picker.view))
        tabs.selectedSegmentIndex = 2
        tabs.sendActions(for: .valueChanged)
        sim.advance(seconds: 0.2)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "color-picker-sliders.png")
        let red = try XCTUnwrap(find(UIControl.self, labelled: "Red", in: picker.view))
        let r = red.convert(red.bounds, to: nil)
        let left = canvas.pixel(x: Int(r.minX + 6), y: Int(r.midY))
        let right = canvas.pixel(x: Int(r.maxX - 6), y: Int(r.midY))
        XCTAssertLessThan(Int(left.r), 20, "the red track starts without red")
        XCTAssertGreaterThan(Int(right.r), 235, "and ends with it full")
        XCTAssertEqual(Int(left.g), Int(right.g), accuracy: 4, "the other channels stay")

        tabs.selectedSegmentIndex = 1
        tabs.sendActions(for: .valueChanged)
        sim.advance(seconds: 0.2)
        let spectrumCanvas = try sim.render()
        try LookFolder.write(spectrumCanvas, named: "color-picker-spectrum.png")
        let spectrum = try XCTUnwrap(find(UIControl.self, labelled: "Color spectrum", in: picker.view))
        let f = spectrum.convert(spectrum.bounds, to: nil)
        let top = spectrumCanvas.pixel(x: Int(f.midX), y: Int(f.minY + 2))
        let bottom = spectrumCanvas.pixel(x: Int(f.midX), y: Int(f.maxY - 2))
        XCTAssertGreaterThan(Int(top.r) + Int(top.g) + Int(top.b), 700, "light at the top")
        XCTAssertLessThan(Int(bottom.r) + Int(bottom.g) + Int(bottom.b), 60, "dark at the bottom")
    }

    func testR330TheColorWellIsARingOfHuesAroundItsColour() async throws {
        let (sim, screen) = try makeSimulator()
        let well = UIColorWell(frame: CGRect(x: 40, y: 120, width: 28, height: 28))
        well.selectedColor = .systemYellow
        let big = UIColorWell(frame: CGRect(x: 100, y: 100, width: 84, height: 84))
        big.selectedColor = UIColor(red: 0, green: 0, blue: 1, alpha: 0.4)
        let empty = UIColorWell(frame: CGRect(x: 220, y: 120, width: 28, height: 28))
        for w in [well, big, empty] { screen.view.addSubview(w) }
        sim.advance(seconds: 0.2)
        let canvas = try sim.render()
        try LookFolder.write(canvas, named: "color-well.png")
        // The big well: red at the top of the ring, cyan at the bottom, the colour in the middle.
        let top = canvas.pixel(x: 142, y: 102)
        XCTAssertGreaterThan(Int(top.r), 200)
        XCTAssertLessThan(Int(top.b), 80)
        let bottom = canvas.pixel(x: 142, y: 182)
        XCTAssertGreaterThan(Int(bottom.b), 200)
        XCTAssertGreaterThan(Int(bottom.g), 180)
        XCTAssertLessThan(Int(bottom.r), 60)
        let middle = canvas.pixel(x: 142, y: 142)
        XCTAssertGreaterThan(Int(middle.b), Int(middle.r) + 60, "translucent blue over the checkerboard")
        // The small yellow well's middle, and the empty one's (the background shows).
        let yellow = canvas.pixel(x: 54, y: 134)
        XCTAssertGreaterThan(Int(yellow.r), 230)
        XCTAssertLessThan(Int(yellow.b), 60)
        XCTAssertGreaterThan(Int(canvas.pixel(x: 234, y: 134).b), 240)
    }

    private func find<T: UIView>(_ type: T.Type, labelled label: String?, in view: UIView) -> T? {
        if let match = view as? T, label == nil || view.accessibilityLabel == label { return match }
        for sub in view.subviews { if let found = find(type, labelled: label, in: sub) { return found } }
        return nil
    }
}
