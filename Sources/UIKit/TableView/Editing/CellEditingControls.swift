import Foundation

/// A cell's editing views (R320): the control at the leading side and the reorder grip at the
/// trailing side, made when the cell first lays out for editing.
@MainActor
final class CellEditingControls {
    unowned let cell: UITableViewCell
    /// The delete, insert or selection circle, once made.
    private(set) var control: EditingControlView?
    /// The reorder grip, once made.
    private(set) var grip: ReorderGripView?
    /// The cell's state the views were last laid out for (for `willTransition`/`didTransition`).
    var appliedState: UITableViewCell.StateMask = []

    init(cell: UITableViewCell) { self.cell = cell }

    /// The control, made and added to the cell if needed.
    func makeControl(kind: EditingControlView.Kind) -> EditingControlView {
        if let control {
            control.kind = kind
            return control
        }
        let view = EditingControlView(kind: kind)
        view.alpha = 0
        cell.addSubview(view)
        control = view
        return view
    }

    /// The grip, made and added to the cell if needed.
    func makeGrip() -> ReorderGripView {
        if let grip { return grip }
        let view = ReorderGripView(frame: .zero)
        view.alpha = 0
        cell.addSubview(view)
        grip = view
        return view
    }
}
