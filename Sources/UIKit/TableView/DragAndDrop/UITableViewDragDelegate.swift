import Foundation

/// What a table view asks and tells about drags of its rows (R345). Only the items are
/// required, as in UIKit.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
    /// The items to drag for a long press on the row at `indexPath` (empty: no drag).
    func tableView(_ tableView: UITableView, itemsForBeginning session: UIDragSession, at indexPath: IndexPath)
        -> [UIDragItem]
    /// How the lifted row's cell is drawn (nil: the whole cell).
    func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    /// The drag began (the finger moved after the lift).
    func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession)
    /// The drag ended, dropped or not.
    func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession)
    /// Whether a drop may move the items (default true).
    func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool
    /// Whether the drag must stay in the app (default false; always so here).
    func tableView(_ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession)
        -> Bool
}

extension UITableViewDragDelegate {
    public func tableView(_ tableView: UITableView, dragPreviewParametersForRowAt indexPath: IndexPath)
        -> UIDragPreviewParameters?
    { nil }
    public func tableView(_ tableView: UITableView, dragSessionWillBegin session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionDidEnd session: UIDragSession) {}
    public func tableView(_ tableView: UITableView, dragSessionAllowsMoveOperation session: UIDragSession) -> Bool {
        true
    }
    public func tableView(
        _ tableView: UITableView, dragSessionIsRestrictedToDraggingApplication session: UIDragSession
    ) -> Bool { false }
}
