internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// The progress of a page curl in flight on a layer (R289), nil when it is flat.
    static func curlProgress(_ p: LayerProperties) -> CGFloat? {
        guard case .scalar(let v)? = p.customValues[PageCurl.progressKey], v > 0 else { return nil }
        return v
    }

    /// Draws a layer as a page curling up (R289): its content and sublayers drawn into a texture of
    /// its bounds, then laid over a grid bent by `PageCurl` — the flat part and the rising front of
    /// the cylinder darkening towards the crest, the back of the page lighter (white over a faint,
    /// mirrored copy of the content) on top, and a soft shadow on what the page uncovers beside the
    /// cylinder.
    func drawCurled(_ presented: PresentedLayer, progress: CGFloat, map: Homography, facing: Double) {
        let layer = presented.layer
        let p = presented.properties
        let bounds = p.bounds
        guard bounds.width > 0, bounds.height > 0, progress < 1 else { return }
        let scale = min(map.pixelScale(over: bounds), 4)
        let width = max(1, min(Self.maxOffscreenSide, Int((Double(bounds.width) * scale).rounded(.up))))
        let height = max(1, min(Self.maxOffscreenSide, Int((Double(bounds.height) * scale).rounded(.up))))
        let local = Homography.translation(-Double(bounds.minX), -Double(bounds.minY))
            .concatenating(.scale(Double(width) / Double(bounds.width), Double(height) / Double(bounds.height)))
        guard beginPass(width: width, height: height) else { return }
        drawOwnContent(layer, p, map: local, alpha: 1, roundBackground: true)
        drawSublayers(drawnSublayers(of: presented), of: layer, p, map: local, facing: facing)
        drawBorder(p, map: local, alpha: 1)
        guard let texture = endPass() else { return }
        let alpha = min(CGFloat(p.opacity), 1)
        let curl = PageCurl(bounds: bounds, progress: progress)
        let uv = uvMap(bounds, texture: texture)
        // A grid fine enough that the bend looks round at any size on screen.
        let columns = 40
        let rows = max(8, min(120, Int((Double(columns) * Double(bounds.height / bounds.width)).rounded())))
        func gridPoint(_ i: Int, _ j: Int) -> CGPoint {
            CGPoint(
                x: bounds.minX + bounds.width * CGFloat(i) / CGFloat(columns),
                y: bounds.minY + bounds.height * CGFloat(j) / CGFloat(rows))
        }
        var front = Mesh()
        var backBase = Mesh()
        var back = Mesh()
        let n = curl.direction
        let shadowWidth = curl.radius * 1.2
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        for j in 0..<rows {
            for i in 0..<columns {
                let corners = [gridPoint(i, j), gridPoint(i + 1, j), gridPoint(i + 1, j + 1), gridPoint(i, j + 1)]
                // The flat part is drawn whole below; only cells reaching past the axis are bent.
                if corners.allSatisfy({ $0.x * n.dx + $0.y * n.dy <= curl.axis }) { continue }
                let placed = corners.map(curl.place)
                let centre = curl.place(
                    CGPoint(x: (corners[0].x + corners[2].x) / 2, y: (corners[0].y + corners[2].y) / 2))
                let projected: [(x: Double, y: Double)] = placed.compactMap {
                    map.project(Double($0.point.x), Double($0.point.y))
                }
                guard projected.count == 4 else { continue }
                // Each cell grows by a third of a pixel round its centre: separately drawn triangles
                // leave hairline gaps between them on SDL's rasteriser, which would show what is below.
                let cx = projected.map(\.x).reduce(0, +) / 4
                let cy = projected.map(\.y).reduce(0, +) / 4
                let vertices: [(SDL_FPoint, CGPoint, CGFloat)] = (0..<4).map { k in
                    let (x, y) = projected[k]
                    let length = max(((x - cx) * (x - cx) + (y - cy) * (y - cy)).squareRoot(), 1e-9)
                    let grow = 0.35 / length
                    return (
                        SDL_FPoint(x: Float(x + (x - cx) * grow), y: Float(y + (y - cy) * grow)), corners[k],
                        placed[k].angle
                    )
                }
                if centre.showsBack {
                    backBase.appendQuad(
                        vertices.map { position, _, angle in
                            // The back is lightest where it lies flat, a little greyer round the bend.
                            let light = 0.9 + 0.08 * (angle - .pi / 2) / (.pi / 2)
                            let g = byte(light)
                            return SDL_Vertex(
                                position: position, color: SDL_Color(r: g, g: g, b: g, a: byte(alpha)),
                                tex_coord: SDL_FPoint())
                        })
                    // Not grown: overlapping translucent cells would show as a lattice.
                    back.appendQuad(
                        (0..<4).map { k in
                            let q = corners[k]
                            return SDL_Vertex(
                                position: SDL_FPoint(x: Float(projected[k].x), y: Float(projected[k].y)),
                                color: SDL_Color(r: 255, g: 255, b: 255, a: byte(0.25 * alpha)),
                                tex_coord: uv(q))
                        })
                } else {
                    front.appendQuad(
                        vertices.map { position, q, angle in
                            // The front darkens as it turns away from the light towards the crest.
                            let g = byte(1 - 0.3 * sin(angle))
                            return SDL_Vertex(
                                position: position, color: SDL_Color(r: g, g: g, b: g, a: byte(alpha)),
                                tex_coord: uv(q))
                        })
                }
            }
        }
        setDrawBlend(opaque: false)
        render(shadowBand(of: curl, width: shadowWidth, map: map, alpha: alpha), texture: nil)
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        render(
            flatPart(of: curl, map: map, uv: uv, color: SDL_Color(r: 255, g: 255, b: 255, a: byte(alpha))),
            texture: texture)
        render(front, texture: texture)
        setDrawBlend(opaque: false)
        render(backBase, texture: nil)
        render(back, texture: texture)
    }
}

extension Renderer {
    /// The part of the page before the axis, unbent: the page's rectangle cut by the axis line, as
    /// one fan of triangles (no seams where most of the page is).
    fileprivate func flatPart(of curl: PageCurl, map: Homography, uv: Mesh.UVMap, color: SDL_Color) -> Mesh {
        let n = curl.direction
        let polygon = Self.clip(Self.corners(of: curl.bounds), keeping: { curl.axis - ($0.x * n.dx + $0.y * n.dy) })
        return Self.fan(polygon, map: map) { q in (color, uv(q)) }
    }

    /// The shadow the curl casts on what it uncovers: a band beside the cylinder, within the page's
    /// rectangle, darkest at the cylinder (35 %) and clear `width` further on, linear in between
    /// (exact with vertex colours, which interpolate linearly).
    fileprivate func shadowBand(of curl: PageCurl, width: CGFloat, map: Homography, alpha: CGFloat) -> Mesh {
        let n = curl.direction
        func s(_ p: CGPoint) -> CGFloat { p.x * n.dx + p.y * n.dy - curl.axis - curl.radius }
        let band = Self.clip(Self.clip(Self.corners(of: curl.bounds), keeping: s), keeping: { width - s($0) })
        return Self.fan(band, map: map) { q in
            let a = 0.35 * (1 - min(max(s(q) / width, 0), 1)) * alpha
            return (SDL_Color(r: 0, g: 0, b: 0, a: UInt8(max(0, min(255, (a * 255).rounded())))), SDL_FPoint())
        }
    }

    private static func corners(of b: CGRect) -> [CGPoint] {
        [
            CGPoint(x: b.minX, y: b.minY), CGPoint(x: b.maxX, y: b.minY), CGPoint(x: b.maxX, y: b.maxY),
            CGPoint(x: b.minX, y: b.maxY),
        ]
    }

    /// The part of a convex polygon where `keeping` is ≥ 0 (Sutherland–Hodgman, one plane).
    private static func clip(_ polygon: [CGPoint], keeping side: (CGPoint) -> CGFloat) -> [CGPoint] {
        var out: [CGPoint] = []
        for k in polygon.indices {
            let (a, c) = (polygon[k], polygon[(k + 1) % polygon.count])
            let (sa, sc) = (side(a), side(c))
            if sa >= 0 { out.append(a) }
            if (sa >= 0) != (sc >= 0) {
                let t = sa / (sa - sc)
                out.append(CGPoint(x: a.x + (c.x - a.x) * t, y: a.y + (c.y - a.y) * t))
            }
        }
        return out
    }

    /// A convex polygon as a fan of triangles through `map`, each vertex coloured and textured by `style`.
    private static func fan(
        _ polygon: [CGPoint], map: Homography, style: (CGPoint) -> (SDL_Color, SDL_FPoint)
    ) -> Mesh {
        var mesh = Mesh()
        guard polygon.count >= 3 else { return mesh }
        for q in polygon {
            guard let s = map.project(Double(q.x), Double(q.y)) else { return Mesh() }
            let (color, uv) = style(q)
            mesh.vertices.append(
                SDL_Vertex(position: SDL_FPoint(x: Float(s.x), y: Float(s.y)), color: color, tex_coord: uv))
        }
        for k in 1..<(polygon.count - 1) { mesh.indices += [0, Int32(k), Int32(k + 1)] }
        return mesh
    }
}

extension Mesh {
    /// Appends a quadrilateral of four vertices (in order round it) as two triangles; fewer than four
    /// (a corner behind the viewer) adds nothing.
    fileprivate mutating func appendQuad(_ quad: [SDL_Vertex]) {
        guard quad.count == 4 else { return }
        let base = Int32(vertices.count)
        vertices += quad
        indices += [base, base + 1, base + 2, base, base + 2, base + 3]
    }
}
