import Foundation

/// A date picker drawn as wheels: a `UIPickerView` whose components are the mode's `DateWheel`s in
/// the locale's order, set from the date and read back into it when the user turns one (R310).
@preconcurrency @MainActor
final class DatePickerWheelsView: UIView, DatePickerPresentation, UIPickerViewDataSource, UIPickerViewDelegate {
    let style = UIDatePickerStyle.wheels
    var view: UIView { self }
    var naturalSize: CGSize { UIPickerView.naturalSize }

    private weak var picker: UIDatePicker?
    /// The wheels, shown by `wheelsView`.
    private(set) var wheels: [DateWheel] = []
    let wheelsView = UIPickerView()
    /// The day a `.dateAndTime` day wheel counts from (its middle row).
    private var anchorDay = Date(timeIntervalSinceReferenceDate: 0)
    /// Whether the wheels have been set from a date since they were built.
    private var isPlaced = false
    /// A countdown's fixed "hours" and "min" beside its wheels' numbers.
    private var unitLabels: [UILabel] = []

    /// The mode the wheels pick (the picker's, or `.time` in a compact picker's card).
    private let fixedMode: UIDatePicker.Mode?

    init(picker: UIDatePicker, mode: UIDatePicker.Mode? = nil) {
        self.picker = picker
        fixedMode = mode
        super.init(frame: picker.bounds)
        wheelsView.dataSource = self
        wheelsView.delegate = self
        addSubview(wheelsView)
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    private var calendar: Calendar { picker?.effectiveCalendar ?? .current }
    /// The `.dateAndTime` day wheel's format ("Mon Jun 9" in en_US), made at each reload.
    private var dayFormatter = DateFormatter()
    private var mode: UIDatePicker.Mode { fixedMode ?? picker?.datePickerMode ?? .dateAndTime }
    private var minuteInterval: Int { picker?.minuteInterval ?? 1 }

    func reload() {
        guard let picker else { return }
        wheels = DateWheel.wheels(for: mode, locale: picker.effectiveLocale)
        anchorDay = calendar.startOfDay(for: picker.date)
        dayFormatter = DateFormatter()
        dayFormatter.calendar = calendar
        dayFormatter.timeZone = calendar.timeZone
        dayFormatter.locale = calendar.locale
        dayFormatter.setLocalizedDateFormatFromTemplate("EEEMMMd")
        unitLabels.forEach { $0.removeFromSuperview() }
        unitLabels = []
        if mode == .countDownTimer {
            for unit in ["hours", "min"] {
                let label = UILabel()
                label.text = unit
                label.font = .systemFont(ofSize: 17, weight: .semibold)
                addSubview(label)
                unitLabels.append(label)
            }
        }
        isPlaced = false
        wheelsView.reloadAllComponents()
        showDate(animated: false)
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        wheelsView.frame = bounds
        wheelsView.layoutIfNeeded()
        for (component, label) in unitLabels.enumerated() where component < wheelsView.columns.count {
            let column = wheelsView.columns[component].frame
            label.sizeToFit()
            label.frame.origin = CGPoint(x: column.midX + 10, y: bounds.midY - label.frame.height / 2)
        }
    }

    // MARK: Date to wheels

    /// The value index each wheel shows for the picker's date (or duration).
    private func values() -> [Int] {
        guard let picker else { return [] }
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: picker.date)
        let hour = parts.hour ?? 0
        let duration = Int(picker.countDownDuration)
        return wheels.map { wheel in
            switch wheel {
            case .month: return (parts.month ?? 1) - 1
            case .day: return (parts.day ?? 1) - 1
            case .year: return min(max(parts.year ?? 1, DateWheel.years.lowerBound), DateWheel.years.upperBound) - 1
            case .dayOfDates:
                let days = calendar.dateComponents([.day], from: anchorDay, to: calendar.startOfDay(for: picker.date))
                return min(max((days.day ?? 0) + DateWheel.dayRange, 0), 2 * DateWheel.dayRange)
            case .hour12: return hour % 12
            case .hour24: return hour
            case .minute: return (parts.minute ?? 0) / minuteInterval
            case .meridiem: return hour >= 12 ? 1 : 0
            case .durationHours: return duration / 3600
            case .durationMinutes: return duration % 3600 / 60 / minuteInterval
            }
        }
    }

    func showDate(animated: Bool) {
        // Which rows are grey depends on the other wheels and the limits: ask for the rows again.
        if isPlaced, wheels.contains(.day) || picker?.minimumDate != nil || picker?.maximumDate != nil {
            for component in wheels.indices { wheelsView.reloadComponent(component) }
        }
        for (component, value) in values().enumerated() {
            let wheel = wheels[component]
            let period = wheel.period(minuteInterval: minuteInterval)
            var row = value
            if wheel.isCyclic {
                // The copy of the value nearest the row the wheel is on, so it turns the short way.
                let current = isPlaced ? wheelsView.selectedRow(inComponent: component) : period * DateWheel.repeats / 2
                row = current - current % period + value
                if row - current > period / 2 { row -= period }
                if current - row > period / 2 { row += period }
                row = min(max(row, 0), wheel.rowCount(minuteInterval: minuteInterval) - 1)
            }
            if wheelsView.selectedRow(inComponent: component) != row {
                wheelsView.selectRow(row, inComponent: component, animated: animated && isPlaced)
            }
        }
        isPlaced = true
    }

    // MARK: Wheels to date

    /// The date the wheels show: the picker's date with each wheel's field replaced, the day kept
    /// within its month (the 31st of a 30-day month is its 30th).
    private func dateOnWheels(replacing replaced: (component: Int, value: Int)? = nil) -> Date? {
        guard let picker else { return nil }
        let calendar = calendar
        var parts = calendar.dateComponents([.era, .year, .month, .day, .hour, .minute, .second], from: picker.date)
        var hour12: Int?
        var isPM = (parts.hour ?? 0) >= 12
        for (component, wheel) in wheels.enumerated() {
            var value = wheelsView.selectedRow(inComponent: component) % wheel.period(minuteInterval: minuteInterval)
            if let replaced, replaced.component == component { value = replaced.value }
            switch wheel {
            case .month: parts.month = value + 1
            case .day: parts.day = value + 1
            case .year: parts.year = value + 1
            case .dayOfDates:
                guard let day = calendar.date(byAdding: .day, value: value - DateWheel.dayRange, to: anchorDay) else {
                    continue
                }
                let dayParts = calendar.dateComponents([.era, .year, .month, .day], from: day)
                (parts.era, parts.year, parts.month, parts.day) = (
                    dayParts.era, dayParts.year, dayParts.month, dayParts.day
                )
            case .hour12: hour12 = value
            case .hour24: parts.hour = value
            case .minute:
                parts.minute = value * minuteInterval
                parts.second = 0
            case .meridiem: isPM = value == 1
            case .durationHours, .durationMinutes: break
            }
        }
        if let hour12 {
            parts.hour = hour12 + (isPM ? 12 : 0)
        } else if wheels.contains(.meridiem) {
            parts.hour = (parts.hour ?? 0) % 12 + (isPM ? 12 : 0)
        }
        var firstOfMonth = parts
        firstOfMonth.day = 1
        if let first = calendar.date(from: firstOfMonth), let days = calendar.range(of: .day, in: .month, for: first) {
            parts.day = min(parts.day ?? 1, days.count)
        }
        return calendar.date(from: parts)
    }

    /// Whether a row shows a value the user cannot pick: a day its month lacks, or a date past the
    /// limits with the other wheels as they are. Such rows are grey; picked, the wheels slide back.
    private func isUnavailable(row: Int, component: Int) -> Bool {
        guard let picker, mode != .countDownTimer else { return false }
        let wheel = wheels[component]
        let value = row % wheel.period(minuteInterval: minuteInterval)
        if wheel == .day, let days = calendar.range(of: .day, in: .month, for: picker.date), value >= days.count {
            return true
        }
        guard picker.minimumDate != nil || picker.maximumDate != nil,
            let candidate = dateOnWheels(replacing: (component, value))
        else { return false }
        return picker.clamped(candidate) != candidate
    }

    // MARK: Data source and delegate

    func numberOfComponents(in pickerView: UIPickerView) -> Int { wheels.count }

    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        wheels[component].rowCount(minuteInterval: minuteInterval)
    }

    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        let total = wheels.reduce(0) { $0 + $1.widthWeight }
        let room =
            pickerView.bounds.width - 2 * UIPickerView.sideMargin
            - UIPickerView.componentSpacing * CGFloat(max(0, wheels.count - 1))
        return max(0, room * wheels[component].widthWeight / max(total, 1))
    }

    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        let wheel = wheels[component]
        let value = row % wheel.period(minuteInterval: minuteInterval)
        let calendar = calendar
        switch wheel {
        case .month: return calendar.standaloneMonthSymbols[safeIndex: value]
        case .day, .year: return "\(value + 1)"
        case .dayOfDates:
            guard let day = calendar.date(byAdding: .day, value: value - DateWheel.dayRange, to: anchorDay) else {
                return nil
            }
            if calendar.isDate(day, inSameDayAs: MediaClock.current.calendarDate) { return "Today" }
            return dayFormatter.string(from: day).replacingOccurrences(of: ",", with: "")
        case .hour12: return value == 0 ? "12" : "\(value)"
        case .hour24: return value < 10 ? "0\(value)" : "\(value)"
        case .minute:
            let minute = value * minuteInterval
            return minute < 10 ? "0\(minute)" : "\(minute)"
        case .meridiem: return value == 0 ? calendar.amSymbol : calendar.pmSymbol
        case .durationHours: return "\(value)"
        case .durationMinutes: return "\(value * minuteInterval)"
        }
    }

    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int)
        -> NSAttributedString?
    {
        guard isUnavailable(row: row, component: component),
            let title = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        else { return nil }
        return NSAttributedString(string: title, attributes: [.foregroundColor: UIColor.tertiaryLabel])
    }

    func pickerView(
        _ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?
    ) -> UIView {
        guard wheels[component] == .durationHours || wheels[component] == .durationMinutes else {
            return pickerView.titleLabel(forRow: row, component: component, reusing: view, delegate: self)
        }
        // A countdown's numbers end just left of their fixed unit label.
        let size = pickerView.rowSize(forComponent: component)
        let cell = view ?? UIView()
        cell.frame = CGRect(origin: .zero, size: size)
        let label = cell.subviews.first as? UILabel ?? UILabel()
        label.font = UIPickerView.titleFont
        label.textAlignment = .right
        label.text = self.pickerView(pickerView, titleForRow: row, forComponent: component)
        label.frame = CGRect(x: 0, y: 0, width: size.width / 2 + 2, height: size.height)
        cell.addSubview(label)
        return cell
    }

    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        guard let picker else { return }
        if mode == .countDownTimer {
            let rows = (0..<wheels.count).map { wheelsView.selectedRow(inComponent: $0) }
            let hours = rows[0] % 24
            let minutes = rows[1] % wheels[1].period(minuteInterval: minuteInterval) * minuteInterval
            picker.userDidPickDuration(TimeInterval(hours * 3600 + minutes * 60))
        } else if let date = dateOnWheels() {
            picker.userDidPick(date)
        }
    }
}

extension Array {
    fileprivate subscript(safeIndex index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
