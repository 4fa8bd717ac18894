import Foundation
import UIKit

extension Renderer {
    /// The layer walk of `drawLayerTree` alone — layer times, presentation values, back-to-front
    /// order, plane maps and the visibility checks — with nothing drawn; returns the layers it would
    /// draw. The benchmark times it to separate the walk's cost from the pixels' (issue #16).
    package func walkLayerTree(_ root: CALayer, base: Homography) -> Int {
        let time = root.localTime(atMediaTime: CACurrentMediaTime())
        let props = root.presentationProperties(localTime: time)
        let local = Homography(props.transformToSuperlayer)
        let facing: Double = local.determinant * base.determinant < 0 ? -1 : 1
        defer { emptySublayerBuffers() }
        return walk(
            PresentedLayer(layer: root, properties: props, localTime: time), map: local.concatenating(base),
            facing: facing)
    }

    /// `draw`'s checks and recursion without the drawing.
    private func walk(_ presented: PresentedLayer, map: Homography, facing: Double) -> Int {
        let p = presented.properties
        guard !p.isHidden, p.opacity > 0 else { return 0 }
        guard p.isDoubleSided || facing > 0 else { return 0 }
        guard map.determinant.isFinite, !map.isDegenerate else { return 0 }
        let layer = presented.layer
        let children = orderedSublayers(of: layer, localTime: presented.localTime)
        defer { recycle(children) }
        var count = 1
        let sublayerTransform = layer.sublayerTransformForDrawing(p)
        let flat = CATransform3DIsIdentity(sublayerTransform)
        // By index: `for child in children` copies each element (and retains its fields) first.
        for i in children.indices {
            let local = Self.planeMap(children[i], sublayerTransform: sublayerTransform, isIdentity: flat)
            let sign: Double = local.determinant < 0 ? -1 : 1
            count += walk(children[i], map: local.concatenating(map), facing: facing * sign)
        }
        return count
    }
}
