import Foundation
import UIKit

/// The live 3D exploded view of a layer tree (issue 15 item 8): every visible layer drawn flat on
/// its own plane where it is on screen now (presentation values, so a transition keeps animating
/// in it), the planes pushed apart by their depth in the tree and the whole turned by `yaw` and
/// `pitch` and seen in perspective. Each plane shows its background, image and text and a thin
/// outline, so empty container views are seen too; masks and clipping are not applied (every
/// layer is shown whole, as a view debugger does).
public struct ExplodedView: Equatable, Sendable {
    /// The turn about the vertical axis, radians (negative: the left side comes forward).
    public var yaw: Double
    /// The tilt about the horizontal axis, radians (positive: the top goes back).
    public var pitch: Double
    /// The distance between the planes of successive depths, in points.
    public var spacing: Double
    /// How far the viewer is from the screen's plane, in points (the strength of the perspective).
    public var eyeDistance: Double

    /// The default view: turned a little left and tilted back.
    public init(yaw: Double = -0.65, pitch: Double = 0.3, spacing: Double = 50, eyeDistance: Double = 1800) {
        self.yaw = yaw
        self.pitch = pitch
        self.spacing = spacing
        self.eyeDistance = eyeDistance
    }

    /// Turns the view by a mouse drag of `(dx, dy)` points: 0.01 radian per point, the tilt kept
    /// within ±80°.
    public mutating func rotate(byDragging dx: Double, _ dy: Double) {
        yaw += dx * 0.01
        pitch = min(max(pitch - dy * 0.01, -1.4), 1.4)
    }

    /// The map from the plane at `depth` (screen points, the screen's size `screen`) to the target:
    /// the stack turns about its middle depth `middle`, the screen's centre there goes to `center`,
    /// scaled by `scale` pixels per point, the model shrunk by `fit` so that the turned stack stays
    /// inside the viewport.
    func projection(
        depth: Int, screen: CGSize, center: CGPoint, scale: Double, fit: Double, middle: Double = 0
    ) -> Homography {
        let z = (Double(depth) - middle) * spacing
        let (cy, sy) = (cos(yaw), sin(yaw))
        let (cp, sp) = (cos(pitch), sin(pitch))
        // Affine functions of (x, y) as (coefficient of x, of y, constant).
        typealias Affine = (x: Double, y: Double, c: Double)
        let cx = Double(screen.width) / 2
        let cyScreen = Double(screen.height) / 2
        let X: Affine = (1, 0, -cx)
        let Y: Affine = (0, 1, -cyScreen)
        // Yaw about the vertical axis, then pitch about the horizontal one.
        let X1: Affine = (X.x * cy, X.y * cy, X.c * cy + z * sy)
        let Z1: Affine = (-X.x * sy, -X.y * sy, -X.c * sy + z * cy)
        let Y2: Affine = (Y.x * cp - Z1.x * sp, Y.y * cp - Z1.y * sp, Y.c * cp - Z1.c * sp)
        let Z2: Affine = (Y.x * sp + Z1.x * cp, Y.y * sp + Z1.y * cp, Y.c * sp + Z1.c * cp)
        // Perspective: nearer planes (larger z) look larger.
        let W: Affine = (-Z2.x / eyeDistance, -Z2.y / eyeDistance, 1 - Z2.c / eyeDistance)
        let s = scale * fit
        let hx: Affine = (
            s * X1.x + Double(center.x) * W.x, s * X1.y + Double(center.x) * W.y, s * X1.c + Double(center.x) * W.c
        )
        let hy: Affine = (
            s * Y2.x + Double(center.y) * W.x, s * Y2.y + Double(center.y) * W.y, s * Y2.c + Double(center.y) * W.c
        )
        return Homography([hx.x, hy.x, W.x, hx.y, hy.y, W.y, hx.c, hy.c, W.c])
    }
}

extension Renderer {
    /// Draws `root`'s layer tree exploded into `viewport` (target pixels) at `scale` pixels per
    /// point, planes back to front; the screen's size is `screen` (points). `highlight`, if given,
    /// is outlined in yellow. Returns how many layers were drawn.
    @discardableResult
    public func drawExploded(
        _ root: CALayer, screen: CGSize, into viewport: CGRect, scale: CGFloat, view exploded: ExplodedView,
        highlight: CALayer? = nil
    ) -> Int {
        statistics = RenderStatistics()
        beginFrame()
        defer { endFrame() }
        // Collect every visible layer with its flattened map to the screen and its depth.
        struct Plane {
            var layer: CALayer
            var properties: LayerProperties
            var map: Homography
            var depth: Int
            var alpha: CGFloat
        }
        var planes: [Plane] = []
        var maxDepth = 0
        func collect(
            _ layer: CALayer, _ p: LayerProperties, map: Homography, depth: Int, time: CFTimeInterval, alpha: CGFloat
        ) {
            guard !p.isHidden, p.opacity > 0 else { return }
            let shown = alpha * CGFloat(min(p.opacity, 1))
            planes.append(Plane(layer: layer, properties: p, map: map, depth: depth, alpha: shown))
            maxDepth = max(maxDepth, depth)
            let sublayerTransform = layer.sublayerTransformForDrawing(p)
            for child in orderedSublayers(of: layer, localTime: time) {
                let local = Homography(child.properties.transformToSuperlayer.concatenating(sublayerTransform))
                collect(
                    child.layer, child.properties, map: local.concatenating(map), depth: depth + 1,
                    time: child.localTime,
                    alpha: shown)
            }
        }
        let time = root.localTime(atMediaTime: CACurrentMediaTime())
        let rootProperties = root.presentationProperties(localTime: time)
        collect(
            root, rootProperties, map: Homography(rootProperties.transformToSuperlayer), depth: 0, time: time, alpha: 1)
        // Fit: the screen, turned, with the stack's depth, inside the viewport.
        let depthExtent = Double(maxDepth) * exploded.spacing
        let width = abs(cos(exploded.yaw)) * Double(screen.width) + abs(sin(exploded.yaw)) * depthExtent
        let height =
            abs(cos(exploded.pitch)) * Double(screen.height) + abs(sin(exploded.pitch)) * (depthExtent + width * 0.2)
        let fit = min(
            Double(viewport.width) / Double(scale) / (width * 1.15),
            Double(viewport.height) / Double(scale) / (height * 1.15), 1)
        let center = CGPoint(x: viewport.midX, y: viewport.midY)
        let outline = RGBA8(CGColor(red: 0.45, green: 0.7, blue: 1, alpha: 0.55), alpha: 1)
        let selected = RGBA8(CGColor(red: 1, green: 0.85, blue: 0.1, alpha: 1), alpha: 1)
        // Back to front: the planes by depth (the deepest nearest the viewer), tree order within one.
        let order = planes.indices.sorted {
            planes[$0].depth != planes[$1].depth ? planes[$0].depth < planes[$1].depth : $0 < $1
        }
        for index in order {
            let plane = planes[index]
            let projection = exploded.projection(
                depth: plane.depth, screen: screen, center: center, scale: Double(scale), fit: fit,
                middle: Double(maxDepth) / 2)
            let map = plane.map.concatenating(projection)
            guard map.determinant.isFinite, !map.isDegenerate else { continue }
            statistics.layersDrawn += 1
            drawOwnContent(plane.layer, plane.properties, map: map, alpha: plane.alpha, roundBackground: true)
            drawBorder(plane.properties, map: map, alpha: plane.alpha)
            let isSelected = plane.layer === highlight
            drawOutline(
                plane.properties.bounds, map: map, width: (isSelected ? 3 : 1) / (Double(scale) * fit),
                color: isSelected ? selected : outline)
        }
        return statistics.layersDrawn
    }

    /// A thin frame along the edges of `rect` (layer points), `width` points wide.
    func drawOutline(_ rect: CGRect, map: Homography, width: Double, color: RGBA8) {
        guard rect.width > 0, rect.height > 0 else { return }
        let w = CGFloat(min(width, Double(min(rect.width, rect.height)) / 2))
        let edges = [
            CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: w),
            CGRect(x: rect.minX, y: rect.maxY - w, width: rect.width, height: w),
            CGRect(x: rect.minX, y: rect.minY + w, width: w, height: rect.height - 2 * w),
            CGRect(x: rect.maxX - w, y: rect.minY + w, width: w, height: rect.height - 2 * w),
        ]
        for edge in edges where edge.width > 0 && edge.height > 0 { drawShape(edge, radius: 0, map: map, color: color) }
    }
}
