import Foundation
import UIKit

/// A cell that records its editing transitions.
@MainActor
final class RecordingCell: UITableViewCell {
    var transitions: [String] = []

    override func willTransition(to state: UITableViewCell.StateMask) {
        super.willTransition(to: state)
        transitions.append("will \(state.rawValue)")
    }

    override func didTransition(to state: UITableViewCell.StateMask) {
        super.didTransition(to: state)
        transitions.append("did \(state.rawValue)")
    }
}

/// A list with an Edit button whose rows delete, insert and move, recording what the table tells it.
@MainActor
final class EditingListController: UITableViewController {
    var rows = ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Frances"]
    var calls: [String] = []
    var styles: [String: UITableViewCell.EditingStyle] = [:]
    var notEditable: Set<String> = []
    var notMovable: Set<String> = []
    var deleteTitle: String?
    /// Rows the delegate keeps out of the first place.
    var keepsFirstRow = false

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = editButtonItem
        tableView.register(RecordingCell.self, forCellReuseIdentifier: "row")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
        !notEditable.contains(rows[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        !notMovable.contains(rows[indexPath.row])
    }

    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    {
        styles[rows[indexPath.row]] ?? .delete
    }

    override func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    {
        deleteTitle
    }

    override func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        calls.append("commit \(editingStyle == .delete ? "delete" : "insert") \(indexPath.row)")
        switch editingStyle {
        case .delete:
            rows.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        case .insert:
            rows.insert("New", at: indexPath.row + 1)
            tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: 0)], with: .automatic)
        case .none:
            break
        }
    }

    override func tableView(
        _ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath
    ) {
        calls.append("move \(sourceIndexPath.row) to \(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }

    override func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath {
        calls.append("target \(proposedDestinationIndexPath.row)")
        if keepsFirstRow && proposedDestinationIndexPath.row == 0 { return IndexPath(row: 1, section: 0) }
        return proposedDestinationIndexPath
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        calls.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath.map { String($0.row) } ?? "nil")")
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        calls.append("didSelect \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
        calls.append("didDeselect \(indexPath.row)")
    }
}

/// Finds views in a tree.
@MainActor
enum ViewSearch {
    /// The first view under `root` showing `text` (a label's text).
    static func view(showing text: String, in root: UIView) -> UIView? {
        if let label = root as? UILabel, label.text == text, !label.isHidden { return label }
        for sub in root.subviews {
            if let found = view(showing: text, in: sub) { return found }
        }
        return nil
    }

    /// Every view of type `T` under `root`.
    static func all<T: UIView>(_ type: T.Type, in root: UIView) -> [T] {
        var found: [T] = []
        if let match = root as? T { found.append(match) }
        for sub in root.subviews { found += all(type, in: sub) }
        return found
    }
}
