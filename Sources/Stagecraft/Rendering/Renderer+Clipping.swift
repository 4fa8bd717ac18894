internal import CSDL2
import Foundation
import UIKit

/// The clip stack of the current pass (SDL forgets the clip when the target changes).
extension Renderer {
    func applyClip(_ clip: SDL_Rect?) {
        if var clip {
            SDL_RenderSetClipRect(sdlRenderer, &clip)
        } else {
            SDL_RenderSetClipRect(sdlRenderer, nil)
        }
    }

    /// Narrows the current pass's clip to `rect` (target pixels, rounded to whole pixels).
    func pushClip(_ rect: CGRect) {
        guard var pass = passes.last else { return }
        clipStack.append(pass.clip)
        let x0 = Int32(rect.minX.rounded())
        let y0 = Int32(rect.minY.rounded())
        let x1 = Int32(rect.maxX.rounded())
        let y1 = Int32(rect.maxY.rounded())
        var r = SDL_Rect(x: x0, y: y0, w: max(0, x1 - x0), h: max(0, y1 - y0))
        if let current = pass.clip {
            let ix0 = max(r.x, current.x)
            let iy0 = max(r.y, current.y)
            let ix1 = min(r.x + r.w, current.x + current.w)
            let iy1 = min(r.y + r.h, current.y + current.h)
            r = SDL_Rect(x: ix0, y: iy0, w: max(0, ix1 - ix0), h: max(0, iy1 - iy0))
        }
        // SDL treats an empty clip rectangle as "no clipping"; clip to a far-away pixel instead.
        if r.w == 0 || r.h == 0 { r = SDL_Rect(x: -10, y: -10, w: 1, h: 1) }
        pass.clip = r
        passes[passes.count - 1] = pass
        applyClip(r)
    }

    /// Runs `body` with drawing clipped to `rect` (target pixels), then restores the caller's clip.
    /// `drawLayerTree` inside `body` takes it as its outermost clip.
    func withClip(_ rect: CGRect, _ body: () -> Void) {
        var saved: SDL_Rect?
        if SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE {
            var r = SDL_Rect()
            SDL_RenderGetClipRect(sdlRenderer, &r)
            saved = r
        }
        var clip = SDL_Rect(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()), w: Int32(rect.width.rounded()),
            h: Int32(rect.height.rounded()))
        SDL_RenderSetClipRect(sdlRenderer, &clip)
        body()
        applyClip(saved)
    }

    /// Restores the clip in force before the matching `pushClip`.
    func popClip() {
        guard !passes.isEmpty, let previous = clipStack.popLast() else { return }
        passes[passes.count - 1].clip = previous
        applyClip(previous)
    }
}
