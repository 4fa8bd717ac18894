internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// Texels per point to rasterise a layer's effects at under `map`: the map's largest stretch
    /// (at least 1/8, at most 8).
    func effectScale(over rect: CGRect, map: Homography) -> CGFloat {
        let r = rect.width > 0 && rect.height > 0 ? rect : CGRect(x: rect.minX, y: rect.minY, width: 1, height: 1)
        return CGFloat(min(max(map.pixelScale(over: r), 0.125), 8))
    }

    /// A shape layer's path: filled (by its fill rule), then stroked, each from a cached coverage
    /// texture tinted by its colour (so colour animations cost nothing; path and stroke-end
    /// animations rasterise once per frame).
    func drawShapePath(_ p: LayerProperties, map: Homography, alpha: CGFloat) {
        let e = p.effects
        guard let path = e.path, !path.isEmpty else { return }
        let scale = effectScale(over: path.boundingBox.union(p.bounds), map: map)
        let tolerance = 0.05 / scale
        if let fill = e.fillColor, fill.alpha > 0,
            let grid = visibleGrid(covering: path.boundingBox, scale: scale, map: map)
        {
            let rule: CGPathFillRule = e.fillRule == .evenOdd ? .evenOdd : .winding
            let entry = effects.texture(for: .fill(path, rule, grid)) {
                statistics.shapeRasterizations += 1
                let contours = path.flattened(tolerance: tolerance).map { $0.points.map(grid.texel) }
                let coverage = CoverageRasterizer.coverage(
                    of: contours, rule: rule, width: grid.width, height: grid.height)
                return (EffectCache.whitePixels(coverage: coverage), grid.width, grid.height)
            }
            if let entry { drawEffectTexture(entry, grid: grid, map: map, color: RGBA8(fill, alpha: alpha)) }
        }
        if let stroke = e.strokeColor, stroke.alpha > 0, e.lineWidth > 0 {
            let style = StrokeStyle(e)
            guard style.end > style.start,
                let grid = visibleGrid(covering: Self.strokeBounds(path, style), scale: scale, map: map)
            else { return }
            let entry = effects.texture(for: .stroke(path, style, grid)) {
                statistics.shapeRasterizations += 1
                let polygons = PathStroker.outline(
                    path.flattened(tolerance: tolerance), style: style, tolerance: tolerance)
                let coverage = CoverageRasterizer.coverage(
                    of: polygons.map { $0.map(grid.texel) }, rule: .winding, width: grid.width, height: grid.height)
                return (EffectCache.whitePixels(coverage: coverage), grid.width, grid.height)
            }
            if let entry { drawEffectTexture(entry, grid: grid, map: map, color: RGBA8(stroke, alpha: alpha)) }
        }
    }

    /// A bound on where a path's stroke can reach: its control points' box grown by half the
    /// width, times the miter limit for miter joins (√2 for square caps).
    static func strokeBounds(_ path: CGPath, _ style: StrokeStyle) -> CGRect {
        var reach = style.width / 2
        if style.join == .miter { reach *= max(1, style.miterLimit) }
        if style.cap == .square { reach = max(reach, style.width / 2 * 2.squareRoot()) }
        return path.boundingBox.insetBy(dx: -reach - 1, dy: -reach - 1)
    }

    /// Where a shape layer's path and stroke may draw, in its plane (nil: no path).
    static func shapeExtent(_ e: LayerEffects) -> CGRect? {
        guard let path = e.path, !path.isEmpty else { return nil }
        var box = path.boundingBox
        if e.strokeColor != nil && e.lineWidth > 0 { box = box.union(strokeBounds(path, StrokeStyle(e))) }
        return box
    }

    /// The raster grid for `rect` at `scale`; when that would be far larger than what the current
    /// pass shows (a mask path grown past the screen), only the visible part, snapped to 64-texel
    /// steps so a moving shape keeps its texture.
    func visibleGrid(covering rect: CGRect, scale: CGFloat, map: Homography) -> RasterGrid? {
        guard let grid = RasterGrid(covering: rect.insetBy(dx: -1 / scale, dy: -1 / scale), scale: scale) else {
            return nil
        }
        guard let pass = passes.last, map.isAffine, let inverse = map.inverted() else { return grid }
        var visible = CGRect(x: 0, y: 0, width: pass.width, height: pass.height)
        if let clip = pass.clip {
            visible = visible.intersection(
                CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard Double(grid.width * grid.height) > 2 * Double(visible.width * visible.height),
            let inLayer = inverse.boundingBox(of: visible.insetBy(dx: -2, dy: -2))
        else { return grid }
        let snap = 64 / grid.scale
        let snapped = CGRect(
            x: (inLayer.minX / snap).rounded(.down) * snap, y: (inLayer.minY / snap).rounded(.down) * snap,
            width: 0, height: 0
        ).union(
            CGRect(
                x: (inLayer.maxX / snap).rounded(.up) * snap, y: (inLayer.maxY / snap).rounded(.up) * snap, width: 0,
                height: 0))
        let clipped = grid.rect.intersection(snapped)
        guard !clipped.isNull, clipped.width > 0, clipped.height > 0 else { return nil }
        return RasterGrid(covering: clipped, scale: grid.scale)
    }

    /// Draws an effect texture over its grid's rectangle through `map`, tinted by `color`.
    func drawEffectTexture(_ entry: EffectCache.Entry, grid: RasterGrid, map: Homography, color: RGBA8) {
        let rect = grid.rect
        drawShape(
            rect, radius: 0, map: map, color: color, texture: entry.texture, uvRect: rect,
            textureIsOpaque: entry.isOpaque, allowFeather: false)
    }

    /// A gradient layer's gradient over its bounds, from a cached texture: one texel per pixel
    /// (along an axial gradient's direction, with four across when it is vertical or horizontal); with
    /// rounded corners, one per pixel both ways with the corners cut out anti-aliased (the
    /// gradient is rounded by `cornerRadius` as its background is).
    func drawGradient(_ p: LayerProperties, map: Homography, alpha: CGFloat, roundBackground: Bool) {
        let e = p.effects
        guard let colors = e.colors, !colors.isEmpty else { return }
        let bounds = p.bounds
        let scale = effectScale(over: bounds, map: map)
        let side = CGFloat(RasterGrid.maxSide)
        let radius = roundBackground ? max(0, min(p.cornerRadius, bounds.width / 2, bounds.height / 2)) : 0
        let axial = e.gradientType != .radial && e.gradientType != .conic
        let vertical = axial && e.startPoint.x == e.endPoint.x && radius == 0
        let horizontal = axial && e.startPoint.y == e.endPoint.y && radius == 0
        let width = horizontal || !vertical ? max(1, Int(min(bounds.width * scale, side).rounded(.up))) : 4
        let height = vertical || !horizontal ? max(1, Int(min(bounds.height * scale, side).rounded(.up))) : 4
        let texelRadius = radius * CGFloat(width) / bounds.width
        let key = EffectCache.Key.gradient(
            colors: colors, locations: e.locations, start: e.startPoint, end: e.endPoint, type: e.gradientType,
            width: width, height: height, radius64: Int((texelRadius * 64).rounded()),
            corners: Int(p.maskedCorners.rawValue) + (p.cornerCurve == .continuous ? 16 : 0))
        let entry = effects.texture(for: key) {
            statistics.shapeRasterizations += 1
            var pixels = GradientRasterizer.pixels(
                colors: colors, locations: e.locations, start: e.startPoint, end: e.endPoint, type: e.gradientType,
                width: width, height: height)
            if radius > 0 {
                let sx = CGFloat(width) / bounds.width
                let sy = CGFloat(height) / bounds.height
                let texels = CGRect(x: 0, y: 0, width: width, height: height)
                var shape = p.cornerShape
                shape.radius = radius * sx
                let corners =
                    shape.isPlainCircular
                    ? CGPath(roundedRect: texels, cornerWidth: radius * sx, cornerHeight: radius * sy, transform: nil)
                    : shape.path(in: texels)
                let coverage = CoverageRasterizer.coverage(
                    of: corners.flattened(tolerance: 0.1).map(\.points), rule: .winding, width: width, height: height)
                pixels.withUnsafeMutableBufferPointer { Self.multiplyAlpha($0, by: coverage) }
            }
            return (pixels, width, height)
        }
        guard let entry else { return }
        drawShape(
            bounds, radius: 0, map: map, color: .white(alpha: alpha), texture: entry.texture, uvRect: bounds,
            textureIsOpaque: entry.isOpaque)
    }
}
