import Foundation

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion (Apple's declaration gives
    /// `completion` a default of nil; a protocol requirement here cannot, so this overload does).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// `animateAlongsideTransition(in:animation:completion:)` with no completion (Apple's default).
    @discardableResult
    public func animateAlongsideTransition(
        in view: UIView?, animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animateAlongsideTransition(in: view, animation: animation, completion: nil)
    }
}
