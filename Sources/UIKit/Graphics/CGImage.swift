import Foundation

/// A bitmap image: a file on disk (PNG or JPEG) or RGBA pixels in memory.
public final class CGImage: @unchecked Sendable, CustomStringConvertible {
    /// Where the pixels come from.
    public enum Source: Sendable {
        /// An encoded image file.
        case file(URL)
        /// Straight (non-premultiplied) RGBA bytes, row by row.
        case rgba(Data)
    }

    /// The pixel source.
    public let source: Source
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int

    /// An image of `width × height` straight-alpha RGBA pixels.
    public init(width: Int, height: Int, rgba: Data) {
        precondition(rgba.count == width * height * 4, "RGBA data must hold width × height × 4 bytes")
        source = .rgba(rgba)
        self.width = width
        self.height = height
    }

    /// An image file, or nil when the file is missing or not a PNG/JPEG whose size can be read.
    public init?(contentsOf url: URL) {
        guard let data = try? Data(contentsOf: url), let size = ImageHeader.pixelSize(of: data) else { return nil }
        source = .file(url)
        width = size.width
        height = size.height
    }

    public var description: String {
        switch source {
        case .file(let url): return "\(url.lastPathComponent) \(width)x\(height)"
        case .rgba: return "bitmap \(width)x\(height)"
        }
    }
}

/// Reads an image's pixel size from its header (PNG IHDR, JPEG SOF).
enum ImageHeader {
    static func pixelSize(of data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(65_536))
        func be16(_ i: Int) -> Int { Int(bytes[i]) << 8 | Int(bytes[i + 1]) }
        func be32(_ i: Int) -> Int { be16(i) << 16 | be16(i + 2) }
        if bytes.count >= 24, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (be32(16), be32(20))
        }
        if bytes.count > 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var i = 2
            while i + 9 < bytes.count {
                guard bytes[i] == 0xFF else { return nil }
                let marker = bytes[i + 1]
                let length = be16(i + 2)
                if (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC {
                    return (be16(i + 7), be16(i + 5))
                }
                i += 2 + length
            }
        }
        return nil
    }
}
