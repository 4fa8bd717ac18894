import Foundation

extension UIView {
    /// A view whose alpha masks this view's content: its layer becomes `layer.mask`. The mask view
    /// is not in the view hierarchy (no superview); its frame is in this view's coordinates, and
    /// animating it in an animation block animates the mask.
    public var mask: UIView? {
        get { maskViewStorage }
        set {
            guard newValue !== maskViewStorage else { return }
            newValue?.removeFromSuperview()
            maskViewStorage = newValue
            layer.mask = newValue?.layer
        }
    }
}
