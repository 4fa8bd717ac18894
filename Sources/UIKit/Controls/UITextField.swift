import Foundation

/// A single line of editable text: its text or placeholder, font and colour, border, clear button
/// and secure entry (R236); tapped or sent `becomeFirstResponder()`, it edits with a blinking caret
/// and the keyboard types into it, asking its delegate as UIKit does (R273, `UITextField+Editing`).
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput {
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

    /// When an overlay (the clear button) shows, with UIKit's raw values.
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never = 0
        /// While the field is editing (and has text, for the clear button).
        case whileEditing = 1
        /// While the field is not editing.
        case unlessEditing = 2
        /// Always.
        case always = 3
    }

    /// Why editing ended, with UIKit's raw values.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned (Return, another field, `endEditing`).
        case committed = 0
        /// Editing was cancelled (not sent by the simulator).
        case cancelled = 1
    }

    /// The text: never nil when read (an empty string), as UIKit's.
    open var text: String? {
        get { storedText }
        set {
            storedText = newValue ?? ""
            storedAttributedText = nil
            caretOffset = storedText.count
            contentDidChange()
        }
    }
    /// The text with its attributes: the field's font and colour unless set with attributes (the first
    /// run's font and colour are used to draw it).
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText, storedAttributedText.string == storedText { return storedAttributedText }
            return NSAttributedString(string: storedText, attributes: defaultTextAttributes)
        }
        set {
            storedText = newValue?.string ?? ""
            storedAttributedText = newValue
            if let newValue, newValue.length > 0 {
                let attributes = newValue.attributes(at: 0, effectiveRange: nil)
                if let font = attributes[.font] as? UIFont { self.font = font }
                if let color = attributes[.foregroundColor] as? UIColor { textColor = color }
            }
            caretOffset = storedText.count
            contentDidChange()
        }
    }
    /// The grey text shown while `text` is empty.
    open var placeholder: String? { didSet { contentDidChange() } }
    /// The placeholder with attributes (its string is `placeholder`).
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    /// The font (system 17 pt).
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { contentDidChange() } }
    /// The text's colour (label colour).
    open var textColor: UIColor? = .label { didSet { contentDidChange() } }
    /// The horizontal alignment.
    open var textAlignment: NSTextAlignment = .natural { didSet { contentDidChange() } }
    /// The border; `.none` by default, as in UIKit.
    open var borderStyle: BorderStyle = .none { didSet { borderDidChange() } }
    /// When the clear button shows (never by default); it shows only while there is text.
    open var clearButtonMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's left edge (an icon, a label), shown by `leftViewMode` (R269).
    open var leftView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: leftView) }
    }
    /// When the left view shows (never by default).
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// A view at the field's right edge, shown by `rightViewMode` (R269).
    open var rightView: UIView? {
        didSet { sideViewDidChange(from: oldValue, to: rightView) }
    }
    /// When the right view shows (never by default).
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    /// Whether beginning to edit empties the field first.
    open var clearsOnBeginEditing = false
    /// The attributes new text gets: the font and colour.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font ?? .systemFont(ofSize: 17), .foregroundColor: textColor ?? .label] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }
    /// The delegate asked before and told after editing changes (held weakly).
    open weak var delegate: UITextFieldDelegate?
    /// Whether the field is editing (it is the first responder).
    open internal(set) var isEditing = false

    // MARK: Text input traits (R273)

    /// Which keys the keyboard shows.
    open var keyboardType: UIKeyboardType = .default { didSet { reloadInputViews() } }
    /// The Return key's title.
    open var returnKeyType: UIReturnKeyType = .default { didSet { reloadInputViews() } }
    /// Capitalisation of the software keyboard's letters (sentences by default).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (kept; the simulator corrects nothing).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (kept; the simulator checks nothing).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard's look (`.default` follows the interface style).
    open var keyboardAppearance: UIKeyboardAppearance = .default { didSet { reloadInputViews() } }
    /// Whether the Return key is disabled while the field is empty.
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is drawn as dots, as for a password.
    open var isSecureTextEntry = false { didSet { contentDidChange() } }
    /// What the text is, for AutoFill.
    open var textContentType: UITextContentType! = nil

    // MARK: Storage

    var storedText = ""
    /// The placeholder's colour (a search field's is darker).
    var placeholderTextColor: UIColor = .placeholderText { didSet { contentDidChange() } }
    private var storedAttributedText: NSAttributedString?
    /// The insertion point, in characters from the start.
    var caretOffset = 0
    /// A secure field that begins editing again with text clears it at the first key (R273).
    var clearsOnFirstKey = false

    /// Clips the text to the text rectangle (long text scrolls to keep the caret in view).
    let textClip = UIView()
    /// Draws the text or the placeholder.
    let textLabel = UILabel()
    /// The insertion point (shown while editing).
    let caretView = UIView()
    /// The circled cross that clears the text.
    let clearButton = TextFieldClearButton()

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
        textLabel.lineBreakMode = .byClipping
        textClip.clipsToBounds = true
        textClip.isUserInteractionEnabled = false
        textClip.addSubview(textLabel)
        addSubview(textClip)
        caretView.isHidden = true
        caretView.isUserInteractionEnabled = false
        caretView.layer.cornerRadius = 1
        addSubview(caretView)
        clearButton.isHidden = true
        clearButton.isUserInteractionEnabled = false
        addSubview(clearButton)
        contentDidChange()
    }

    /// What the field shows: the text (dots when secure), else the placeholder in grey.
    var displayedText: String {
        if !storedText.isEmpty {
            return isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
        }
        return placeholder ?? ""
    }

    /// The font text is drawn in.
    var resolvedFont: UIFont { font ?? .systemFont(ofSize: 17) }

    func contentDidChange() {
        caretOffset = min(max(caretOffset, 0), storedText.count)
        textLabel.text = displayedText
        textLabel.font = resolvedFont
        textLabel.textColor = storedText.isEmpty ? placeholderTextColor : (textColor ?? .label)
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
            layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: traitCollection).cgColor
            layer.cornerRadius = 5
            backgroundColor = .systemBackground
        }
        setNeedsLayout()
    }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        if borderStyle == .roundedRect {
            layer.borderColor = UIColor.opaqueSeparator.resolvedColor(with: traitCollection).cgColor
        }
    }

    // MARK: Geometry

    /// The border's rectangle: the bounds.
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The rectangle the text is drawn in: the bounds inset 7 pt on each side for a border, starting
    /// after the left view and ending before the right view and the clear button while they show.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = borderStyle == .none ? bounds : bounds.insetBy(dx: 7, dy: 0)
        if isShown(leftView, mode: leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width = max(0, rect.maxX - left)
            rect.origin.x = left
        }
        if isShown(rightView, mode: rightViewMode) {
            rect.size.width = max(0, min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX)
        }
        if isClearButtonShown {
            rect.size.width = max(0, clearButtonRect(forBounds: bounds).minX - rect.minX)
        }
        return rect
    }

    /// The left view's rectangle: its own size, at the left edge, centred vertically.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView.map(Self.sideViewSize) ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view's rectangle: its own size, at the right edge, centred vertically.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView.map(Self.sideViewSize) ?? .zero
        return CGRect(
            x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The rectangle the placeholder is drawn in: the text's.
    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The rectangle editable text is drawn in: the text's.
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's rectangle: 19 pt square, 6 pt from the right edge (or from the right view
    /// while it shows), centred vertically.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = TextFieldClearButton.side
        let right = isShown(rightView, mode: rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX
        return CGRect(x: right - 6 - side, y: bounds.midY - side / 2, width: side, height: side)
    }

    /// Whether the clear button shows now: its mode allows it and there is text.
    var isClearButtonShown: Bool {
        guard !storedText.isEmpty else { return false }
        switch clearButtonMode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (view, mode, rect) in [
            (leftView, leftViewMode, leftViewRect(forBounds: bounds)),
            (rightView, rightViewMode, rightViewRect(forBounds: bounds)),
        ] {
            guard let view else { continue }
            view.isHidden = !isShown(view, mode: mode)
            view.frame = rect
        }
        clearButton.isHidden = !isClearButtonShown
        clearButton.frame = clearButtonRect(forBounds: bounds)
        let rect: CGRect
        if storedText.isEmpty {
            rect = placeholderRect(forBounds: bounds)
        } else {
            rect = isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds)
        }
        textClip.frame = rect
        layOutTextAndCaret(in: rect)
    }

    /// 34 pt high for a rounded border, else the font's line.
    open override var intrinsicContentSize: CGSize {
        let line = TextMetrics.current.lineMetrics(for: resolvedFont).lineHeight
        let width = TextMetrics.current.width(of: displayedText, font: resolvedFont)
        return borderStyle == .roundedRect
            ? CGSize(width: width + 14, height: max(34, line.rounded(.up))) : CGSize(width: width, height: line)
    }

    /// Return belongs to the keyboard: a tap in the field sends no primary action (R273).
    override var sendsPrimaryActionOnTouchUpInside: Bool { false }

    // MARK: UIKeyInput

    /// Whether there is any text.
    open var hasText: Bool { !storedText.isEmpty }

    /// Inserts text at the caret, as the keyboard does: "\n" is the Return key (R273).
    open func insertText(_ text: String) { typeText(text) }

    /// Deletes the character before the caret (asking the delegate first).
    open func deleteBackward() { typeDeleteBackward() }

    // MARK: First responder (R271, R273)

    /// An enabled field can become first responder.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing: asks `textFieldShouldBeginEditing`, becomes first responder, then
    /// `textFieldDidBeginEditing`, `.editingDidBegin`, `textDidBeginEditingNotification`, and the
    /// keyboard comes up (R273, R274).
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        guard let window else { return false }
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        return window.performResponderChange { beginEditing() }
    }

    /// Ends editing: asks `textFieldShouldEndEditing` (not when forced), resigns, then
    /// `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd`, `textDidEndEditingNotification`, and the
    /// keyboard goes down unless another field takes it.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder, let window else { return super.resignFirstResponder() }
        return window.performResponderChange { finishEditing(in: window) }
    }

    /// Calls the UIControl parts of resignation (used by `finishEditing(in:)`).
    func resignAsResponder() -> Bool { super.resignFirstResponder() }

    /// Calls the UIControl parts of becoming first responder (used by `beginEditing()`).
    func becomeAsResponder() -> Bool { super.becomeFirstResponder() }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let wasTracking = isTracking
        let location = touches.first?.location(in: self)
        super.touchesEnded(touches, with: event)
        guard wasTracking, isEnabled, let location, bounds.contains(location) else { return }
        fieldWasTapped(at: location)
    }
}
