import Foundation
import UIKit

extension Homography {
    /// A translation by `(tx, ty)`.
    static func translation(_ tx: Double, _ ty: Double) -> Homography { Homography([1, 0, 0, 0, 1, 0, tx, ty, 1]) }

    /// A scale by `(sx, sy)` about the origin.
    static func scale(_ sx: Double, _ sy: Double) -> Homography { Homography([sx, 0, 0, 0, sy, 0, 0, 0, 1]) }

    /// Whether the map has no perspective part (triangles map exactly, no subdivision needed).
    var isAffine: Bool { m[2] == 0 && m[5] == 0 && m[8] != 0 }

    /// Whether the map keeps rectangles axis-aligned (scale and translation, no perspective).
    var isAxisAligned: Bool { m[1] == 0 && m[3] == 0 && isAffine }

    /// The image of a point, or nil when it lies on or behind the viewer (w ≤ 0).
    func project(_ x: Double, _ y: Double) -> (x: Double, y: Double)? {
        let h = applyHomogeneous(x, y)
        guard h.w > 1e-9 else { return nil }
        return (h.x / h.w, h.y / h.w)
    }

    /// The largest factor by which the edges of `rect` are stretched on the target (pixels per point).
    func pixelScale(over rect: CGRect) -> Double {
        guard let a = project(Double(rect.minX), Double(rect.minY)),
            let b = project(Double(rect.maxX), Double(rect.minY)),
            let c = project(Double(rect.minX), Double(rect.maxY)),
            let d = project(Double(rect.maxX), Double(rect.maxY))
        else { return 1 }
        func length(_ u: (x: Double, y: Double), _ v: (x: Double, y: Double)) -> Double {
            ((u.x - v.x) * (u.x - v.x) + (u.y - v.y) * (u.y - v.y)).squareRoot()
        }
        let w = max(Double(rect.width), 1e-9)
        let h = max(Double(rect.height), 1e-9)
        return max(length(a, b) / w, length(c, d) / w, length(a, c) / h, length(b, d) / h)
    }

    /// The bounding box of `rect`'s image, or nil when part of it lies behind the viewer.
    func boundingBox(of rect: CGRect) -> CGRect? {
        var (minX, minY, maxX, maxY) = (Double.infinity, Double.infinity, -Double.infinity, -Double.infinity)
        let corners: InlineArray<4, (CGFloat, CGFloat)> = [
            (rect.minX, rect.minY), (rect.maxX, rect.minY), (rect.minX, rect.maxY), (rect.maxX, rect.maxY),
        ]
        for i in corners.indices {
            guard let q = project(Double(corners[i].0), Double(corners[i].1)) else { return nil }
            (minX, minY, maxX, maxY) = (min(minX, q.x), min(minY, q.y), max(maxX, q.x), max(maxY, q.y))
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
