internal import CSDL2
import Foundation
import UIKit

extension Renderer {
    /// R225: the content of a vibrancy effect view, composited as one group at full opacity (a
    /// pass over its box on the target), then drawn with every pixel's colour replaced by the
    /// vibrancy colour and its coverage scaled by that colour's alpha and the layer's opacity.
    func drawVibrant(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double, tint: CGColor
    ) {
        guard let pass = passes.last else { return }
        var box = CGRect(x: 0, y: 0, width: pass.width, height: pass.height)
        if let extent = subtreeExtent(layer, p, children: children, map: map) {
            box = box.intersection(extent.insetBy(dx: -2, dy: -2))
        }
        if let clip = pass.clip {
            box = box.intersection(CGRect(x: Int(clip.x), y: Int(clip.y), width: Int(clip.w), height: Int(clip.h)))
        }
        guard !box.isNull, box.width >= 1, box.height >= 1 else { return }
        let x0 = Int(box.minX.rounded(.down))
        let y0 = Int(box.minY.rounded(.down))
        let width = Int(box.maxX.rounded(.up)) - x0
        let height = Int(box.maxY.rounded(.up)) - y0
        let shifted = map.concatenating(.translation(-Double(x0), -Double(y0)))
        guard beginPass(width: width, height: height) else { return }
        passes[passes.count - 1].originInOuter = (x0, y0)
        drawDirectly(layer, p, children: children, map: shifted, alpha: 1, facing: facing, roundBackground: true)
        guard finishPass() != nil else { return }
        let colour = RGBA8(tint)
        let rgb = UInt32(colour.r) << 16 | UInt32(colour.g) << 8 | UInt32(colour.b)
        let count = width * height
        readback.withUnsafeMutableBufferPointer { pixels in
            for i in 0..<count {
                let a = pixels[i] >> 24
                pixels[i] = a == 0 ? 0 : a << 24 | rgb
            }
        }
        guard let texture = pool.upload(width: width, height: height),
            SDL_UpdateTexture(texture, nil, readback, Int32(width * 4)) == 0
        else {
            recordFailure("SDL_UpdateTexture")
            return
        }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        let rect = CGRect(x: x0, y: y0, width: width, height: height)
        drawShape(
            rect, radius: 0, map: .identity, color: .white(alpha: alpha * tint.alpha), texture: texture, uvRect: rect,
            textureIsOpaque: false)
    }
}
