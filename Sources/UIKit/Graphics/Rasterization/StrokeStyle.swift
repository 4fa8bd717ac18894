import Foundation

/// How a shape layer's path is stroked: what `PathStroker` needs, and part of a stroke texture's
/// cache key.
package struct StrokeStyle: Hashable {
    package var width: CGFloat
    package var cap: CAShapeLayerLineCap
    package var join: CAShapeLayerLineJoin
    package var miterLimit: CGFloat
    package var dashPattern: [CGFloat]?
    package var dashPhase: CGFloat
    /// The part of the path's length stroked, as fractions (`strokeStart`, `strokeEnd`), clamped.
    package var start: CGFloat
    package var end: CGFloat

    package init(_ e: LayerEffects) {
        width = e.lineWidth
        cap = e.lineCap
        join = e.lineJoin
        miterLimit = e.miterLimit
        dashPattern = e.lineDashPattern
        dashPhase = e.lineDashPhase
        start = min(max(e.strokeStart, 0), 1)
        end = min(max(e.strokeEnd, 0), 1)
    }
}

extension StrokeStyle {
    /// A whole-path stroke (no trimming) with the given line style: what `CGContext` strokes with.
    package init(
        width: CGFloat, cap: CAShapeLayerLineCap, join: CAShapeLayerLineJoin, miterLimit: CGFloat,
        dashPattern: [CGFloat]?, dashPhase: CGFloat
    ) {
        self.width = width
        self.cap = cap
        self.join = join
        self.miterLimit = miterLimit
        self.dashPattern = dashPattern
        self.dashPhase = dashPhase
        start = 0
        end = 1
    }
}
