internal import CSDL2
import Foundation

/// Reusable textures for offscreen passes, by size and access. Textures used in a frame are kept
/// for the next one; those left unused for a whole frame are destroyed, so animations whose
/// offscreen sizes change every frame do not pile textures up.
@MainActor
final class TexturePool {
    private struct Key: Hashable {
        var width: Int
        var height: Int
        var access: Int32
    }

    private let sdlRenderer: OpaquePointer
    private var free: [Key: [OpaquePointer]] = [:]
    private var used: [Key: [OpaquePointer]] = [:]

    init(sdlRenderer: OpaquePointer) { self.sdlRenderer = sdlRenderer }

    /// A render-target texture of the given size (contents undefined).
    func target(width: Int, height: Int) -> OpaquePointer? {
        acquire(Key(width: width, height: height, access: Int32(SDL_TEXTUREACCESS_TARGET.rawValue)))
    }

    /// A static texture of the given size, for uploading pixels (contents undefined).
    func upload(width: Int, height: Int) -> OpaquePointer? {
        acquire(Key(width: width, height: height, access: Int32(SDL_TEXTUREACCESS_STATIC.rawValue)))
    }

    private func acquire(_ key: Key) -> OpaquePointer? {
        let texture: OpaquePointer
        if let reused = free[key]?.popLast() {
            texture = reused
        } else {
            guard
                let created = SDL_CreateTexture(
                    sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, key.access, Int32(key.width), Int32(key.height))
            else { return nil }
            texture = created
        }
        used[key, default: []].append(texture)
        return texture
    }

    /// Ends a frame: destroys textures unused in it and frees this frame's for the next.
    func endFrame() {
        for list in free.values { list.forEach { SDL_DestroyTexture($0) } }
        free = used
        used = [:]
    }

    /// Destroys every texture.
    func removeAll() {
        endFrame()
        endFrame()
    }
}
