import Foundation

/// The alert controller's view: the card of an alert, or an action sheet's groups, laid out by
/// `AlertLayout` for its width (R232, R233).
@MainActor
final class AlertContentView: UIView {
    private weak var alert: UIAlertController?
    /// The card, or the action sheet's group of actions.
    let mainGroup = UIView()
    /// An action sheet's cancel group.
    let cancelGroup = UIView()
    let titleLabel = UILabel()
    let messageLabel = UILabel()
    /// The rounded box around an alert's text fields.
    let fieldBox = UIView()
    private(set) var buttons: [AlertActionButton] = []
    private var separators: [UIView] = []
    private var fieldSeparators: [UIView] = []
    /// The layout last applied.
    private(set) var layout: AlertLayout?
    /// The button under the finger while a touch is down.
    private var touchedButton: AlertActionButton?

    init(alert: UIAlertController) {
        self.alert = alert
        super.init(frame: UIScreen.main.bounds)
        backgroundColor = nil
        let sheet = alert.preferredStyle == .actionSheet
        for group in [mainGroup, cancelGroup] {
            group.layer.cornerRadius = sheet ? AlertMetrics.sheetCornerRadius : AlertMetrics.alertCornerRadius
            group.layer.masksToBounds = true
            addSubview(group)
        }
        mainGroup.backgroundColor = AlertMetrics.materialColor
        cancelGroup.backgroundColor = AlertMetrics.sheetCancelBackground
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.lineBreakMode = .byWordWrapping
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        fieldBox.backgroundColor = .systemBackground
        fieldBox.layer.cornerRadius = 7
        fieldBox.layer.masksToBounds = true
        mainGroup.addSubview(fieldBox)
        contentDidChange()
    }

    required init?(coder: NSCoder) { fatalError("an alert's view is made by its controller") }

    /// The alert's content changed: labels, buttons and fields are made again, the layout redone.
    func contentDidChange() {
        guard let alert else { return }
        titleLabel.text = alert.title
        messageLabel.text = alert.message
        if buttons.map(\.action) != alert.actions {
            buttons.forEach { $0.removeFromSuperview() }
            buttons = alert.actions.map { AlertActionButton(action: $0) }
        }
        for field in alert.textFields ?? [] where field.superview !== fieldBox { fieldBox.addSubview(field) }
        layout = nil
        setNeedsLayout()
    }

    /// The layout for a width, as the presentation controller sizes the view.
    static func layout(for alert: UIAlertController, width: CGFloat, hairline: CGFloat) -> AlertLayout {
        let preferred = alert.preferredAction.flatMap { action in alert.actions.firstIndex { $0 === action } }
        let content = AlertLayout.Content(
            style: alert.preferredStyle, title: alert.title, message: alert.message,
            actions: alert.actions.map { ($0.title ?? "", $0.style) },
            preferred: alert.preferredStyle == .alert ? preferred : nil,
            textFieldCount: alert.textFields?.count ?? 0, hairline: hairline,
            contentSize: alert.traitCollection.preferredContentSizeCategory)
        return AlertLayout.make(content, width: width)
    }

    var hairline: CGFloat { 1 / max(window?.screen.scale ?? UIScreen.main.scale, 1) }

    override func layoutSubviews() {
        super.layoutSubviews()
        guard let alert else { return }
        let layout = Self.layout(for: alert, width: bounds.width, hairline: hairline)
        self.layout = layout
        mainGroup.isHidden = layout.mainGroup == nil
        mainGroup.frame = layout.mainGroup ?? .zero
        cancelGroup.isHidden = layout.cancelGroup == nil
        cancelGroup.frame = layout.cancelGroup ?? .zero
        titleLabel.font = layout.titleFont
        messageLabel.font = layout.messageFont
        let sheet = alert.preferredStyle == .actionSheet
        let headerColor: UIColor = sheet ? .secondaryLabel : .label
        titleLabel.textColor = headerColor
        messageLabel.textColor = headerColor
        titleLabel.isHidden = layout.titleFrame == nil
        titleLabel.frame = layout.titleFrame ?? .zero
        messageLabel.isHidden = layout.messageFrame == nil
        messageLabel.frame = layout.messageFrame ?? .zero
        layOutFields(layout.textFieldFrames, fields: alert.textFields ?? [])
        for placed in layout.buttons {
            let button = buttons[placed.action]
            let group = placed.inCancelGroup ? cancelGroup : mainGroup
            if button.superview !== group { group.addSubview(button) }
            button.frame = placed.frame
            button.configure(bold: placed.isBold, fontSize: layout.buttonFontSize)
        }
        while separators.count < layout.separators.count {
            let line = UIView()
            line.backgroundColor = .separator
            separators.append(line)
        }
        for (index, line) in separators.enumerated() {
            if index < layout.separators.count {
                if line.superview !== mainGroup { mainGroup.addSubview(line) }
                line.frame = layout.separators[index]
            } else {
                line.removeFromSuperview()
            }
        }
    }

    /// The fields share one rounded box, a hairline between them.
    private func layOutFields(_ frames: [CGRect], fields: [UITextField]) {
        fieldBox.isHidden = frames.isEmpty
        fieldSeparators.forEach { $0.removeFromSuperview() }
        fieldSeparators = []
        guard let first = frames.first, let last = frames.last else { return }
        fieldBox.frame = first.union(last)
        fieldBox.layer.borderWidth = hairline
        fieldBox.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        for (index, field) in fields.enumerated() where index < frames.count {
            let row = frames[index].offsetBy(dx: -fieldBox.frame.minX, dy: -fieldBox.frame.minY)
            field.frame = row.insetBy(dx: 6, dy: 0)
            if index > 0 {
                let line = UIView(frame: CGRect(x: 0, y: row.minY, width: row.width, height: hairline))
                line.backgroundColor = .separator
                fieldBox.addSubview(line)
                fieldSeparators.append(line)
            }
        }
    }

    /// New traits: a layer's border is a fixed `CGColor`, resolved again for the appearance; a new
    /// text size lays the alert out again, and its container sizes it again (R214).
    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        fieldBox.layer.borderColor = UIColor.separator.resolvedColor(with: traitCollection).cgColor
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Touches (R234)

    /// The enabled button under `touch`, in either group.
    private func button(under touch: UITouch) -> AlertActionButton? {
        buttons.first { button in
            button.superview != nil && button.isEnabled && button.bounds.contains(touch.location(in: button))
        }
    }

    /// The finger highlights the button it is on and may slide to another; lifting it on a button
    /// triggers that one, as UIKit's action groups track a touch.
    private func track(_ button: AlertActionButton?) {
        guard button !== touchedButton else { return }
        touchedButton?.isHighlighted = false
        touchedButton = button
        button?.isHighlighted = true
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(button(under: touch))
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        track(button(under: touch))
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let lifted = touches.first.flatMap(button(under:))
        track(nil)
        if let lifted, let alert { alert.dismiss(triggering: lifted.action, cause: "button tapped") }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        track(nil)
    }
}
