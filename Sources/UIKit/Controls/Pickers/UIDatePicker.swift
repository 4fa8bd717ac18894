import Foundation

/// A control for picking a date, a time, both, a month or a duration: as wheels, as compact pills
/// that open a calendar or wheels, or as an inline calendar. It sends `.valueChanged` when the user
/// changes the date (never for changes made in code), R310.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker picks (`.dateAndTime` by default).
    open var datePickerMode: Mode = .dateAndTime { didSet { contentDidChange() } }
    /// The style asked for (`.automatic` by default).
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic { didSet { contentDidChange() } }
    /// The style the picker draws in: the preferred one, resolved for the mode (R310).
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (_, .countDownTimer), (_, .yearAndMonth): return .wheels
        case (.automatic, _): return .compact
        case (.inline, .time): return .wheels
        default: return preferredDatePickerStyle
        }
    }

    /// The picked date (the simulated now by default), kept within `minimumDate`…`maximumDate`.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    private var storedDate: Date
    /// The earliest date the user can pick (nil: no limit).
    open var minimumDate: Date? { didSet { limitsDidChange() } }
    /// The latest date the user can pick (nil: no limit).
    open var maximumDate: Date? { didSet { limitsDidChange() } }
    /// The step of the minute wheel, 1…30 and a divisor of 60 (other values give 1, as UIKit).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set {
            storedMinuteInterval = (1...30).contains(newValue) && 60 % newValue == 0 ? newValue : 1
            contentDidChange()
        }
    }
    private var storedMinuteInterval = 1
    /// The duration a countdown timer shows, in seconds: under 24 hours, in whole minute steps.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            storedCountDown = Self.roundedDuration(newValue, minuteInterval: minuteInterval)
            presentation?.showDate(animated: false)
        }
    }
    private var storedCountDown: TimeInterval = 0
    /// The locale for names and the order of the wheels (nil: the current locale).
    open var locale: Locale? { didSet { contentDidChange() } }
    /// The calendar for the wheels and the month view (the current calendar by default).
    open var calendar: Calendar! {
        get { storedCalendar }
        set {
            storedCalendar = newValue ?? .current
            contentDidChange()
        }
    }
    private var storedCalendar = Calendar.current
    /// The time zone dates are shown in (nil: the calendar's).
    open var timeZone: TimeZone? { didSet { contentDidChange() } }
    /// Whether the shown time is rounded to `minuteInterval` (true). The wheels always show the
    /// step at or below the minute; kept only.
    open var roundsToMinuteInterval = true

    /// What draws the picker in its current style.
    private(set) var presentation: DatePickerPresentation?

    public override init(frame: CGRect) {
        storedDate = MediaClock.current.calendarDate
        super.init(frame: frame)
        contentDidChange()
    }

    /// Creates a date picker from an archive (no nibs here: the picker `init(frame: .zero)` gives).
    public required init?(coder: NSCoder) {
        storedDate = MediaClock.current.calendarDate
        super.init(coder: coder)
        contentDidChange()
    }

    /// Sets the date, clamped to the limits; the wheels slide there when `animated`. Sends no actions.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
        presentation?.showDate(animated: animated)
    }

    /// The calendar dates are read and shown with: `calendar` in the picker's time zone and locale.
    var effectiveCalendar: Calendar {
        var calendar = storedCalendar
        if let timeZone { calendar.timeZone = timeZone }
        calendar.locale = effectiveLocale
        return calendar
    }

    /// The locale names come from: `locale`, else the calendar's, else the current one.
    var effectiveLocale: Locale { locale ?? storedCalendar.locale ?? .current }

    /// `date` within `minimumDate`…`maximumDate`.
    func clamped(_ date: Date) -> Date {
        var date = date
        if let maximumDate, date > maximumDate { date = maximumDate }
        if let minimumDate, date < minimumDate { date = minimumDate }
        return date
    }

    /// A duration under 24 hours, rounded down to whole steps of `minuteInterval` minutes.
    static func roundedDuration(_ duration: TimeInterval, minuteInterval: Int) -> TimeInterval {
        let step = TimeInterval(60 * max(1, minuteInterval))
        let limited = min(max(0, duration), 24 * 3600 - 60)
        return (limited / step).rounded(.down) * step
    }

    /// The user picked `date` (through the wheels, a calendar day or a pill's card): it is clamped,
    /// shown (sliding back within the limits) and announced with `.valueChanged`.
    func userDidPick(_ date: Date) {
        let old = storedDate
        storedDate = clamped(date)
        presentation?.showDate(animated: true)
        if storedDate != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    /// The user set the countdown wheels to `duration` (at least one step: iOS never counts down from 0).
    func userDidPickDuration(_ duration: TimeInterval) {
        let old = storedCountDown
        let step = TimeInterval(60 * minuteInterval)
        storedCountDown = max(step, Self.roundedDuration(duration, minuteInterval: minuteInterval))
        presentation?.showDate(animated: true)
        if storedCountDown != old { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }

    private func limitsDidChange() {
        storedDate = clamped(storedDate)
        contentDidChange()
    }

    /// The mode, style, locale or calendar changed: the presentation is rebuilt for them.
    private func contentDidChange() {
        let style = datePickerStyle
        if presentation?.style != style || presentation == nil {
            presentation?.view.removeFromSuperview()
            presentation = makeDatePickerPresentation(for: style, picker: self)
            if let presentation { addSubview(presentation.view) }
        }
        presentation?.reload()
        stateDidChange()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        presentation?.view.frame = bounds
    }

    open override var intrinsicContentSize: CGSize { presentation?.naturalSize ?? UIPickerView.naturalSize }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// A disabled picker is dimmed and its parts take no touches.
    open override func stateDidChange() {
        super.stateDidChange()
        presentation?.view.alpha = isEnabled ? 1 : 0.4
        presentation?.view.isUserInteractionEnabled = isEnabled
    }

    /// The picker's parts (wheels, days, pills) take their own touches; the picker itself tracks
    /// none, so it sends no touch events — only `.valueChanged` (R310).
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }

    /// A value control sends `.primaryActionTriggered` with `.valueChanged`, not on touch up (R250).
    override var sendsPrimaryActionOnTouchUpInside: Bool { false }
}
