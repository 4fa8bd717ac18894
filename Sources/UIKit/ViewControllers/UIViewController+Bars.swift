import Foundation

extension UIViewController {
    /// Sets the toolbar's items for this controller, fading between the old and new ones when
    /// `animated` and the controller is on top of a navigation controller.
    public func setToolbarItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        storedToolbarItems = items
        if let navigation = navigationController, navigation.topViewController === self {
            navigation.toolbar.setItems(items, animated: animated)
        }
    }

    /// Names the scroll view whose scrolling the bars at `edge` follow (iOS 15): a large title
    /// collapses with it and the scroll-edge appearance applies while it is at its top (R171, R172).
    public func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        for bit in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(bit) {
            contentScrollViewsByEdge[bit.rawValue] = scrollView.map { WeakScrollViewReference($0) }
        }
        navigationController?.contentScrollViewChanged(for: self)
    }

    /// Sets the content scroll view for the top and bottom edges.
    public func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: [.top, .bottom])
    }

    /// The scroll view the bars at `edge` follow: the one set for it, else the view itself when it
    /// is a scroll view, else the view's first subview when that is one (as UIKit looks for it).
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        for bit in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(bit) {
            if let set = contentScrollViewsByEdge[bit.rawValue] { return set.scrollView }
        }
        guard let view = viewIfLoaded else { return nil }
        if let scrollView = view as? UIScrollView { return scrollView }
        return view.subviews.first as? UIScrollView
    }
}

/// A weakly held scroll view (the content scroll view a controller names).
@MainActor
final class WeakScrollViewReference {
    weak var scrollView: UIScrollView?
    init(_ scrollView: UIScrollView) { self.scrollView = scrollView }
}
