import Foundation

/// One photo of the simulated library (R331): its identifier, file name, pixel size, kind, and
/// the function giving each pixel's colour, from which its image is made the first time it is asked for.
package struct SimulatedPhoto: Sendable {
    /// What else the photo is besides an image (PHPicker's filters read it).
    package enum Subtype: Sendable {
        case none
        case screenshot
        case panorama
    }

    /// The local identifier, in Photos' form (`UUID/L0/001`).
    package let localIdentifier: String
    /// The file name without extension, as the camera names them (`IMG_0001`).
    package let name: String
    package let pixelWidth: Int
    package let pixelHeight: Int
    package let subtype: Subtype
    /// The colour of pixel (x, y) as 0…255 red, green, blue.
    let paint: @Sendable (_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> (UInt8, UInt8, UInt8)

    /// The photo's image (made once, then kept by the library).
    package var image: UIImage { SimulatedPhotoLibrary.image(of: self) }

    /// The image's pixels drawn now.
    func render() -> UIImage {
        var bytes = [UInt8](repeating: 255, count: pixelWidth * pixelHeight * 4)
        for y in 0..<pixelHeight {
            for x in 0..<pixelWidth {
                let (r, g, b) = paint(x, y, pixelWidth, pixelHeight)
                let i = (y * pixelWidth + x) * 4
                bytes[i] = r
                bytes[i + 1] = g
                bytes[i + 2] = b
            }
        }
        return UIImage(cgImage: CGImage(width: pixelWidth, height: pixelHeight, rgba: Data(bytes)))
    }
}
