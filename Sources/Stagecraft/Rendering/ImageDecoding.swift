internal import CSDL2
import Foundation
import UIKit

/// Gives UIKit's `CGContext` the pixels of image files (R190): UIKit reads only their headers, so
/// the renderer installs SDL_image as `CGImage.fileDecoder` (straight RGBA, top row first); and
/// glyphs for `CALayer.render(in:)` (R194) from its font library.
enum ImageDecoding {
    /// Installs the decoders (once), with `fonts` for text.
    static func install(fonts: FontLibrary) {
        if CALayer.glyphRasterizer == nil {
            nonisolated(unsafe) let library = fonts
            CALayer.glyphRasterizer = { text, pixelSize, bold in
                MainActor.assumeIsolated {
                    guard
                        let font = library.font(
                            for: bold ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17), pixelSize: pixelSize),
                        let surface = TTF_RenderUTF8_Blended(font, text, SDL_Color(r: 255, g: 255, b: 255, a: 255))
                    else { return nil }
                    defer { SDL_FreeSurface(surface) }
                    guard let rgba = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else {
                        return nil
                    }
                    defer { SDL_FreeSurface(rgba) }
                    let width = Int(rgba.pointee.w)
                    let height = Int(rgba.pointee.h)
                    let pitch = Int(rgba.pointee.pitch)
                    guard let pixels = rgba.pointee.pixels?.assumingMemoryBound(to: UInt8.self) else { return nil }
                    var alpha = [UInt8](repeating: 0, count: width * height)
                    for y in 0..<height {
                        for x in 0..<width { alpha[y * width + x] = pixels[y * pitch + x * 4 + 3] }
                    }
                    return (width, height, alpha)
                }
            }
        }
        installFiles()
    }

    private static func installFiles() {
        if UIImage.jpegEncoder == nil { UIImage.jpegEncoder = encodeJPEG }
        guard CGImage.fileDecoder == nil else { return }
        CGImage.fileDecoder = { url in
            guard let loaded = IMG_Load(url.path) else { return nil }
            defer { SDL_FreeSurface(loaded) }
            guard let rgba = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_RGBA32.rawValue, 0) else { return nil }
            defer { SDL_FreeSurface(rgba) }
            let width = Int(rgba.pointee.w)
            let height = Int(rgba.pointee.h)
            let pitch = Int(rgba.pointee.pitch)
            guard let pixels = rgba.pointee.pixels else { return nil }
            var data = Data(count: width * height * 4)
            data.withUnsafeMutableBytes { out in
                for y in 0..<height {
                    memcpy(out.baseAddress! + y * width * 4, pixels + y * pitch, width * 4)
                }
            }
            return data
        }
    }

    /// `UIImage.jpegData(compressionQuality:)` through SDL_image: the pixels as a surface, saved
    /// into memory at the quality (0…1 → 0…100).
    private static func encodeJPEG(width: Int, height: Int, rgba: Data, quality: Double) -> Data? {
        var pixels = rgba
        return pixels.withUnsafeMutableBytes { bytes -> Data? in
            guard
                let surface = SDL_CreateRGBSurfaceWithFormatFrom(
                    bytes.baseAddress, Int32(width), Int32(height), 32, Int32(width * 4),
                    SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(surface) }
            // A JPEG never needs more than the raw pixels and its headers.
            let capacity = width * height * 4 + 65_536
            var out = Data(count: capacity)
            let written = out.withUnsafeMutableBytes { buffer -> Int in
                guard let stream = SDL_RWFromMem(buffer.baseAddress, Int32(capacity)) else { return -1 }
                defer { SDL_RWclose(stream) }
                guard IMG_SaveJPG_RW(surface, stream, 0, Int32((quality * 100).rounded())) == 0 else { return -1 }
                return Int(SDL_RWtell(stream))
            }
            guard written > 0 else { return nil }
            return out.prefix(written)
        }
    }
}
