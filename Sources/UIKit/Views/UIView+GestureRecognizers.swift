import Foundation

extension UIView {
    /// Attaches a recognizer (moving it from another view).
    public func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        gestureRecognizers = (gestureRecognizers ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Detaches a recognizer.
    public func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizers?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizers?.isEmpty == true { gestureRecognizers = nil }
        gestureRecognizer.view = nil
        gestureRecognizer.resetIfDone(force: true)
    }
}
