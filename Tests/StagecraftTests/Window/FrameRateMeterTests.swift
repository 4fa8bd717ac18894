import Foundation
import XCTest

@testable import Stagecraft

/// The HUD's rate is measured from presentation times, with dropped frames (issue 15: it showed
/// the display's nominal 60 Hz whatever happened).
final class FrameRateMeterTests: XCTestCase {
    func testSteadyFramesMeasureTheRateAndDropNothing() {
        var meter = FrameRateMeter(nominalRate: 60)
        for i in 0...60 { meter.framePresented(at: Double(i) / 60, continuesRun: i > 0) }
        XCTAssertEqual(meter.measuredRate ?? 0, 60, accuracy: 0.01)
        XCTAssertEqual(meter.recentlyDropped, 0)
        XCTAssertEqual(meter.summary, "60.0 Hz of 60  ·  0 dropped")
    }

    /// Every other interval lasts two display intervals: 40 frames a second, 20 dropped.
    func testLongIntervalsCountAsDroppedFrames() {
        var meter = FrameRateMeter(nominalRate: 60)
        var time = 0.0
        var frames = 0
        while time < 2 {
            meter.framePresented(at: time, continuesRun: frames > 0)
            frames += 1
            time += frames % 2 == 0 ? 2.0 / 60 : 1.0 / 60
        }
        XCTAssertEqual(meter.measuredRate ?? 0, 40, accuracy: 1.5)
        XCTAssertEqual(Double(meter.recentlyDropped), 20, accuracy: 1)
        XCTAssertGreaterThan(meter.totalDropped, meter.recentlyDropped)
    }

    /// A gap while the loop idled (nothing to draw) is not a drop; until two frames come, it is idle.
    func testIdlingIsNotDropping() {
        var meter = FrameRateMeter(nominalRate: 60)
        meter.framePresented(at: 0, continuesRun: false)
        XCTAssertNil(meter.measuredRate)
        XCTAssertEqual(meter.summary, "idle (60 Hz display)")
        meter.framePresented(at: 5, continuesRun: false)
        meter.framePresented(at: 5 + 1.0 / 60, continuesRun: true)
        XCTAssertEqual(meter.totalDropped, 0)
        XCTAssertEqual(meter.measuredRate ?? 0, 60, accuracy: 0.01)
    }
}
