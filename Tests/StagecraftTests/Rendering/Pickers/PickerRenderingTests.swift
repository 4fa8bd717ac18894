import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// A timer's three wheels, as the Clock app's: hours, minutes, seconds.
@MainActor
private final class TimerWheels: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? 24 : 60
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        "\(row)"
    }
}

/// R309 on screen: the band behind the centre row, its text dark, rows above and below squeezed
/// and fainter towards the edges.
@MainActor
final class PickerRenderingTests: XCTestCase {
    private let wheels = TimerWheels()

    private func look(_ canvas: Canvas, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    /// Dark pixels (text) in a horizontal strip of the canvas.
    private func darkPixels(_ canvas: Canvas, x: Range<Int>, y: Range<Int>, below level: Int) -> Int {
        var count = 0
        for py in y {
            for px in x {
                let p = canvas.pixel(x: px, y: py)
                if Int(p.r) < level && Int(p.g) < level && Int(p.b) < level { count += 1 }
            }
        }
        return count
    }

    func testR309TheWheelsDrawABandAndCurveAwayFromIt() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        picker.dataSource = wheels
        picker.delegate = wheels
        screen.view.addSubview(picker)
        sim.rootViewController = screen
        sim.advance(seconds: 0.2)
        picker.selectRow(5, inComponent: 0, animated: false)
        picker.selectRow(30, inComponent: 1, animated: false)
        sim.advance(seconds: 0.1)
        let canvas = try sim.render()
        try look(canvas, "picker-timer.png")

        // The band: light grey at its left end (no text there), white above it.
        let band = canvas.pixel(x: 14, y: 300 + 108)
        XCTAssertLessThan(Int(band.r), 245)
        XCTAssertGreaterThan(Int(band.r), 215)
        let above = canvas.pixel(x: 14, y: 300 + 80)
        XCTAssertGreaterThan(Int(above.r), 250)
        // The centre row's "5" is near black; a row three away is grey and squeezed.
        let column = 8..<133
        let centre = darkPixels(canvas, x: column, y: (300 + 94)..<(300 + 122), below: 80)
        XCTAssertGreaterThan(centre, 20)
        let threeAbove = darkPixels(canvas, x: column, y: (300 + 10)..<(300 + 40), below: 80)
        XCTAssertEqual(threeAbove, 0, "rows away from the band are grey, not black")
        let greyAbove = darkPixels(canvas, x: column, y: (300 + 10)..<(300 + 40), below: 200)
        XCTAssertGreaterThan(greyAbove, 5)
    }

    func testR309InDarkModeTheBandIsDarkGreyAndTheTextLight() async throws {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.overrideUserInterfaceStyle = .dark
        screen.view.backgroundColor = .systemBackground
        let picker = UIPickerView(frame: CGRect(x: 0, y: 300, width: 393, height: 216))
        picker.dataSource = wheels
        picker.delegate = wheels
        screen.view.addSubview(picker)
        sim.rootViewController = screen
        sim.advance(seconds: 0.2)
        picker.selectRow(8, inComponent: 0, animated: false)
        sim.advance(seconds: 0.1)
        let canvas = try sim.render()
        try look(canvas, "picker-dark.png")
        let band = canvas.pixel(x: 14, y: 300 + 108)
        XCTAssertGreaterThan(Int(band.r), 20)
        XCTAssertLessThan(Int(band.r), 70)
        var light = 0
        for y in (300 + 94)..<(300 + 122) {
            for x in 8..<133 where canvas.pixel(x: x, y: y).r > 200 { light += 1 }
        }
        XCTAssertGreaterThan(light, 20, "the centre row's text is white")
    }
}
