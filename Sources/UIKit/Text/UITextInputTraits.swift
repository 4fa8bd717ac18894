import Foundation

/// The keyboard a text object asks for: its type, Return key, capitalisation, appearance, secure
/// entry (R273). Every requirement has a default, as the optional members of UIKit's protocol.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// Which keys the keyboard shows.
    var keyboardType: UIKeyboardType { get set }
    /// The title of the Return key.
    var returnKeyType: UIReturnKeyType { get set }
    /// Which letters start capitalised.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether autocorrection is on.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether spell checking is on.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// Whether the Return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden (bullets) and not copied.
    var isSecureTextEntry: Bool { get set }
    /// What the text is (a user name, a password, …), for AutoFill.
    var textContentType: UITextContentType! { get set }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType {
        get { .default }
        set {}
    }
    public var returnKeyType: UIReturnKeyType {
        get { .default }
        set {}
    }
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { .sentences }
        set {}
    }
    public var autocorrectionType: UITextAutocorrectionType {
        get { .default }
        set {}
    }
    public var spellCheckingType: UITextSpellCheckingType {
        get { .default }
        set {}
    }
    public var keyboardAppearance: UIKeyboardAppearance {
        get { .default }
        set {}
    }
    public var enablesReturnKeyAutomatically: Bool {
        get { false }
        set {}
    }
    public var isSecureTextEntry: Bool {
        get { false }
        set {}
    }
    public var textContentType: UITextContentType! {
        get { nil }
        set {}
    }
}

/// The keys of a keyboard, with UIKit's raw values.
public enum UIKeyboardType: Int, Sendable {
    case `default` = 0
    case asciiCapable = 1
    case numbersAndPunctuation = 2
    case URL = 3
    case numberPad = 4
    case phonePad = 5
    case namePhonePad = 6
    case emailAddress = 7
    case decimalPad = 8
    case twitter = 9
    case webSearch = 10
    case asciiCapableNumberPad = 11
    /// The old name of `asciiCapable`.
    public static let alphabet = UIKeyboardType.asciiCapable
}

/// The Return key's title, with UIKit's raw values.
public enum UIReturnKeyType: Int, Sendable {
    case `default` = 0
    case go = 1
    case google = 2
    case join = 3
    case next = 4
    case route = 5
    case search = 6
    case send = 7
    case yahoo = 8
    case done = 9
    case emergencyCall = 10
    case `continue` = 11

    /// The key's title on an English keyboard (iOS 18: "return", "go", "next", "done", …).
    var keyTitle: String {
        switch self {
        case .default: return "return"
        case .go: return "go"
        case .google, .yahoo, .search: return "search"
        case .join: return "join"
        case .next: return "next"
        case .route: return "route"
        case .send: return "send"
        case .done: return "done"
        case .emergencyCall: return "Emergency"
        case .continue: return "continue"
        }
    }
}

/// Automatic capitalisation, with UIKit's raw values.
public enum UITextAutocapitalizationType: Int, Sendable {
    case none = 0
    case words = 1
    case sentences = 2
    case allCharacters = 3
}

/// Autocorrection, with UIKit's raw values.
public enum UITextAutocorrectionType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// Spell checking, with UIKit's raw values.
public enum UITextSpellCheckingType: Int, Sendable {
    case `default` = 0
    case no = 1
    case yes = 2
}

/// The keyboard's look, with UIKit's raw values (`default` follows the interface style).
public enum UIKeyboardAppearance: Int, Sendable {
    case `default` = 0
    case dark = 1
    case light = 2
    /// The old name of `dark`.
    public static let alert = UIKeyboardAppearance.dark
}

/// What a text object's text is, for AutoFill (UIKit's string constants).
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let givenName = UITextContentType("given-name")
    public static let familyName = UITextContentType("family-name")
    public static let nickname = UITextContentType("nickname")
    public static let organizationName = UITextContentType("organization")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let addressCity = UITextContentType("address-level2")
    public static let postalCode = UITextContentType("postal-code")
    public static let countryName = UITextContentType("country-name")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}
