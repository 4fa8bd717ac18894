import Foundation

/// The internal delegate of the edge swipe: it refuses while transitioning or at the root (R89).
@MainActor
final class PopGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    weak var navigationController: UINavigationController?
    init(navigationController: UINavigationController) { self.navigationController = navigationController }
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        navigationController?.popGestureShouldBegin() ?? false
    }
}
