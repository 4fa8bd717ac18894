import Foundation
import XCTest

@testable import UIKit

/// UIDatePicker: styles for each mode, the wheels in the locale's order set from the date and read
/// back when the user turns one, limits, minute steps, the countdown, the inline calendar and the
/// compact pills' card (R310).
@MainActor
final class UIDatePickerTests: XCTestCase {
    private var app: TestApp!
    private var finger: TouchDriver!
    private var utc: Calendar!

    override func setUp() async throws {
        app = TestApp()
        finger = TouchDriver(app)
        utc = Calendar(identifier: .gregorian)
        utc.timeZone = TimeZone(identifier: "UTC")!
    }

    private func date(_ year: Int, _ month: Int, _ day: Int, _ hour: Int = 15, _ minute: Int = 7) -> Date {
        utc.date(from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    private func makePicker(
        _ mode: UIDatePicker.Mode, _ style: UIDatePickerStyle,
        frame: CGRect = CGRect(x: 0, y: 100, width: 320, height: 216),
        locale: String = "en_US"
    ) -> UIDatePicker {
        let picker = UIDatePicker(frame: frame)
        picker.calendar = utc
        picker.timeZone = utc.timeZone
        picker.locale = Locale(identifier: locale)
        picker.datePickerMode = mode
        picker.preferredDatePickerStyle = style
        picker.date = date(2024, 2, 10)
        app.window.addSubview(picker)
        app.advance(seconds: 0)
        return picker
    }

    private func wheels(_ picker: UIDatePicker) throws -> DatePickerWheelsView {
        try XCTUnwrap(picker.presentation as? DatePickerWheelsView)
    }

    /// The value each wheel shows (its selected row within one turn).
    private func shown(_ picker: UIDatePicker) throws -> [Int] {
        let view = try wheels(picker)
        return view.wheels.enumerated().map { component, wheel in
            view.wheelsView.selectedRow(inComponent: component) % wheel.period(minuteInterval: picker.minuteInterval)
        }
    }

    func testR310TheFirstDateIsTheSimulatedNow() async {
        app.advance(seconds: 90)
        XCTAssertEqual(UIDatePicker().date, MediaClock.defaultCalendarOrigin.addingTimeInterval(90))
        app.clock.calendarOrigin = date(2030, 1, 1, 8, 0)
        XCTAssertEqual(UIDatePicker().date, date(2030, 1, 1, 8, 0).addingTimeInterval(90))
    }

    func testR310AutomaticIsCompactExceptForTheCountdownAndMonths() async {
        let picker = UIDatePicker()
        XCTAssertEqual(picker.datePickerMode, .dateAndTime)
        XCTAssertEqual(picker.preferredDatePickerStyle, .automatic)
        XCTAssertEqual(picker.datePickerStyle, .compact)
        picker.datePickerMode = .countDownTimer
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        picker.datePickerMode = .yearAndMonth
        picker.preferredDatePickerStyle = .inline
        XCTAssertEqual(picker.datePickerStyle, .wheels)
        picker.datePickerMode = .date
        XCTAssertEqual(picker.datePickerStyle, .inline)
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 340))
        picker.preferredDatePickerStyle = .wheels
        XCTAssertEqual(picker.intrinsicContentSize, CGSize(width: 320, height: 216))
    }

    func testR310TheWheelsFollowTheLocalesOrder() async {
        XCTAssertEqual(DateWheel.wheels(for: .date, locale: Locale(identifier: "en_US")), [.month, .day, .year])
        XCTAssertEqual(DateWheel.wheels(for: .date, locale: Locale(identifier: "en_GB")), [.day, .month, .year])
        XCTAssertEqual(DateWheel.wheels(for: .date, locale: Locale(identifier: "ja_JP")), [.year, .month, .day])
        XCTAssertEqual(
            DateWheel.wheels(for: .time, locale: Locale(identifier: "en_US")), [.hour12, .minute, .meridiem])
        XCTAssertEqual(DateWheel.wheels(for: .time, locale: Locale(identifier: "de_DE")), [.hour24, .minute])
        XCTAssertEqual(
            DateWheel.wheels(for: .time, locale: Locale(identifier: "ko_KR")), [.meridiem, .hour12, .minute])
        XCTAssertEqual(
            DateWheel.wheels(for: .dateAndTime, locale: Locale(identifier: "en_US")),
            [.dayOfDates, .hour12, .minute, .meridiem])
        XCTAssertEqual(DateWheel.wheels(for: .yearAndMonth, locale: Locale(identifier: "en_US")), [.month, .year])
    }

    func testR310DateWheelsShowMonthDayAndYear() async throws {
        let picker = makePicker(.date, .wheels)
        XCTAssertEqual(try shown(picker), [1, 9, 2023])
        let view = try wheels(picker)
        let month = view.wheelsView.selectedRow(inComponent: 0)
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: month, forComponent: 0), "February")
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: 2023, forComponent: 2), "2024")
        picker.setDate(date(2025, 12, 25), animated: false)
        XCTAssertEqual(try shown(picker), [11, 24, 2024])
    }

    func testR310TimeWheelsShowHourMinuteAndMeridiem() async throws {
        let picker = makePicker(.time, .wheels)
        XCTAssertEqual(try shown(picker), [3, 7, 1])
        let view = try wheels(picker)
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: 0, forComponent: 0), "12")
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: 5, forComponent: 1), "05")
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: 1, forComponent: 2), "PM")
        picker.minuteInterval = 15
        XCTAssertEqual(view.pickerView(view.wheelsView, titleForRow: 3, forComponent: 1), "45")
        XCTAssertEqual(try shown(picker)[1], 0, "7 minutes shows on the 00 step")
        picker.minuteInterval = 7
        XCTAssertEqual(picker.minuteInterval, 1, "not a divisor of 60")
    }

    func testR310TurningTheDayWheelChangesTheDateAndSendsValueChangedOnce() async throws {
        let picker = makePicker(.date, .wheels)
        let events = ControlEventRecorder(picker)
        picker.setDate(date(2024, 2, 12), animated: true)
        app.advance(seconds: 0.5)
        XCTAssertEqual(events.names, [], "changes made in code send nothing")
        // The day wheel spans x 160…216; one row below the centre line (y 208) shows ~31 pt lower.
        finger.tap(at: CGPoint(x: 188, y: 208 + 31))
        app.advance(seconds: 0.6)
        XCTAssertEqual(picker.date, date(2024, 2, 13))
        XCTAssertEqual(events.names, ["valueChanged", "primaryAction"])
        picker.isEnabled = false
        finger.tap(at: CGPoint(x: 188, y: 208 + 31))
        app.advance(seconds: 0.6)
        XCTAssertEqual(picker.date, date(2024, 2, 13), "a disabled picker does not turn")
    }

    func testR310APickPastTheLimitsIsClampedAndTheWheelSlidesBack() async throws {
        let picker = makePicker(.date, .wheels)
        picker.maximumDate = date(2024, 2, 11, 23, 0)
        picker.minimumDate = date(2024, 2, 9, 0, 0)
        XCTAssertEqual(picker.date, date(2024, 2, 10))
        app.advance(seconds: 0)
        let view = try wheels(picker)
        let dayColumn = view.wheelsView.columns[1]
        let tenth = view.wheelsView.selectedRow(inComponent: 1)
        func colour(_ row: Int) -> UIColor? { (dayColumn.cells[row]?.content as? UILabel)?.textColor }
        XCTAssertEqual(colour(tenth + 1), .label, "the 11th is within the limits")
        XCTAssertEqual(colour(tenth + 2), .tertiaryLabel, "the 12th is past the maximum: grey")
        XCTAssertEqual(colour(tenth - 1), .label, "the 9th at 15:07 is after the minimum")
        XCTAssertEqual(colour(tenth - 2), .tertiaryLabel, "the 8th is before it")
        finger.tap(at: CGPoint(x: 188, y: 208 + 60))
        app.advance(seconds: 1)
        XCTAssertEqual(picker.date, date(2024, 2, 11, 23, 0), "the 12th is past the maximum")
        XCTAssertEqual(try shown(picker)[1], 10)
        picker.date = date(2020, 1, 1)
        XCTAssertEqual(picker.date, date(2024, 2, 9, 0, 0), "code is clamped too")
    }

    func testR310TheThirtyFirstOfAShortMonthIsItsLastDay() async throws {
        let picker = makePicker(.date, .wheels)
        picker.date = date(2024, 1, 31)
        finger.tap(at: CGPoint(x: 80, y: 208 + 31))
        app.advance(seconds: 1)
        XCTAssertEqual(picker.date, date(2024, 2, 29))
        XCTAssertEqual(try shown(picker), [1, 28, 2023])
        let view = try wheels(picker)
        let dayColumn = view.wheelsView.columns[1]
        let row = view.wheelsView.selectedRow(inComponent: 1)
        XCTAssertEqual((dayColumn.cells[row + 1]?.content as? UILabel)?.textColor, .tertiaryLabel, "no 30 February")
    }

    func testR310TheCountdownPicksAWholeNumberOfMinutesAndNeverZero() async throws {
        let picker = makePicker(.countDownTimer, .automatic)
        let view = try wheels(picker)
        XCTAssertEqual(view.wheels, [.durationHours, .durationMinutes])
        XCTAssertEqual(view.wheelsView.numberOfRows(inComponent: 0), 24 * DateWheel.repeats, "the hours go round")
        picker.countDownDuration = 5400 + 42
        XCTAssertEqual(picker.countDownDuration, 5400)
        XCTAssertEqual(try shown(picker), [1, 30])
        picker.countDownDuration = 0
        let events = ControlEventRecorder(picker)
        // Tap the hours wheel's row below (1 hour), then back above to 0 hours.
        finger.tap(at: CGPoint(x: 80, y: 208 + 31))
        app.advance(seconds: 1)
        XCTAssertEqual(picker.countDownDuration, 3600)
        finger.tap(at: CGPoint(x: 80, y: 208 - 31))
        app.advance(seconds: 1)
        XCTAssertEqual(picker.countDownDuration, 60, "0:00 becomes one minute")
        XCTAssertEqual(events.names.filter { $0 == "valueChanged" }.count, 2)
    }

    func testR310TheInlineCalendarShowsTheMonthAndATapPicksADay() async throws {
        let picker = makePicker(.date, .inline, frame: CGRect(x: 0, y: 100, width: 320, height: 340))
        let calendar = try XCTUnwrap(picker.presentation as? DatePickerInlineView)
        XCTAssertEqual(calendar.monthTitle.text, "February 2024")
        // February 2024 starts on a Thursday: four blanks, then the 1st.
        XCTAssertTrue(calendar.dayLabels[3].isHidden)
        XCTAssertEqual(calendar.dayLabels[4].text, "1")
        XCTAssertEqual(calendar.selectedGridIndex, 13)
        XCTAssertEqual(
            calendar.selectionCircle.center, CGPoint(x: calendar.dayFrame(atGridIndex: 13).midX, y: 68 + 44 + 22))
        let events = ControlEventRecorder(picker)
        let twentieth = calendar.dayFrame(atGridIndex: 23)
        finger.tap(at: CGPoint(x: twentieth.midX, y: 100 + twentieth.midY))
        app.advance(seconds: 0.1)
        XCTAssertEqual(picker.date, date(2024, 2, 20), "the day changes, the time of day stays")
        XCTAssertEqual(events.names, ["valueChanged", "primaryAction"])
        XCTAssertEqual(calendar.selectedGridIndex, 23)
        calendar.nextMonthButton.sendActions(for: .touchUpInside)
        XCTAssertEqual(calendar.monthTitle.text, "March 2024")
        XCTAssertNil(calendar.selectedGridIndex)
        XCTAssertEqual(picker.date, date(2024, 2, 20), "paging the month keeps the date")
        finger.drag(from: CGPoint(x: 250, y: 300), to: CGPoint(x: 100, y: 300), steps: 4)
        finger.release()
        app.advance(seconds: 0.1)
        XCTAssertEqual(calendar.monthTitle.text, "April 2024", "a swipe left pages on")
        finger.drag(from: CGPoint(x: 100, y: 300), to: CGPoint(x: 250, y: 300), steps: 4)
        finger.release()
        app.advance(seconds: 0.1)
        XCTAssertEqual(calendar.monthTitle.text, "March 2024")
        XCTAssertEqual(picker.date, date(2024, 2, 20))
    }

    func testR310CompactPillsOpenACardWhoseDayPicksTheDate() async throws {
        let picker = makePicker(.dateAndTime, .compact, frame: CGRect(x: 20, y: 100, width: 300, height: 34))
        let compact = try XCTUnwrap(picker.presentation as? DatePickerCompactView)
        XCTAssertEqual(compact.datePill?.label.text, "Feb 10, 2024")
        // ICU, as iOS 17 and later, puts a narrow no-break space before the AM/PM.
        XCTAssertEqual(compact.timePill?.label.text?.replacingOccurrences(of: "\u{202F}", with: " "), "3:07 PM")
        XCTAssertEqual(picker.intrinsicContentSize.height, 34)
        let pill = try XCTUnwrap(compact.datePill)
        let centre = pill.convert(CGPoint(x: pill.bounds.midX, y: pill.bounds.midY), to: app.window)
        finger.tap(at: centre)
        app.advance(seconds: 0.4)
        let card = try XCTUnwrap(compact.card)
        XCTAssertTrue(card.window === app.window)
        XCTAssertGreaterThan(card.panel.frame.minY, centre.y, "below the pill")
        let calendar = try XCTUnwrap(card.content as? DatePickerInlineView)
        let day = calendar.convert(calendar.dayFrame(atGridIndex: 4 + 14), to: app.window)
        finger.tap(at: CGPoint(x: day.midX, y: day.midY))
        app.advance(seconds: 0.1)
        XCTAssertEqual(picker.date, date(2024, 2, 15))
        XCTAssertEqual(compact.datePill?.label.text, "Feb 15, 2024")
        finger.tap(at: CGPoint(x: 200, y: 800))
        app.advance(seconds: 0.4)
        XCTAssertNil(compact.card)
        XCTAssertNil(card.superview, "the card is gone from the window")
    }
}
