// Over 400 lines on purpose: the renderer's stored state (targets, passes, caches, held draws, tint)
// must live in the class body, with the one walk that uses it; each drawing topic is in Renderer+*.swift.
internal import CSDL2
import Foundation
import UIKit

/// Draws a layer tree (its presentation values) onto any `SDL_Renderer` with `SDL_RenderGeometry`
/// meshes, plus the few primitives the device chrome needs.
@MainActor
public final class Renderer {
    /// The SDL renderer drawn on (a `Canvas`'s or a window's).
    public let sdlRenderer: OpaquePointer
    /// The fonts text is drawn with.
    public let fonts: FontLibrary
    /// Counters of the last `drawLayerTree` call (primitives add to them too).
    @exclusivity(unchecked) public internal(set) var statistics = RenderStatistics()

    let textures: TextureCache
    let pool: TexturePool
    /// Shadow, shape and gradient textures (see `EffectCache`).
    let effects: EffectCache
    /// Layer-space offscreen passes kept between frames (see `OffscreenPassCache`).
    let offscreenPasses: OffscreenPassCache
    /// Large opaque fills and pass clears, as copies of a texture of their colour (`SolidFills`).
    let solidFills: SolidFills
    /// Mask alpha read back from mask passes, one buffer per nesting level, kept between frames.
    var maskAlpha: [[UInt8]] = []
    /// The render targets currently being drawn into, innermost last.
    @exclusivity(unchecked) var passes: [Pass] = []
    /// Clip rectangles saved by `pushClip`, restored by `popClip`.
    var clipStack: [SDL_Rect?] = []
    /// Pixels read back from offscreen passes (see `endPass`), kept between passes.
    var readback: [UInt32] = []
    /// The texture being composited whose straight pixels are on the CPU (nil `pixels`: the first
    /// `width × height` of `readback`), so that SDL's slow copies of it can be blended here
    /// (`Renderer.directBlend(for:texture:)`); set only around that composite.
    var knownPixels: (texture: OpaquePointer, width: Int, height: Int, pixels: [UInt32]?)?
    /// Backdrops captured by effect views for their backdrop layers, drawn when the walk reaches
    /// them (`Renderer+Backdrop`).
    var capturedBackdrops: [ObjectIdentifier: EffectCache.Entry] = [:]
    /// The layer whose new state a `CATransition` is drawing (its own transition is not re-entered).
    weak var transitioningLayerBeingDrawn: CALayer?
    /// When set, every piece drawn is also recorded as the cheapest SDL call that gives its pixels
    /// (the benchmark's honest floor); nil (the default) records nothing.
    @exclusivity(unchecked) package var floorRecording: FloorRecording?
    /// The `allowsEdgeAntialiasing` of the layer being drawn (R202).
    @exclusivity(unchecked) var edgeAntialiasing = false
    /// Draw calls into the frame's outermost target held back for occlusion culling
    /// (`Renderer+Occlusion`), and whether this frame holds them.
    @exclusivity(unchecked) var heldDraws: [HeldDraw] = []
    @exclusivity(unchecked) var cullsThisFrame = false
    /// Whether `sdlRenderer` is SDL's software renderer, whose fills culling predicts (OpenGL fills
    /// pixels by their centres instead).
    lazy var isSoftware: Bool = {
        var info = SDL_RendererInfo()
        guard SDL_GetRendererInfo(sdlRenderer, &info) == 0, let name = info.name else { return false }
        return String(cString: name) == "software"
    }()
    /// The colour every piece drawn now is multiplied by: a replicator's copy's (R286); nil: none.
    /// Suspended inside offscreen passes (their composite is multiplied instead).
    @exclusivity(unchecked) var tint: ReplicatorInstance.Tint?
    /// The opacity an ancestor that does not group its opacity (`allowsGroupOpacity` false, R351)
    /// hands to each layer below it; 1 inside every group or offscreen pass.
    @exclusivity(unchecked) var inheritedOpacity: CGFloat = 1
    /// The local time of the layer being drawn (an emitter's particles follow it, R288).
    @exclusivity(unchecked) var localTimeBeingDrawn: CFTimeInterval = 0
    /// Sublayer lists drawn and given back (`recycle`), whose storage the next `orderedSublayers`
    /// reuses: a list of 10,000 presented layers is megabytes, allocated (and faulted in) per frame.
    @exclusivity(unchecked) var sublayerBuffers: [[PresentedLayer]] = []

    /// One render target being drawn into: its texture (nil for the renderer's default target),
    /// size, and the clip rectangle in force (SDL forgets it when the target changes).
    struct Pass {
        var target: OpaquePointer?
        var width: Int
        var height: Int
        var clip: SDL_Rect?
        /// Where the pass's pixel (0, 0) lies on the pass it composites into, for a pass on that
        /// pass's own pixel grid (group opacity, masks); nil otherwise. A backdrop inside it sees
        /// through to the outer pass (`Renderer+Backdrop`).
        var originInOuter: (x: Int, y: Int)? = nil
        /// The map from the pass's pixels to the outer pass's, for a pass in a layer's own space
        /// (rounded or turned clipping); nil otherwise.
        var toOuter: Homography? = nil
        /// The tint in force outside the pass, restored when it ends.
        var tintOutside: ReplicatorInstance.Tint? = nil
    }

    /// The canvas drawn on, kept alive so its SDL renderer outlives this renderer's textures.
    let canvas: Canvas?

    /// A renderer drawing with `sdlRenderer`, which it does not own; the caller keeps `sdlRenderer`
    /// alive until this renderer is gone (its textures are destroyed with it).
    public init(sdlRenderer: OpaquePointer, fonts: FontLibrary) {
        self.sdlRenderer = sdlRenderer
        self.fonts = fonts
        self.canvas = nil
        self.textures = TextureCache(sdlRenderer: sdlRenderer, fonts: fonts)
        self.pool = TexturePool(sdlRenderer: sdlRenderer)
        self.effects = EffectCache(sdlRenderer: sdlRenderer)
        self.offscreenPasses = OffscreenPassCache(sdlRenderer: sdlRenderer)
        self.solidFills = SolidFills(sdlRenderer: sdlRenderer)
        ImageDecoding.install(fonts: fonts)
    }

    /// A renderer drawing on `canvas`, which it keeps alive: destroying the canvas first would
    /// destroy the SDL renderer and its textures, and this renderer's deinit would then destroy
    /// freed textures (which may by then be another renderer's memory).
    public init(canvas: Canvas, fonts: FontLibrary) {
        self.sdlRenderer = canvas.sdlRenderer
        self.fonts = fonts
        self.canvas = canvas
        self.textures = TextureCache(sdlRenderer: canvas.sdlRenderer, fonts: fonts)
        self.pool = TexturePool(sdlRenderer: canvas.sdlRenderer)
        self.effects = EffectCache(sdlRenderer: canvas.sdlRenderer)
        self.offscreenPasses = OffscreenPassCache(sdlRenderer: canvas.sdlRenderer)
        self.solidFills = SolidFills(sdlRenderer: canvas.sdlRenderer)
        ImageDecoding.install(fonts: fonts)
    }

    isolated deinit {
        releaseTextures()
    }

    /// Destroys every cached texture; call before destroying the SDL renderer this one draws with.
    public func releaseTextures() {
        textures.removeAll()
        pool.removeAll()
        effects.removeAll()
        offscreenPasses.removeAll()
        solidFills.removeAll()
    }

    /// Draws `root` and its descendants, scaling screen points by `scale` and shifting by `offset` pixels.
    public func drawLayerTree(_ root: CALayer, scale: CGFloat = 1, offset: CGPoint = .zero) {
        let base = Homography.scale(Double(scale), Double(scale))
            .concatenating(.translation(Double(offset.x), Double(offset.y)))
        drawLayerTree(root, base: base)
    }

    /// Draws `root` and its descendants from their presentation values. `base` maps the root's
    /// superlayer space (screen points) to target pixels; the root's own position and transform
    /// apply first. `statistics` is reset and then counts this draw.
    package func drawLayerTree(_ root: CALayer, base: Homography) {
        statistics = RenderStatistics()
        beginFrame()
        defer { endFrame() }
        let time = root.localTime(atMediaTime: CACurrentMediaTime())
        let props = root.presentationProperties(localTime: time)
        let local = Homography(props.transformToSuperlayer)
        let facing: Double = local.determinant * base.determinant < 0 ? -1 : 1
        draw(
            PresentedLayer(layer: root, properties: props, localTime: time), map: local.concatenating(base),
            facing: facing)
    }

    /// Draws a layer tree clipped to `rect` (target pixels): the device screen, which hides what
    /// the app moves past its edges (a view slid below the screen must not spill over the bezel).
    package func drawLayerTree(_ root: CALayer, base: Homography, clippedTo rect: CGRect) {
        var clip = SDL_Rect(
            x: Int32(rect.minX.rounded()), y: Int32(rect.minY.rounded()),
            w: Int32(rect.width.rounded()), h: Int32(rect.height.rounded()))
        SDL_RenderSetClipRect(sdlRenderer, &clip)
        defer { SDL_RenderSetClipRect(sdlRenderer, nil) }
        drawLayerTree(root, base: base)
    }

    /// Saves the caller's target and clip as the outermost pass.
    func beginFrame() {
        let target = SDL_GetRenderTarget(sdlRenderer)
        var w: Int32 = 0
        var h: Int32 = 0
        if let target {
            SDL_QueryTexture(target, nil, nil, &w, &h)
        } else {
            SDL_GetRendererOutputSize(sdlRenderer, &w, &h)
        }
        var clip: SDL_Rect?
        if SDL_RenderIsClipEnabled(sdlRenderer) == SDL_TRUE {
            var r = SDL_Rect()
            SDL_RenderGetClipRect(sdlRenderer, &r)
            clip = r
        }
        passes = [Pass(target: target, width: Int(w), height: Int(h), clip: clip)]
        // The fills' pixels are predicted for an unscaled renderer with its viewport at the origin.
        var sx: Float = 0
        var sy: Float = 0
        SDL_RenderGetScale(sdlRenderer, &sx, &sy)
        var viewport = SDL_Rect()
        SDL_RenderGetViewport(sdlRenderer, &viewport)
        heldDraws.removeAll(keepingCapacity: true)
        cullsThisFrame =
            Self.cullsOccludedDraws && isSoftware && sx == 1 && sy == 1 && viewport.x == 0 && viewport.y == 0
    }

    /// Restores the caller's target and clip and recycles offscreen textures.
    func endFrame() {
        if let outer = passes.first {
            SDL_SetRenderTarget(sdlRenderer, outer.target)
            if passes.count > 1 { passes.removeSubrange(1...) }
            issueHeldDraws()
            applyClip(outer.clip)
        }
        cullsThisFrame = false
        passes = []
        emptySublayerBuffers()
        pool.endFrame()
        textures.endFrame()
        effects.endFrame()
        offscreenPasses.endFrame()
    }

    // MARK: Tree walk

    /// A layer with its presentation values, read once per frame: computing them runs every attached
    /// animation, so the walk reads them once and passes them along.
    /// Its local time flows down the walk with the map (a sublayer's time is derived from its
    /// parent's, never by climbing to the root).
    struct PresentedLayer {
        var layer: CALayer
        var properties: LayerProperties
        var localTime: CFTimeInterval
        /// For a sublayer of a `CAReplicatorLayer`: which copy this is (R286); nil otherwise.
        var replica: ReplicatorInstance? {
            get { replicaBox?.instance }
            set { replicaBox = newValue.map(ReplicaBox.init) }
        }
        /// `replica` out of line: every sublayer list holds one of these per layer, and most layers
        /// are no copy (the instance's transform alone would double the bytes each list moves).
        private var replicaBox: ReplicaBox?

        init(layer: CALayer, properties: LayerProperties, localTime: CFTimeInterval) {
            self.layer = layer
            self.properties = properties
            self.localTime = localTime
        }

        private final class ReplicaBox {
            let instance: ReplicatorInstance
            init(_ instance: ReplicatorInstance) { self.instance = instance }
        }

        /// The map to the superlayer's space (before its `sublayerTransform`): the layer's own, then
        /// its replicator copy's transform.
        var transformToSuperlayer: CATransform3D {
            guard let replica, !CATransform3DIsIdentity(replica.transform) else {
                return properties.transformToSuperlayer
            }
            return properties.transformToSuperlayer.concatenating(replica.transform)
        }
    }

    /// Draws one layer whose plane maps to the current target by `map`; `facing` is the sign of the
    /// orientation of its plane on the final screen (negative: we see its back).
    func draw(_ presented: PresentedLayer, map: Homography, facing: Double) {
        if let replicaTint = presented.replica?.tint, replicaTint != .identity {
            let outer = tint
            tint = outer.map { $0.multiplied(by: replicaTint) } ?? replicaTint
            defer { tint = outer }
            var copy = presented
            copy.replica?.tint = .identity
            return draw(copy, map: map, facing: facing)
        }
        let layer = presented.layer
        // R287: a transform layer (or a replicator keeping depth) met without its 4×4 map from the
        // walk still sorts its sublayers by depth, from its own plane.
        if Self.preservesDepth(layer) {
            return drawPreservingDepth(presented, toFlatteningPlane: CATransform3DIdentity, map: map, facing: facing)
        }
        if layer.hasAnimations, drawLayerTransition(presented, map: map, facing: facing) { return }
        let p = presented.properties
        guard !p.isHidden, p.opacity > 0 else { return }
        guard p.isDoubleSided || facing > 0 else { return }
        // An edge-on layer (and its flattened sublayers) covers no area: Core Animation draws nothing.
        guard map.determinant.isFinite, !map.isDegenerate else { return }
        statistics.layersDrawn += 1
        let outerEdgeAntialiasing = edgeAntialiasing
        let outerTime = localTimeBeingDrawn
        edgeAntialiasing = layer.allowsEdgeAntialiasing
        localTimeBeingDrawn = presented.localTime
        defer {
            edgeAntialiasing = outerEdgeAntialiasing
            localTimeBeingDrawn = outerTime
        }
        // R289: a page curling draws its content bent over a cylinder.
        if let progress = Self.curlProgress(p) {
            return drawCurled(presented, progress: progress, map: map, facing: facing)
        }
        let children = drawnSublayers(of: presented)
        defer { recycle(children) }
        let inherited = inheritedOpacity
        let alpha = CGFloat(min(p.opacity, 1)) * inherited
        // The subtree is composited at `alpha` (a pass, or each layer by itself): below it, 1 again
        // unless this layer hands its opacity down (R351, `drawBody`).
        inheritedOpacity = 1
        defer { inheritedOpacity = inherited }
        // R222: an effect view captures its backdrop before its own clip, mask or group takes it
        // offscreen; the backdrop layer draws what was captured.
        if layer is VisualEffectHostLayer { captureBackdrops(of: children, host: presented, map: map) }
        if layer is BackdropLayer { drawCapturedBackdrop(layer, p, map: map, alpha: alpha) }
        if let content = layer as? VibrancyContentLayer, let tint = content.vibrancyTint, !children.isEmpty {
            return drawVibrant(layer, p, children: children, map: map, alpha: alpha, facing: facing, tint: tint)
        }
        if let mask = layer.mask {
            drawMasked(presented, mask: mask, children: children, map: map, alpha: alpha, facing: facing)
        } else {
            drawBody(layer, p, children: children, map: map, alpha: alpha, facing: facing)
        }
    }

    /// Draws a layer's content and sublayers (`draw` has checked visibility and handled a mask):
    /// offscreen when it clips with rounded corners or off-axis or groups its opacity, directly
    /// otherwise.
    func drawBody(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double
    ) {
        let clips = p.masksToBounds && !children.isEmpty
        // A shadow is part of the layer's group: a fading card does not show its shadow through.
        // Without group opacity (R351) each sublayer is drawn at the layer's opacity instead.
        let group = alpha < 1 && (!children.isEmpty || p.drawsShadow) && layer.allowsGroupOpacity
        if clips && (group || p.cornerRadius > 0 || !map.isAxisAligned) {
            drawClippedInLayerSpace(layer, p, children: children, map: map, alpha: alpha, facing: facing)
        } else if group {
            drawGroupInTargetSpace(layer, p, children: children, map: map, alpha: alpha, facing: facing)
        } else {
            if alpha < 1, !layer.allowsGroupOpacity { inheritedOpacity = alpha }  // R351 (restored by `draw`)
            drawDirectly(layer, p, children: children, map: map, alpha: alpha, facing: facing, roundBackground: true)
        }
    }

    /// Background, contents, sublayers (clipped by a clip rectangle if `masksToBounds` on an
    /// axis-aligned layer), then the border on top, as Core Animation composites a layer.
    func drawDirectly(
        _ layer: CALayer, _ p: LayerProperties, children: [PresentedLayer], map: Homography, alpha: CGFloat,
        facing: Double,
        roundBackground: Bool
    ) {
        if p.drawsShadow, !drawShadowFromShape(layer, p, children: children, map: map, alpha: alpha) {
            drawWithContentShadow(layer, p, children: children, map: map, alpha: alpha, facing: facing)
            return
        }
        drawOwnContent(layer, p, map: map, alpha: alpha, roundBackground: roundBackground)
        if !children.isEmpty {
            let clipRect = p.masksToBounds ? map.boundingBox(of: p.bounds) : nil
            if let clipRect { pushClip(clipRect) }
            drawSublayers(children, of: layer, p, map: map, facing: facing)
            if clipRect != nil { popClip() }
        }
        drawBorder(p, map: map, alpha: alpha)
    }

    /// Draws `children` of a layer with properties `p` whose plane maps by `map`.
    func drawSublayers(
        _ children: [PresentedLayer], of layer: CALayer, _ p: LayerProperties, map: Homography, facing: Double
    ) {
        // A resized snapshot with cap insets: each of its nine parts stretches on its own, clipped
        // to where it lands (on an axis-aligned plane; otherwise the whole capture stretches).
        if let slices = layer.snapshotSlices(p), map.isAxisAligned {
            for slice in slices {
                guard let clip = map.boundingBox(of: slice.to) else { continue }
                pushClip(clip)
                let sliceTransform = layer.snapshotSlice(from: slice.from, to: slice.to)
                    .concatenating(p.sublayerTransformAboutAnchor)
                for child in children {
                    let local = Homography(child.transformToSuperlayer.concatenating(sliceTransform))
                    let sign: Double = local.determinant < 0 ? -1 : 1
                    draw(child, map: local.concatenating(map), facing: facing * sign)
                }
                popClip()
            }
            return
        }
        let sublayerTransform = layer.sublayerTransformForDrawing(p)
        let flat = CATransform3DIsIdentity(sublayerTransform)
        // By index: `for child in children` copies each element (and retains its fields) first.
        for i in children.indices {
            if Self.preservesDepth(children[i].layer) {
                // R287: the 4×4 map is kept until this layer's plane flattens what is below.
                let toPlane = children[i].transformToSuperlayer.concatenating(sublayerTransform)
                drawPreservingDepth(children[i], toFlatteningPlane: toPlane, map: map, facing: facing)
                continue
            }
            let local = Self.planeMap(children[i], sublayerTransform: sublayerTransform, isIdentity: flat)
            let sign: Double = local.determinant < 0 ? -1 : 1
            draw(children[i], map: local.concatenating(map), facing: facing * sign)
        }
    }

    /// The map from a sublayer's plane to its superlayer's: its transform to the superlayer, then the
    /// superlayer's `sublayerTransform` (skipped when it is the identity: the same bits, as a product
    /// with the identity only multiplies by 1 and adds 0).
    static func planeMap(_ child: PresentedLayer, sublayerTransform: CATransform3D, isIdentity: Bool) -> Homography {
        let own = child.transformToSuperlayer
        return Homography(isIdentity && PresentationShortcuts.areEnabled ? own : own.concatenating(sublayerTransform))
    }

    /// Visible sublayers with their presentation values, back to front: by `zPosition` (stable),
    /// then sublayer order.
    func orderedSublayers(of layer: CALayer, localTime parentTime: CFTimeInterval) -> [PresentedLayer] {
        guard let sublayers = layer.sublayers, !sublayers.isEmpty else { return [] }
        var visible = sublayerBuffers.popLast() ?? []
        visible.removeAll(keepingCapacity: true)
        visible.reserveCapacity(sublayers.count)
        var sameZ = true
        var firstZ: CGFloat?
        for sublayer in sublayers {
            let time = sublayer.localTime(parentTime: parentTime)
            // The presentation values are computed in the list's own storage: they are the biggest
            // thing the walk moves, and each copy also retains their colours.
            visible.append(PresentedLayer(layer: sublayer, properties: sublayer.model, localTime: time))
            let last = visible.count - 1
            let animated = sublayer.hasAnimations
            if animated { sublayer.applyAnimations(localTime: time, to: &visible[last].properties) }
            // A layer turning hidden or transparent under a transition still draws its old state.
            guard (!visible[last].properties.isHidden && visible[last].properties.opacity > 0) || animated else {
                visible.removeLast()
                continue
            }
            let z = visible[last].properties.zPosition
            if let firstZ { sameZ = sameZ && firstZ == z } else { firstZ = z }
        }
        // Equal zPositions keep sublayer order, so the common case needs no sort.
        if sameZ { return visible }
        defer { recycle(visible) }
        return visible.enumerated().sorted {
            let za = $0.element.properties.zPosition
            let zb = $1.element.properties.zPosition
            return za != zb ? za < zb : $0.offset < $1.offset
        }.map(\.element)
    }

    /// Gives a sublayer list back once drawn, for `orderedSublayers` to reuse its storage (it is
    /// emptied when reused; a list still referenced elsewhere is copied then, never changed).
    func recycle(_ list: [PresentedLayer]) {
        guard list.capacity > 0, sublayerBuffers.count < 32 else { return }
        sublayerBuffers.append(list)
    }

    /// Lets go of the layers the given-back lists still hold, keeping their storage: called when a
    /// frame ends, so no layer outlives its last frame because a list held it.
    func emptySublayerBuffers() {
        for i in sublayerBuffers.indices { sublayerBuffers[i].removeAll(keepingCapacity: true) }
    }

    // MARK: Geometry calls

    /// Issues one `SDL_RenderGeometry` call, counting it and recording a failure.
    func render(_ mesh: Mesh, texture: OpaquePointer?) {
        guard !mesh.indices.isEmpty else { return }
        statistics.geometryCalls += 1
        if let tint {
            // A tinted copy changes blend and texture state as it draws: issue the held draws first,
            // so what was drawn before it stays beneath it (occlusion culling holds draws, R286).
            if holdsDraws { issueHeldDrawsKeepingClip() }
            return renderTinted(mesh, texture: texture, tint: tint)
        }
        if texture == nil, Self.fillsOpaqueRectsDirectly, let rect = mesh.opaqueAxisAlignedRect {
            fillOpaque(rect, color: mesh.vertices[0].color)
            return
        }
        if let blend = directBlend(for: mesh, texture: texture) {
            statistics.directBlends += 1
            if holdsDraws {
                holdDirectBlend(blend)
            } else {
                issueDirectBlend(blend)
            }
            return
        }
        if holdsDraws {
            holdGeometry(mesh, texture: texture)
            return
        }
        issueGeometry(mesh, texture: texture)
    }

    /// `SDL_RenderGeometry` for `mesh`, recording a failure.
    func issueGeometry(_ mesh: Mesh, texture: OpaquePointer?) {
        let result = SDL_RenderGeometry(
            sdlRenderer, texture, mesh.vertices, Int32(mesh.vertices.count), mesh.indices, Int32(mesh.indices.count))
        if result != 0 { recordFailure("SDL_RenderGeometry") }
    }

    /// Whether opaque axis-aligned rectangles are filled with `fillOpaque` rather than as geometry
    /// (always, but for the test that checks both give the same pixels).
    package static var fillsOpaqueRectsDirectly = true

    /// An opaque, axis-aligned rectangle: `SDL_RenderFillRect` with `SDL_BLENDMODE_NONE`, the pixels
    /// SDL's software renderer draws for the two triangles of the same rectangle (it recognises them
    /// and fills the same truncated rectangle, but always blending, which at alpha 255 writes the
    /// colour unchanged at several times the cost: docs/architecture.md, "SDL facts").
    func fillOpaque(_ rect: SDL_FRect, color: SDL_Color) {
        if holdsDraws {
            holdOpaqueFill(rect, color: color)
            return
        }
        issueOpaqueFill(rect, color: color)
    }

    /// `fillOpaque`'s SDL calls, restoring the draw colour and blend mode; a large fill is a copy
    /// of a texture of its colour, the same pixels without SDL's streaming stores (`SolidFills`).
    func issueOpaqueFill(_ rect: SDL_FRect, color: SDL_Color) {
        // (Only a rectangle within ±2²⁸ pixels: `PixelBox` truncates to Int32, SDL clamps the rest.)
        let limit: Float = 268_435_456
        let inRange = [rect.x, rect.y, rect.w, rect.h].allSatisfy { $0.isFinite && abs($0) < limit }
        if inRange, let (width, height) = currentTargetSize() {
            let box = PixelBox.filled(by: rect)
            let argb = 0xFF00_0000 | UInt32(color.r) << 16 | UInt32(color.g) << 8 | UInt32(color.b)
            let pixels = SDL_Rect(x: box.x0, y: box.y0, w: box.x1 &- box.x0, h: box.y1 &- box.y0)
            if solidFills.fill(pixels, argb: argb, targetWidth: width, targetHeight: height) { return }
        }
        var saved = SDL_Color()
        SDL_GetRenderDrawColor(sdlRenderer, &saved.r, &saved.g, &saved.b, &saved.a)
        var blend = SDL_BLENDMODE_NONE
        SDL_GetRenderDrawBlendMode(sdlRenderer, &blend)
        SDL_SetRenderDrawBlendMode(sdlRenderer, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(sdlRenderer, color.r, color.g, color.b, 255)
        var r = rect
        if SDL_RenderFillRectF(sdlRenderer, &r) != 0 { recordFailure("SDL_RenderFillRectF") }
        SDL_SetRenderDrawColor(sdlRenderer, saved.r, saved.g, saved.b, saved.a)
        SDL_SetRenderDrawBlendMode(sdlRenderer, blend)
    }

    /// The size in pixels of SDL's current render target: not always the innermost pass's (draws
    /// held for the outermost target are issued into it while a pass is open, as before a backdrop
    /// is read), and there is none before `drawLayerTree` (the screen's black).
    func currentTargetSize() -> (Int, Int)? {
        var (w, h): (Int32, Int32) = (0, 0)
        if let target = SDL_GetRenderTarget(sdlRenderer) {
            guard SDL_QueryTexture(target, nil, nil, &w, &h) == 0 else { return nil }
        } else {
            guard SDL_GetRendererOutputSize(sdlRenderer, &w, &h) == 0 else { return nil }
        }
        return (Int(w), Int(h))
    }

    func recordFailure(_ what: String) {
        statistics.failures += 1
        if statistics.firstError == nil { statistics.firstError = "\(what): \(String(cString: SDL_GetError()))" }
    }
}
