internal import CSDL2
import Foundation
import UIKit

/// Offscreen passes kept between frames while what they draw is unchanged: a layer-space pass (a
/// rounded or off-axis clip: `drawClippedInLayerSpace`) while the layer only moves — a sliding
/// sheet or card — and a group-opacity pass (`drawGroupInTargetSpace`) while only its opacity
/// changes — a fade — are composited from last frame's texture instead of being drawn, read back
/// and uploaded again.
///
/// "Unchanged" is exact: the pass's size and facing, and for the layer and every descendant (masks
/// included) its presentation values, image, gravity, text and snapshot geometry, in tree order —
/// everything the pass draws from. A pass is cached once the same content was seen in two
/// consecutive frames, so a subtree that animates costs only the comparison; entries not used in
/// a frame are destroyed.
@MainActor
final class OffscreenPassCache {
    /// What one layer contributes to a pass.
    struct LayerState: Equatable {
        var layer: ObjectIdentifier
        var properties: LayerProperties
        var image: CGImage?
        var gravity: CALayerContentsGravity
        var text: TextContent?
        var capturedSize: CGSize?
        var capInsets: UIEdgeInsets
        /// Sublayers, and 1 more for a mask: the shape of the tree.
        var children: Int

        static func == (a: LayerState, b: LayerState) -> Bool {
            a.layer == b.layer && a.image === b.image && a.children == b.children && a.gravity == b.gravity
                && a.capturedSize == b.capturedSize && a.capInsets == b.capInsets && a.text == b.text
                && a.properties == b.properties
        }
    }

    /// Everything a pass draws from.
    struct Content: Equatable {
        var width: Int
        var height: Int
        var facing: Double
        var layers: [LayerState]
        /// For a pass in target space (group opacity): the map from the layer's plane to the pass.
        var map: [Double] = []
    }

    private struct Entry {
        var content: Content
        var texture: OpaquePointer?
        /// The kept texture's straight-alpha pixels, for a composite blended on the CPU
        /// (`Renderer.blendCompositeDirectly`).
        var pixels: [UInt32] = []
        var lastUsedFrame: Int
    }

    private let sdlRenderer: OpaquePointer
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var frame = 0

    init(sdlRenderer: OpaquePointer) { self.sdlRenderer = sdlRenderer }

    /// The cached texture of `layer`'s pass when its content is `content`.
    func texture(for layer: CALayer, content: Content) -> OpaquePointer? {
        let id = ObjectIdentifier(layer)
        guard var entry = entries[id], entry.content == content else { return nil }
        entry.lastUsedFrame = frame
        entries[id] = entry
        return entry.texture
    }

    /// Notes `layer`'s pass drawn with `content`, its straight-alpha pixels in `pixels`; keeps a
    /// copy when the same content was drawn the frame before. Returns the kept texture, if any.
    func store(
        _ layer: CALayer, content: Content, pixels: UnsafePointer<UInt32>
    ) -> OpaquePointer? {
        let id = ObjectIdentifier(layer)
        guard var entry = entries[id] else {
            entries[id] = Entry(content: content, texture: nil, lastUsedFrame: frame)
            return nil
        }
        defer { entries[id] = entry }
        let seenBefore = entry.content == content
        entry.lastUsedFrame = frame
        guard seenBefore else {
            entry.content = content
            return nil
        }
        if entry.texture == nil {
            entry.texture = SDL_CreateTexture(
                sdlRenderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STATIC.rawValue),
                Int32(content.width), Int32(content.height))
        }
        guard let texture = entry.texture else { return nil }
        entry.pixels = Array(UnsafeBufferPointer(start: pixels, count: content.width * content.height))
        SDL_UpdateTexture(texture, nil, pixels, Int32(content.width * 4))
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        return texture
    }

    /// The straight-alpha pixels of `layer`'s kept texture (what `texture(for:content:)` returned).
    func keptPixels(for layer: CALayer) -> [UInt32]? {
        guard let entry = entries[ObjectIdentifier(layer)], entry.texture != nil, !entry.pixels.isEmpty else {
            return nil
        }
        return entry.pixels
    }

    /// Ends a frame: destroys the entries not used in it.
    func endFrame() {
        for (id, entry) in entries where entry.lastUsedFrame < frame {
            if let texture = entry.texture { SDL_DestroyTexture(texture) }
            entries[id] = nil
        }
        frame += 1
    }

    /// Destroys every texture.
    func removeAll() {
        for entry in entries.values { if let texture = entry.texture { SDL_DestroyTexture(texture) } }
        entries = [:]
    }

    /// The state of `layer` (presentation values `p`) and of the subtrees of `children`, its visible
    /// sublayers in drawing order, each at its own local time: what a pass of it draws from.
    static func states(of layer: CALayer, _ p: LayerProperties, children: [Renderer.PresentedLayer]) -> [LayerState] {
        // Where the layer sits and how opaque it is are applied when the pass is composited, not in it.
        var own = p
        own.position = .zero
        own.anchorPoint = .zero
        own.anchorPointZ = 0
        own.zPosition = 0
        own.transform = CATransform3DIdentity
        own.opacity = 1
        var out = [state(of: layer, own, children: children.count)]
        for child in children { append(child.layer, child.properties, child.localTime, to: &out) }
        return out
    }

    private static func state(of layer: CALayer, _ p: LayerProperties, children: Int) -> LayerState {
        LayerState(
            layer: ObjectIdentifier(layer), properties: p, image: layer.contents as? CGImage,
            gravity: layer.contentsGravity, text: layer.textContent, capturedSize: layer.snapshotCapturedSize,
            capInsets: layer.snapshotCapInsets, children: children + (layer.mask == nil ? 0 : 1))
    }

    private static func append(
        _ layer: CALayer, _ p: LayerProperties, _ time: CFTimeInterval, to out: inout [LayerState]
    ) {
        let sublayers = layer.sublayers ?? []
        out.append(state(of: layer, p, children: sublayers.count))
        for sublayer in sublayers {
            let t = sublayer.localTime(parentTime: time)
            append(sublayer, sublayer.presentationProperties(localTime: t), t, to: &out)
        }
        if let mask = layer.mask {
            let t = mask.localTime(parentTime: time)
            append(mask, mask.presentationProperties(localTime: t), t, to: &out)
        }
    }
}
