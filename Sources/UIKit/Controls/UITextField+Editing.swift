import Foundation

extension UITextField {
    /// Posted when a text field begins editing (object: the field).
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted when a text field's text changes by typing (object: the field).
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted when a text field ends editing (object: the field; the reason under
    /// `didEndEditingReasonUserInfoKey`).
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")
    /// The `userInfo` key of `textDidEndEditingNotification`'s reason (a `DidEndEditingReason` raw value).
    public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReason"

    // MARK: Beginning and ending (R273)

    /// The begin-editing sequence, inside the window's responder change (the keyboard follows).
    func beginEditing() -> Bool {
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard becomeAsResponder() else { return false }
        isEditing = true
        if clearsOnBeginEditing && !storedText.isEmpty {
            text = ""
        }
        // A secure field that already holds text empties at the first key, as iOS does (R273).
        clearsOnFirstKey = isSecureTextEntry && !storedText.isEmpty
        caretOffset = storedText.count
        contentDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        restartCaretBlink()
        return true
    }

    /// The end-editing sequence, inside the window's responder change.
    func finishEditing(in window: UIWindow) -> Bool {
        let forced = window.isForcingResignation
        if !forced, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        if !resignAsResponder() {
            guard forced else { return false }
        }
        if window.firstResponder === self { window.firstResponderStorage = nil }
        isEditing = false
        clearsOnFirstKey = false
        caretView.layer.removeAnimation(forKey: Self.caretBlinkKey)
        contentDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        return true
    }

    // MARK: Typing (R273)

    /// Types `text` at the caret: Return goes to `textFieldShouldReturn`; other text replaces the
    /// range the delegate allows.
    func typeText(_ text: String) {
        guard isEditing else { return }
        if text == "\n" || text == "\r" {
            pressReturn()
            return
        }
        // A single-line field keeps no line breaks.
        let clean = text.replacingOccurrences(of: "\r\n", with: " ").replacingOccurrences(of: "\n", with: " ")
        guard !clean.isEmpty else { return }
        let range = clearsOnFirstKey ? storedText.startIndex..<storedText.endIndex : caretRange
        replace(range, with: clean)
    }

    /// Deletes the character before the caret (all of a secure field's text at its first key).
    func typeDeleteBackward() {
        guard isEditing else { return }
        if clearsOnFirstKey {
            replace(storedText.startIndex..<storedText.endIndex, with: "")
            return
        }
        guard caretOffset > 0 else { return }
        let end = storedText.index(storedText.startIndex, offsetBy: caretOffset)
        let start = storedText.index(before: end)
        replace(start..<end, with: "")
    }

    /// The empty range at the caret.
    private var caretRange: Range<String.Index> {
        let index = storedText.index(storedText.startIndex, offsetBy: min(caretOffset, storedText.count))
        return index..<index
    }

    /// Asks the delegate, replaces, moves the caret after the new text, then `.editingChanged` and
    /// `textDidChangeNotification` (R273).
    private func replace(_ range: Range<String.Index>, with string: String) {
        let nsRange = NSRange(range, in: storedText)
        if let delegate, !delegate.textField(self, shouldChangeCharactersIn: nsRange, replacementString: string) {
            return
        }
        clearsOnFirstKey = false
        let startOffset = storedText.distance(from: storedText.startIndex, to: range.lowerBound)
        // The delegate may have changed the text itself: replace in what it is now, if the range fits.
        guard let current = Range(nsRange, in: storedText) else { return }
        storedText.replaceSubrange(current, with: string)
        caretOffset = startOffset + string.count
        contentDidChange()
        restartCaretBlink()
        delegate?.textFieldDidChangeSelection(self)
        // The software keyboard's shift follows the text (a capital after a full stop).
        window?.storedKeyboard?.keyboardView?.clientTextDidChange()
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Return: `textFieldShouldReturn`; when it allows, `.editingDidEndOnExit` — which makes the
    /// field resign when something listens for it — and `.primaryActionTriggered` (R273).
    private func pressReturn() {
        if let delegate, !delegate.textFieldShouldReturn(self) { return }
        let resigns = hasActions(for: .editingDidEndOnExit)
        sendActions(for: .editingDidEndOnExit)
        sendActions(for: .primaryActionTriggered)
        if resigns { resignFirstResponder() }
    }

    /// Moves the caret by `delta` characters (the arrow keys), or to an end.
    package func moveCaret(by delta: Int) {
        guard isEditing else { return }
        clearsOnFirstKey = false
        caretOffset = min(max(caretOffset + delta, 0), storedText.count)
        setNeedsLayout()
        restartCaretBlink()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Taps

    /// A tap: on the clear button clears (asking `textFieldShouldClear`); elsewhere begins editing,
    /// or moves the caret to the nearest character boundary while editing.
    func fieldWasTapped(at location: CGPoint) {
        if isClearButtonShown, clearButtonRect(forBounds: bounds).insetBy(dx: -6, dy: -6).contains(location) {
            if !isEditing { guard becomeFirstResponder() else { return } }
            if let delegate, !delegate.textFieldShouldClear(self) { return }
            clearsOnFirstKey = false
            guard !storedText.isEmpty else { return }
            replace(storedText.startIndex..<storedText.endIndex, with: "")
            return
        }
        if isEditing {
            caretOffset = characterOffset(nearest: convert(location, to: textLabel).x)
            setNeedsLayout()
            restartCaretBlink()
            delegate?.textFieldDidChangeSelection(self)
        } else {
            becomeFirstResponder()
        }
    }

    /// The character boundary of the displayed text nearest to `x` in the label.
    private func characterOffset(nearest x: CGFloat) -> Int {
        let shown = displayedTextForCaret
        let origin = textOriginInLabel
        var best = 0
        var bestDistance = CGFloat.infinity
        for offset in 0...shown.count {
            let edge = origin + TextMetrics.current.width(of: String(shown.prefix(offset)), font: resolvedFont)
            let distance = abs(edge - x)
            if distance < bestDistance {
                best = offset
                bestDistance = distance
            }
        }
        return best
    }

    // MARK: Caret (R273)

    /// The key of the caret's blink animation.
    static let caretBlinkKey = "caretBlink"

    /// The text the caret moves through: the (secure) text; the placeholder does not count.
    private var displayedTextForCaret: String {
        isSecureTextEntry ? String(repeating: "•", count: storedText.count) : storedText
    }

    /// Where the text starts in the label (alignment within its width).
    private var textOriginInLabel: CGFloat {
        let width = TextMetrics.current.width(of: displayedTextForCaret, font: resolvedFont)
        let room = textLabel.bounds.width
        guard width < room else { return 0 }
        switch textAlignment {
        case .center: return ((room - width) / 2)
        case .right: return room - width
        default: return 0
        }
    }

    /// Places the label in the clip (scrolled to keep the caret in view while editing) and the caret.
    func layOutTextAndCaret(in rect: CGRect) {
        let font = resolvedFont
        let textWidth = TextMetrics.current.width(of: displayedTextForCaret, font: font)
        let prefixWidth = TextMetrics.current.width(
            of: String(displayedTextForCaret.prefix(caretOffset)), font: font)
        let caretWidth: CGFloat = 2
        if isEditing && textWidth + caretWidth > rect.width {
            // Long text: the end of the text at the caret stays in view, as the field scrolls on iOS.
            let scroll = max(0, min(prefixWidth + caretWidth - rect.width, textWidth + caretWidth - rect.width))
            textLabel.textAlignment = .left
            textLabel.frame = CGRect(x: -scroll, y: 0, width: textWidth + caretWidth, height: rect.height)
        } else {
            textLabel.textAlignment = textAlignment
            textLabel.frame = CGRect(origin: .zero, size: rect.size)
        }
        caretView.isHidden = !isEditing
        guard isEditing else { return }
        let line = TextMetrics.current.lineMetrics(for: font).lineHeight
        let height = (line + 1).rounded()
        var x = textLabel.frame.minX + textOriginInLabel + prefixWidth
        if storedText.isEmpty {
            // The placeholder shows: the caret sits where typed text would start.
            switch textAlignment {
            case .center: x = rect.width / 2
            case .right: x = rect.width - caretWidth
            default: x = 0
            }
        }
        x = min(max(x, 0), max(0, rect.width - caretWidth))
        caretView.backgroundColor = tintColor
        caretView.frame = CGRect(
            x: rect.minX + x, y: rect.midY - height / 2, width: caretWidth, height: height)
    }

    /// Starts the caret's blink again: solid for half a second after each edit, then on and off once
    /// a second with short fades, as iOS's caret.
    func restartCaretBlink() {
        let layer = caretView.layer
        layer.removeAnimation(forKey: Self.caretBlinkKey)
        guard isEditing else { return }
        let blink = CAKeyframeAnimation(keyPath: "opacity")
        blink.values = [Float(1), Float(1), Float(0), Float(0), Float(1)]
        blink.keyTimes = [0, 0.5, 0.6, 0.9, 1].map { NSNumber(value: $0) }
        blink.duration = 1
        blink.repeatCount = .infinity
        layer.add(blink, forKey: Self.caretBlinkKey)
    }
}
