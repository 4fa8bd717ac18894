import Foundation

/// One button of an alert or action sheet: its action's title, grey while highlighted. It takes no
/// touches itself: the alert's view tracks the finger across its buttons (R234).
@MainActor
final class AlertActionButton: UIControl {
    let action: UIAlertAction
    let titleLabel = UILabel()
    private var isBold = false
    private var fontSize: CGFloat = AlertMetrics.alertButtonFontSize

    init(action: UIAlertAction) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.textAlignment = .center
        titleLabel.text = action.title
        addSubview(titleLabel)
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) { fatalError("alert buttons are made by their alert") }

    /// Applies the title's font and colour for the alert's style, the action's state and the tint.
    func configure(bold: Bool, fontSize: CGFloat) {
        isBold = bold
        self.fontSize = fontSize
        isEnabled = action.isEnabled
        restyle()
    }

    private func restyle() {
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: fontSize, weight: isBold ? .semibold : .regular)
        if !action.isEnabled {
            titleLabel.textColor = AlertMetrics.disabledTitleColor
        } else if action.style == .destructive {
            titleLabel.textColor = .systemRed
        } else {
            titleLabel.textColor = tintColor
        }
        backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil
    }

    override func stateDidChange() {
        super.stateDidChange()
        backgroundColor = isHighlighted ? AlertMetrics.highlightColor : nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: AlertMetrics.alertButtonTitleMargin, dy: 0)
    }
}
