import Foundation

/// Which views draw (R192).
extension UIView {
    /// A new view draws at its first frame with a size, unless its class is known not to
    /// override `draw(_:)` (UIKit makes no backing store for those). Only this first display is
    /// skipped: a class whose `draw(_:)` sometimes ends in `super.draw(_:)` still redraws when asked.
    func requestFirstDisplay() {
        guard !Self.drawsNothing else { return }
        layer.setNeedsDisplay()
    }

    /// Classes whose `draw(_:)` reached `UIView`'s (which draws nothing) without painting.
    nonisolated(unsafe) static var nonDrawingClasses: Set<ObjectIdentifier> = []

    /// Whether this class is known to draw nothing (its views need no display).
    static var drawsNothing: Bool { nonDrawingClasses.contains(ObjectIdentifier(self)) }
}
