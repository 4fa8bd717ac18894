import Foundation

extension UIView {
    /// How a view's tint is adjusted (R295).
    public enum TintAdjustmentMode: Int, Sendable {
        /// The superview's mode (`.normal` for a view without one).
        case automatic = 0
        /// The tint colour as set.
        case normal = 1
        /// A desaturated, dimmed tint: behind an alert or a sheet.
        case dimmed = 2
    }
}

extension UIView {
    /// Calls `tintColorDidChange()` on this view and the descendants that inherit what changed:
    /// the tint colour (`tint`), the adjustment mode (`mode`).
    func inheritedTintDidChange(tint: Bool, mode: Bool) {
        let tint = tint && !hasOwnTintColor
        let mode = mode && ownTintAdjustmentMode == .automatic
        guard tint || mode else { return }
        tintColorDidChange()
        for subview in subviews { subview.inheritedTintDidChange(tint: tint, mode: mode) }
    }
}

extension UIColor {
    /// The tint a dimmed view shows for `tint` (R295): its grey of the same luma (Rec. 601 weights),
    /// alpha kept, resolved for the traits it is drawn with when `tint` is dynamic.
    static func dimmedTint(of tint: UIColor) -> UIColor {
        @Sendable func grey(_ color: UIColor) -> UIColor {
            let c = color.cgColor
            let luma = 0.299 * c.red + 0.587 * c.green + 0.114 * c.blue
            return UIColor(white: luma, alpha: c.alpha)
        }
        guard tint.isDynamic else { return grey(tint) }
        return UIColor(dynamicProvider: { traits in grey(tint.resolvedColor(with: traits)) })
    }
}
