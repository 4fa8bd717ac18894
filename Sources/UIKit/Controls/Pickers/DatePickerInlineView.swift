import Foundation

/// A date picker drawn inline: the month calendar — the month and year with chevrons to page, the
/// weekdays, the days in a grid with the selected one in a tint circle — and, for `.dateAndTime`,
/// a "Time" row with the time pill below it. A tap on a day picks it; the chevrons or a swipe
/// across the days page the months (R310).
@preconcurrency @MainActor
final class DatePickerInlineView: UIView, DatePickerPresentation {
    let style = UIDatePickerStyle.inline
    var view: UIView { self }
    /// 320 pt wide: a 44 pt header, 24 pt of weekdays, six weeks of 44 pt, 8 pt below; 52 pt more for the time row.
    var naturalSize: CGSize { CGSize(width: 320, height: showsTime ? 392 : 340) }

    static let headerHeight: CGFloat = 44
    static let weekdayHeight: CGFloat = 24
    static let weekHeight: CGFloat = 44
    static let sideInset: CGFloat = 8
    /// The selected day's circle.
    static let circleDiameter: CGFloat = 40

    private weak var picker: UIDatePicker?
    /// Whether the time row shows (`.dateAndTime`, not in a compact picker's card).
    private let showsTime: Bool
    /// The first day of the month shown.
    private(set) var shownMonth = Date(timeIntervalSinceReferenceDate: 0)

    let monthTitle = UILabel()
    let monthChevron = UIImageView(image: UIImage(systemName: "chevron.right"))
    let previousMonthButton = UIButton(type: .system)
    let nextMonthButton = UIButton(type: .system)
    private(set) var weekdayLabels: [UILabel] = []
    /// The day labels by grid position (row × 7 + column); hidden where the month has no day.
    private(set) var dayLabels: [UILabel] = []
    let selectionCircle = UIView()
    /// The grid position of the picker's day when the shown month has it.
    private(set) var selectedGridIndex: Int?
    private let timeTitle = UILabel()
    private var timePills: DatePickerCompactView?

    init(picker: UIDatePicker, showsTime: Bool? = nil) {
        self.picker = picker
        self.showsTime = showsTime ?? (picker.datePickerMode == .dateAndTime)
        super.init(frame: picker.bounds)
        monthTitle.font = .systemFont(ofSize: 17, weight: .semibold)
        monthChevron.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 14, weight: .semibold)
        for (button, name) in [(previousMonthButton, "chevron.left"), (nextMonthButton, "chevron.right")] {
            button.setImage(UIImage(systemName: name), for: .normal)
            addSubview(button)
        }
        previousMonthButton.addAction(UIAction { [weak self] _ in self?.pageMonth(by: -1) }, for: .touchUpInside)
        nextMonthButton.addAction(UIAction { [weak self] _ in self?.pageMonth(by: 1) }, for: .touchUpInside)
        selectionCircle.layer.cornerRadius = Self.circleDiameter / 2
        selectionCircle.isUserInteractionEnabled = false
        addSubview(selectionCircle)
        for _ in 0..<42 {
            let label = UILabel()
            label.textAlignment = .center
            label.isUserInteractionEnabled = false
            addSubview(label)
            dayLabels.append(label)
        }
        addSubview(monthTitle)
        addSubview(monthChevron)
        if self.showsTime {
            timeTitle.text = "Time"
            timeTitle.font = .systemFont(ofSize: 17)
            addSubview(timeTitle)
            let pills = DatePickerCompactView(picker: picker, mode: .time)
            addSubview(pills)
            timePills = pills
        }
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerInlineView.handleTap))
        // A swipe across the days pages the months (iOS scrolls them side by side; a swipe here).
        for direction in [UISwipeGestureRecognizer.Direction.left, .right] {
            let swipe = UISwipeGestureRecognizer(target: self, action: DatePickerInlineView.handleSwipe)
            swipe.direction = direction
            addGestureRecognizer(swipe)
        }
    }

    private func handleSwipe(_ swipe: UISwipeGestureRecognizer) {
        guard swipe.state == .ended else { return }
        pageMonth(by: swipe.direction == .left ? 1 : -1)
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    private var calendar: Calendar { picker?.effectiveCalendar ?? .current }

    func reload() {
        weekdayLabels.forEach { $0.removeFromSuperview() }
        let calendar = calendar
        let symbols = calendar.shortStandaloneWeekdaySymbols
        weekdayLabels = (0..<7).map { column in
            let label = UILabel()
            label.text = symbols[(column + calendar.firstWeekday - 1) % 7].uppercased()
            label.font = .systemFont(ofSize: 13, weight: .semibold)
            label.textColor = .tertiaryLabel
            label.textAlignment = .center
            addSubview(label)
            return label
        }
        timePills?.reload()
        showDate(animated: false)
    }

    func showDate(animated: Bool) {
        guard let picker else { return }
        shownMonth = firstOfMonth(picker.date)
        timePills?.showDate(animated: animated)
        refreshMonth()
    }

    private func firstOfMonth(_ date: Date) -> Date {
        calendar.dateInterval(of: .month, for: date)?.start ?? date
    }

    /// Shows the month before or after (the date stays).
    func pageMonth(by months: Int) {
        guard let month = calendar.date(byAdding: .month, value: months, to: shownMonth) else { return }
        shownMonth = month
        refreshMonth()
    }

    /// The grid position of the month's first day (0 when it falls on the calendar's first weekday).
    private var leadingBlanks: Int {
        (calendar.component(.weekday, from: shownMonth) - calendar.firstWeekday + 7) % 7
    }

    /// The day at grid position `index`, if the shown month has one there.
    func day(atGridIndex index: Int) -> Date? {
        let day = index - leadingBlanks
        guard let days = calendar.range(of: .day, in: .month, for: shownMonth), day >= 0, day < days.count else {
            return nil
        }
        return calendar.date(byAdding: .day, value: day, to: shownMonth)
    }

    /// Whether `day` has a moment within the picker's limits.
    private func isSelectable(_ day: Date) -> Bool {
        guard let picker, let end = calendar.date(byAdding: .day, value: 1, to: day) else { return true }
        if let minimum = picker.minimumDate, end <= minimum { return false }
        if let maximum = picker.maximumDate, day > maximum { return false }
        return true
    }

    private func refreshMonth() {
        guard let picker else { return }
        let calendar = calendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("MMMMy")
        monthTitle.text = formatter.string(from: shownMonth)
        let today = MediaClock.current.calendarDate
        let tint = tintColor ?? .systemBlue
        selectionCircle.isHidden = true
        selectedGridIndex = nil
        for (index, label) in dayLabels.enumerated() {
            guard let day = day(atGridIndex: index) else {
                label.isHidden = true
                continue
            }
            label.isHidden = false
            label.text = "\(calendar.component(.day, from: day))"
            let isSelected = calendar.isDate(day, inSameDayAs: picker.date)
            let isToday = calendar.isDate(day, inSameDayAs: today)
            label.font = .systemFont(ofSize: 20, weight: isSelected ? .semibold : .regular)
            if isSelected {
                // The selected day: a pale tint circle with the number in the tint; today selected,
                // a solid circle with the number in white (iOS 14 and later).
                selectionCircle.isHidden = false
                selectedGridIndex = index
                selectionCircle.backgroundColor = isToday ? tint : tint.withAlphaComponent(0.12)
                label.textColor = isToday ? .white : tint
            } else if !isSelectable(day) {
                label.textColor = .tertiaryLabel
            } else {
                label.textColor = isToday ? tint : .label
            }
        }
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        monthTitle.sizeToFit()
        monthTitle.frame.origin = CGPoint(x: 16, y: (Self.headerHeight - monthTitle.frame.height) / 2)
        monthChevron.sizeToFit()
        monthChevron.center = CGPoint(
            x: monthTitle.frame.maxX + 6 + monthChevron.bounds.width / 2, y: Self.headerHeight / 2)
        nextMonthButton.frame = CGRect(x: width - 8 - 44, y: 0, width: 44, height: Self.headerHeight)
        previousMonthButton.frame = CGRect(x: width - 8 - 88, y: 0, width: 44, height: Self.headerHeight)
        let cell = (width - 2 * Self.sideInset) / 7
        for (column, label) in weekdayLabels.enumerated() {
            label.frame = CGRect(
                x: Self.sideInset + CGFloat(column) * cell, y: Self.headerHeight, width: cell,
                height: Self.weekdayHeight)
        }
        for (index, label) in dayLabels.enumerated() { label.frame = dayFrame(atGridIndex: index) }
        if let selectedGridIndex {
            let frame = dayFrame(atGridIndex: selectedGridIndex)
            selectionCircle.frame = CGRect(
                x: frame.midX - Self.circleDiameter / 2, y: frame.midY - Self.circleDiameter / 2,
                width: Self.circleDiameter, height: Self.circleDiameter)
        }
        let gridBottom = Self.headerHeight + Self.weekdayHeight + 6 * Self.weekHeight
        if let timePills {
            timeTitle.sizeToFit()
            timeTitle.frame.origin = CGPoint(x: 16, y: gridBottom + 8 + (44 - timeTitle.frame.height) / 2)
            let size = timePills.naturalSize
            timePills.frame = CGRect(
                x: width - 16 - size.width, y: gridBottom + 8 + (44 - size.height) / 2, width: size.width,
                height: size.height)
        }
    }

    /// The frame of the grid cell at `index`.
    func dayFrame(atGridIndex index: Int) -> CGRect {
        let cell = (bounds.width - 2 * Self.sideInset) / 7
        return CGRect(
            x: Self.sideInset + CGFloat(index % 7) * cell,
            y: Self.headerHeight + Self.weekdayHeight + CGFloat(index / 7) * Self.weekHeight, width: cell,
            height: Self.weekHeight)
    }

    /// A tap on a day of the month picks it, keeping the time of day.
    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let picker else { return }
        let point = tap.location(in: self)
        guard let index = (0..<42).first(where: { dayFrame(atGridIndex: $0).contains(point) }),
            let day = day(atGridIndex: index), isSelectable(day)
        else { return }
        let calendar = calendar
        var parts = calendar.dateComponents([.era, .year, .month, .day], from: day)
        let time = calendar.dateComponents([.hour, .minute, .second, .nanosecond], from: picker.date)
        (parts.hour, parts.minute, parts.second, parts.nanosecond) = (
            time.hour, time.minute, time.second, time.nanosecond
        )
        guard let picked = calendar.date(from: parts) else { return }
        picker.userDidPick(picked)
    }
}
