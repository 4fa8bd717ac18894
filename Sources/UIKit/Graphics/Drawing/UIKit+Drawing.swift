import Foundation

// UIKit's drawing conveniences over the current context (R191).

extension UIColor {
    /// Sets the current context's fill and stroke colours.
    public func set() {
        setFill()
        setStroke()
    }

    /// Sets the current context's fill colour.
    public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(cgColor) }

    /// Sets the current context's stroke colour.
    public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor) }
}

extension UIBezierPath {
    /// Fills the path in the current context with its fill colour (by `usesEvenOddFillRule`).
    public func fill() { fill(with: .normal, alpha: 1) }

    /// Fills the path with a blend mode and alpha (the context's state is left as it was).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.beginPath()
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path in the current context with its line width, cap, join, miter limit and dash.
    public func stroke() { stroke(with: .normal, alpha: 1) }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        applyLineStyle(to: context)
        context.beginPath()
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    func applyLineStyle(to context: CGContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDashPhase, lengths: lineDashPattern)
    }
}

extension UIImage {
    /// Draws the image scaled into `rect` of the current context, the right way up.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: .normal, alpha: 1) }

    /// Draws the image at its point size with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image into `rect` with a blend mode and alpha. UIKit flips the image so its top
    /// row is at the top of `rect` in the y-down context (`CGContext.draw` alone would not).
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext(), let cgImage else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.translateBy(x: rect.minX, y: rect.maxY)
        context.scaleBy(x: 1, y: -1)
        context.draw(cgImage, in: CGRect(origin: .zero, size: rect.size))
        context.restoreGState()
    }

    /// The image as JPEG data at `compressionQuality` (0 smallest … 1 best), through the encoder
    /// the host installs (`jpegEncoder`); nil when there is no bitmap or no encoder.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        guard let cgImage, let rgba = cgImage.rgbaBytes, let encoder = UIImage.jpegEncoder else { return nil }
        return encoder(cgImage.width, cgImage.height, rgba, Double(min(max(compressionQuality, 0), 1)))
    }

    /// Encodes straight RGBA pixels (top row first) as JPEG at a quality of 0…1; installed by the
    /// host (UIKit has no JPEG encoder of its own).
    nonisolated(unsafe) package static var jpegEncoder: ((Int, Int, Data, Double) -> Data?)?

    /// The image as PNG data (8-bit RGBA), or nil for a file image no decoder can read.
    public func pngData() -> Data? {
        guard let cgImage, let rgba = cgImage.rgbaBytes else { return nil }
        return PNGEncoder.encode(width: cgImage.width, height: cgImage.height, rgba: rgba)
    }
}

/// Writes PNG files: 8-bit RGBA, zlib stream of stored (uncompressed) deflate blocks — valid for
/// every PNG reader, larger than a compressed file.
enum PNGEncoder {
    static func encode(width: Int, height: Int, rgba: Data) -> Data {
        var raw = [UInt8]()
        raw.reserveCapacity(height * (width * 4 + 1))
        rgba.withUnsafeBytes { bytes in
            for y in 0..<height {
                raw.append(0)
                raw.append(contentsOf: bytes[(y * width * 4)..<((y + 1) * width * 4)])
            }
        }
        var zlib: [UInt8] = [0x78, 0x01]
        var offset = 0
        repeat {
            let n = min(65_535, raw.count - offset)
            zlib.append(offset + n == raw.count ? 1 : 0)
            zlib += [UInt8(n & 0xFF), UInt8(n >> 8), UInt8(~n & 0xFF), UInt8((~n >> 8) & 0xFF)]
            zlib += raw[offset..<(offset + n)]
            offset += n
        } while offset < raw.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in raw {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        zlib += be32(b << 16 | a)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        png += chunk("IHDR", be32(UInt32(width)) + be32(UInt32(height)) + [8, 6, 0, 0, 0])
        png += chunk("IDAT", zlib)
        png += chunk("IEND", [])
        return Data(png)
    }

    private static func be32(_ v: UInt32) -> [UInt8] {
        [UInt8(v >> 24), UInt8((v >> 16) & 0xFF), UInt8((v >> 8) & 0xFF), UInt8(v & 0xFF)]
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return be32(UInt32(data.count)) + body + be32(crc32(body))
    }

    private static let crcTable: [UInt32] = (0..<256).map { n in
        var c = UInt32(n)
        for _ in 0..<8 { c = c & 1 != 0 ? 0xEDB8_8320 ^ (c >> 1) : c >> 1 }
        return c
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var c: UInt32 = 0xFFFF_FFFF
        for b in bytes { c = crcTable[Int((c ^ UInt32(b)) & 0xFF)] ^ (c >> 8) }
        return c ^ 0xFFFF_FFFF
    }
}
