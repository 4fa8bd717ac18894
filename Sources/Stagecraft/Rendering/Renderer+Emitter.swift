internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// Draws an emitter layer's live particles (R288) in its plane: each cell's image centred on the
    /// particle, scaled, turned and multiplied by its colour; `.additive` adds them to what is
    /// below. A cell without a `CGImage` draws nothing, as on iOS.
    func drawParticles(of emitter: CAEmitterLayer, map: Homography, alpha: CGFloat) {
        let particles = emitter.particles(atLocalTime: localTimeBeingDrawn)
        guard !particles.isEmpty else { return }
        var images: [ObjectIdentifier: (CGImage, CGRect, CGFloat)] = [:]
        for cell in emitter.emitterCells ?? [] {
            guard let image = cell.contents as? CGImage else { continue }
            images[ObjectIdentifier(cell)] = (image, cell.contentsRect, max(cell.contentsScale, 0.01))
        }
        // Cells no longer listed still draw the particles they emitted: their images are found
        // through the history of the lists.
        for entry in emitter.cellsHistory {
            for cell in entry.cells where images[ObjectIdentifier(cell)] == nil {
                if let image = cell.contents as? CGImage {
                    images[ObjectIdentifier(cell)] = (image, cell.contentsRect, max(cell.contentsScale, 0.01))
                }
            }
        }
        let additive = emitter.renderMode == .additive
        for particle in particles {
            guard let (image, unitRect, scale) = images[particle.cell], particle.alpha > 0, particle.scale > 0,
                let texture = textures.texture(for: image)
            else { continue }
            statistics.textureUploads += textures.takeUploads()
            // The part of the image drawn, in points of the image (contentsRect is in unit coordinates).
            let size = CGSize(width: CGFloat(image.width) / scale, height: CGFloat(image.height) / scale)
            let part = CGRect(
                x: unitRect.minX * size.width, y: unitRect.minY * size.height, width: unitRect.width * size.width,
                height: unitRect.height * size.height)
            guard part.width > 0, part.height > 0 else { continue }
            let whole = CGRect(origin: .zero, size: size)
            // Image space → centred on the part → scaled and turned → at the particle.
            let place = CATransform3DMakeTranslation(-part.midX, -part.midY, 0)
                .concatenating(CATransform3DMakeScale(particle.scale, particle.scale, 1))
                .concatenating(CATransform3DMakeRotation(particle.rotation, 0, 0, 1))
                .concatenating(CATransform3DMakeTranslation(particle.position.x, particle.position.y, 0))
            let particleMap = Homography(place).concatenating(map)
            let color = RGBA8(
                CGColor(red: particle.red, green: particle.green, blue: particle.blue, alpha: particle.alpha),
                alpha: alpha)
            guard let mesh = Mesh.rect(part, map: particleMap, color: color, uv: uvMap(whole, texture: texture.texture))
            else { continue }
            SDL_SetTextureBlendMode(texture.texture, additive ? SDL_BLENDMODE_ADD : SDL_BLENDMODE_BLEND)
            render(mesh, texture: texture.texture)
            SDL_SetTextureBlendMode(texture.texture, SDL_BLENDMODE_BLEND)
        }
    }
}
