import Foundation

/// A texture's pixels kept on the CPU for filtered drawing (R201): premultiplied ARGB8888, with
/// its mipmap chain (each level the 2×2 box average of the one above) built as far down as a draw
/// needs it.
///
/// The levels are stored one after another in one array (`pixels`, each level at its `offset`), so
/// the sampler reads every level through one pointer (issue #16: a per-texel array access retained
/// its level's storage).
final class SampledImage {
    /// One level: its size and where its premultiplied pixels start in `pixels`, row by row.
    struct Level {
        var width: Int
        var height: Int
        var offset: Int
    }

    /// The levels built so far, level 0 first.
    private(set) var levels: [Level]
    /// Every built level's pixels, level after level.
    private(set) var pixels: [UInt32]
    /// How many levels the full chain down to 1×1 has.
    let levelCount: Int
    /// The straight-alpha pixels it was made from, for a composite blended on the CPU (`DirectBlend`).
    let straight: [UInt32]

    /// Wraps straight-alpha ARGB8888 pixels (`width × height`, row by row).
    init(straight source: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        var premultiplied = [UInt32](repeating: 0, count: width * height)
        for i in 0..<min(source.count, width * height) {
            let p = source[i]
            let a = p >> 24
            if a == 255 {
                premultiplied[i] = p
            } else if a > 0 {
                func scaled(_ shift: UInt32) -> UInt32 { ((p >> shift & 0xFF) * a + 127) / 255 }
                premultiplied[i] = a << 24 | scaled(16) << 16 | scaled(8) << 8 | scaled(0)
            }
        }
        pixels = premultiplied
        straight = Array(source.prefix(width * height))
        levels = [Level(width: width, height: height, offset: 0)]
        var count = 1
        var (w, h) = (width, height)
        while w > 1 || h > 1 {
            (w, h) = (max(1, w / 2), max(1, h / 2))
            count += 1
        }
        levelCount = count
    }

    var width: Int { levels[0].width }
    var height: Int { levels[0].height }

    /// Builds the levels down to `level` (at most the last, 1×1) if they are not built yet.
    func build(upTo level: Int) {
        while levels.count <= min(level, levelCount - 1) { appendLevel() }
    }

    /// Every level down to 1×1.
    func mipmapped() -> [Level] {
        build(upTo: levelCount - 1)
        return levels
    }

    /// The next level: each texel the rounded mean of a 2×2 block of the last (edges repeated).
    private func appendLevel() {
        let last = levels[levels.count - 1]
        let w = max(1, last.width / 2)
        let h = max(1, last.height / 2)
        let offset = pixels.count
        pixels.append(contentsOf: repeatElement(0, count: w * h))
        pixels.withUnsafeMutableBufferPointer { all in
            let src = UnsafePointer(all.baseAddress! + last.offset)
            let dst = all.baseAddress! + offset
            for y in 0..<h {
                let row0 = src + min(2 * y, last.height - 1) * last.width
                let row1 = src + min(2 * y + 1, last.height - 1) * last.width
                for x in 0..<w {
                    let x0 = min(2 * x, last.width - 1)
                    let x1 = min(2 * x + 1, last.width - 1)
                    dst[y * w + x] = Self.average(row0[x0], row0[x1], row1[x0], row1[x1])
                }
            }
        }
        levels.append(Level(width: w, height: h, offset: offset))
    }

    /// The four pixels' per-channel `(sum + 2) / 4`, two channels at a time in 16-bit lanes (a sum of
    /// four bytes is at most 1,020, so a lane never carries into the next).
    @inline(__always)
    static func average(_ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: UInt32) -> UInt32 {
        let mask: UInt32 = 0x00FF_00FF
        let low = (a & mask) &+ (b & mask) &+ (c & mask) &+ (d & mask) &+ 0x0002_0002
        let high = (a >> 8 & mask) &+ (b >> 8 & mask) &+ (c >> 8 & mask) &+ (d >> 8 & mask) &+ 0x0002_0002
        return (low >> 2 & mask) | (high >> 2 & mask) << 8
    }
}
