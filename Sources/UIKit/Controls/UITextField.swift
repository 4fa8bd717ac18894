import Foundation

/// A single line of editable text — here, text set in code: its text or placeholder, its font and
/// colour, its border and secure entry (R236). There is no keyboard: the simulator types nothing into
/// it, and it never becomes first responder.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// The border drawn around a text field.
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none = 0
        /// A thin rectangle.
        case line = 1
        /// A bevelled rectangle (drawn as a grey line here).
        case bezel = 2
        /// A rounded rectangle on the system background.
        case roundedRect = 3
    }

    /// The text; nil shows the placeholder.
    open var text: String? { didSet { contentDidChange() } }
    /// The grey text shown while `text` is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The font (system 17 pt).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The text's colour (label colour).
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border; `.none` by default, as in UIKit.
    open var borderStyle: BorderStyle = .none { didSet { borderDidChange() } }
    /// Whether the text is drawn as dots, as for a password.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }

    /// Draws the text or the placeholder.
    private let textLabel = UILabel()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a text field from an archive: no nibs here, so it is the field `init(frame: .zero)`
    /// gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textLabel.lineBreakMode = .byTruncatingTail
        addSubview(textLabel)
        contentDidChange()
    }

    /// What the field shows: the text (dots when secure), else the placeholder in grey.
    var displayedText: String {
        if let text, !text.isEmpty { return isSecureTextEntry ? String(repeating: "•", count: text.count) : text }
        return placeholder ?? ""
    }

    private func contentDidChange() {
        let showsText = !(text ?? "").isEmpty
        textLabel.text = displayedText
        textLabel.font = font ?? .systemFont(ofSize: 17)
        textLabel.textColor = showsText ? (textColor ?? .label) : .placeholderText
        textLabel.textAlignment = textAlignment
        setNeedsLayout()
    }

    private func borderDidChange() {
        switch borderStyle {
        case .none:
            layer.borderWidth = 0
            layer.cornerRadius = 0
            backgroundColor = nil
        case .line, .bezel:
            layer.borderWidth = 1
            layer.borderColor = UIColor.black.withAlphaComponent(borderStyle == .line ? 1 : 0.5).cgColor
            layer.cornerRadius = 0
        case .roundedRect:
            layer.borderWidth = 0.5
            layer.borderColor = UIColor.opaqueSeparator.cgColor
            layer.cornerRadius = 5
            backgroundColor = .systemBackground
        }
        setNeedsLayout()
    }

    /// The rectangle the text is drawn in: the bounds inset 7 pt on each side for a rounded border.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
    }

    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.frame = (text ?? "").isEmpty ? placeholderRect(forBounds: bounds) : textRect(forBounds: bounds)
    }

    /// 34 pt high for a rounded border, else the font's line.
    open override var intrinsicContentSize: CGSize {
        let line = TextMetrics.current.lineMetrics(for: font ?? .systemFont(ofSize: 17)).lineHeight
        let width = TextMetrics.current.width(of: displayedText, font: font ?? .systemFont(ofSize: 17))
        return borderStyle == .roundedRect
            ? CGSize(width: width + 14, height: max(34, line.rounded(.up))) : CGSize(width: width, height: line)
    }
}
