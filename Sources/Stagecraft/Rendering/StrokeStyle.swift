import Foundation
import UIKit

/// How a shape layer's path is stroked: what `PathStroker` needs, and part of a stroke texture's
/// cache key.
struct StrokeStyle: Hashable {
    var width: CGFloat
    var cap: CAShapeLayerLineCap
    var join: CAShapeLayerLineJoin
    var miterLimit: CGFloat
    var dashPattern: [CGFloat]?
    var dashPhase: CGFloat
    /// The part of the path's length stroked, as fractions (`strokeStart`, `strokeEnd`), clamped.
    var start: CGFloat
    var end: CGFloat

    init(_ e: LayerEffects) {
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
