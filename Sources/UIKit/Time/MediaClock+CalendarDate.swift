import Foundation

extension MediaClock {
    /// The simulated wall-clock date: 9:41 in the morning of Monday 9 June 2025 in the current time
    /// zone — the time iOS's status bar shows in Apple's pictures — plus the media time elapsed, so
    /// "now" is the same in every run (UIKit reads no real clock, architecture.md).
    public var calendarDate: Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        let start =
            calendar.date(from: DateComponents(year: 2025, month: 6, day: 9, hour: 9, minute: 41)) ?? .distantPast
        return start.addingTimeInterval(time)
    }
}
