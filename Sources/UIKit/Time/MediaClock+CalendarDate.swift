import Foundation

extension MediaClock {
    /// The default `calendarOrigin`: 9:41 in the morning of Monday 9 June 2025 in the current time
    /// zone — the time iOS's status bar shows in Apple's pictures.
    public static var defaultCalendarOrigin: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar.date(from: DateComponents(year: 2025, month: 6, day: 9, hour: 9, minute: 41)) ?? .distantPast
    }

    /// The simulated wall-clock date: `calendarOrigin` plus the media time elapsed, so "now" (a
    /// date picker's first date, "Today") is the same in every run; UIKit reads no real clock
    /// (architecture.md). A host or a test may move the origin.
    public var calendarDate: Date { calendarOrigin.addingTimeInterval(time) }
}
