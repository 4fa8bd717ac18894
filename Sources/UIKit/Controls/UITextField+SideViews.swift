import Foundation

/// R269: a text field's left and right views — shown by their modes, at the edges, the text between.
extension UITextField {
    /// Whether `view` shows now under `mode` (whatever the text, unlike the clear button).
    func isShown(_ view: UIView?, mode: ViewMode) -> Bool {
        guard view != nil else { return false }
        switch mode {
        case .never: return false
        case .whileEditing: return isEditing
        case .unlessEditing: return !isEditing
        case .always: return true
        }
    }

    /// A side view's size: its frame's, or what it fits in when it has none.
    static func sideViewSize(_ view: UIView) -> CGSize {
        let size = view.bounds.size
        return size == .zero ? view.sizeThatFits(.zero) : size
    }

    /// A new side view goes in (the old one out) and the field lays out again.
    func sideViewDidChange(from old: UIView?, to new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        setNeedsLayout()
    }
}
