import Foundation

/// A layer that keeps its sublayers in 3D (R287): they are not flattened into its plane, so the
/// faces of a cube built from sublayers turned about their edges are drawn back to front by depth
/// wherever they are in the tree below it. Only its sublayers are drawn: its own background,
/// contents, border, shadow, mask and `masksToBounds` are ignored, and its opacity applies to each
/// sublayer on its own (no group), as Core Animation documents.
open class CATransformLayer: CALayer {
    public required init() { super.init() }

    public required init(layer: Any) { super.init(layer: layer) }

    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
