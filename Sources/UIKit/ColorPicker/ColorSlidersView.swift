import Foundation

/// The Sliders tab (R330): RED, GREEN and BLUE sliders whose tracks run from the colour without
/// that channel to the colour with it full, each with its 0–255 value beside it, and the hex
/// field below ("sRGB Hex Color #"), which takes six hex digits on Return.
@MainActor
final class ColorSlidersView: UIView, UITextFieldDelegate {
    /// Told of each colour the sliders or the hex field set, with whether a drag goes on.
    var onPick: ((PickerColor, Bool) -> Void)?
    let captions = ["RED", "GREEN", "BLUE"].map { title -> UILabel in
        let label = UILabel()
        label.text = title
        label.font = ColorPickerMetrics.captionFont
        label.textColor = .secondaryLabel
        return label
    }
    let channels = (0..<3).map { _ in ColorChannelSlider() }
    let values = (0..<3).map { _ in UILabel() }
    let hexCaption = UILabel()
    let hexField = UITextField()
    private var color = PickerColor(red: 1, green: 1, blue: 1)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for (index, slider) in channels.enumerated() {
            addSubview(captions[index])
            slider.accessibilityLabel = ["Red", "Green", "Blue"][index]
            slider.onChange = { [weak self] value, continuously in self?.channel(index, changedTo: value, continuously)
            }
            addSubview(slider)
            values[index].font = ColorPickerMetrics.fieldFont
            values[index].textAlignment = .center
            values[index].backgroundColor = .tertiarySystemFill
            values[index].layer.cornerRadius = 8
            values[index].layer.masksToBounds = true
            addSubview(values[index])
        }
        hexCaption.text = "sRGB Hex Color #"
        hexCaption.font = ColorPickerMetrics.fieldFont
        hexCaption.textColor = .label
        hexCaption.textAlignment = .right
        addSubview(hexCaption)
        hexField.font = ColorPickerMetrics.fieldFont
        hexField.textAlignment = .center
        hexField.backgroundColor = .tertiarySystemFill
        hexField.layer.cornerRadius = 8
        hexField.autocapitalizationType = .allCharacters
        hexField.returnKeyType = .done
        hexField.delegate = self
        addSubview(hexField)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows `color` on the three sliders and in the hex field.
    func show(_ color: PickerColor) {
        self.color = color
        let parts = [color.red, color.green, color.blue]
        let bytes = color.bytes
        let shown = [bytes.red, bytes.green, bytes.blue]
        for index in 0..<3 {
            var none = color
            var full = color
            none.alpha = 1
            full.alpha = 1
            set(&none, channel: index, 0)
            set(&full, channel: index, 1)
            channels[index].trackColors = [none.uiColor, full.uiColor]
            var opaque = color
            opaque.alpha = 1
            channels[index].thumbColor = opaque.uiColor
            channels[index].value = parts[index]
            values[index].text = "\(shown[index])"
        }
        if !hexField.isFirstResponder { hexField.text = color.hex }
    }

    private func set(_ color: inout PickerColor, channel: Int, _ value: CGFloat) {
        switch channel {
        case 0: color.red = value
        case 1: color.green = value
        default: color.blue = value
        }
    }

    private func channel(_ index: Int, changedTo value: CGFloat, _ continuously: Bool) {
        var next = color
        // The slider's value is shown and told to the delegate as the 8-bit step it lands on.
        set(&next, channel: index, (value * 255).rounded() / 255)
        onPick?(next, continuously)
    }

    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        textField.resignFirstResponder()
        return true
    }

    func textFieldDidEndEditing(_ textField: UITextField) {
        guard let parsed = color.parsingHex(textField.text ?? "") else {
            // Not six hex digits: the field shows the colour again, as UIKit's does.
            textField.text = color.hex
            return
        }
        onPick?(parsed, false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let m = ColorPickerMetrics.self
        var y: CGFloat = 0
        for index in 0..<3 {
            captions[index].frame = CGRect(x: 0, y: y, width: bounds.width, height: m.captionHeight)
            y += m.captionHeight + 2
            channels[index].frame = CGRect(
                x: 0, y: y, width: bounds.width - m.fieldWidth - m.fieldGap, height: m.trackHeight)
            values[index].frame = CGRect(
                x: bounds.width - m.fieldWidth, y: y, width: m.fieldWidth, height: m.trackHeight)
            y += m.trackHeight + 18
        }
        hexField.frame = CGRect(
            x: bounds.width - m.fieldWidth - 20, y: y + 8, width: m.fieldWidth + 20, height: m.trackHeight)
        hexCaption.frame = CGRect(x: 0, y: y + 8, width: hexField.frame.minX - m.fieldGap, height: m.trackHeight)
    }
}
