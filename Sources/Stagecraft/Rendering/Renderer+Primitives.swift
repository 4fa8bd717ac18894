internal import CSDL2
import Foundation
import UIKit

/// Drawing in target pixel coordinates, for the device chrome and overlays.
extension Renderer {
    /// Fills a rectangle (target pixels) with a colour.
    public func fillRect(_ rect: CGRect, color: CGColor) {
        drawShape(rect, radius: 0, map: .identity, color: RGBA8(color))
    }

    /// Fills an anti-aliased rounded rectangle (target pixels); `continuous` gives it the
    /// continuous corners iPhones' bodies and screens have (R193) instead of circular arcs.
    public func fillRoundedRect(_ rect: CGRect, radius: CGFloat, color: CGColor, continuous: Bool = false) {
        drawShape(
            rect, radius: radius, map: .identity, color: RGBA8(color),
            corners: continuous ? CornerShape(radius: radius, continuous: true) : nil)
    }

    /// Paints the parts of `rect` outside its rounded corners (anti-aliased), e.g. to round a
    /// screen's corners over whatever was drawn there; `continuous` as in `fillRoundedRect`.
    public func fillOutsideRoundedRect(_ rect: CGRect, radius: CGFloat, color: CGColor, continuous: Bool = false) {
        if continuous {
            fillOutsideContinuousCorners(of: rect, radius: radius, color: color)
            return
        }
        let r = Double(max(0, min(radius, rect.width / 2, rect.height / 2)))
        let rgba = RGBA8(color)
        guard r > 0, rgba.a > 0 else { return }
        for (x, y) in [
            (rect.minX, rect.minY), (rect.maxX - r, rect.minY), (rect.minX, rect.maxY - r),
            (rect.maxX - r, rect.maxY - r),
        ] {
            recordFloorBlendedFill(CGRect(x: x, y: y, width: r, height: r))
        }
        let segments = min(32, max(6, Int(r / 2)))
        var mesh = Mesh()
        let corners: [(corner: (Double, Double), centre: (Double, Double), start: Double)] = [
            ((rect.maxX, rect.minY), (rect.maxX - r, rect.minY + r), -Double.pi / 2),
            ((rect.maxX, rect.maxY), (rect.maxX - r, rect.maxY - r), 0),
            ((rect.minX, rect.maxY), (rect.minX + r, rect.maxY - r), Double.pi / 2),
            ((rect.minX, rect.minY), (rect.minX + r, rect.minY + r), Double.pi),
        ].map { (($0.0.0, $0.0.1), ($0.1.0, $0.1.1), $0.2) }
        func vertex(_ x: Double, _ y: Double, _ c: RGBA8) -> SDL_Vertex {
            SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: c.sdl, tex_coord: SDL_FPoint(x: 0, y: 0))
        }
        for c in corners {
            let base = Int32(mesh.vertices.count)
            mesh.vertices.append(vertex(c.corner.0, c.corner.1, rgba))
            // Solid paint stops just outside the arc; a feather band fades it to zero just inside,
            // matching the feather of `fillRoundedRect` so the two meet without a seam.
            for j in 0...segments {
                let angle = c.start + Double.pi / 2 * Double(j) / Double(segments)
                let (dx, dy) = (cos(angle), sin(angle))
                mesh.vertices.append(
                    vertex(c.centre.0 + dx * (r + Mesh.featherOutset), c.centre.1 + dy * (r + Mesh.featherOutset), rgba)
                )
                mesh.vertices.append(
                    vertex(
                        c.centre.0 + dx * (r - Mesh.featherInset), c.centre.1 + dy * (r - Mesh.featherInset), rgba.clear
                    ))
            }
            for j in 0..<Int32(segments) {
                let solidA = base + 1 + 2 * j
                let fadeA = solidA + 1
                let solidB = solidA + 2
                let fadeB = solidA + 3
                mesh.indices += [base, solidA, solidB, solidA, fadeA, fadeB, solidA, fadeB, solidB]
            }
        }
        setDrawBlend(opaque: false)
        render(mesh, texture: nil)
    }

    /// The continuous case of `fillOutsideRoundedRect`: each corner's piece between the corner
    /// point and the curve (which reaches 1.53 radii along each edge), filled as a small path with
    /// coverage anti-aliasing — rasterised once per size and kept (`EffectCache`), so a frame costs
    /// four small blended copies.
    private func fillOutsideContinuousCorners(of rect: CGRect, radius: CGFloat, color: CGColor) {
        guard radius > 0, color.alpha > 0 else { return }
        let shape = CornerShape(radius: radius, continuous: true)
        for corner in shape.corners(in: rect) where !corner.isSquare {
            let path = CGMutablePath()
            path.move(to: corner.point)
            path.addLine(to: corner.cubics[0].0)
            for cubic in corner.cubics { path.addCurve(to: cubic.3, control1: cubic.1, control2: cubic.2) }
            path.closeSubpath()
            fillPath(path, map: .identity, color: color)
        }
    }

    /// Fills `path` (non-zero), mapped to the target by `map`, anti-aliased: the chrome's glyphs.
    func fillPath(_ path: CGPath, map: Homography, color: CGColor) {
        guard !path.isEmpty, color.alpha > 0 else { return }
        let scale = effectScale(over: path.boundingBox, map: map)
        guard let grid = visibleGrid(covering: path.boundingBox, scale: scale, map: map) else { return }
        let entry = effects.texture(for: .fill(path, .winding, grid)) {
            statistics.shapeRasterizations += 1
            let contours = path.flattened(tolerance: 0.05 / scale).map { $0.points.map(grid.texel) }
            let coverage = CoverageRasterizer.coverage(
                of: contours, rule: .winding, width: grid.width, height: grid.height)
            return (EffectCache.whitePixels(coverage: coverage), grid.width, grid.height)
        }
        if let entry { drawEffectTexture(entry, grid: grid, map: map, color: RGBA8(color)) }
    }

    /// Draws one line of text with its top-left at `point` (target pixels), rasterised at
    /// `font.pointSize × scale` pixels; returns the drawn size in pixels.
    @discardableResult
    public func drawText(_ string: String, font: UIFont, color: CGColor, at point: CGPoint, scale: CGFloat = 1)
        -> CGSize
    {
        guard !string.isEmpty else { return .zero }
        let pixelSize = max(1, Int((font.pointSize * scale).rounded()))
        guard let texture = textures.text(string, font: font, pixelSize: pixelSize, color: RGBA8(color)) else {
            return .zero
        }
        statistics.textureUploads += textures.takeUploads()
        // Whole pixels, so the glyphs are copied texel for texel on every backend (see `pixelAligned`).
        let rect = Self.pixelAligned(
            CGRect(x: point.x, y: point.y, width: CGFloat(texture.width), height: CGFloat(texture.height)),
            map: .identity)
        drawShape(
            rect, radius: 0, map: .identity, color: .white(alpha: color.alpha), texture: texture.texture, uvRect: rect,
            allowFeather: false)
        return rect.size
    }
}
