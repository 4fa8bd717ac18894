import Foundation

/// One wheel of a date picker in `.wheels` style: what it picks, its rows and their titles. Months,
/// days, hours and minutes go round (their rows repeat, so the wheel spins on past the last); years,
/// AM/PM and `.dateAndTime`'s days do not (R310).
enum DateWheel: Equatable {
    case month, day, year
    /// A day within ±`dayRange` days of the day the wheel was built on (`.dateAndTime`).
    case dayOfDates
    case hour12, hour24, minute, meridiem
    /// A countdown's hours (0…23) and minutes.
    case durationHours, durationMinutes

    /// How many times a going-round wheel's values repeat; the wheel starts in the middle copy.
    static let repeats = 200
    /// How many days either side of its day a `.dateAndTime` day wheel reaches.
    static let dayRange = 3650
    /// The years a year wheel offers.
    static let years = 1...9999

    /// The values one turn of the wheel holds.
    func period(minuteInterval: Int) -> Int {
        switch self {
        case .month: return 12
        case .day: return 31
        case .year: return Self.years.count
        case .dayOfDates: return 2 * Self.dayRange + 1
        case .hour12: return 12
        case .hour24, .durationHours: return 24
        case .minute, .durationMinutes: return 60 / max(1, minuteInterval)
        case .meridiem: return 2
        }
    }

    /// Whether the wheel goes round.
    var isCyclic: Bool {
        switch self {
        case .month, .day, .hour12, .hour24, .minute, .durationHours, .durationMinutes: return true
        case .year, .dayOfDates, .meridiem: return false
        }
    }

    /// The number of rows the wheel has.
    func rowCount(minuteInterval: Int) -> Int {
        period(minuteInterval: minuteInterval) * (isCyclic ? Self.repeats : 1)
    }

    /// The share of the picker's width the wheel takes (by eye against iOS 18's wheels).
    var widthWeight: CGFloat {
        switch self {
        case .month: return 2.6
        case .dayOfDates: return 3.2
        case .year: return 1.6
        case .day, .hour12, .hour24, .minute, .meridiem: return 1
        case .durationHours, .durationMinutes: return 2
        }
    }

    /// The wheels for `mode` in `locale`'s order: the date's fields as its long date format orders
    /// them (month, day, year for en_US), the time's as its short time format (AM/PM where it says).
    static func wheels(for mode: UIDatePicker.Mode, locale: Locale) -> [DateWheel] {
        switch mode {
        case .date: return ordered([("M", .month), ("d", .day), ("y", .year)], template: "yMMMMd", locale: locale)
        case .yearAndMonth: return ordered([("M", .month), ("y", .year)], template: "yMMMM", locale: locale)
        case .time: return timeWheels(locale: locale)
        case .dateAndTime: return [.dayOfDates] + timeWheels(locale: locale)
        case .countDownTimer: return [.durationHours, .durationMinutes]
        }
    }

    private static func timeWheels(locale: Locale) -> [DateWheel] {
        let pattern = DateFormatter.dateFormat(fromTemplate: "jmm", options: 0, locale: locale) ?? "h:mm a"
        let twelveHour = pattern.contains("h") || pattern.contains("K")
        let hour: DateWheel = twelveHour ? .hour12 : .hour24
        var fields: [(Character, DateWheel)] = [("H", hour), ("m", .minute)]
        if twelveHour { fields.append(("a", .meridiem)) }
        return ordered(fields, pattern: pattern.replacingOccurrences(of: "h", with: "H"))
    }

    private static func ordered(_ fields: [(Character, DateWheel)], template: String, locale: Locale) -> [DateWheel] {
        ordered(fields, pattern: DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: locale) ?? "")
    }

    /// The wheels in the order their pattern letters first appear (quoted text skipped; letters
    /// the pattern lacks go last, in the order given).
    private static func ordered(_ fields: [(Character, DateWheel)], pattern: String) -> [DateWheel] {
        var positions: [Character: Int] = [:]
        var quoted = false
        for (index, character) in pattern.enumerated() {
            if character == "'" { quoted.toggle() }
            let letter = character == "L" ? "M" : character == "K" || character == "k" ? "H" : character
            if !quoted, positions[letter] == nil { positions[letter] = index }
        }
        return fields.enumerated()
            .sorted { (positions[$0.element.0] ?? 1000 + $0.offset) < (positions[$1.element.0] ?? 1000 + $1.offset) }
            .map(\.element.1)
    }
}
