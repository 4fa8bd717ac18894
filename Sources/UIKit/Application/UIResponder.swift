import Foundation

/// An object that can receive touches and pass them along the responder chain.
@MainActor
open class UIResponder {
    public init() {}

    /// The next responder in the chain (superview, view controller, window, application).
    open var next: UIResponder? { nil }

    /// Touches began in this responder; the default passes them to `next`.
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
