import Foundation

/// The software keyboard drawn as iOS 18's English keyboard: the predictive bar, four rows of key
/// caps (letters, or numbers and punctuation after "123"), the strip under them on a phone with a
/// home indicator, in the light or dark look. Tapping a key types into the first responder (R274).
@MainActor
package final class KeyboardView: UIView {
    /// What a key does.
    enum Action: Equatable {
        /// Types its character (upper case while shifted).
        case character(String)
        /// Shift (one capital letter).
        case shift
        /// Deletes backward.
        case delete
        /// Switches between letters and numbers.
        case switchLayer
        /// Types a space.
        case space
        /// Types "\n" (the Return key).
        case `return`
    }

    /// The keyboard this view draws.
    private unowned let keyboard: SoftwareKeyboard
    /// The keys, in rows.
    private(set) var keys: [KeyCap] = []
    /// Whether the numbers layer shows.
    private(set) var showsNumbers = false
    /// Whether the next letter is a capital.
    private(set) var isShifted = false
    /// Whether the dark look is used.
    private(set) var isDark = false
    /// The Return key's type.
    private var returnKeyType: UIReturnKeyType = .default
    /// The key under the finger.
    private var pressedKey: KeyCap?

    init(keyboard: SoftwareKeyboard) {
        self.keyboard = keyboard
        super.init(frame: .zero)
        rebuildKeys()
    }

    required init?(coder: NSCoder) { fatalError("a keyboard view is made by the keyboard") }

    /// Takes the responder's traits: Return key, look, and the shift state for its capitalisation.
    func configure(for responder: UIResponder?, window: UIWindow) {
        let traits = responder as? UITextInputTraits
        returnKeyType = traits?.returnKeyType ?? .default
        switch traits?.keyboardAppearance ?? .default {
        case .dark: isDark = true
        case .light: isDark = false
        default: isDark = window.traitCollection.userInterfaceStyle == .dark
        }
        showsNumbers = [.numberPad, .decimalPad, .phonePad, .asciiCapableNumberPad, .numbersAndPunctuation].contains(
            traits?.keyboardType ?? .default)
        updateShiftForContext()
        rebuildKeys()
    }

    /// The text being edited changed (typed from any keyboard): shift follows it.
    func clientTextDidChange() {
        let wasShifted = isShifted
        updateShiftForContext()
        if isShifted != wasShifted { restyle() }
    }

    /// Shift follows the responder's capitalisation: on at the start of a sentence or word, or always.
    private func updateShiftForContext() {
        let traits = keyboard.keyInput
        let text = (keyboard.keyInput as? UITextField)?.text ?? ""
        switch traits?.autocapitalizationType ?? .sentences {
        case .none: isShifted = false
        case .allCharacters: isShifted = true
        case .words: isShifted = text.isEmpty || text.hasSuffix(" ")
        case .sentences:
            let trimmed = text.trimmingCharacters(in: .whitespaces)
            isShifted =
                trimmed.isEmpty || (text.hasSuffix(" ") && [".", "!", "?"].contains(trimmed.last.map(String.init)))
        }
    }

    // MARK: Keys

    /// The rows of the layer shown.
    private var rows: [[Action]] {
        let letters =
            showsNumbers
            ? ["1234567890", "-/:;()$&@\"", ".,?!'"] : ["qwertyuiop", "asdfghjkl", "zxcvbnm"]
        let characters = letters.map { $0.map { Action.character(String($0)) } }
        return [
            characters[0], characters[1],
            (showsNumbers ? [] : [.shift]) + characters[2] + [.delete],
            [.switchLayer, .space, .return],
        ]
    }

    private func rebuildKeys() {
        keys.forEach { $0.removeFromSuperview() }
        keys = []
        for (row, actions) in rows.enumerated() {
            for action in actions {
                let key = KeyCap(action: action, row: row)
                keys.append(key)
                addSubview(key)
            }
        }
        restyle()
        setNeedsLayout()
    }

    private func restyle() {
        backgroundColor =
            isDark ? UIColor(white: 0.17, alpha: 1) : UIColor(red: 0.82, green: 0.83, blue: 0.85, alpha: 1)
        for key in keys {
            key.style(
                title: title(of: key.action), isDark: isDark, isSpecial: isSpecial(key.action),
                isBlue: key.action == .return && returnKeyType != .default && returnKeyType != .next)
        }
    }

    private func title(of action: Action) -> String {
        switch action {
        case .character(let c): return isShifted ? c.uppercased() : c
        case .shift: return isShifted ? "⇧" : "⇧"
        case .delete: return "⌫"
        case .switchLayer: return showsNumbers ? "ABC" : "123"
        case .space: return "space"
        case .return: return returnKeyType.keyTitle
        }
    }

    private func isSpecial(_ action: Action) -> Bool {
        switch action {
        case .character, .space: return false
        case .shift: return !isShifted
        default: return true
        }
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        let landscape = bounds.width > bounds.height * 1.8
        let top = KeyboardMetrics.predictiveBarHeight(landscape: landscape)
        let rowPitch = KeyboardMetrics.keysHeight(landscape: landscape) / 4
        let capHeight = rowPitch - (landscape ? 8 : 12)
        let margin: CGFloat = 3
        let gap: CGFloat = 6
        let pitch = (bounds.width - 2 * margin) / 10
        let capWidth = pitch - gap
        var index = 0
        for (row, actions) in rows.enumerated() {
            let y = top + CGFloat(row) * rowPitch + (rowPitch - capHeight) / 2
            var frames: [CGRect] = []
            switch row {
            case 0, 1:
                let count = CGFloat(actions.count)
                let start = (bounds.width - count * pitch) / 2
                frames = (0..<actions.count).map {
                    CGRect(x: start + CGFloat($0) * pitch + gap / 2, y: y, width: capWidth, height: capHeight)
                }
            case 2:
                let side = pitch * 1.3 - gap
                let middleCount = actions.count - (showsNumbers ? 1 : 2)
                let middlePitch = showsNumbers ? pitch * 1.4 : pitch
                let middleStart = (bounds.width - CGFloat(middleCount) * middlePitch) / 2
                for action in actions {
                    switch action {
                    case .shift: frames.append(CGRect(x: margin + gap / 2, y: y, width: side, height: capHeight))
                    case .delete:
                        frames.append(
                            CGRect(x: bounds.width - margin - gap / 2 - side, y: y, width: side, height: capHeight))
                    default:
                        let i = CGFloat(frames.count - (showsNumbers ? 0 : 1))
                        frames.append(
                            CGRect(
                                x: middleStart + i * middlePitch + gap / 2, y: y, width: middlePitch - gap,
                                height: capHeight))
                    }
                }
            default:
                let side = pitch * 2.5 - gap
                let left = margin + gap / 2
                let right = bounds.width - margin - gap / 2 - side
                frames = [
                    CGRect(x: left, y: y, width: side, height: capHeight),
                    CGRect(x: left + side + gap, y: y, width: right - gap - (left + side + gap), height: capHeight),
                    CGRect(x: right, y: y, width: side, height: capHeight),
                ]
            }
            for frame in frames {
                keys[index].frame = frame
                index += 1
            }
        }
    }

    // MARK: Touches

    private func key(at point: CGPoint) -> KeyCap? {
        // A touch between caps goes to the nearest key of its row, as on iOS.
        keys.min { distance(point, $0.frame) < distance(point, $1.frame) }.flatMap {
            distance(point, $0.frame) < 12 ? $0 : nil
        }
    }

    private func distance(_ point: CGPoint, _ rect: CGRect) -> CGFloat {
        let dx = max(rect.minX - point.x, 0, point.x - rect.maxX)
        let dy = max(rect.minY - point.y, 0, point.y - rect.maxY)
        return hypot(dx, dy)
    }

    package override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        pressedKey = key(at: touch.location(in: self))
        pressedKey?.isPressed = true
    }

    package override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first else { return }
        let key = key(at: touch.location(in: self))
        if key !== pressedKey {
            pressedKey?.isPressed = false
            pressedKey = key
            key?.isPressed = true
        }
    }

    package override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let key = pressedKey
        pressedKey?.isPressed = false
        pressedKey = nil
        if let key { perform(key.action) }
    }

    package override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        pressedKey?.isPressed = false
        pressedKey = nil
    }

    /// What a key does to the first responder.
    func perform(_ action: Action) {
        guard let input = keyboard.keyInput else { return }
        switch action {
        case .character(let c):
            input.insertText(isShifted ? c.uppercased() : c)
            updateShiftForContext()
        case .shift: isShifted.toggle()
        case .delete:
            input.deleteBackward()
            updateShiftForContext()
        case .switchLayer:
            showsNumbers.toggle()
            rebuildKeys()
            return
        case .space:
            input.insertText(" ")
            updateShiftForContext()
        case .return: input.insertText("\n")
        }
        restyle()
    }

    /// The title of the key at a point (tests and the inspector).
    func title(at point: CGPoint) -> String? { key(at: point).map { title(of: $0.action) } }
}

/// One key cap: a rounded rectangle with a one-point shadow and its title.
@MainActor
final class KeyCap: UIView {
    /// What the key does.
    let action: KeyboardView.Action
    /// The row it is in (0 at the top).
    let row: Int
    private let label = UILabel()
    private var baseColor = UIColor.white
    private var pressedColor = UIColor.white

    /// Whether the finger is on the key.
    var isPressed = false { didSet { backgroundColor = isPressed ? pressedColor : baseColor } }

    init(action: KeyboardView.Action, row: Int) {
        self.action = action
        self.row = row
        super.init(frame: .zero)
        isUserInteractionEnabled = false
        layer.cornerRadius = 5
        layer.shadowOpacity = 1
        layer.shadowRadius = 0
        layer.shadowOffset = CGSize(width: 0, height: 1)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { fatalError("a key cap is made by the keyboard") }

    /// Colours and title for the look: letter keys white (light) or grey (dark), special keys darker,
    /// a blue Return key for a titled return type.
    func style(title: String, isDark: Bool, isSpecial: Bool, isBlue: Bool) {
        label.text = title
        let isCharacter: Bool
        if case .character = action { isCharacter = true } else { isCharacter = false }
        label.font = isCharacter ? .systemFont(ofSize: 22.5) : .systemFont(ofSize: title.count > 1 ? 16 : 20)
        label.textColor = isBlue ? .white : (isDark ? .white : .black)
        if isBlue {
            baseColor = .systemBlue
        } else if isSpecial {
            baseColor = isDark ? UIColor(white: 0.28, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1)
        } else {
            baseColor = isDark ? UIColor(white: 0.42, alpha: 1) : .white
        }
        pressedColor =
            isSpecial
            ? (isDark ? UIColor(white: 0.42, alpha: 1) : .white)
            : (isDark ? UIColor(white: 0.28, alpha: 1) : UIColor(red: 0.67, green: 0.69, blue: 0.73, alpha: 1))
        backgroundColor = isPressed ? pressedColor : baseColor
        layer.shadowColor =
            (isDark ? UIColor(white: 0, alpha: 0.6) : UIColor(red: 0.54, green: 0.54, blue: 0.56, alpha: 1))
            .cgColor
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
