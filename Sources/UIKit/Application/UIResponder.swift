import Foundation

/// An object that can receive touches and pass them along the responder chain.
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
