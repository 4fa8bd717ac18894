import Foundation

/// An object that can receive touches and pass them along the responder chain, and that can become
/// the first responder of its window: the object typed text and nil-targeted actions go to first
/// (R270, R271).
@preconcurrency @MainActor
open class UIResponder: NSObject {
    /// Creates a responder.
    public override init() { super.init() }

    /// Called after an object was loaded from a nib or storyboard. There are none in the simulator, so
    /// the framework never calls it; it exists so that iOS overrides (`super.awakeFromNib()`) compile
    /// and can be called by hand. (On iOS it is declared on `NSObject`; an extension method of
    /// Foundation's `NSObject` could not be overridden in Swift, so it lives here, above every view
    /// and view controller.)
    open func awakeFromNib() {}

    /// Called by Interface Builder before it draws an `@IBDesignable` view; never called here
    /// (there is no Interface Builder), declared so that overrides compile (NSObject's on iOS).
    open func prepareForInterfaceBuilder() {}

    /// The next responder in the chain: a view's controller when it is that controller's root view,
    /// else its superview; a controller's view's superview (or its presenting controller); a window's
    /// application (R270).
    open var next: UIResponder? { nil }

    // MARK: First responder (R271)

    /// Whether this object can become the first responder (false by default; a text field says
    /// true while it is enabled).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether this object gives up first-responder status when asked (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether this object is the first responder of its window.
    open var isFirstResponder: Bool {
        guard let window = responderWindow else { return false }
        return window.firstResponderStorage === self
    }

    /// Makes this object the first responder of its window: false when it cannot become one, is in
    /// no window, or the current first responder refuses to resign (R271). True at once for the
    /// current first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard let window = responderWindow else { return false }
        if window.firstResponderStorage === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let current = window.firstResponderStorage {
            guard current.canResignFirstResponder, current.resignFirstResponder() else { return false }
            // The old responder's resignation may have made another one first (a delegate
            // calling becomeFirstResponder): that one has to give way too.
            if let other = window.firstResponderStorage, other !== self {
                guard other.canResignFirstResponder, other.resignFirstResponder() else { return false }
            }
        }
        window.firstResponderStorage = self
        window.updateKeyboardForFirstResponder()
        return true
    }

    /// Gives up first-responder status: false when `canResignFirstResponder` is false. Returns true
    /// for an object that is not the first responder, as UIKit does.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        if let window = responderWindow, window.firstResponderStorage === self {
            window.firstResponderStorage = nil
            window.updateKeyboardForFirstResponder()
        }
        return true
    }

    /// Asks the window to show the keyboard (or not) for the first responder again, as after its
    /// input traits changed.
    open func reloadInputViews() {
        if let window = responderWindow, window.firstResponderStorage === self {
            window.updateKeyboardForFirstResponder()
        }
    }

    /// The window whose first responder this object can be: a view's window, a controller's view's
    /// window.
    var responderWindow: UIWindow? { nil }

    // MARK: Actions (R272)

    /// The responder that handles `action`: the first object from here up the chain of the action's
    /// type (`ViewController.save` stands for `#selector(save)`, porting.md) that `canPerformAction`
    /// allows, or nil.
    open func target<Target, Result>(forAction action: (Target) -> () -> Result, withSender sender: Any?) -> Any? {
        chainTarget(of: Target.self, sender: sender)
    }

    /// The responder that handles an action taking a sender, walking the chain as the other form does.
    open func target<Target, Sender, Result>(
        forAction action: (Target) -> (Sender) -> Result, withSender sender: Any?
    ) -> Any? {
        chainTarget(of: Target.self, sender: sender)
    }

    /// Whether this responder performs an action it implements (true by default; override to refuse
    /// one while it does not apply). The action is identified by the type that declares it, since
    /// Swift has no selectors here (porting.md).
    open func canPerformAction(_ actionOwner: Any.Type, withSender sender: Any?) -> Bool { true }

    private func chainTarget<Target>(of type: Target.Type, sender: Any?) -> Any? {
        var responder: UIResponder? = self
        while let current = responder {
            if current is Target, current.canPerformAction(Target.self, withSender: sender) { return current }
            responder = current.next
        }
        return nil
    }

    /// Touches began in this responder; the default passes them to `next`.
    /// The keyboard shortcuts this responder offers (R319); nil: none.
    open var keyCommands: [UIKeyCommand]? { nil }

    /// Hardware keys went down (R319); the default passes them up the responder chain.
    open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesBegan(presses, with: event)
    }
    /// Pressed keys changed; the default passes them up the responder chain.
    open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesChanged(presses, with: event)
    }
    /// Hardware keys went up; the default passes them up the responder chain.
    open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesEnded(presses, with: event)
    }
    /// Presses were cancelled; the default passes them up the responder chain.
    open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.pressesCancelled(presses, with: event)
    }

    /// A motion (a shake, R318) began; the default passes it up the responder chain.
    open func motionBegan(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionBegan(motion, with: event)
    }
    /// A motion ended; the default passes it up the responder chain.
    open func motionEnded(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionEnded(motion, with: event)
    }
    /// A motion was cancelled; the default passes it up the responder chain.
    open func motionCancelled(_ motion: UIEvent.EventSubtype, with event: UIEvent?) {
        next?.motionCancelled(motion, with: event)
    }

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesBegan(touches, with: event) }
    /// Touches moved; the default passes them to `next`.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesMoved(touches, with: event) }
    /// Touches ended; the default passes them to `next`.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { next?.touchesEnded(touches, with: event) }
    /// Touches were cancelled; the default passes them to `next`.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        next?.touchesCancelled(touches, with: event)
    }
}
