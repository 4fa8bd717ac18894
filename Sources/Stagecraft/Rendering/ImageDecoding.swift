internal import CSDL2
import Foundation
import UIKit

/// Gives UIKit's `CGContext` the pixels of image files (R190): UIKit reads only their headers, so
/// the renderer installs SDL_image as `CGImage.fileDecoder` (straight RGBA, top row first).
enum ImageDecoding {
    static func install() {
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
}
