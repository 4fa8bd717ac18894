internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// A rectangle with continuous or partly rounded corners (R193) on an axis-aligned map: the
    /// straight parts as pixel-exact bands between the corner boxes (snapped to whole target
    /// pixels, as `drawAxisAlignedRoundedRect` does for circular corners, so straight edges stay
    /// crisp), each curved corner as a feathered fan filling its snapped box.
    func drawAxisAlignedCornerShape(
        _ rect: CGRect, shape: CornerShape, map: Homography, color: RGBA8, texture: OpaquePointer?, uv: Mesh.UVMap,
        textureIsOpaque: Bool, arcs: Int
    ) {
        guard let inverse = map.inverted(),
            let a = map.project(Double(rect.minX), Double(rect.minY)),
            let b = map.project(Double(rect.maxX), Double(rect.maxY))
        else { return }
        let left = min(a.x, b.x).rounded()
        let right = max(a.x, b.x).rounded()
        let top = min(a.y, b.y).rounded()
        let bottom = max(a.y, b.y).rounded()
        guard right > left, bottom > top else { return }
        func layerPoint(_ x: Double, _ y: Double) -> CGPoint {
            guard let p = inverse.project(x, y) else { return .zero }
            return CGPoint(x: p.x, y: p.y)
        }
        // Each curved corner's box on the target: from the rectangle's corner to the point
        // `reach` in along both edges, snapped.
        struct Box {
            var cornerX: Double
            var cornerY: Double
            var innerX: Double
            var innerY: Double
            var minX: Double { min(cornerX, innerX) }
            var maxX: Double { max(cornerX, innerX) }
            var minY: Double { min(cornerY, innerY) }
            var maxY: Double { max(cornerY, innerY) }
        }
        let corners = shape.corners(in: rect)
        var boxes: [(corner: CornerShape.Corner, box: Box, layerInner: CGPoint)] = []
        for corner in corners where !corner.isSquare {
            guard let start = corner.cubics.first?.0 else { continue }
            let reach = hypot(start.x - corner.point.x, start.y - corner.point.y)
            let inner = CGPoint(
                x: corner.point.x - corner.entry.x * reach + corner.exit.x * reach,
                y: corner.point.y - corner.entry.y * reach + corner.exit.y * reach)
            guard let c = map.project(Double(corner.point.x), Double(corner.point.y)),
                let i = map.project(Double(inner.x), Double(inner.y))
            else { continue }
            let box = Box(
                cornerX: c.x.rounded(), cornerY: c.y.rounded(), innerX: i.x.rounded(), innerY: i.y.rounded())
            guard box.maxX > box.minX, box.maxY > box.minY else { continue }
            boxes.append((corner, box, inner))
        }
        let opaque = color.a == 255 && (texture == nil || textureIsOpaque)
        let uvAt = { (x: Double, y: Double) in uv(layerPoint(x, y)) }
        // Columns between the distinct x levels of the boxes: each spans the height less the boxes
        // it meets at the top and the bottom (the middle column runs the full height, as the
        // circular path's does, so a texture drawn through it is sampled the same way).
        var levels = Set([left, right])
        for (_, box, _) in boxes {
            levels.insert(box.minX)
            levels.insert(box.maxX)
        }
        let xs = levels.sorted().filter { $0 >= left && $0 <= right }
        for k in 0..<(xs.count - 1) {
            let x0 = xs[k]
            let x1 = xs[k + 1]
            guard x1 > x0 else { continue }
            var y0 = top
            var y1 = bottom
            for (_, box, _) in boxes where box.minX < x1 && box.maxX > x0 {
                if box.minY <= top { y0 = max(y0, box.maxY) } else { y1 = min(y1, box.minY) }
            }
            guard y1 > y0 else { continue }
            setBlend(opaque: opaque, texture: texture)
            render(Mesh.pixelRect(x0: x0, y0: y0, x1: x1, y1: y1, color: color, uv: uvAt), texture: texture)
        }
        // The corners: a fan from the box's inner corner over the curve, feathered outwards.
        var mesh = Mesh()
        let samples = max(8, 2 * arcs)
        func vertex(_ x: Double, _ y: Double, _ c: RGBA8, _ t: SDL_FPoint) -> Int32 {
            mesh.vertices.append(SDL_Vertex(position: SDL_FPoint(x: Float(x), y: Float(y)), color: c.sdl, tex_coord: t))
            return Int32(mesh.vertices.count - 1)
        }
        for (corner, box, layerInner) in boxes {
            let cornerLayer = corner.point
            let dxLayer = Double(cornerLayer.x - layerInner.x)
            let dyLayer = Double(cornerLayer.y - layerInner.y)
            let dxTarget = box.cornerX - box.innerX
            let dyTarget = box.cornerY - box.innerY
            guard dxLayer != 0, dyLayer != 0 else { continue }
            // Layer point → target, through the snapped box.
            func target(_ p: CGPoint) -> (Double, Double) {
                (
                    box.innerX + (Double(p.x - layerInner.x) / dxLayer) * dxTarget,
                    box.innerY + (Double(p.y - layerInner.y) / dyLayer) * dyTarget
                )
            }
            let centre = vertex(box.innerX, box.innerY, color, uv(layerInner))
            let pieces = corner.cubics.count
            var previous: (body: Int32, feather: Int32)?
            for j in 0...samples {
                let u = Double(j) / Double(samples) * Double(pieces)
                let index = min(pieces - 1, Int(u))
                let t = CGFloat(u - Double(index))
                let (p0, p1, p2, p3) = corner.cubics[index]
                let mt = 1 - t
                let p = CGPoint(
                    x: mt * mt * mt * p0.x + 3 * mt * mt * t * p1.x + 3 * mt * t * t * p2.x + t * t * t * p3.x,
                    y: mt * mt * mt * p0.y + 3 * mt * mt * t * p1.y + 3 * mt * t * t * p2.y + t * t * t * p3.y)
                var d = CGPoint(
                    x: 3 * (mt * mt * (p1.x - p0.x) + 2 * mt * t * (p2.x - p1.x) + t * t * (p3.x - p2.x)),
                    y: 3 * (mt * mt * (p1.y - p0.y) + 2 * mt * t * (p2.y - p1.y) + t * t * (p3.y - p2.y)))
                if d.x * d.x + d.y * d.y < 1e-12 { d = CGPoint(x: p3.x - p0.x, y: p3.y - p0.y) }
                var (x, y) = target(p)
                // Within half a pixel of the box's outer sides the curve is on the straight edge.
                if abs(x - box.cornerX) < 0.5 { x = box.cornerX }
                if abs(y - box.cornerY) < 0.5 { y = box.cornerY }
                // The tangent on the target, then the normal pointing away from the box's inner corner.
                let tx = Double(d.x) / dxLayer * dxTarget
                let ty = Double(d.y) / dyLayer * dyTarget
                var nx = ty
                var ny = -tx
                if nx * (x - box.innerX) + ny * (y - box.innerY) < 0 { (nx, ny) = (-nx, -ny) }
                let length = (nx * nx + ny * ny).squareRoot()
                guard length > 1e-12 else { continue }
                nx /= length
                ny /= length
                // Where the curve runs within a few degrees of the box's sides (the long easing of a
                // continuous corner) it lies on the snapped straight edge: no inset or feather
                // there, or that stretch would show a half-covered row (SDL's software renderer
                // truncates vertex positions), growing to the full feather where it turns.
                let curviness = min(1, 4 * (1 - max(abs(nx), abs(ny))))
                let bx = x - nx * Mesh.featherInset * curviness
                let by = y - ny * Mesh.featherInset * curviness
                let fx = x + nx * Mesh.featherOutset * curviness
                let fy = y + ny * Mesh.featherOutset * curviness
                let body = vertex(bx, by, color, uv(layerPoint(bx, by)))
                let feather = vertex(fx, fy, color.clear, uv.outside(layerPoint(fx, fy)))
                if let previous {
                    mesh.indices += [centre, previous.body, body]
                    mesh.indices += [previous.body, previous.feather, feather, previous.body, feather, body]
                }
                previous = (body, feather)
            }
        }
        guard !mesh.indices.isEmpty else { return }
        setBlend(opaque: false, texture: texture)
        render(mesh, texture: texture)
    }
}
