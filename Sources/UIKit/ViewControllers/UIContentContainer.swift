import Foundation

/// An object that lays out a child's content and hears about its size: view controllers and
/// presentation controllers.
@preconcurrency @MainActor
public protocol UIContentContainer: NSObjectProtocol {
    /// The size the content would like.
    var preferredContentSize: CGSize { get }
    /// A child's `preferredContentSize` changed.
    func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer)
    /// The size of a child's content in a parent of `parentSize`.
    func size(forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize)
        -> CGSize
    /// The container's size is about to change (rotation).
    func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator)
}

extension UIViewController: UIContentContainer {}

extension UIPresentationController: UIContentContainer {}
