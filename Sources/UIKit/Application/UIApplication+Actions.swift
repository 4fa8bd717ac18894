import Foundation

/// Target-action through the application (R272): `sendAction(_:to:from:for:)` with a method
/// reference in place of a selector (porting.md); a nil target walks the responder chain from the
/// key window's first responder.
extension UIApplication {
    /// Sends an action taking nothing to `target`, or, when `target` is nil, to the first object of
    /// the action's type up the chain from the first responder. Returns whether someone handled it.
    @discardableResult
    public func sendAction<Target, Result>(
        _ action: (Target) -> () -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
    ) -> Bool {
        guard let receiver: Target = receiver(of: Target.self, target: target, sender: sender) else { return false }
        _ = action(receiver)()
        return true
    }

    /// Sends an action taking the sender, as the other form does; the sender must be of the type the
    /// method takes.
    @discardableResult
    public func sendAction<Target, Sender, Result>(
        _ action: (Target) -> (Sender) -> Result, to target: Any?, from sender: Any?, for event: UIEvent?
    ) -> Bool {
        guard let receiver: Target = receiver(of: Target.self, target: target, sender: sender),
            let typedSender = sender as? Sender
        else { return false }
        _ = action(receiver)(typedSender)
        return true
    }

    /// The explicit target when it is of the type; else the chain's handler from the key window's
    /// first responder (or from the sender when nothing is first responder).
    private func receiver<Target>(of type: Target.Type, target: Any?, sender: Any?) -> Target? {
        if let target { return target as? Target }
        let start: UIResponder? = keyWindow?.firstResponder ?? (sender as? UIResponder)
        var responder = start
        while let current = responder {
            if let handler = current as? Target, current.canPerformAction(Target.self, withSender: sender) {
                return handler
            }
            responder = current.next
        }
        return nil
    }
}
