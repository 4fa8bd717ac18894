import Foundation

/// Clipping (R190): the clip is a coverage mask that every later paint is multiplied by.
extension CGContext {
    // MARK: Clipping

    /// Intersects the clip with the current path (filled by `rule`), then empties the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        intersectClip(contours: currentPath.flattened(tolerance: 0.1).map(\.points), rule: rule)
        beginPath()
    }

    public func eoClip() { clip(using: .evenOdd) }

    /// Intersects the clip with `rect` (user space).
    public func clip(to rect: CGRect) {
        let r = rect.standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ].map { $0.applying(userToRaster) }
        intersectClip(contours: [corners], rule: .winding)
    }

    /// Intersects the clip with the union of `rects`.
    public func clip(to rects: [CGRect]) {
        let contours = rects.map { rect -> [CGPoint] in
            let r = rect.standardized
            return [
                CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
                CGPoint(x: r.minX, y: r.maxY),
            ].map { $0.applying(userToRaster) }
        }
        intersectClip(contours: contours, rule: .winding)
    }

    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        let b = state.clipBox
        guard !b.isEmpty else { return .zero }
        return CGRect(x: b.x0, y: b.y0, width: b.x1 - b.x0, height: b.y1 - b.y0).applying(userToRaster.inverted())
    }

    private func intersectClip(contours: [[CGPoint]], rule: CGPathFillRule) {
        guard let (box, coverage) = rasterize(contours, rule: rule, within: state.clipBox) else {
            state.clipBox = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)
            state.clipMask = nil
            return
        }
        // A pixel-aligned rectangle of full coverage needs no mask.
        let solid = coverage.allSatisfy { $0 == 255 }
        if solid && state.clipMask == nil {
            state.clipBox = box
            return
        }
        var mask = [UInt8](repeating: 0, count: width * height)
        let bw = box.x1 - box.x0
        for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
                let c = Int(coverage[(y - box.y0) * bw + (x - box.x0)])
                let old = state.clipMask.map { Int($0[y * width + x]) } ?? 255
                mask[y * width + x] = UInt8((c * old + 127) / 255)
            }
        }
        state.clipMask = mask
        state.clipBox = box
    }
}
