import Foundation

/// What an accessibility element is and does (UIKit's bits).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }
    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 28)
}

/// The accessibility description of a view (R262): what VoiceOver would read and what UI tests
/// find elements by. Labels, buttons and images describe themselves unless the app says more.
@MainActor
final class AccessibilityDescription {
    var label: String?
    var hint: String?
    var value: String?
    var identifier: String?
    var traits: UIAccessibilityTraits?
    var isElement: Bool?
    var elementsHidden = false
    var viewIsModal = false
}

extension UIView {
    /// The text VoiceOver reads for the view: the app's, else the view's own (a label's text, a
    /// button's title; R262).
    public var accessibilityLabel: String? {
        get { accessibility.label ?? defaultAccessibilityLabel }
        set { accessibility.label = newValue }
    }
    /// What happens when the element is activated (read after the label).
    public var accessibilityHint: String? {
        get { accessibility.hint }
        set { accessibility.hint = newValue }
    }
    /// The element's current value (a slider's position, a switch's state).
    public var accessibilityValue: String? {
        get { accessibility.value }
        set { accessibility.value = newValue }
    }
    /// The identifier UI tests find the element by (never read aloud).
    public var accessibilityIdentifier: String? {
        get { accessibility.identifier }
        set { accessibility.identifier = newValue }
    }
    /// What the element is: the app's traits, else the view's own (`.button` for a button,
    /// `.staticText` for a label, `.image` for an image view, `.notEnabled` added for a disabled
    /// control; R262).
    public var accessibilityTraits: UIAccessibilityTraits {
        get { accessibility.traits ?? defaultAccessibilityTraits }
        set { accessibility.traits = newValue }
    }
    /// Whether VoiceOver stops at the view: true for labels, buttons and controls, false for a
    /// plain view or an image view, unless the app says (R262).
    public var isAccessibilityElement: Bool {
        get { accessibility.isElement ?? defaultIsAccessibilityElement }
        set { accessibility.isElement = newValue }
    }
    /// Whether the view's subtree is hidden from VoiceOver.
    public var accessibilityElementsHidden: Bool {
        get { accessibility.elementsHidden }
        set { accessibility.elementsHidden = newValue }
    }
    /// Whether VoiceOver ignores the view's siblings (a custom modal view).
    public var accessibilityViewIsModal: Bool {
        get { accessibility.viewIsModal }
        set { accessibility.viewIsModal = newValue }
    }
    /// The element's frame in screen coordinates (the window's, on a phone).
    public var accessibilityFrame: CGRect { convert(bounds, to: nil as UIView?) }

    /// The first view in this subtree (this one included, front to back) whose
    /// `accessibilityIdentifier` is `identifier` — how UI tests find an element.
    package func descendant(withAccessibilityIdentifier identifier: String) -> UIView? {
        if accessibilityIdentifier == identifier { return self }
        for subview in subviews.reversed() {
            if let found = subview.descendant(withAccessibilityIdentifier: identifier) { return found }
        }
        return nil
    }

    private var accessibility: AccessibilityDescription {
        if let existing = storedAccessibility { return existing }
        let made = AccessibilityDescription()
        storedAccessibility = made
        return made
    }

    /// The label the view gives itself (nil for a plain view).
    var defaultAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: return label.text
        case let button as UIButton: return button.currentTitle
        default: return nil
        }
    }

    /// The traits the view gives itself.
    var defaultAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case let button as UIButton: return button.isEnabled ? .button : [.button, .notEnabled]
        case let control as UIControl: return control.isEnabled ? .none : .notEnabled
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: return .none
        }
    }

    /// Whether the view is an element by itself.
    var defaultIsAccessibilityElement: Bool { self is UILabel || self is UIControl }
}

extension UIBarItem {
    /// The text VoiceOver reads for the item: the app's, else its title.
    public var accessibilityLabel: String? {
        get { accessibilityLabelStorage ?? title }
        set { accessibilityLabelStorage = newValue }
    }
}
