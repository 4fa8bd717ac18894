import Foundation

/// What a table view asks and tells about drops on it (R345). Only `performDropWith` is
/// required, as in UIKit.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
    /// Take the items: update the data and the table (batch updates), then
    /// `coordinator.drop(_:toRowAt:)` to fly each item's preview to its row.
    func tableView(_ tableView: UITableView, performDropWith coordinator: UITableViewDropCoordinator)
    /// Whether the table may take the session's items (default true).
    func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool
    /// The finger entered the table.
    func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession)
    /// The finger moved: what a drop would do, and how (`intent`).
    func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal
    /// The finger left the table.
    func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession)
    /// The session ended.
    func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession)
    /// How the row an item drops into is drawn (nil: the whole cell).
    func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
}

extension UITableViewDropDelegate {
    public func tableView(_ tableView: UITableView, canHandle session: UIDropSession) -> Bool { true }
    public func tableView(_ tableView: UITableView, dropSessionDidEnter session: UIDropSession) {}
    public func tableView(
        _ tableView: UITableView, dropSessionDidUpdate session: UIDropSession,
        withDestinationIndexPath destinationIndexPath: IndexPath?
    ) -> UITableViewDropProposal { UITableViewDropProposal(operation: .cancel) }
    public func tableView(_ tableView: UITableView, dropSessionDidExit session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropSessionDidEnd session: UIDropSession) {}
    public func tableView(_ tableView: UITableView, dropPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    { nil }
}
