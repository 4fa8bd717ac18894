import Foundation
import UIKit

/// What a frame's drawing comes to when each piece is reduced to the cheapest SDL call that gives
/// its pixels: a fill or a copy for an axis-aligned rectangle, one geometry call (a quad) for a
/// transformed one, a render-target switch for an offscreen pass. `stagecraft-bench` replays it in
/// the same run to measure the honest floor of a frame (issue #16), and sums its pixel traffic.
package struct FloorRecording {
    /// One piece of drawing, in the pixels of the target it was drawn into.
    package enum Operation {
        /// A rectangle filled with one colour (`opaque`: no blending).
        case fill(CGRect, opaque: Bool, clip: CGRect?)
        /// A texture copied into a rectangle (`opaque`: no blending). The texture belongs to the
        /// renderer that recorded it and stays valid until it draws its next frame.
        case copy(CGRect, texture: OpaquePointer, opaque: Bool, clip: CGRect?)
        /// A quad through any map (four corners in order), blended, optionally textured.
        case quad([CGPoint], texture: OpaquePointer?, clip: CGRect?)
        /// Drawing goes into a cleared offscreen target of this size until the matching `endPass`.
        case beginPass(width: Int, height: Int)
        /// Drawing goes back to the target before the matching `beginPass`.
        case endPass
    }

    /// The operations, in drawing order.
    package var operations: [Operation] = []

    /// Creates an empty recording.
    package init() {}

    /// Bytes of memory traffic the operations need at the least: 4 per pixel written, 4 more per
    /// pixel blended (the destination is read) and per texel read; a pass clears its target.
    package func bytesMoved(targetWidth: Int, targetHeight: Int) -> Double {
        var sizes = [CGRect(x: 0, y: 0, width: targetWidth, height: targetHeight)]
        var total = 0.0
        func area(_ rect: CGRect, _ clip: CGRect?) -> Double {
            var r = rect.intersection(sizes[sizes.count - 1])
            if let clip { r = r.intersection(clip) }
            return r.isNull ? 0 : Double(r.width * r.height)
        }
        for operation in operations {
            switch operation {
            case .fill(let rect, let opaque, let clip):
                total += area(rect, clip) * (opaque ? 4 : 8)
            case .copy(let rect, _, let opaque, let clip):
                total += area(rect, clip) * (opaque ? 8 : 12)
            case .quad(let corners, let texture, let clip):
                // The quad's own area (shoelace), scaled by how much of its box survives clipping.
                var twice = 0.0
                for i in corners.indices {
                    let a = corners[i]
                    let b = corners[(i + 1) % corners.count]
                    twice += Double(a.x * b.y - b.x * a.y)
                }
                let xs = corners.map(\.x)
                let ys = corners.map(\.y)
                let box = CGRect(
                    x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
                    height: (ys.max() ?? 0) - (ys.min() ?? 0))
                let boxArea = Double(box.width * box.height)
                let kept = boxArea > 0 ? area(box, clip) / boxArea : 0
                total += abs(twice) / 2 * kept * (texture == nil ? 8 : 12)
            case .beginPass(let width, let height):
                sizes.append(CGRect(x: 0, y: 0, width: width, height: height))
                total += Double(width * height) * 4
            case .endPass:
                if sizes.count > 1 { sizes.removeLast() }
            }
        }
        return total
    }
}

extension Renderer {
    /// The clip of the pass drawn into, in its pixels.
    private var floorClip: CGRect? {
        passes.last?.clip.map { CGRect(x: Int($0.x), y: Int($0.y), width: Int($0.w), height: Int($0.h)) }
    }

    /// Records `drawShape`'s piece: a fill or copy when `map` keeps it axis-aligned, else a quad.
    func recordFloorShape(
        _ rect: CGRect, radius: CGFloat, map: Homography, color: RGBA8, texture: OpaquePointer?, textureIsOpaque: Bool
    ) {
        guard floorRecording != nil else { return }
        let corners = [
            (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.maxX, rect.maxY), (rect.minX, rect.maxY),
        ].compactMap { map.project(Double($0.0), Double($0.1)) }.map { CGPoint(x: $0.x, y: $0.y) }
        guard corners.count == 4 else { return }
        let clip = floorClip
        guard map.isAxisAligned else {
            floorRecording?.operations.append(.quad(corners, texture: texture, clip: clip))
            return
        }
        let box = CGRect(
            x: min(corners[0].x, corners[2].x), y: min(corners[0].y, corners[2].y),
            width: abs(corners[2].x - corners[0].x), height: abs(corners[2].y - corners[0].y))
        let opaque = color.a == 255 && radius <= 0 && (texture == nil || textureIsOpaque)
        if let texture {
            floorRecording?.operations.append(.copy(box, texture: texture, opaque: opaque, clip: clip))
        } else {
            floorRecording?.operations.append(.fill(box, opaque: opaque, clip: clip))
        }
    }

    /// Records a blended fill of a rectangle in target pixels.
    func recordFloorBlendedFill(_ rect: CGRect) {
        guard floorRecording != nil else { return }
        floorRecording?.operations.append(.fill(rect, opaque: false, clip: floorClip))
    }

    /// Records a border: its four sides.
    func recordFloorBorder(_ bounds: CGRect, width: CGFloat, map: Homography, color: RGBA8) {
        guard floorRecording != nil else { return }
        let w = min(width, bounds.width / 2, bounds.height / 2)
        let sides = [
            CGRect(x: bounds.minX, y: bounds.minY, width: bounds.width, height: w),
            CGRect(x: bounds.minX, y: bounds.maxY - w, width: bounds.width, height: w),
            CGRect(x: bounds.minX, y: bounds.minY + w, width: w, height: bounds.height - 2 * w),
            CGRect(x: bounds.maxX - w, y: bounds.minY + w, width: w, height: bounds.height - 2 * w),
        ]
        for side in sides where side.width > 0 && side.height > 0 {
            recordFloorShape(side, radius: 0, map: map, color: color, texture: nil, textureIsOpaque: false)
        }
    }

    /// Records the start or the end of an offscreen pass.
    func recordFloorPass(begin size: (width: Int, height: Int)?) {
        guard floorRecording != nil else { return }
        if let size {
            floorRecording?.operations.append(.beginPass(width: size.width, height: size.height))
        } else {
            floorRecording?.operations.append(.endPass)
        }
    }
}
