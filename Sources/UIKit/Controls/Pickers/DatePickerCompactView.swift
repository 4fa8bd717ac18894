import Foundation

/// A date picker drawn compact: the date and/or the time as grey rounded buttons ("pills"). A tap
/// on one opens a floating card over the window — the month calendar for the date, the time wheels
/// for the time — whose picks change the date; a tap outside the card closes it (R310).
@preconcurrency @MainActor
final class DatePickerCompactView: UIView, DatePickerPresentation {
    let style = UIDatePickerStyle.compact
    var view: UIView { self }

    static let pillHeight: CGFloat = 34
    static let pillPadding: CGFloat = 11
    static let pillSpacing: CGFloat = 6

    private weak var picker: UIDatePicker?
    private let fixedMode: UIDatePicker.Mode?
    /// The pills, date first.
    private(set) var datePill: DatePickerPill?
    private(set) var timePill: DatePickerPill?
    /// The open card, if any.
    private(set) var card: DatePickerCard?

    init(picker: UIDatePicker, mode: UIDatePicker.Mode? = nil) {
        self.picker = picker
        fixedMode = mode
        super.init(frame: .zero)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: DatePickerCompactView.handleTap))
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    private var mode: UIDatePicker.Mode { fixedMode ?? picker?.datePickerMode ?? .dateAndTime }
    private var pills: [DatePickerPill] { [datePill, timePill].compactMap { $0 } }

    var naturalSize: CGSize {
        let widths = pills.map { $0.naturalWidth }
        return CGSize(
            width: widths.reduce(0, +) + Self.pillSpacing * CGFloat(max(0, widths.count - 1)), height: Self.pillHeight)
    }

    func reload() {
        pills.forEach { $0.removeFromSuperview() }
        let showsDate = mode == .date || mode == .dateAndTime
        let showsTime = mode == .time || mode == .dateAndTime
        datePill = showsDate ? DatePickerPill() : nil
        timePill = showsTime ? DatePickerPill() : nil
        pills.forEach { addSubview($0) }
        closeCard(animated: false)
        showDate(animated: false)
    }

    func showDate(animated: Bool) {
        guard let picker else { return }
        let calendar = picker.effectiveCalendar
        let formatter = DateFormatter()
        formatter.calendar = calendar
        formatter.timeZone = calendar.timeZone
        formatter.locale = calendar.locale
        formatter.setLocalizedDateFormatFromTemplate("yMMMd")
        datePill?.label.text = formatter.string(from: picker.date)
        formatter.setLocalizedDateFormatFromTemplate("jmm")
        timePill?.label.text = formatter.string(from: picker.date)
        card?.content.showDate(animated: animated)
        picker.invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = naturalSize
        let x: CGFloat
        switch picker?.contentHorizontalAlignment ?? .center {
        case .leading, .left, .fill: x = 0
        case .trailing, .right: x = bounds.width - size.width
        default: x = (bounds.width - size.width) / 2
        }
        var pillX = x
        for pill in pills {
            pill.frame = CGRect(
                x: pillX, y: (bounds.height - Self.pillHeight) / 2, width: pill.naturalWidth, height: Self.pillHeight)
            pillX += pill.naturalWidth + Self.pillSpacing
        }
    }

    // MARK: The card

    private func handleTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let picker, picker.isEnabled else { return }
        let point = tap.location(in: self)
        guard let pill = pills.first(where: { $0.frame.insetBy(dx: -4, dy: -6).contains(point) }) else { return }
        openCard(for: pill)
    }

    /// Opens the card of `pill` over the window: the calendar for the date pill, wheels for the time.
    func openCard(for pill: DatePickerPill) {
        guard let picker, let window = window ?? picker.window else { return }
        closeCard(animated: false)
        let content: DatePickerPresentation =
            pill === datePill
            ? DatePickerInlineView(picker: picker, showsTime: false)
            : DatePickerWheelsView(picker: picker, mode: .time)
        let card = DatePickerCard(content: content) { [weak self] in self?.closeCard(animated: true) }
        window.addSubview(card)
        card.frame = window.bounds
        card.place(below: pill.convert(pill.bounds, to: window), in: window.bounds)
        content.reload()
        self.card = card
        pill.isActive = true
        card.animateIn()
    }

    /// Closes the open card (fading it out when `animated`).
    func closeCard(animated: Bool) {
        guard let card else { return }
        self.card = nil
        pills.forEach { $0.isActive = false }
        card.dismiss(animated: animated)
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        super.willMove(toWindow: newWindow)
        if newWindow == nil { closeCard(animated: false) }
    }
}

/// One pill of a compact date picker: the text in 17 pt on a light grey rounded rectangle; the
/// text is in the tint colour while its card is open.
@preconcurrency @MainActor
final class DatePickerPill: UIView {
    let label = UILabel()
    /// Whether the pill's card is open.
    var isActive = false { didSet { label.textColor = isActive ? tintColor : .label } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 6
        layer.cornerCurve = .continuous
        isUserInteractionEnabled = false
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    /// The text's width and the padding either side.
    var naturalWidth: CGFloat {
        (label.sizeThatFits(CGSize(width: 1000, height: 100)).width + 2 * DatePickerCompactView.pillPadding).rounded(
            .up)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
