internal import CSDL2
import Foundation
import UIKit

/// The boundary of a (rounded) rectangle in a layer's plane, walked clockwise (y down), with the
/// outward normal at every point. Straight edges are split so a projective map stays close to
/// affine on every triangle (SDL maps each triangle affinely: docs/architecture.md, "SDL facts").
struct Outline {
    var points: [CGPoint] = []
    var normals: [CGPoint] = []

    /// `rect` with corners of `radius` (clamped to half the shorter side): `arcSegments` per corner
    /// and `edgeSegments` per straight edge. A square corner with `arcSegments > 0` repeats its point
    /// with turning normals, which gives the feather ring a round outer corner.
    init(rect: CGRect, radius: CGFloat, arcSegments: Int, edgeSegments: Int) {
        let r = max(0, min(radius, rect.width / 2, rect.height / 2))
        let capacity = 4 * (arcSegments + edgeSegments)
        points.reserveCapacity(capacity)
        normals.reserveCapacity(capacity)
        let centres: InlineArray<4, CGPoint> = [
            CGPoint(x: rect.maxX - r, y: rect.minY + r), CGPoint(x: rect.maxX - r, y: rect.maxY - r),
            CGPoint(x: rect.minX + r, y: rect.maxY - r), CGPoint(x: rect.minX + r, y: rect.minY + r),
        ]
        for corner in 0..<4 {
            let start = Double.pi / 2 * Double(corner - 1)
            var last = CGPoint.zero
            for j in 0...arcSegments {
                let angle =
                    arcSegments == 0 ? start + Double.pi / 4 : start + Double.pi / 2 * Double(j) / Double(arcSegments)
                let n = CGPoint(x: cos(angle), y: sin(angle))
                last = CGPoint(x: centres[corner].x + r * n.x, y: centres[corner].y + r * n.y)
                points.append(last)
                normals.append(n)
            }
            // The straight edge to the next corner, split into `edgeSegments` pieces.
            let endAngle = start + Double.pi / 2
            let edgeNormal = CGPoint(x: cos(endAngle).rounded(), y: sin(endAngle).rounded())
            let nextCentre = centres[(corner + 1) % 4]
            let next = CGPoint(x: nextCentre.x + r * edgeNormal.x, y: nextCentre.y + r * edgeNormal.y)
            let from = arcSegments == 0 ? centres[corner] + r * edgeNormal : last
            for m in stride(from: 1, to: edgeSegments, by: 1) {
                let t = CGFloat(m) / CGFloat(edgeSegments)
                points.append(CGPoint(x: from.x + (next.x - from.x) * t, y: from.y + (next.y - from.y) * t))
                normals.append(edgeNormal)
            }
        }
    }

    var count: Int { points.count }
}

extension CGPoint {
    fileprivate static func + (a: CGPoint, b: CGPoint) -> CGPoint { CGPoint(x: a.x + b.x, y: a.y + b.y) }
    fileprivate static func * (s: CGFloat, p: CGPoint) -> CGPoint { CGPoint(x: s * p.x, y: s * p.y) }
}

/// Triangles ready for `SDL_RenderGeometry`, in target pixels.
struct Mesh {
    var vertices: [SDL_Vertex] = []
    var indices: [Int32] = []

    /// How far the opaque body stops inside an anti-aliased edge, and how far the zero-alpha
    /// feather ring reaches outside it, in pixels (~1–1.5 px looks right: docs/architecture.md, "SDL facts").
    static let featherInset = 0.5
    static let featherOutset = 0.75

    /// Maps layer-plane points to texture coordinates, clamped to [0, 1] (SDL rejects the whole call
    /// otherwise: docs/architecture.md, "SDL facts").
    struct UVMap {
        var rect: CGRect
        /// The texture's size in texels (nil when nothing is sampled).
        var texels: (width: Int, height: Int)?

        func callAsFunction(_ p: CGPoint) -> SDL_FPoint {
            let u = rect.width > 0 ? (p.x - rect.minX) / rect.width : 0
            let v = rect.height > 0 ? (p.y - rect.minY) / rect.height : 0
            return SDL_FPoint(x: Float(min(max(u, 0), 1)), y: Float(min(max(v, 0), 1)))
        }

        /// Texture coordinates for a zero-alpha feather vertex outside the shape: as for a point on
        /// the shape's edge, but never beyond the centre of the last texel column and row.
        ///
        /// SDL's software rasteriser turns `u` into the texel column `Int(u × width)` and only pulls
        /// `width` back to `width − 1` when the triangle's texture coordinates span more than one
        /// column. A feather triangle along the right or bottom edge has u = 1 (or v = 1) at all
        /// three corners, so it read column `width` (the next row's first pixel) or row `height`
        /// (whatever memory follows the pixels, left over from earlier renders).
        func outside(_ p: CGPoint) -> SDL_FPoint {
            var uv = self(p)
            if let texels, texels.width > 0, texels.height > 0 {
                uv.x = min(uv.x, Float(1 - 0.5 / Double(texels.width)))
                uv.y = min(uv.y, Float(1 - 0.5 / Double(texels.height)))
            }
            return uv
        }
    }

    private mutating func add(_ x: Double, _ y: Double, _ color: RGBA8, _ uv: SDL_FPoint) -> Int32 {
        vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: color.sdl, tex_coord: uv))
        return Int32(vertices.count - 1)
    }

    private mutating func triangle(_ a: Int32, _ b: Int32, _ c: Int32) {
        indices.append(a)
        indices.append(b)
        indices.append(c)
    }

    private mutating func quad(_ a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) {
        triangle(a, b, c)
        triangle(a, c, d)
    }

    /// The two triangles of the quad whose vertices were added first, in the order SDL's software
    /// renderer recognises as a rectangle.
    private static let quadIndices: [Int32] = [0, 1, 2, 0, 2, 3]

    /// The rectangle SDL's software renderer fills for this mesh when it is one opaque, uniformly
    /// coloured quad in `quadIndices` order that SDL recognises as a rectangle; nil otherwise.
    var opaqueAxisAlignedRect: SDL_FRect? {
        guard let rect = sdlRect, rect.color.a == 255 else { return nil }
        return rect.rect
    }

    /// The rectangle, colour and top-left and bottom-right vertices SDL's software renderer draws
    /// this mesh as when it is one uniformly coloured quad in `quadIndices` order that SDL
    /// recognises as a rectangle (filled with `SDL_RenderFillRectF`, blending, or — textured —
    /// copied with `SDL_RenderCopyF`); nil otherwise.
    ///
    /// SDL 2's `SDL_SW_RenderGeometryRaw` takes two triangles sharing two vertices, finds the
    /// "top-left" and "bottom-right" vertices of the second with the comparisons below, and when both
    /// triangles are right-angled on those (exact float equality) and the four colours are equal,
    /// draws the rectangle between them instead. Doing the same test here and drawing that
    /// rectangle ourselves gives the same pixels.
    var sdlRect: (rect: SDL_FRect, color: SDL_Color, topLeft: Int, bottomRight: Int)? {
        guard vertices.count == 4, indices == Self.quadIndices else { return nil }
        let c = vertices[0].color
        for i in 1..<4 {
            let d = vertices[i].color
            guard d.r == c.r, d.g == c.g, d.b == c.b, d.a == c.a else { return nil }
        }
        // The previous triangle is (0, 1, 2), the current one (k0, k1, k2) = (0, 2, 3).
        let (k0, k1, k2) = (0, 2, 3)
        func p(_ k: Int) -> SDL_FPoint { vertices[k].position }
        let (q0, q1, q2) = (p(k0), p(k1), p(k2))
        let a: Int
        if q0.x <= q1.x && q0.y <= q1.y {
            a = q0.x <= q2.x && q0.y <= q2.y ? k0 : k2
        } else {
            a = q1.x <= q2.x && q1.y <= q2.y ? k1 : k2
        }
        let b: Int
        if q0.x >= q1.x && q0.y >= q1.y {
            b = q0.x >= q2.x && q0.y >= q2.y ? k0 : k2
        } else {
            b = q1.x >= q2.x && q1.y >= q2.y ? k1 : k2
        }
        let third = k0 != a && k0 != b ? k0 : (k1 != a && k1 != b ? k1 : k2)
        let previousThird = 0 != a && 0 != b ? 0 : (1 != a && 1 != b ? 1 : 2)
        let (pa, pb) = (p(a), p(b))
        func rightAngled(_ pc: SDL_FPoint) -> Bool { (pa.x == pc.x && pb.y == pc.y) || (pa.y == pc.y && pb.x == pc.x) }
        guard rightAngled(p(third)), rightAngled(p(previousThird)) else { return nil }
        let rect = SDL_FRect(x: pa.x, y: pa.y, w: pb.x - pa.x, h: pb.y - pa.y)
        guard rect.w > 0, rect.h > 0 else { return nil }
        return (rect, c, a, b)
    }

    /// The unit direction, on the target, in which the outward normal `n` at `p` points.
    static func pixelNormal(at p: CGPoint, _ n: CGPoint, map: Homography, scaleHint: Double) -> (x: Double, y: Double)?
    {
        let eps = 0.01 / max(scaleHint, 1e-6)
        guard let a = map.project(Double(p.x), Double(p.y)),
            let b = map.project(Double(p.x + n.x * eps), Double(p.y + n.y * eps))
        else { return nil }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let len = (dx * dx + dy * dy).squareRoot()
        guard len > 0, len.isFinite else { return nil }
        return (dx / len, dy / len)
    }

    /// A plain rectangle as two triangles (an axis-aligned one lets SDL's software renderer take
    /// its exact rectangle-copy path instead of sampling per triangle).
    static func rect(_ rect: CGRect, map: Homography, color: RGBA8, uv: UVMap) -> Mesh? {
        var mesh = Mesh()
        mesh.vertices.reserveCapacity(4)
        let corners: InlineArray<4, CGPoint> = [
            CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
            CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
        for i in corners.indices {
            let p = corners[i]
            guard let s = map.project(Double(p.x), Double(p.y)) else { return nil }
            _ = mesh.add(s.x, s.y, color, uv(p))
        }
        mesh.indices = quadIndices
        return mesh
    }

    /// A rectangle between whole-pixel edges on the target, as two triangles in the vertex order
    /// SDL's software renderer recognises as a rectangle (filled or copied exactly).
    static func pixelRect(
        x0: Double, y0: Double, x1: Double, y1: Double, color: RGBA8, uv: (Double, Double) -> SDL_FPoint
    ) -> Mesh {
        var mesh = Mesh()
        mesh.vertices.reserveCapacity(4)
        _ = mesh.add(x0, y0, color, uv(x0, y0))
        _ = mesh.add(x1, y0, color, uv(x1, y0))
        _ = mesh.add(x1, y1, color, uv(x1, y1))
        _ = mesh.add(x0, y1, color, uv(x0, y1))
        mesh.indices = quadIndices
        return mesh
    }

    /// The four feathered corner pieces of an axis-aligned rounded rectangle whose edges on the
    /// target are `xs` = [left, left + r, right − r, right] and `ys` likewise, already snapped to
    /// whole pixels so the corners share their straight sides with the rectangles beside them: a
    /// fan per corner (an ellipse quadrant, as snapping may make its sides differ by a pixel) plus a
    /// zero-alpha band. `uv` and `uvOutside` give texture coordinates of target points.
    static func snappedCorners(
        xs: [Double], ys: [Double], color: RGBA8, arcSegments: Int, uv: (Double, Double) -> SDL_FPoint,
        uvOutside: (Double, Double) -> SDL_FPoint
    ) -> Mesh {
        // Centre, radii and start angle of each corner, clockwise from the top right (y down).
        let corners: [(cx: Double, cy: Double, rx: Double, ry: Double, start: Double)] = [
            (xs[2], ys[1], xs[3] - xs[2], ys[1] - ys[0], -Double.pi / 2),
            (xs[2], ys[2], xs[3] - xs[2], ys[3] - ys[2], 0),
            (xs[1], ys[2], xs[1] - xs[0], ys[3] - ys[2], Double.pi / 2),
            (xs[1], ys[1], xs[1] - xs[0], ys[1] - ys[0], Double.pi),
        ]
        var mesh = Mesh()
        for c in corners where c.rx > 0 && c.ry > 0 {
            let centre = mesh.add(c.cx, c.cy, color, uv(c.cx, c.cy))
            for j in 0...arcSegments {
                let angle = c.start + Double.pi / 2 * Double(j) / Double(arcSegments)
                let (dx, dy) = (cos(angle), sin(angle))
                let ix = c.cx + max(0, c.rx - featherInset) * dx
                let iy = c.cy + max(0, c.ry - featherInset) * dy
                _ = mesh.add(ix, iy, color, uv(ix, iy))
                let ox = c.cx + (c.rx + featherOutset) * dx
                let oy = c.cy + (c.ry + featherOutset) * dy
                _ = mesh.add(ox, oy, color.clear, uvOutside(ox, oy))
            }
            for j in 0..<Int32(arcSegments) {
                let a = centre + 1 + 2 * j
                mesh.triangle(centre, a, a + 2)
                mesh.quad(a, a + 2, a + 3, a + 1)
            }
        }
        return mesh
    }

    /// A filled outline: concentric rings scaled towards the centre (`rings` of them: 1 for affine
    /// maps, 8 under perspective, which keeps textures straight), plus an optional feather ring.
    /// Returns nil when a point lies behind the viewer.
    static func fill(
        _ outline: Outline, centre: CGPoint, map: Homography, rings: Int, color: RGBA8, uv: UVMap, feather: Bool,
        scaleHint: Double
    ) -> Mesh? {
        var mesh = Mesh()
        let n = outline.count
        guard n >= 3, let c = map.project(Double(centre.x), Double(centre.y)) else { return nil }
        mesh.vertices.reserveCapacity(1 + n * (rings + (feather ? 1 : 0)))
        mesh.indices.reserveCapacity(3 * n * (1 + 2 * (rings - 1) + (feather ? 2 : 0)))
        let centreIndex = mesh.add(c.x, c.y, color, uv(centre))
        // The boundary in target pixels and, when feathered, its outward pixel normals (computed
        // once, for the inset body edge and again for the feather ring).
        var boundaryPixels: [(x: Double, y: Double)] = []
        var boundaryNormals: [(x: Double, y: Double)?] = []
        boundaryPixels.reserveCapacity(n)
        if feather { boundaryNormals.reserveCapacity(n) }
        for k in 1...rings {
            let t = CGFloat(k) / CGFloat(rings)
            for i in 0..<n {
                let p = outline.points[i]
                let q = CGPoint(x: centre.x + (p.x - centre.x) * t, y: centre.y + (p.y - centre.y) * t)
                guard var s = map.project(Double(q.x), Double(q.y)) else { return nil }
                if k == rings {
                    boundaryPixels.append(s)
                    if feather {
                        let d = pixelNormal(at: p, outline.normals[i], map: map, scaleHint: scaleHint)
                        boundaryNormals.append(d)
                        if let d { s = (s.x - d.x * featherInset, s.y - d.y * featherInset) }
                    }
                }
                _ = mesh.add(s.x, s.y, color, uv(q))
            }
        }
        for i in 0..<n {
            let j = Int32((i + 1) % n)
            mesh.triangle(centreIndex, 1 + Int32(i), 1 + j)
            for k in 0..<(rings - 1) {
                let inner = 1 + Int32(k * n)
                let outer = inner + Int32(n)
                mesh.quad(inner + Int32(i), inner + j, outer + j, outer + Int32(i))
            }
        }
        if feather {
            let body = 1 + Int32((rings - 1) * n)
            let ring = Int32(mesh.vertices.count)
            for i in 0..<n {
                let s = boundaryPixels[i]
                let d = boundaryNormals[i] ?? (x: 0, y: 0)
                _ = mesh.add(
                    s.x + d.x * featherOutset, s.y + d.y * featherOutset, color.clear, uv.outside(outline.points[i]))
            }
            for i in 0..<n {
                let j = Int32((i + 1) % n)
                mesh.quad(body + Int32(i), body + j, ring + j, ring + Int32(i))
            }
        }
        return mesh
    }

    /// The band between two outlines with the same point count (a border), feathered on both sides.
    static func ring(
        outer: Outline, inner: Outline, map: Homography, color: RGBA8, feather: Bool, scaleHint: Double
    ) -> Mesh? {
        precondition(outer.count == inner.count, "ring outlines must match")
        var mesh = Mesh()
        let n = outer.count
        let uv = SDL_FPoint(x: 0, y: 0)
        // Four loops: outer feather, outer body, inner body, inner feather.
        var loops: [[(x: Double, y: Double, a: Bool)]] = [[], [], [], []]
        for i in 0..<n {
            guard let o = map.project(Double(outer.points[i].x), Double(outer.points[i].y)),
                let q = map.project(Double(inner.points[i].x), Double(inner.points[i].y))
            else { return nil }
            let dOut =
                feather
                ? pixelNormal(at: outer.points[i], outer.normals[i], map: map, scaleHint: scaleHint) ?? (x: 0, y: 0)
                : (x: 0, y: 0)
            let dIn =
                feather
                ? pixelNormal(at: inner.points[i], inner.normals[i], map: map, scaleHint: scaleHint) ?? (x: 0, y: 0)
                : (x: 0, y: 0)
            loops[0].append((o.x + dOut.x * featherOutset, o.y + dOut.y * featherOutset, false))
            loops[1].append((o.x - dOut.x * featherInset, o.y - dOut.y * featherInset, true))
            loops[2].append((q.x + dIn.x * featherInset, q.y + dIn.y * featherInset, true))
            loops[3].append((q.x - dIn.x * featherOutset, q.y - dIn.y * featherOutset, false))
        }
        let used = feather ? [0, 1, 2, 3] : [1, 2]
        var starts: [Int32] = []
        for l in used {
            starts.append(Int32(mesh.vertices.count))
            for v in loops[l] { _ = mesh.add(v.x, v.y, v.a ? color : color.clear, uv) }
        }
        for s in 0..<(starts.count - 1) {
            for i in 0..<n {
                let j = Int32((i + 1) % n)
                mesh.quad(starts[s] + Int32(i), starts[s] + j, starts[s + 1] + j, starts[s + 1] + Int32(i))
            }
        }
        return mesh
    }
}
