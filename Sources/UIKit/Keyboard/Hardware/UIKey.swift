import Foundation

/// The modifier keys held with a key (UIKit's raw values).
public struct UIKeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}

/// A key's USB HID usage (the common ones; UIKit's raw values).
public struct UIKeyboardHIDUsage: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let keyboardA = UIKeyboardHIDUsage(rawValue: 0x04)
    public static let keyboardZ = UIKeyboardHIDUsage(rawValue: 0x1D)
    public static let keyboard1 = UIKeyboardHIDUsage(rawValue: 0x1E)
    public static let keyboard0 = UIKeyboardHIDUsage(rawValue: 0x27)
    public static let keyboardReturnOrEnter = UIKeyboardHIDUsage(rawValue: 0x28)
    public static let keyboardEscape = UIKeyboardHIDUsage(rawValue: 0x29)
    public static let keyboardDeleteOrBackspace = UIKeyboardHIDUsage(rawValue: 0x2A)
    public static let keyboardTab = UIKeyboardHIDUsage(rawValue: 0x2B)
    public static let keyboardSpacebar = UIKeyboardHIDUsage(rawValue: 0x2C)
    public static let keyboardRightArrow = UIKeyboardHIDUsage(rawValue: 0x4F)
    public static let keyboardLeftArrow = UIKeyboardHIDUsage(rawValue: 0x50)
    public static let keyboardDownArrow = UIKeyboardHIDUsage(rawValue: 0x51)
    public static let keyboardUpArrow = UIKeyboardHIDUsage(rawValue: 0x52)
    public static let keyboardErrorUndefined = UIKeyboardHIDUsage(rawValue: 0x03)

    /// The usage of a key by the characters it types without modifiers (letters, digits, the named
    /// inputs of `UIKeyCommand`).
    static func of(_ characters: String) -> UIKeyboardHIDUsage {
        switch characters {
        case "\r", "\n": return .keyboardReturnOrEnter
        case UIKeyCommand.inputEscape: return .keyboardEscape
        case "\u{8}": return .keyboardDeleteOrBackspace
        case "\t": return .keyboardTab
        case " ": return .keyboardSpacebar
        case UIKeyCommand.inputRightArrow: return .keyboardRightArrow
        case UIKeyCommand.inputLeftArrow: return .keyboardLeftArrow
        case UIKeyCommand.inputDownArrow: return .keyboardDownArrow
        case UIKeyCommand.inputUpArrow: return .keyboardUpArrow
        default: break
        }
        guard let scalar = characters.lowercased().unicodeScalars.first, characters.count == 1 else {
            return .keyboardErrorUndefined
        }
        switch scalar.value {
        case 0x61...0x7A: return UIKeyboardHIDUsage(rawValue: 0x04 + Int(scalar.value - 0x61))
        case 0x31...0x39: return UIKeyboardHIDUsage(rawValue: 0x1E + Int(scalar.value - 0x31))
        case 0x30: return .keyboard0
        default: return .keyboardErrorUndefined
        }
    }
}

/// A key of a hardware keyboard as a press reports it (iOS 13.4, R319).
@preconcurrency @MainActor
public final class UIKey: NSObject {
    /// What the key types with its modifiers.
    public let characters: String
    /// What it types without them.
    public let charactersIgnoringModifiers: String
    /// The modifier keys held.
    public let modifierFlags: UIKeyModifierFlags
    /// The key's HID usage.
    public let keyCode: UIKeyboardHIDUsage

    package init(characters: String, modifierFlags: UIKeyModifierFlags) {
        charactersIgnoringModifiers = characters
        self.characters = modifierFlags.contains(.shift) ? characters.uppercased() : characters
        self.modifierFlags = modifierFlags
        keyCode = UIKeyboardHIDUsage.of(characters)
        super.init()
    }
}
