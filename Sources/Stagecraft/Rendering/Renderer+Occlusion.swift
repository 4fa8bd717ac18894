internal import CSDL2
import Foundation

/// Occlusion culling (issue #16, "draw less"): the draw calls of a frame's outermost target are
/// held back until the frame ends, and a call whose every pixel a later opaque fill overwrites
/// is dropped: it could not change a pixel of the frame.
///
/// The test is exact, not a guess from layer geometry: a held call knows the pixels it can touch
/// (its vertices' bounding box widened by two pixels, within its clip and the target), and an
/// opaque fill knows the pixels it overwrites — SDL 2's software renderer fills the rectangle
/// whose origin and size are truncated to integers, at least one pixel wide
/// (`SW_QueueFillRects`), within the clip. A call is dropped when the union of the fills issued
/// after it covers its box. Held calls keep the blend modes and clip they were issued with and
/// are issued in their order, so the pixels are those drawing them at once gives
/// (`OcclusionCullingTests` compares every gallery scene's frames both ways).
///
/// Reading the target (an effect view's backdrop) issues the held calls first, culled only by
/// fills before the read. Offscreen passes draw at once, into their own textures: a held call
/// never reads one (it reads the static texture a pass is uploaded to, a fresh one per pass
/// within a frame: `TexturePool`). Only on the software renderer at scale 1 with its viewport at
/// the origin, whose fills the prediction describes (OpenGL fills pixels by their centres).
extension Renderer {
    /// Whether draw calls hidden by later opaque fills are dropped (always, but for the test and
    /// the benchmark that compare frames drawn both ways).
    package static var cullsOccludedDraws = true

    /// A rectangle of whole pixels, half open: x0 ≤ x < x1, y0 ≤ y < y1.
    nonisolated struct PixelBox: Equatable {
        var x0: Int32
        var y0: Int32
        var x1: Int32
        var y1: Int32

        static let empty = PixelBox(x0: 0, y0: 0, x1: 0, y1: 0)

        init(x0: Int32, y0: Int32, x1: Int32, y1: Int32) {
            (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
        }

        init(_ r: SDL_Rect) { self.init(x0: r.x, y0: r.y, x1: r.x &+ r.w, y1: r.y &+ r.h) }

        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        var area: Int { isEmpty ? 0 : Int(x1 - x0) * Int(y1 - y0) }

        func intersection(_ o: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }

        func contains(_ o: PixelBox) -> Bool { o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1 }

        /// The parts of `self` outside `o` (at most four boxes), appended to `out`.
        func subtracting(_ o: PixelBox, into out: inout [PixelBox]) {
            let i = intersection(o)
            guard !i.isEmpty else {
                out.append(self)
                return
            }
            if i.y0 > y0 { out.append(PixelBox(x0: x0, y0: y0, x1: x1, y1: i.y0)) }
            if i.y1 < y1 { out.append(PixelBox(x0: x0, y0: i.y1, x1: x1, y1: y1)) }
            if i.x0 > x0 { out.append(PixelBox(x0: x0, y0: i.y0, x1: i.x0, y1: i.y1)) }
            if i.x1 < x1 { out.append(PixelBox(x0: i.x1, y0: i.y0, x1: x1, y1: i.y1)) }
        }

        /// The pixels SDL 2's software renderer fills for `rect` (`SW_QueueFillRects`: origin and
        /// size truncated toward zero, the size at least 1).
        static func filled(by rect: SDL_FRect) -> PixelBox {
            let x = Int32(rect.x)
            let y = Int32(rect.y)
            return PixelBox(x0: x, y0: y, x1: x &+ max(Int32(rect.w), 1), y1: y &+ max(Int32(rect.h), 1))
        }
    }

    /// One held draw call with the state it was issued in.
    struct HeldDraw {
        enum Call {
            case geometry(Mesh, texture: OpaquePointer?)
            /// `fillOpaque`'s rectangle and colour.
            case opaqueFill(SDL_FRect, SDL_Color)
            case copy(OpaquePointer, SDL_Rect)
            /// `blendCompositeDirectly`'s pixels, place and alpha.
            case blend(DirectBlend)
        }
        var call: Call
        var drawBlend: SDL_BlendMode
        var textureBlend: SDL_BlendMode
        var clip: SDL_Rect?
        /// Every pixel the call can change (within its clip and the target); empty: none.
        var box: PixelBox
        /// For an opaque fill: the pixels it overwrites.
        var covers: PixelBox?
    }

    /// Whether a call issued now is held: culling is on for this frame and drawing goes into the
    /// frame's outermost target.
    var holdsDraws: Bool { cullsThisFrame && passes.count == 1 }

    /// The target and clip of the outermost pass, as a box (the clip is what SDL keeps).
    private func outerBox(clip: SDL_Rect?) -> PixelBox {
        guard let pass = passes.first else { return .empty }
        var box = PixelBox(x0: 0, y0: 0, x1: Int32(pass.width), y1: Int32(pass.height))
        if let clip { box = box.intersection(PixelBox(clip)) }
        return box
    }

    private func hold(_ call: HeldDraw.Call, texture: OpaquePointer?, box: PixelBox, covers: PixelBox? = nil) {
        var drawBlend = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(sdlRenderer, &drawBlend)
        var textureBlend = SDL_BLENDMODE_NONE
        if let texture { SDL_GetTextureBlendMode(texture, &textureBlend) }
        let clip = passes.first?.clip
        let bounds = outerBox(clip: clip)
        heldDraws.append(
            HeldDraw(
                call: call, drawBlend: drawBlend, textureBlend: textureBlend, clip: clip,
                box: box.intersection(bounds), covers: covers.map { $0.intersection(bounds) }))
    }

    /// Holds a geometry call; its box is its vertices' bounding box, two pixels wider all round.
    func holdGeometry(_ mesh: Mesh, texture: OpaquePointer?) {
        var minX = Float.infinity
        var minY = Float.infinity
        var maxX = -Float.infinity
        var maxY = -Float.infinity
        for v in mesh.vertices {
            minX = min(minX, v.position.x)
            minY = min(minY, v.position.y)
            maxX = max(maxX, v.position.x)
            maxY = max(maxY, v.position.y)
        }
        let limit: Float = 268_435_456  // 2^28: far past any target, well inside Int32
        let box: PixelBox
        if minX.isFinite, minY.isFinite, maxX.isFinite, maxY.isFinite, abs(minX) < limit, abs(minY) < limit,
            abs(maxX) < limit, abs(maxY) < limit
        {
            box = PixelBox(
                x0: Int32(minX.rounded(.down)) - 2, y0: Int32(minY.rounded(.down)) - 2,
                x1: Int32(maxX.rounded(.up)) + 2, y1: Int32(maxY.rounded(.up)) + 2)
        } else {
            // Far off the target or not a number: SDL may still clamp it onto the target.
            box = PixelBox(x0: Int32.min / 2, y0: Int32.min / 2, x1: Int32.max / 2, y1: Int32.max / 2)
        }
        hold(.geometry(mesh, texture: texture), texture: texture, box: box)
    }

    /// Holds `fillOpaque`'s fill, which also covers what it fills.
    func holdOpaqueFill(_ rect: SDL_FRect, color: SDL_Color) {
        let limit: Float = 268_435_456  // 2^28, as for geometry: `PixelBox` truncates to Int32
        guard [rect.x, rect.y, rect.w, rect.h].allSatisfy({ $0.isFinite && abs($0) < limit }) else {
            // Far off the target or not a number: SDL may still clamp it onto the target, so it
            // stays (and hides nothing).
            let everything = PixelBox(x0: Int32.min / 2, y0: Int32.min / 2, x1: Int32.max / 2, y1: Int32.max / 2)
            return hold(.opaqueFill(rect, color), texture: nil, box: everything)
        }
        let filled = PixelBox.filled(by: rect)
        hold(.opaqueFill(rect, color), texture: nil, box: filled, covers: filled)
    }

    /// Holds a copy of `texture` to `destination` (unscaled: the sampled draws).
    func holdCopy(_ texture: OpaquePointer, to destination: SDL_Rect) {
        hold(.copy(texture, destination), texture: texture, box: PixelBox(destination))
    }

    /// Holds a composite blended on the CPU.
    func holdDirectBlend(_ blend: DirectBlend) {
        let box = PixelBox(blend.destination)
        hold(.blend(blend), texture: nil, box: box, covers: blend.isOpaque ? box : nil)
    }

    /// Issues the held calls not covered by later fills, in order, and forgets them; the outer
    /// pass's clip is in force afterwards. Call with the outermost target current.
    func issueHeldDraws() {
        guard !heldDraws.isEmpty else { return }
        var keep = [Bool](repeating: true, count: heldDraws.count)
        // What later opaque draws leave of a blend done here (nil: all of it): it blends only that.
        var visible = [[PixelBox]?](repeating: nil, count: heldDraws.count)
        var occluders: [PixelBox] = []
        var pieces: [PixelBox] = []
        var next: [PixelBox] = []
        for i in heldDraws.indices.reversed() {
            let draw = heldDraws[i]
            if draw.box.isEmpty || Self.isCovered(draw.box, by: occluders, &pieces, &next) {
                keep[i] = false
                statistics.occludedDraws += 1
                continue
            }
            if case .blend = draw.call, !occluders.isEmpty {
                visible[i] = Self.uncovered(draw.box, by: occluders, &pieces, &next)
            }
            if let covers = draw.covers, covers.area >= 64 { occluders.append(covers) }
        }
        var clip: SDL_Rect?? = .none
        for (i, draw) in heldDraws.enumerated() where keep[i] {
            // (No closure here: one formed on the main actor checks the executor at each call.)
            let changed: Bool
            if case .some(let current) = clip { changed = !Self.same(current, draw.clip) } else { changed = true }
            if changed {
                applyClip(draw.clip)
                clip = .some(draw.clip)
            }
            if case .blend(let blend) = draw.call {
                issueDirectBlend(blend, visible: visible[i])
            } else {
                issue(draw)
            }
        }
        heldDraws.removeAll(keepingCapacity: true)
        applyClip(passes.first?.clip)
    }

    nonisolated private static func same(_ a: SDL_Rect?, _ b: SDL_Rect?) -> Bool {
        switch (a, b) {
        case (nil, nil): return true
        case (let a?, let b?): return a.x == b.x && a.y == b.y && a.w == b.w && a.h == b.h
        default: return false
        }
    }

    /// Whether the union of `occluders` covers `box` (false when the pieces left multiply past a
    /// few dozen: then it is drawn, which is always right).
    ///
    /// Nonisolated, with plain loops: it runs for every held call against every occluder, and a
    /// closure formed on the main actor (`contains(where:)`) checks the executor at each call,
    /// which was most of this function's cost (a quarter of a 1,000-view frame).
    nonisolated static func isCovered(
        _ box: PixelBox, by occluders: [PixelBox], _ pieces: inout [PixelBox], _ next: inout [PixelBox]
    ) -> Bool {
        guard !occluders.isEmpty else { return false }
        var overlapping = 0
        for occluder in occluders where !occluder.intersection(box).isEmpty {
            if occluder.contains(box) { return true }
            overlapping += 1
        }
        // The occluders clear of the box cannot cover any of it.
        guard overlapping > 0 else { return false }
        pieces.removeAll(keepingCapacity: true)
        pieces.append(box)
        for occluder in occluders where !occluder.intersection(box).isEmpty {
            next.removeAll(keepingCapacity: true)
            for piece in pieces { piece.subtracting(occluder, into: &next) }
            swap(&pieces, &next)
            if pieces.isEmpty { return true }
            if pieces.count > 32 { return false }
        }
        return false
    }

    /// The parts of `box` outside every one of `occluders`, or nil when they multiply past a few
    /// dozen (then all of it is drawn, which is always right).
    nonisolated static func uncovered(
        _ box: PixelBox, by occluders: [PixelBox], _ pieces: inout [PixelBox], _ next: inout [PixelBox]
    ) -> [PixelBox]? {
        pieces.removeAll(keepingCapacity: true)
        pieces.append(box)
        for occluder in occluders where !occluder.intersection(box).isEmpty {
            next.removeAll(keepingCapacity: true)
            for piece in pieces { piece.subtracting(occluder, into: &next) }
            swap(&pieces, &next)
            if pieces.count > 32 { return nil }
        }
        return pieces
    }

    /// Issues one call as it was issued.
    private func issue(_ draw: HeldDraw) {
        switch draw.call {
        case .geometry(let mesh, let texture):
            if let texture { SDL_SetTextureBlendMode(texture, draw.textureBlend) }
            SDL_SetRenderDrawBlendMode(sdlRenderer, draw.drawBlend)
            issueGeometry(mesh, texture: texture)
        case .opaqueFill(let rect, let color):
            SDL_SetRenderDrawBlendMode(sdlRenderer, draw.drawBlend)
            issueOpaqueFill(rect, color: color)
        case .copy(let texture, let destination):
            SDL_SetTextureBlendMode(texture, draw.textureBlend)
            SDL_SetRenderDrawBlendMode(sdlRenderer, draw.drawBlend)
            issueCopy(texture, to: destination)
        case .blend(let blend):
            issueDirectBlend(blend)
        }
    }
}

extension Renderer {
    /// Issues the held draws now (before a draw that cannot be held) and puts back the clip in
    /// force, which `issueHeldDraws` replaces with the outer pass's.
    func issueHeldDrawsKeepingClip() {
        guard !heldDraws.isEmpty else { return }
        var clip = SDL_Rect()
        let clipped = SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE
        SDL_RenderGetClipRect(sdlRenderer, &clip)
        issueHeldDraws()
        if clipped { SDL_RenderSetClipRect(sdlRenderer, &clip) } else { SDL_RenderSetClipRect(sdlRenderer, nil) }
    }
}
