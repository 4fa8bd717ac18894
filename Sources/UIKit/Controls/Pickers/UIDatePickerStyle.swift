import Foundation

/// How a date picker draws itself.
public enum UIDatePickerStyle: Int, Sendable {
    /// The style UIKit picks for the mode: `.compact`, or `.wheels` for a countdown timer and
    /// year-and-month (R310).
    case automatic = 0
    /// Spinning wheels, as `UIPickerView`.
    case wheels = 1
    /// Grey buttons ("pills") with the date and time; a tap opens the calendar or the time wheels.
    case compact = 2
    /// The month calendar (and a time pill for `.dateAndTime`) laid out in place.
    case inline = 3
}

extension UIDatePicker {
    /// What a date picker picks.
    public enum Mode: Int, Sendable {
        /// Hours and minutes (and AM/PM in a 12-hour locale).
        case time = 0
        /// Month, day and year in the locale's order.
        case date = 1
        /// A day, hours and minutes (and AM/PM).
        case dateAndTime = 2
        /// A duration in hours and minutes (`countDownDuration`).
        case countDownTimer = 3
        /// Month and year (iOS 17.4).
        case yearAndMonth = 4
    }
}
