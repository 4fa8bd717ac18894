import Foundation

// R160: what an appearance call that does not match the controller's state reports.
extension UIViewController {
    /// UIKit's console line for an appearance call that does not match the controller's state,
    /// with what was called.
    func reportUnbalancedAppearance(_ what: String) {
        DiagnosticLog.current.report(
            "unbalancedAppearanceTransition",
            "Unbalanced calls to begin/end appearance transitions for \(logName(self)). (\(what): nothing is sent. Calling begin/end yourself as well as UIKit — a container that forwards appearance automatically, or a call made while a transition of it runs — doubles them)",
            rule: "R160")
    }
}

extension UIViewController.Appearance {
    /// How a log line says the state.
    var phrase: String {
        switch self {
        case .disappeared: return "off screen"
        case .appearing: return "appearing"
        case .appeared: return "on screen"
        case .disappearing: return "disappearing"
        }
    }
}
