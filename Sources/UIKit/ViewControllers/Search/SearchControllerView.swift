import Foundation

/// A search controller's view (R306): it covers the presentation context, but from the search
/// bar's bottom down only — above that it is transparent to touches and draws nothing, so the bar
/// (Cancel, the field) stays usable; below, the dimming and the results controller's view.
@MainActor
final class SearchControllerView: UIView {
    /// Dims the content while there is no results view (`obscuresBackgroundDuringPresentation`).
    let dimmingView = UIView()
    /// The results controller's view, if any.
    var resultsView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let resultsView { addSubview(resultsView) }
            setNeedsLayout()
        }
    }
    /// Whether the content is dimmed (when no results show).
    var dimsContent = false { didSet { setNeedsLayout() } }
    /// Whether the results view shows.
    var showsResults = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = nil
        dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.2)
        addSubview(dimmingView)
    }

    required init?(coder: NSCoder) { fatalError("SearchControllerView is made in code") }

    /// The search controller whose view this is.
    private var searchController: UISearchController? { next as? UISearchController }

    /// Where the covered part starts: the search bar's bottom.
    var coveredTop: CGFloat { searchController?.searchBarBottom ?? 0 }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = min(coveredTop, bounds.height)
        let below = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
        dimmingView.frame = below
        dimmingView.isHidden = !dimsContent || showsResults
        resultsView?.frame = below
    }

    /// Touches above the search bar's bottom go to what is below (the bar); a tap on the dimming
    /// ends the search, as UIKit's does.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard point.y >= coveredTop else { return nil }
        let hit = super.hitTest(point, with: event)
        return hit === self && !dimsContent ? nil : hit
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard dimsContent, !showsResults else { return }
        searchController?.deactivate(cancelled: true)
    }
}

/// Presents and dismisses a search controller (R306): its view fades in over 0.3 s while the
/// navigation bar gives way to the search bar, and the reverse on dismissal.
@MainActor
final class SearchPresentationAnimator: NSObject, UIViewControllerTransitioningDelegate,
    UIViewControllerAnimatedTransitioning
{
    static let duration: TimeInterval = 0.3

    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> UIViewControllerAnimatedTransitioning? { self }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        self
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        Self.duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if let toView = transitionContext.view(forKey: .to),
            let search = transitionContext.viewController(forKey: .to) as? UISearchController
        {
            toView.frame = container.bounds
            toView.alpha = 0
            container.addSubview(toView)
            let navigation = search.searchingNavigationController
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut]) {
                toView.alpha = 1
                navigation?.searchActivityDidChange()
            } completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                toView.setNeedsLayout()
            }
        } else if let search = transitionContext.viewController(forKey: .from) as? UISearchController {
            let fromView = transitionContext.view(forKey: .from) ?? search.view!
            let navigation = search.searchingNavigationController
            UIView.animate(withDuration: Self.duration, delay: 0, options: [.curveEaseInOut]) {
                fromView.alpha = 0
                navigation?.searchActivityDidChange()
            } completion: { _ in
                let done = !transitionContext.transitionWasCancelled
                if done { fromView.removeFromSuperview() }
                transitionContext.completeTransition(done)
            }
        } else {
            transitionContext.completeTransition(true)
        }
    }
}

extension UISearchController {
    /// The navigation controller whose bar shows this search controller's bar.
    var searchingNavigationController: UINavigationController? {
        guard let searching = searchingController, searching.navigationItem.searchController === self else {
            return nil
        }
        return searching.navigationController
    }
}
