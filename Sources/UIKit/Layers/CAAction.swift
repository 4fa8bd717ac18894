import Foundation

/// An object that reacts to a change of a layer property (an implicit animation, for instance).
@preconcurrency @MainActor
public protocol CAAction: AnyObject {
    /// Runs the action for `event` on `layer`.
    func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?)
}
