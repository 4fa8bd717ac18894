internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// The sublayers the walk draws for `presented`, back to front: its visible sublayers, or, for a
    /// `CAReplicatorLayer`, every copy of them (R286) — copy by copy, each copy's sublayers at the
    /// replicator's time less the copy's delay, carrying the copy's transform and tint.
    func drawnSublayers(of presented: PresentedLayer) -> [PresentedLayer] {
        guard let replicator = presented.layer as? CAReplicatorLayer else {
            return orderedSublayers(of: presented.layer, localTime: presented.localTime)
        }
        var out: [PresentedLayer] = []
        for instance in replicator.instances(presented.properties) {
            for var child in orderedSublayers(of: replicator, localTime: presented.localTime - instance.timeShift) {
                child.replica = instance
                out.append(child)
            }
        }
        return out
    }

    /// Issues `mesh` with every vertex colour multiplied by `tint` (a replicator copy's colour,
    /// R286); a draw that would overwrite (no blending) blends when the tint makes it translucent.
    func renderTinted(_ mesh: Mesh, texture: OpaquePointer?, tint: ReplicatorInstance.Tint) {
        var tinted = mesh
        func scaled(_ c: UInt8, _ f: CGFloat) -> UInt8 { UInt8(max(0, min(255, (Double(c) * Double(f)).rounded()))) }
        for i in tinted.vertices.indices {
            let c = tinted.vertices[i].color
            tinted.vertices[i].color = SDL_Color(
                r: scaled(c.r, tint.red), g: scaled(c.g, tint.green), b: scaled(c.b, tint.blue),
                a: scaled(c.a, tint.alpha))
        }
        var restore: (() -> Void)?
        if tint.alpha < 1 {
            var mode = SDL_BLENDMODE_NONE
            if let texture {
                SDL_GetTextureBlendMode(texture, &mode)
                if mode == SDL_BLENDMODE_NONE {
                    SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
                    restore = { SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE) }
                }
            } else {
                SDL_GetRenderDrawBlendMode(sdlRenderer, &mode)
                if mode == SDL_BLENDMODE_NONE {
                    SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_BLEND)
                    restore = { self.setDrawBlend(opaque: true) }
                }
            }
        }
        let result = SDL_RenderGeometry(
            sdlRenderer, texture, tinted.vertices, Int32(tinted.vertices.count), tinted.indices,
            Int32(tinted.indices.count))
        if result != 0 { recordFailure("SDL_RenderGeometry") }
        restore?()
    }

    /// Copies `texture` to `destination` multiplied by the tint in force (R286), as `SDL_RenderCopy`.
    func copyTinted(_ texture: OpaquePointer, to destination: inout SDL_Rect) {
        if let tint {
            func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
            SDL_SetTextureColorMod(texture, byte(tint.red), byte(tint.green), byte(tint.blue))
            SDL_SetTextureAlphaMod(texture, byte(tint.alpha))
        }
        if SDL_RenderCopy(sdlRenderer, texture, nil, &destination) != 0 { recordFailure("SDL_RenderCopy") }
        if tint != nil {
            SDL_SetTextureColorMod(texture, 255, 255, 255)
            SDL_SetTextureAlphaMod(texture, 255)
        }
    }
}
