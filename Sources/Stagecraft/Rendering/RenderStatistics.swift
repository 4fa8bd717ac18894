/// Counters of one `Renderer.drawLayerTree` call, for the benchmark and tests.
public struct RenderStatistics: Equatable, Sendable {
    /// Layers that passed the visibility checks and were drawn.
    public var layersDrawn = 0
    /// `SDL_RenderGeometry` calls issued.
    public var geometryCalls = 0
    /// Render-to-texture passes (group opacity, rounded or transformed clipping).
    public var offscreenPasses = 0
    /// Layer-space passes composited from the texture kept from an earlier frame (unchanged content).
    public var reusedOffscreenPasses = 0
    /// Textures created from images or text (cache misses).
    public var textureUploads = 0
    /// Shape fills, strokes and gradients rasterised on the CPU (effect-cache misses).
    public var shapeRasterizations = 0
    /// Shadows blurred on the CPU (effect-cache misses).
    public var shadowBlurs = 0
    /// Effect views' backdrops blurred on the CPU (effect-cache misses; an unchanged backdrop is a blit).
    public var backdropBlurs = 0
    /// Textures resampled with filtering on the CPU under a scale, rotation or perspective (R201).
    public var filteredDraws = 0
    /// Draws SDL would have done through its slow generic blitter — fades, stretched copies,
    /// translucent fills — blended (or, opaque, copied) into the canvas on the CPU (`DirectBlend`).
    public var directBlends = 0
    /// The pixels those draws wrote (less than their areas where later opaque draws hide them).
    public var directlyBlendedPixels = 0
    /// Draw calls dropped because later opaque fills overwrite every pixel they touch (occlusion).
    public var occludedDraws = 0
    /// Layers drawn through their mask.
    public var maskedLayers = 0
    /// SDL calls that returned an error (the first error text is in `firstError`).
    public var failures = 0
    /// The first SDL error seen, if any.
    public var firstError: String?

    /// Creates zeroed counters.
    public init() {}
}
