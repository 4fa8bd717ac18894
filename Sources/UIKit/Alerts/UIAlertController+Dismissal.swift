import Foundation

extension UIAlertController {
    /// A tap on an enabled button, or a tap beside an action sheet that has a cancel action (R235):
    /// the alert is dismissed, and the action's handler runs in the dismissal's completion — after
    /// the alert's `viewDidDisappear`, once it is no longer presented (R234). Taps while a transition
    /// runs, or after a button already started the dismissal, do nothing.
    func dismiss(triggering action: UIAlertAction, cause: String) {
        guard action.isEnabled, !isDismissingForAction, TransitionDriver.inFlight.isEmpty,
            let presenting = presentingViewController
        else { return }
        isDismissingForAction = true
        EventLog.current.record("alert.\(cause) \(Self.quoted(action.title))")
        presenting.dismiss(animated: true) {
            self.isDismissingForAction = false
            EventLog.current.record("alert.handler \(Self.quoted(action.title))")
            action.handler?(action)
        }
    }

    /// A tap on the dimming beside the alert: an action sheet with a cancel action is cancelled; an
    /// alert, or a sheet without one, ignores it (R235).
    func dimmingWasTapped() {
        guard preferredStyle == .actionSheet, let cancel = cancelAction else {
            EventLog.current.record("alert.tap outside ignored")
            return
        }
        dismiss(triggering: cancel, cause: "tap outside cancels")
    }

    private static func quoted(_ title: String?) -> String { title.map { "\"\($0)\"" } ?? "nil" }
}
