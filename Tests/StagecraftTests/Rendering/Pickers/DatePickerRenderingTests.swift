import Foundation
import Gallery
import Stagecraft
import StagecraftTesting
import UIKit
import XCTest

/// R310 on screen: a date picker's wheels, its inline calendar, and its compact pills with the
/// calendar card open.
@MainActor
final class DatePickerRenderingTests: XCTestCase {
    private func look(_ canvas: Canvas, _ name: String) throws {
        guard let folder = ProcessInfo.processInfo.environment["STAGECRAFT_LOOK"] else { return }
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try canvas.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent(name))
    }

    private func launch(_ configure: (UIDatePicker) -> Void, frame: CGRect) throws -> (Simulator, UIDatePicker) {
        UIKitRuntime.reset()
        let sim = try Simulator(scenes: Gallery.catalog, device: .modernPhone, scale: 1)
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        let picker = UIDatePicker(frame: frame)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        picker.calendar = calendar
        picker.timeZone = calendar.timeZone
        picker.locale = Locale(identifier: "en_US")
        configure(picker)
        picker.date = calendar.date(from: DateComponents(year: 2024, month: 2, day: 10, hour: 15, minute: 7))!
        screen.view.addSubview(picker)
        sim.rootViewController = screen
        sim.advance(seconds: 0.3)
        return (sim, picker)
    }

    private func count(_ canvas: Canvas, in rect: CGRect, where test: (UInt8, UInt8, UInt8) -> Bool) -> Int {
        var n = 0
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX) {
                let p = canvas.pixel(x: x, y: y)
                if test(p.r, p.g, p.b) { n += 1 }
            }
        }
        return n
    }

    func testR310DateWheelsDrawMonthDayAndYearOnTheBand() async throws {
        let (sim, _) = try launch(
            {
                $0.datePickerMode = .date
                $0.preferredDatePickerStyle = .wheels
            }, frame: CGRect(x: 36, y: 300, width: 320, height: 216))
        let canvas = try sim.render()
        try look(canvas, "datepicker-wheels-date.png")
        // Dark text in each of the three wheels' part of the band.
        let band = CGRect(x: 44, y: 300 + 94, width: 304, height: 28)
        for third in 0..<3 {
            let width = band.width / 3
            let part = CGRect(x: band.minX + CGFloat(third) * width, y: band.minY, width: width, height: band.height)
            XCTAssertGreaterThan(count(canvas, in: part) { $0 < 90 && $1 < 90 && $2 < 90 }, 10, "wheel \(third)")
        }
    }

    func testR310TheInlineCalendarCirclesTheSelectedDayInTheTint() async throws {
        let (sim, picker) = try launch(
            {
                $0.datePickerMode = .date
                $0.preferredDatePickerStyle = .inline
            }, frame: CGRect(x: 36, y: 200, width: 320, height: 340))
        let canvas = try sim.render()
        try look(canvas, "datepicker-inline.png")
        let calendar = try XCTUnwrap(picker.subviews.first)
        let circle = try XCTUnwrap(calendar.subviews.first { $0.bounds.width == 40 && !$0.isHidden })
        let frame = circle.convert(circle.bounds, to: nil)
        // The circle's edge is pale blue; its number (the 10th) in the tint.
        let edge = canvas.pixel(x: Int(frame.minX) + 4, y: Int(frame.midY))
        XCTAssertGreaterThan(Int(edge.b), Int(edge.r) + 10)
        XCTAssertGreaterThan(count(canvas, in: frame.insetBy(dx: 8, dy: 8)) { $2 > 200 && $0 < 120 }, 10)
        // The header's title is dark text at the top left.
        let header = CGRect(x: 52, y: 210, width: 120, height: 24)
        XCTAssertGreaterThan(count(canvas, in: header) { $0 < 90 && $1 < 90 && $2 < 90 }, 20)
    }

    func testR310CompactPillsAndTheirCalendarCard() async throws {
        let (sim, picker) = try launch(
            {
                $0.datePickerMode = .dateAndTime
                $0.preferredDatePickerStyle = .compact
                $0.contentHorizontalAlignment = .trailing
            }, frame: CGRect(x: 16, y: 120, width: 361, height: 34))
        var canvas = try sim.render()
        try look(canvas, "datepicker-compact.png")
        // The pills: light grey at their ends, right-aligned.
        let grey = canvas.pixel(x: 377 - 4, y: 137)
        XCTAssertLessThan(Int(grey.r), 245)
        XCTAssertGreaterThan(Int(grey.r), 215)
        XCTAssertGreaterThan(Int(canvas.pixel(x: 30, y: 137).r), 250, "nothing at the leading end")
        // Open the date pill's card.
        let pills = try XCTUnwrap(picker.subviews.first).subviews
        let datePill = try XCTUnwrap(pills.first)
        let centre = datePill.convert(CGPoint(x: datePill.bounds.midX, y: datePill.bounds.midY), to: nil)
        _ = sim.tap(at: centre)
        sim.advance(seconds: 0.5)
        canvas = try sim.render()
        try look(canvas, "datepicker-compact-card.png")
        // The card is white over the faintly dimmed screen.
        let dim = canvas.pixel(x: 10, y: 700)
        XCTAssertLessThan(Int(dim.r), 240)
        let card = canvas.pixel(x: 196, y: 200)
        XCTAssertGreaterThan(Int(card.r), 250)
    }

    func testR310CountdownAndDateAndTimeWheels() async throws {
        let (sim, picker) = try launch(
            {
                $0.datePickerMode = .countDownTimer
                $0.countDownDuration = 2 * 3600 + 15 * 60
            }, frame: CGRect(x: 36, y: 150, width: 320, height: 216))
        var canvas = try sim.render()
        try look(canvas, "datepicker-countdown.png")
        // "hours" beside the hours wheel's number, in the band.
        let hours = CGRect(x: 36 + 80, y: 150 + 94, width: 70, height: 28)
        XCTAssertGreaterThan(count(canvas, in: hours) { $0 < 90 && $1 < 90 && $2 < 90 }, 10)
        picker.datePickerMode = .dateAndTime
        picker.preferredDatePickerStyle = .wheels
        sim.advance(seconds: 0.1)
        canvas = try sim.render()
        try look(canvas, "datepicker-wheels-dateandtime.png")
        let band = CGRect(x: 44, y: 150 + 94, width: 304, height: 28)
        XCTAssertGreaterThan(count(canvas, in: band) { $0 < 90 && $1 < 90 && $2 < 90 }, 40)
    }

    func testR310TheTimePillOpensTimeWheelsInACard() async throws {
        let (sim, picker) = try launch(
            {
                $0.datePickerMode = .time
                $0.preferredDatePickerStyle = .compact
            }, frame: CGRect(x: 16, y: 400, width: 361, height: 34))
        let pill = try XCTUnwrap(picker.subviews.first?.subviews.first)
        _ = sim.tap(at: pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: nil))
        sim.advance(seconds: 0.5)
        let canvas = try sim.render()
        try look(canvas, "datepicker-time-card.png")
        // The card is below the pill: white, with the wheels' band.
        let card = canvas.pixel(x: 196, y: 400 + 34 + 8 + 5)
        XCTAssertGreaterThan(Int(card.r), 250)
        let band = canvas.pixel(x: 196 - 110, y: 400 + 34 + 8 + 108)
        XCTAssertLessThan(Int(band.r), 245)
    }
}
