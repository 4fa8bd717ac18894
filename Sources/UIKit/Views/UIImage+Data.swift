import Foundation

extension UIImage {
    /// An image from PNG or JPEG data at scale 1; nil when the data is neither (R333).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// An image from PNG or JPEG data at `scale`; nil when the data is neither. The bytes are
    /// kept in a temporary file named by their content (CGImage reads image files through the
    /// host's decoder), so the same data gives the same file.
    public convenience init?(data: Data, scale: CGFloat) {
        guard let size = ImageHeader.pixelSize(of: data), size.width > 0, size.height > 0 else { return nil }
        let isPNG = data.first == 0x89
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a, 64-bit
        for byte in data {
            hash ^= UInt64(byte)
            hash = hash &* 0x100_0000_01b3
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stagecraft-image-data", isDirectory: true)
        let file = folder.appendingPathComponent(
            String(format: "%016llx-%d.%@", hash, data.count, isPNG ? "png" : "jpg"))
        if !FileManager.default.fileExists(atPath: file.path) {
            do {
                try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
                try data.write(to: file, options: .atomic)
            } catch {
                return nil
            }
        }
        guard let image = CGImage(contentsOf: file) else { return nil }
        self.init(cgImage: image, scale: scale)
    }
}
