import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// The status bar's time, signal, Wi-Fi and battery (R204), on both kinds of phone.
@MainActor
final class StatusBarGlyphsTests: XCTestCase {
    private final class Plain: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
        }
    }

    /// The status bar band of a white screen at 2×.
    private func statusBar(_ device: DeviceProfile) throws -> Canvas {
        UIKitRuntime.reset()
        let sim = try Simulator(device: device, scale: 2)
        sim.rootViewController = Plain()
        sim.advance(seconds: 0)
        let screen = try sim.render(includeDeviceFrame: false)
        let height = Int(device == .smallPhone ? 40 : 108)
        let band = try Canvas(width: screen.width, height: height)
        for y in 0..<height {
            for x in 0..<screen.width { band.setPixel(x: x, y: y, to: screen.pixel(x: x, y: y)) }
        }
        return band
    }

    /// Columns (in points) holding ink in rows `rows` (points) of the band, inside `columns`
    /// (beside the screen's black rounded corners and sensor housing).
    private func inkColumns(_ band: Canvas, rows: Range<Int>, columns: Range<Int>) -> [Int] {
        columns.filter { x in
            rows.contains { y in
                let p = band.pixel(x: 2 * x, y: 2 * y)
                return p.r < 80 && p.b < 80
            }
        }
    }

    func testR204StatusBarGlyphsGolden() async throws {
        let modern = try statusBar(.modernPhone)
        // The time centred in the left ear (0…133.5); bars, Wi-Fi and battery ending 29 pt from the right,
        // all on the housing's line (y 11…48).
        let left = inkColumns(modern, rows: 22..<38, columns: 15..<125)
        let right = inkColumns(modern, rows: 22..<38, columns: 270..<380)
        XCTAssertEqual(Double(left.first! + left.last!) / 2, 66.75, accuracy: 1.5, "time centred in the left ear")
        XCTAssertEqual(right.last!, 359, accuracy: 1, "the battery's charge (its cap is translucent)")
        XCTAssertEqual(right.first!, 296, accuracy: 2, "the cellular bars start the right ear")
        try assertGolden(modern, named: "status-bar-modern")

        let small = try statusBar(.smallPhone)
        let smallColumns = inkColumns(small, rows: 0..<20, columns: 0..<375)
        let time = smallColumns.filter { $0 > 150 && $0 < 225 }
        XCTAssertEqual(Double(time.first! + time.last!) / 2, 187.5, accuracy: 2, "the small phone's time is centred")
        XCTAssertEqual(smallColumns.first!, 6, accuracy: 1, "signal bars on the left")
        try assertGolden(small, named: "status-bar-small")
    }
}
