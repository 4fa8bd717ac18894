import Foundation

/// Updates search results as the search bar changes (R306).
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar becomes first responder, when its text or scope changes, and
    /// when the search ends.
    func updateSearchResults(for searchController: UISearchController)
}

/// Told as a search controller presents and dismisses (R306). Every method is optional.
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search controller is about to present.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search controller presented.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search controller is about to dismiss.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search controller dismissed.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
