import Foundation

/// A keyboard shortcut a responder offers (R319): an input with modifier flags, and the method
/// run on the first responder up the chain that has it. `#selector(find)` becomes the method
/// reference `Controller.find` (porting.md).
@preconcurrency @MainActor
open class UIKeyCommand: UIMenuElement {
    /// The key: a character, or one of the named inputs (`inputUpArrow` …).
    public let input: String?
    /// The modifier keys that must be held.
    public let modifierFlags: UIKeyModifierFlags
    /// The title a discoverability overlay shows.
    open var discoverabilityTitle: String?
    /// Whether the command wins over the system's behaviour for the same keys (iOS 15).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the command may repeat while held (iOS 15).
    open var allowsAutomaticLocalization = true
    /// Whether the command's action may be sent repeatedly while the keys are held.
    open var attributes: UIMenuElement.Attributes = []
    /// Runs the action on `responder` if it is the action's type; false when it is not.
    private let perform: (UIResponder, UIKeyCommand) -> Bool

    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    nonisolated public static let inputHome = "UIKeyInputHome"
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    nonisolated public static let f1 = "UIKeyInputF1"

    /// A command running `action` (a method of `Target` taking nothing) on the first responder of
    /// that type up the chain.
    public init<Target: UIResponder>(
        title: String = "", image: UIImage? = nil, action: @escaping (Target) -> () -> Void, input: String,
        modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        perform = { responder, _ in
            guard let target = responder as? Target else { return false }
            action(target)()
            return true
        }
        super.init(title: title, image: image)
    }

    /// A command running `action` (a method of `Target` taking the command).
    public init<Target: UIResponder>(
        title: String = "", image: UIImage? = nil, action: @escaping (Target) -> (UIKeyCommand) -> Void,
        input: String, modifierFlags: UIKeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
        perform = { responder, command in
            guard let target = responder as? Target else { return false }
            action(target)(command)
            return true
        }
        super.init(title: title, image: image)
    }

    /// The iOS 7 form: `UIKeyCommand(input: "f", modifierFlags: .command, action: Controller.find)`.
    public convenience init<Target: UIResponder>(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> () -> Void
    ) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// The iOS 9 form with a discoverability title.
    public convenience init<Target: UIResponder>(
        input: String, modifierFlags: UIKeyModifierFlags, action: @escaping (Target) -> () -> Void,
        discoverabilityTitle: String
    ) {
        self.init(
            title: "", action: action, input: input, modifierFlags: modifierFlags,
            discoverabilityTitle: discoverabilityTitle)
    }

    /// Whether a key with `characters` (without modifiers) and `flags` triggers this command:
    /// the same input (letters in either case) and exactly the same modifiers, Caps Lock aside.
    func matches(_ characters: String, _ flags: UIKeyModifierFlags) -> Bool {
        guard let input else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        return input.lowercased() == characters.lowercased()
            && modifierFlags.intersection(relevant) == flags.intersection(relevant)
    }

    /// Runs the action on the first responder of its type from `start` up the chain; false when
    /// none is.
    func run(from start: UIResponder) -> Bool {
        var responder: UIResponder? = start
        while let current = responder {
            if perform(current, self) { return true }
            responder = current.next
        }
        return false
    }
}
