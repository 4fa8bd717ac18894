import Foundation
import UIKit

extension Renderer {
    /// Draws `contents` as a nine-part image when the layer's `contentsCenter` is not the whole
    /// image and its gravity resizes (R290): the corners keep their size in points (pixels over
    /// `contentsScale`), the edges stretch along their length, the centre both ways. Returns false
    /// when the image is drawn the ordinary way.
    func drawNinePart(
        _ layer: CALayer, _ p: LayerProperties, image: CGImage, texture: OpaquePointer, map: Homography, alpha: CGFloat
    ) -> Bool {
        let centre = CALayer.contentsCenter(p)
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        guard centre != unit, layer.contentsGravity == .resize, CALayer.contentsRect(p) == unit else { return false }
        let bounds = p.bounds
        let scale = max(layer.contentsScale, 1e-6)
        let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
        guard size.width > 0, size.height > 0 else { return false }
        let c = centre.intersection(unit)
        // Source columns and rows in image points; destination ones in the bounds. Fixed parts that
        // do not fit shrink in proportion, as Core Animation's do.
        let source = (
            x: [0, c.minX * size.width, c.maxX * size.width, size.width],
            y: [0, c.minY * size.height, c.maxY * size.height, size.height]
        )
        func destination(_ s: [CGFloat], from: CGFloat, length: CGFloat) -> [CGFloat] {
            let fixed = s[1] + (s[3] - s[2])
            let shrink = fixed > length && fixed > 0 ? length / fixed : 1
            let lead = s[1] * shrink
            let trail = (s[3] - s[2]) * shrink
            return [from, from + lead, from + length - trail, from + length]
        }
        let dx = destination(source.x, from: bounds.minX, length: bounds.width)
        let dy = destination(source.y, from: bounds.minY, length: bounds.height)
        for row in 0..<3 {
            for column in 0..<3 {
                let from = CGRect(
                    x: source.x[column], y: source.y[row], width: source.x[column + 1] - source.x[column],
                    height: source.y[row + 1] - source.y[row])
                let to = CGRect(
                    x: dx[column], y: dy[row], width: dx[column + 1] - dx[column], height: dy[row + 1] - dy[row])
                guard from.width > 0, from.height > 0, to.width > 0, to.height > 0 else { continue }
                // Where the whole image would lie for this part to land on `to`.
                let sx = to.width / from.width
                let sy = to.height / from.height
                let whole = CGRect(
                    x: to.minX - from.minX * sx, y: to.minY - from.minY * sy, width: size.width * sx,
                    height: size.height * sy)
                drawShape(
                    to, radius: 0, map: map, color: .white(alpha: alpha), texture: texture, uvRect: whole,
                    textureIsOpaque: false, allowFeather: false)
            }
        }
        return true
    }
}
