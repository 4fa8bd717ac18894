import Foundation

/// Gives `UIScrollView` its `delegate` property from a protocol extension, so that `UITableView`
/// and `UICollectionView` can declare their own `delegate` of a narrower type (Swift refuses to
/// override a stored property with another type; Objective-C's UIKit redeclares it). A member of
/// the class wins over one of a protocol extension, so `tableView.delegate` is the table's and
/// `scrollView.delegate` the scroll view's; both read and write the same weak reference (R263).
/// Not an API of its own: only `UIScrollView` adopts it.
@preconcurrency @MainActor
public protocol _UIScrollViewDelegateOwner: AnyObject {}

extension _UIScrollViewDelegateOwner where Self: UIScrollView {
    /// The object told about scrolling, zooming and dragging, and asked which view zooms (held
    /// weakly). A table or collection view's delegate is this same object.
    public var delegate: UIScrollViewDelegate? {
        get { storedDelegate }
        set {
            storedDelegate = newValue
            delegateDidChange()
        }
    }
}
