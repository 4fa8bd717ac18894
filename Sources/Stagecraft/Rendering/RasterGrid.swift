import Foundation

/// Where an effect texture lies in its layer's plane: texel (i, j) covers the layer-space square
/// at ((originX + i) / scale, (originY + j) / scale), `1 / scale` points wide. Part of every effect
/// texture's cache key, so a texture is reused exactly where it was rasterised.
struct RasterGrid: Hashable {
    var originX: Int
    var originY: Int
    var width: Int
    var height: Int
    /// Texels per point, in 64ths (quantised so small scale changes keep hitting the cache).
    var scale64: Int

    /// The largest side of an effect texture, in texels.
    static let maxSide = 4096

    var scale: CGFloat { CGFloat(scale64) / 64 }

    /// The grid's extent in the layer's plane.
    var rect: CGRect {
        CGRect(
            x: CGFloat(originX) / scale, y: CGFloat(originY) / scale, width: CGFloat(width) / scale,
            height: CGFloat(height) / scale)
    }

    /// A grid of `width × height` texels from texel (`originX`, `originY`) at `scale64` / 64 texels per point.
    init(originX: Int, originY: Int, width: Int, height: Int, scale64: Int) {
        self.originX = originX
        self.originY = originY
        self.width = width
        self.height = height
        self.scale64 = scale64
    }

    /// The grid covering `rect` (layer units) at about `scale` texels per point, grown to whole
    /// texels, shrunk in scale if a side would pass `maxSide`; nil for an empty or unbounded rect.
    init?(covering rect: CGRect, scale: CGFloat) {
        guard !rect.isNull, !rect.isInfinite, rect.width > 0, rect.height > 0, scale > 0 else { return nil }
        let fit = min(
            1, CGFloat(Self.maxSide - 2) / (rect.width * scale), CGFloat(Self.maxSide - 2) / (rect.height * scale))
        let quantised = max(1, Int((scale * fit * 64).rounded(.down)))
        let s = CGFloat(quantised) / 64
        let x0 = (rect.minX * s).rounded(.down)
        let y0 = (rect.minY * s).rounded(.down)
        let x1 = (rect.maxX * s).rounded(.up)
        let y1 = (rect.maxY * s).rounded(.up)
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite else { return nil }
        originX = Int(x0)
        originY = Int(y0)
        width = max(1, min(Self.maxSide, Int(x1 - x0)))
        height = max(1, min(Self.maxSide, Int(y1 - y0)))
        scale64 = quantised
    }

    /// Maps a layer-space point to texel coordinates.
    func texel(_ p: CGPoint) -> CGPoint {
        CGPoint(x: p.x * scale - CGFloat(originX), y: p.y * scale - CGFloat(originY))
    }
}
