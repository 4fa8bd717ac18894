internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// A layer with a mask: the mask's layer tree is drawn into one texture and its alpha read
    /// back; the layer (its content, sublayers and shadow, at full opacity) into another, whose
    /// alpha is multiplied by the mask's before it is composited once at the layer's opacity. Both
    /// cover only where the two overlap on the target. The mask lives in the masked layer's plane
    /// and time, as on iOS; a hidden or transparent mask hides the layer.
    func drawMasked(
        _ presented: PresentedLayer, mask: CALayer, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double
    ) {
        statistics.maskedLayers += 1
        let layer = presented.layer
        let p = presented.properties
        let maskTime = mask.localTime(parentTime: presented.localTime)
        let maskProperties = mask.presentationProperties(localTime: maskTime)
        guard !maskProperties.isHidden, maskProperties.opacity > 0, let pass = passes.last else { return }
        let maskLocal = Homography(maskProperties.transformToSuperlayer)
        let maskMap = maskLocal.concatenating(map)
        let maskPresented = PresentedLayer(layer: mask, properties: maskProperties, localTime: maskTime)
        var box = CGRect(x: 0, y: 0, width: pass.width, height: pass.height)
        if let clip = pass.clip {
            box = box.intersection(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        if let content = subtreeExtent(layer, p, children: children, map: map) {
            box = box.intersection(content.insetBy(dx: -2, dy: -2))
        }
        if let covered = subtreeExtent(maskPresented, map: maskMap) {
            box = box.intersection(covered.insetBy(dx: -2, dy: -2))
        }
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down))
        let y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0
        let height = Int(box.maxY.rounded(.up)) - y0
        let shift = Homography.translation(-Double(x0), -Double(y0))

        // A buffer per nesting level: a mask inside the content takes another one meanwhile.
        var maskBuffer = maskAlpha.popLast() ?? []
        defer { maskAlpha.append(maskBuffer) }
        if let coverage = shapeMaskCoverage(maskPresented, map: maskMap.concatenating(shift), width, height) {
            // The common reveal: a bare filled path, rasterised straight into the mask's alpha.
            maskBuffer = coverage
        } else {
            guard beginPass(width: width, height: height) else { return }
            let sign: Double = maskLocal.determinant < 0 ? -1 : 1
            draw(maskPresented, map: maskMap.concatenating(shift), facing: facing * sign)
            guard finishPass() != nil else { return }
            let count = width * height
            if maskBuffer.count != count { maskBuffer = [UInt8](repeating: 0, count: count) }
            readback.withUnsafeBufferPointer { pixels in
                for i in 0..<count { maskBuffer[i] = UInt8(truncatingIfNeeded: pixels[i] >> 24) }
            }
        }

        guard beginPass(width: width, height: height) else { return }
        passes[passes.count - 1].originInOuter = (x0, y0)
        drawBody(layer, p, children: children, map: map.concatenating(shift), alpha: 1, facing: facing)
        guard let texture = endPass(alphaMask: maskBuffer) else { return }
        let rect = CGRect(x: x0, y: y0, width: width, height: height)
        drawShape(
            rect, radius: 0, map: .identity, color: .white(alpha: alpha), texture: texture, uvRect: rect,
            textureIsOpaque: false)
    }

    /// The alpha of a mask that is only a filled path (a shape layer with no stroke, background,
    /// contents, sublayers, shadow or mask of its own), computed by rasterising the path mapped to
    /// the pass's pixels: what drawing it offscreen and reading it back would give, without the
    /// pass. Nil for any other mask.
    func shapeMaskCoverage(_ mask: PresentedLayer, map: Homography, _ width: Int, _ height: Int) -> [UInt8]? {
        let layer = mask.layer
        let p = mask.properties
        guard p.hasEffects, layer.sublayers == nil, layer.mask == nil, layer.contents == nil,
            layer.textContent == nil, !p.drawsShadow, (p.backgroundColor?.alpha ?? 0) == 0, p.borderWidth == 0
        else { return nil }
        let e = p.effects
        guard let path = e.path, let fill = e.fillColor, e.colors == nil,
            e.strokeColor == nil || e.lineWidth <= 0 || (e.strokeColor?.alpha ?? 0) == 0,
            p.isDoubleSided || map.determinant > 0
        else { return nil }
        guard fill.alpha > 0 else { return [UInt8](repeating: 0, count: width * height) }
        let scale = effectScale(over: path.boundingBox.union(p.bounds), map: map)
        var contours: [[CGPoint]] = []
        for polyline in path.flattened(tolerance: 0.05 / scale) {
            var points: [CGPoint] = []
            points.reserveCapacity(polyline.points.count)
            for q in polyline.points {
                // A point behind the viewer: leave it to the general path.
                guard let s = map.project(Double(q.x), Double(q.y)) else { return nil }
                points.append(CGPoint(x: s.x, y: s.y))
            }
            contours.append(points)
        }
        statistics.shapeRasterizations += 1
        var coverage = CoverageRasterizer.coverage(
            of: contours, rule: e.fillRule == .evenOdd ? .evenOdd : .winding, width: width, height: height)
        let strength = fill.alpha * CGFloat(min(max(p.opacity, 0), 1))
        if strength < 1 {
            let factor = UInt32((strength * 256).rounded())
            for i in coverage.indices { coverage[i] = UInt8((UInt32(coverage[i]) * factor) >> 8) }
        }
        return coverage
    }
}
