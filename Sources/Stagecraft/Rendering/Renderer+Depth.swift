import Foundation
import UIKit

extension Renderer {
    /// Whether `layer` keeps its sublayers in 3D rather than flattening them into its plane (R287):
    /// a `CATransformLayer`, or a `CAReplicatorLayer` with `preservesDepth`.
    static func preservesDepth(_ layer: CALayer) -> Bool {
        layer is CATransformLayer || (layer as? CAReplicatorLayer)?.preservesDepth == true
    }

    /// A layer below a depth-preserving layer that flattens its own subtree, with its 4×4 map to
    /// the plane everything below the depth-preserving layer is flattened into.
    struct DepthLeaf {
        var presented: PresentedLayer
        var toPlane: CATransform3D
        /// `z / w` of its centre in that plane (larger is nearer the viewer).
        var depth: Double
        /// The order the walk met it in (ties keep it).
        var order: Int
    }

    /// Draws a depth-preserving layer (R287): every flattening layer below it, through any chain of
    /// depth-preserving layers, with its full 4×4 map to the plane of the first flattening ancestor
    /// (`toFlatteningPlane` takes `node` there, that ancestor's `sublayerTransform` included, so a
    /// perspective there applies to true 3D positions), drawn back to front by the depth of its
    /// centre. The node's own background, contents, border, mask and clip are not drawn; its
    /// opacity multiplies each sublayer's (no group), as Core Animation documents.
    func drawPreservingDepth(
        _ node: PresentedLayer, toFlatteningPlane: CATransform3D, map: Homography, facing: Double
    ) {
        var leaves: [DepthLeaf] = []
        collectDepthLeaves(node, toPlane: toFlatteningPlane, opacity: 1, tint: nil, into: &leaves)
        leaves.sort { $0.depth != $1.depth ? $0.depth < $1.depth : $0.order < $1.order }
        for leaf in leaves {
            let local = Homography(leaf.toPlane)
            let sign: Double = local.determinant < 0 ? -1 : 1
            draw(leaf.presented, map: local.concatenating(map), facing: facing * sign)
        }
    }

    /// The flattening layers below `node` (see `drawPreservingDepth`), in walk order.
    func collectDepthLeaves(
        _ node: PresentedLayer, toPlane: CATransform3D, opacity: Float, tint: ReplicatorInstance.Tint?,
        into leaves: inout [DepthLeaf]
    ) {
        let p = node.properties
        guard !p.isHidden, p.opacity > 0 else { return }
        let alpha = opacity * min(p.opacity, 1)
        var tint = tint
        if let own = node.replica?.tint, own != .identity { tint = tint.map { $0.multiplied(by: own) } ?? own }
        let sublayerTransform = node.layer.sublayerTransformForDrawing(p)
        for child in drawnSublayers(of: node) {
            let toChildPlane = child.transformToSuperlayer.concatenating(sublayerTransform).concatenating(toPlane)
            if Self.preservesDepth(child.layer) {
                collectDepthLeaves(child, toPlane: toChildPlane, opacity: alpha, tint: tint, into: &leaves)
                continue
            }
            var leaf = child
            leaf.properties.opacity *= alpha
            if let tint {
                let own = leaf.replica?.tint ?? .identity
                leaf.replica = ReplicatorInstance(
                    index: leaf.replica?.index ?? 0, transform: CATransform3DIdentity, timeShift: 0,
                    tint: tint.multiplied(by: own))
            }
            let b = child.properties.bounds
            let (cx, cy) = (Double(b.midX), Double(b.midY))
            let m = toChildPlane
            let z = cx * Double(m.m13) + cy * Double(m.m23) + Double(m.m43)
            let w = cx * Double(m.m14) + cy * Double(m.m24) + Double(m.m44)
            leaves.append(
                DepthLeaf(presented: leaf, toPlane: toChildPlane, depth: z / max(w, 1e-9), order: leaves.count))
        }
    }
}
