import Foundation

extension UIView {
    /// How strongly the view resists growing beyond its intrinsic size along `axis` (250).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let hugging = autoLayout?.hugging ?? (horizontal: 250, vertical: 250)
        return UILayoutPriority(axis == .horizontal ? hugging.horizontal : hugging.vertical)
    }

    /// Sets the content hugging priority along `axis`.
    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayoutState
        if axis == .horizontal {
            state.hugging.horizontal = priority.rawValue
        } else {
            state.hugging.vertical = priority.rawValue
        }
        state.engine?.contentPrioritiesDidChange(of: self)
    }

    /// How strongly the view resists shrinking below its intrinsic size along `axis` (750).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        let resistance = autoLayout?.compressionResistance ?? (horizontal: 750, vertical: 750)
        return UILayoutPriority(axis == .horizontal ? resistance.horizontal : resistance.vertical)
    }

    /// Sets the compression resistance priority along `axis`.
    public func setContentCompressionResistancePriority(
        _ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis
    ) {
        let state = autoLayoutState
        if axis == .horizontal {
            state.compressionResistance.horizontal = priority.rawValue
        } else {
            state.compressionResistance.vertical = priority.rawValue
        }
        state.engine?.contentPrioritiesDidChange(of: self)
    }
}
