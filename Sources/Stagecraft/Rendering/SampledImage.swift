import Foundation

/// A texture's pixels kept on the CPU for filtered drawing (R201): premultiplied ARGB8888, with
/// its mipmap chain (each level the 2×2 box average of the one above) built on first use.
final class SampledImage {
    /// One level: its size and premultiplied pixels, row by row.
    struct Level {
        var width: Int
        var height: Int
        var pixels: [UInt32]
    }

    private(set) var levels: [Level]
    private var mipmapsBuilt = false

    /// Wraps straight-alpha ARGB8888 pixels (`width × height`, row by row).
    init(straight pixels: UnsafeBufferPointer<UInt32>, width: Int, height: Int) {
        var premultiplied = [UInt32](repeating: 0, count: width * height)
        for i in 0..<min(pixels.count, width * height) {
            let p = pixels[i]
            let a = p >> 24
            if a == 255 {
                premultiplied[i] = p
            } else if a > 0 {
                func scaled(_ shift: UInt32) -> UInt32 { ((p >> shift & 0xFF) * a + 127) / 255 }
                premultiplied[i] = a << 24 | scaled(16) << 16 | scaled(8) << 8 | scaled(0)
            }
        }
        levels = [Level(width: width, height: height, pixels: premultiplied)]
    }

    var width: Int { levels[0].width }
    var height: Int { levels[0].height }

    /// Every level down to 1×1 (built once).
    func mipmapped() -> [Level] {
        guard !mipmapsBuilt else { return levels }
        mipmapsBuilt = true
        while let last = levels.last, last.width > 1 || last.height > 1 {
            let w = max(1, last.width / 2)
            let h = max(1, last.height / 2)
            var next = [UInt32](repeating: 0, count: w * h)
            last.pixels.withUnsafeBufferPointer { src in
                for y in 0..<h {
                    let y0 = min(2 * y, last.height - 1)
                    let y1 = min(2 * y + 1, last.height - 1)
                    for x in 0..<w {
                        let x0 = min(2 * x, last.width - 1)
                        let x1 = min(2 * x + 1, last.width - 1)
                        let q = (
                            src[y0 * last.width + x0], src[y0 * last.width + x1], src[y1 * last.width + x0],
                            src[y1 * last.width + x1]
                        )
                        var out: UInt32 = 0
                        for shift: UInt32 in [0, 8, 16, 24] {
                            let sum =
                                (q.0 >> shift & 0xFF) + (q.1 >> shift & 0xFF) + (q.2 >> shift & 0xFF)
                                + (q.3 >> shift & 0xFF)
                            out |= ((sum + 2) / 4) << shift
                        }
                        next[y * w + x] = out
                    }
                }
            }
            levels.append(Level(width: w, height: h, pixels: next))
        }
        return levels
    }
}
