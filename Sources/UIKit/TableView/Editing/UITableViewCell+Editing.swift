import Foundation

extension UITableViewCell {
    /// A cell's state as it changes, for `willTransition(to:)` and `didTransition(to:)`.
    public struct StateMask: OptionSet, Sendable {
        public let rawValue: UInt
        /// Creates a mask from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The table is in editing mode: the editing control shows.
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        /// The Delete confirmation button shows.
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }

    /// How far the content moves right for the editing control: the circle's 22 pt and 16 pt to
    /// the text (I: iOS 7–18 indent the content view 38 pt).
    static let editingIndent: CGFloat = 38
    /// The room the reorder grip takes at the trailing side, beside the side margin: the lines'
    /// 16 pt and 16 pt before them (I: by eye on iOS 18).
    static let gripSlot: CGFloat = ReorderGripView.size.width + 16

    /// The control this row shows while editing, if any.
    var editingControlKind: EditingControlView.Kind? {
        let base: EditingControlView.Kind?
        if isConfiguredByTable {
            base = tableEditingControl
        } else {
            switch editingStyle {
            case .delete: base = .delete
            case .insert: base = .insert
            case .none: base = nil
            }
        }
        if case .multiselect = base { return .multiselect(selected: isSelected) }
        return base
    }

    /// Whether the reorder grip shows while editing.
    var showsGrip: Bool { tableShowsGrip ?? showsReorderControl }

    /// The state the cell is in now.
    var currentState: StateMask {
        var state: StateMask = []
        if isEditing { state.insert(.showingEditControl) }
        if showingDeleteConfirmation { state.insert(.showingDeleteConfirmation) }
        return state
    }

    /// How far the content is indented for the editing control now.
    var editingLeadingInset: CGFloat {
        guard isEditing, editingControlKind != nil, tableIndentsWhileEditing ?? true, shouldIndentWhileEditing else {
            return 0
        }
        return Self.editingIndent
    }

    /// How much room the reorder grip takes at the trailing side now.
    var editingTrailingInset: CGFloat { isEditing && showsGrip ? Self.gripSlot : 0 }

    /// The editing control's frame in the cell while it shows (its circle at the side margin).
    var editingControlFrame: CGRect {
        let d = EditingControlView.diameter
        return CGRect(x: sideMargin, y: ((bounds.height - d) / 2).rounded(), width: d, height: d)
    }

    /// The grip's frame in the cell while it shows (its lines end at the side margin).
    var gripFrame: CGRect {
        let size = ReorderGripView.size
        return CGRect(
            x: bounds.width - sideMargin - size.width, y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
    }

    /// Whether `point` (in the cell) is on the editing control: the indent's whole height and width.
    func isOnEditingControl(_ point: CGPoint) -> Bool {
        guard isEditing, editingControlKind != nil, !showingDeleteConfirmation || editingControlKind == .delete else {
            return false
        }
        return point.x >= 0 && point.x < sideMargin + Self.editingIndent && point.y >= 0 && point.y < bounds.height
    }

    /// Whether `point` (in the cell) is on the reorder grip: the grip's slot, the row's height.
    func isOnGrip(_ point: CGPoint) -> Bool {
        guard isEditing, showsGrip, !showingDeleteConfirmation else { return false }
        return point.x >= bounds.width - sideMargin - Self.gripSlot && point.x <= bounds.width && point.y >= 0
            && point.y < bounds.height
    }

    /// Places the editing control and grip: in place while editing, slid out past the edges (and
    /// transparent) otherwise, so that an animated layout slides them in and out.
    func layOutEditingControls() {
        let controls = editingControls
        let kind = editingControlKind
        if let kind, isEditing {
            let control = controls.makeControl(kind: kind)
            place(control, at: editingControlFrame, shown: true)
            control.transform =
                showingDeleteConfirmation && kind == .delete ? CGAffineTransform(rotationAngle: -.pi / 2) : .identity
        } else if let control = controls.control {
            if let kind { control.kind = kind }
            place(control, at: editingControlFrame.offsetBy(dx: -Self.editingIndent, dy: 0), shown: false)
            control.transform = .identity
        }
        if isEditing && showsGrip {
            place(controls.makeGrip(), at: gripFrame, shown: true)
        } else if let grip = controls.grip {
            place(grip, at: gripFrame.offsetBy(dx: Self.gripSlot + sideMargin, dy: 0), shown: false)
        }
    }

    private func place(_ view: UIView, at frame: CGRect, shown: Bool) {
        view.bounds = CGRect(origin: .zero, size: frame.size)
        view.center = CGPoint(x: frame.midX, y: frame.midY)
        view.alpha = shown ? 1 : 0
        bringSubviewToFront(view)
    }

    /// Tells the cell it now shows (or no longer shows) the Delete confirmation (R321).
    func setShowingDeleteConfirmation(_ showing: Bool, animated: Bool) {
        guard showing != showingConfirmation else { return }
        showingConfirmation = showing
        transitionEditingState(animated: animated)
    }

    /// Moves the cell to its current state: `willTransition(to:)`, the layout (animated over 0.3 s
    /// when asked), then `didTransition(to:)` (R320).
    func transitionEditingState(animated: Bool) {
        let state = currentState
        let changed = state != editingControls.appliedState
        editingControls.appliedState = state
        if changed { willTransition(to: state) }
        legacyStyleChanged()
        setNeedsLayout()
        guard animated, window != nil else {
            UIView.performWithoutAnimation { layoutIfNeeded() }
            if changed { didTransition(to: state) }
            return
        }
        // Make the views first, where they start (slid out), so they slide in.
        UIView.performWithoutAnimation {
            if isEditing, let kind = editingControlKind, editingControls.control == nil {
                let control = editingControls.makeControl(kind: kind)
                place(control, at: editingControlFrame.offsetBy(dx: -Self.editingIndent, dy: 0), shown: false)
            }
            if isEditing, showsGrip, editingControls.grip == nil {
                place(
                    editingControls.makeGrip(), at: gripFrame.offsetBy(dx: Self.gripSlot + sideMargin, dy: 0),
                    shown: false)
            }
        }
        UIView.animate(
            withDuration: UITableView.editingAnimationDuration, delay: 0, options: [.curveEaseInOut],
            animations: { self.layoutIfNeeded() },
            completion: { _ in if changed { self.didTransition(to: state) } })
    }
}
