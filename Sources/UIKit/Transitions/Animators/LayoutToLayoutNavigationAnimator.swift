import Foundation

/// The navigation controller's animator for a layout-to-layout push or pop between collection view
/// controllers: no view moves, the one shared collection view animates from the leaving
/// controller's layout to the arriving controller's layout while the bar animates alongside (R96).
/// (I) UIKit does not document its timing; the simulator uses the default push's 0.35 s on the
/// navigation completion curve 7 (R87, R121), linear while interactive.
@MainActor
final class LayoutToLayoutNavigationAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let collectionView: UICollectionView
    let fromLayout: UICollectionViewLayout
    let toLayout: UICollectionViewLayout

    init(collectionView: UICollectionView, from fromLayout: UICollectionViewLayout, to toLayout: UICollectionViewLayout)
    {
        self.collectionView = collectionView
        self.fromLayout = fromLayout
        self.toLayout = toLayout
    }

    /// The default navigation duration, 0.35 s (R87).
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.35 }

    func animateTransition(using ctx: UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        if collectionView.superview !== container { container.addSubview(collectionView) }
        let options: UIView.AnimationOptions =
            ctx.isInteractive
            ? .curveLinear : UIView.AnimationOptions(rawValue: UInt(UIView.AnimationCurve.systemSpring.rawValue) << 16)
        collectionView.setCollectionViewLayout(
            toLayout, duration: transitionDuration(using: ctx), options: options,
            completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
    }
}
