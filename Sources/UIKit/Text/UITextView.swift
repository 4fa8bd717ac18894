import Foundation

/// What a text view asks and tells its delegate while it edits (R273). Every method is optional,
/// as UIKit's.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Asked before editing begins; false keeps the view from becoming first responder.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Asked before editing ends; false keeps editing (a forced end asks nothing).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Asked before typed text replaces `range` (UTF-16); false keeps the text.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by typing.
    func textViewDidChange(_ textView: UITextView)
    /// The caret moved or the text changed.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// Multi-line editable text in a scroll view: tapped or sent `becomeFirstResponder()` it edits as a
/// text field does, Return types a line break, and the text wraps at the view's width inside
/// `textContainerInset` (R273).
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput {
    /// Posted when a text view begins editing (object: the view).
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted when a text view's text changes by typing.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted when a text view ends editing.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    /// The text (never nil when read).
    open var text: String! {
        get { storedText }
        set {
            storedText = newValue ?? ""
            caretOffset = storedText.count
            contentDidChange()
        }
    }
    /// The font (system 12 pt by default, as UIKit's text view).
    open var font: UIFont? = .systemFont(ofSize: 12) { didSet { contentDidChange() } }
    /// The text colour (label colour).
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// Whether the text can be edited (true by default).
    open var isEditable = true
    /// Whether the text can be selected (kept; there is no selection here).
    open var isSelectable = true
    /// Where the text is laid out: its line padding, most lines and last line's break (TextKit).
    public let textContainer = NSTextContainer()
    /// The data turned into links. Kept: no data is detected here (the text draws as it is).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The inset of the text inside the view (8 pt top and bottom, as UIKit's).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) { didSet { setNeedsLayout() } }
    /// The delegate asked and told about editing (and scrolling).
    open weak var delegate: UITextViewDelegate?
    override var scrollEventsDelegate: UIScrollViewDelegate? { delegate }
    /// Whether the view is editing.
    open private(set) var isEditing = false

    /// Which keys the keyboard shows.
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title.
    open var returnKeyType: UIReturnKeyType = .default
    /// Capitalisation of the software keyboard's letters.
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// The keyboard's look.
    open var keyboardAppearance: UIKeyboardAppearance = .default

    private var storedText = ""
    private var caretOffset = 0
    private let textLabel = UILabel()
    private let caretView = UIView()

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    /// Creates a text view from an archive: no nibs here, so it is the view `init(frame: .zero)` gives.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        textContainer.owner = self
        backgroundColor = .systemBackground
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        addSubview(textLabel)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        caretView.layer.cornerRadius = 1
        addSubview(caretView)
        contentDidChange()
    }

    private var resolvedFont: UIFont { font ?? .systemFont(ofSize: 12) }

    private var textWidth: CGFloat {
        max(
            0, bounds.width - textContainerInset.left - textContainerInset.right - 2 * textContainer.lineFragmentPadding
        )
    }

    private func content(_ string: String) -> TextContent {
        TextContent(
            text: string, font: resolvedFont, color: (textColor ?? .label).resolvedColor(with: traitCollection).cgColor,
            alignment: textAlignment, numberOfLines: textContainer.maximumNumberOfLines,
            lineBreakMode: textContainer.lineBreakMode)
    }

    private func contentDidChange() {
        caretOffset = min(max(caretOffset, 0), storedText.count)
        textLabel.text = storedText
        textLabel.font = resolvedFont
        textLabel.textColor = textColor ?? .label
        textLabel.textAlignment = textAlignment
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        textLabel.numberOfLines = textContainer.maximumNumberOfLines
        textLabel.lineBreakMode = textContainer.lineBreakMode
        let line = TextMetrics.current.lineMetrics(for: resolvedFont).lineHeight
        let size = TextLayout.size(of: content(storedText), width: textWidth)
        let origin = CGPoint(x: textContainerInset.left + textContainer.lineFragmentPadding, y: textContainerInset.top)
        textLabel.frame = CGRect(origin: origin, size: CGSize(width: textWidth, height: max(size.height, line)))
        contentSize = CGSize(width: bounds.width, height: textLabel.frame.maxY + textContainerInset.bottom)
        caretView.isHidden = !isEditing
        guard isEditing else { return }
        // The caret ends the text up to it, laid out at the same width.
        let prefix = String(storedText.prefix(caretOffset))
        var lines = TextLayout.lines(for: content(prefix), width: textWidth)
        if prefix.hasSuffix("\n") || lines.isEmpty { lines.append("") }
        let x = TextMetrics.current.width(of: lines.last ?? "", font: resolvedFont)
        let y = origin.y + CGFloat(lines.count - 1) * line
        caretView.backgroundColor = tintColor
        caretView.frame = CGRect(x: origin.x + min(x, textWidth - 2), y: y, width: 2, height: (line + 1).rounded())
    }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts text at the caret ("\n" is a line break).
    open func insertText(_ text: String) {
        guard isEditing, !text.isEmpty else { return }
        let index = storedText.index(storedText.startIndex, offsetBy: caretOffset)
        replace(index..<index, with: text == "\r" ? "\n" : text)
    }

    /// Deletes the character before the caret.
    open func deleteBackward() {
        guard isEditing, caretOffset > 0 else { return }
        let end = storedText.index(storedText.startIndex, offsetBy: caretOffset)
        replace(storedText.index(before: end)..<end, with: "")
    }

    private func replace(_ range: Range<String.Index>, with string: String) {
        let nsRange = NSRange(range, in: storedText)
        if let delegate, !delegate.textView(self, shouldChangeTextIn: nsRange, replacementText: string) {
            return
        }
        guard let current = Range(nsRange, in: storedText) else { return }
        let start = storedText.distance(from: storedText.startIndex, to: current.lowerBound)
        storedText.replaceSubrange(current, with: string)
        caretOffset = start + string.count
        contentDidChange()
        restartCaretBlink()
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    // MARK: First responder

    /// An editable text view can become first responder.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing: `textViewShouldBeginEditing`, then `textViewDidBeginEditing` and
    /// `textDidBeginEditingNotification`; the keyboard comes up.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        return window.performResponderChange {
            if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
            guard super.becomeFirstResponder() else { return false }
            isEditing = true
            caretOffset = storedText.count
            setNeedsLayout()
            restartCaretBlink()
            delegate?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
            return true
        }
    }

    /// Ends editing: `textViewShouldEndEditing` (not when forced), then `textViewDidEndEditing` and
    /// `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return super.resignFirstResponder() }
        return window.performResponderChange {
            let forced = window.isForcingResignation
            if !forced, let delegate, !delegate.textViewShouldEndEditing(self) { return false }
            if !super.resignFirstResponder(), !forced { return false }
            if window.firstResponder === self { window.firstResponderStorage = nil }
            isEditing = false
            caretView.layer.removeAnimation(forKey: UITextField.caretBlinkKey)
            setNeedsLayout()
            delegate?.textViewDidEndEditing(self)
            NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
            return true
        }
    }

    /// The caret blinks as a text field's: solid half a second after each edit, then once a second.
    private func restartCaretBlink() {
        caretView.layer.removeAnimation(forKey: UITextField.caretBlinkKey)
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [Float(1), Float(1), Float(0), Float(0), Float(1)]
        blink.keyTimes = [0, 0.5, 0.6, 0.9, 1].map { NSNumber(value: $0) }
        blink.duration = 1
        blink.repeatCount = .infinity
        caretView.layer.add(blink, forKey: UITextField.caretBlinkKey)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        if isEditable, !isEditing { becomeFirstResponder() }
    }
}
