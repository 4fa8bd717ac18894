import Foundation

/// The window's first responder and the software keyboard that follows it (R271, R274).
extension UIWindow {
    /// The first responder of the window: where typed text and nil-targeted actions go. UIKit keeps
    /// it private; the host and tests read it here.
    package var firstResponder: UIResponder? { firstResponderStorage }

    /// Runs `change` (a text field's begin or end of editing with its delegate calls) and updates the
    /// keyboard once, after the outermost change: a field's `textFieldDidBeginEditing` comes before
    /// the keyboard's will-show notifications, as on iOS (R274).
    package func performResponderChange(_ change: () -> Bool) -> Bool {
        responderChangeDepth += 1
        let result = change()
        responderChangeDepth -= 1
        if responderChangeDepth == 0 { updateKeyboardForFirstResponder() }
        return result
    }

    /// Shows, re-targets or hides the keyboard for the first responder: a responder that takes keys
    /// (`UIKeyInput`) has it, anything else does not.
    func updateKeyboardForFirstResponder() {
        guard responderChangeDepth == 0 else { return }
        let responder = firstResponderStorage
        let wantsKeyboard = responder is UIKeyInput
        let keyboard = softwareKeyboard
        if wantsKeyboard {
            keyboard.show(for: responder)
        } else if keyboard.isShown {
            keyboard.hide()
        }
    }

    /// The window's keyboard, made on first use.
    package var softwareKeyboard: SoftwareKeyboard {
        if let keyboard = storedKeyboard { return keyboard }
        let keyboard = SoftwareKeyboard(window: self)
        storedKeyboard = keyboard
        return keyboard
    }

    /// A view leaving the window takes the first responder with it: it resigns (without being asked,
    /// as UIKit does when a responder leaves its window).
    func subtreeWillLeaveWindow(_ view: UIView) {
        guard let responder = firstResponderStorage else { return }
        let inside: Bool
        if let responderView = responder as? UIView {
            inside = responderView.isDescendant(of: view)
        } else if let controller = responder as? UIViewController, let root = controller.viewIfLoaded {
            inside = root.isDescendant(of: view)
        } else {
            inside = false
        }
        guard inside else { return }
        forceResign(responder)
    }

    /// Ends the first responder's editing whatever it answers: its own resignation first (a text field
    /// hears its delegate's end calls), then the window forgets it if it refused.
    package func forceResign(_ responder: UIResponder) {
        _ = performResponderChange {
            isForcingResignation = true
            _ = responder.resignFirstResponder()
            isForcingResignation = false
            if firstResponderStorage === responder { firstResponderStorage = nil }
            return true
        }
    }
}

extension UIView {
    /// Makes the first responder inside this view resign; with `force`, it resigns whatever its
    /// `canResignFirstResponder` or delegate answer (R271). Returns whether none is left inside.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let window, let responder = window.firstResponder else { return true }
        let inside: Bool
        if let view = responder as? UIView {
            inside = view.isDescendant(of: self)
        } else if let controller = responder as? UIViewController, let root = controller.viewIfLoaded {
            inside = root.isDescendant(of: self)
        } else {
            inside = false
        }
        guard inside else { return true }
        if force {
            window.forceResign(responder)
            return true
        }
        return responder.resignFirstResponder()
    }
}

extension UIWindow {
    /// The device is shaken (R318): `motionBegan` then `motionEnded(.motionShake)` go to the first
    /// responder, or — with none — to the frontmost controller shown (the top of the presentations,
    /// then the visible child of a navigation or tab bar controller), each passing them up its
    /// responder chain.
    package func shake(at timestamp: CFTimeInterval) {
        guard let responder: UIResponder = firstResponder ?? rootViewController.map(Self.frontmostController) else {
            return
        }
        let began = UIEvent(motion: .motionShake, timestamp: timestamp)
        responder.motionBegan(.motionShake, with: began)
        let ended = UIEvent(motion: .motionShake, timestamp: timestamp)
        responder.motionEnded(.motionShake, with: ended)
        EventLog.current.record("shake")
    }

    /// The controller on top of `controller`: its presentations, then the visible child of a
    /// navigation or tab bar controller.
    static func frontmostController(_ controller: UIViewController) -> UIViewController {
        if let presented = controller.presentedViewController, !presented.isBeingDismissed {
            return frontmostController(presented)
        }
        if let navigation = controller as? UINavigationController, let top = navigation.topViewController {
            return frontmostController(top)
        }
        if let tabs = controller as? UITabBarController, let selected = tabs.selectedViewController {
            return frontmostController(selected)
        }
        return controller
    }
}

extension UIWindow {
    /// A key of a hardware keyboard is pressed (R319): the first key command up the responder chain
    /// (from the first responder, or the frontmost controller) whose input and modifiers match runs
    /// on the first responder of its action's type; with none, the chain's start gets
    /// `pressesBegan` and `pressesEnded`. Returns whether a key command ran.
    @discardableResult
    package func pressHardwareKey(_ characters: String, modifiers: UIKeyModifierFlags, at timestamp: CFTimeInterval)
        -> Bool
    {
        guard let start: UIResponder = firstResponder ?? rootViewController.map(Self.frontmostController) else {
            return false
        }
        var responder: UIResponder? = start
        while let current = responder {
            for command in current.keyCommands ?? [] where command.matches(characters, modifiers) {
                if command.run(from: start) {
                    EventLog.current.record("key command \(command.input ?? "")")
                    return true
                }
            }
            responder = current.next
        }
        let key = UIKey(characters: characters, modifierFlags: modifiers)
        let press = UIPress(key: key, phase: .began, timestamp: timestamp, responder: start, window: self)
        start.pressesBegan([press], with: UIPressesEvent(presses: [press], timestamp: timestamp))
        press.phase = .ended
        start.pressesEnded([press], with: UIPressesEvent(presses: [press], timestamp: timestamp))
        return false
    }
}
