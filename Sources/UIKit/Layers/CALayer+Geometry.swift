import Foundation

extension CALayer {
    /// The homography from this layer's plane to its superlayer's plane (flattened, as Core Animation
    /// renders ordinary layers).
    package func homographyToSuperlayer(using properties: (CALayer) -> LayerProperties) -> Homography {
        var t = properties(self).transformToSuperlayer
        if let parent = superlayer {
            t = t.concatenating(parent.sublayerTransformForDrawing(properties(parent)))
        }
        return Homography(t)
    }

    /// The homography from this layer's plane to the root layer's plane.
    package func homographyToRoot(using properties: (CALayer) -> LayerProperties) -> Homography {
        var h = Homography.identity
        var layer: CALayer? = self
        while let current = layer, current.superlayer != nil {
            h = h.concatenating(current.homographyToSuperlayer(using: properties))
            layer = current.superlayer
        }
        return h
    }

    /// The root of this layer's tree.
    package var rootLayer: CALayer {
        var layer = self
        while let parent = layer.superlayer { layer = parent }
        return layer
    }

    fileprivate func map(to other: CALayer?) -> Homography? {
        let toRoot = homographyToRoot(using: { $0.model })
        guard let other else { return toRoot }
        guard other.rootLayer === rootLayer else { return nil }
        guard let fromRoot = other.homographyToRoot(using: { $0.model }).inverted() else { return nil }
        return toRoot.concatenating(fromRoot)
    }

    /// Converts a point from this layer's coordinates to `layer`'s.
    public func convert(_ p: CGPoint, to layer: CALayer?) -> CGPoint {
        guard let h = map(to: layer) else { return p }
        return h.apply(p)
    }

    /// Converts a point from `layer`'s coordinates to this layer's.
    public func convert(_ p: CGPoint, from layer: CALayer?) -> CGPoint {
        guard let layer else { return map(to: nil)?.inverted()?.apply(p) ?? p }
        return layer.convert(p, to: self)
    }

    /// Converts a rectangle from this layer's coordinates to `layer`'s (bounding box of the corners).
    public func convert(_ r: CGRect, to layer: CALayer?) -> CGRect {
        guard let h = map(to: layer) else { return r }
        return Self.mapRect(r, h)
    }

    /// Converts a rectangle from `layer`'s coordinates to this layer's.
    public func convert(_ r: CGRect, from layer: CALayer?) -> CGRect {
        guard let layer else {
            guard let h = map(to: nil)?.inverted() else { return r }
            return Self.mapRect(r, h)
        }
        return layer.convert(r, to: self)
    }

    static func mapRect(_ r: CGRect, _ h: Homography) -> CGRect {
        if r.isNull { return r }
        let corners = [
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY),
            CGPoint(x: r.minX, y: r.maxY), CGPoint(x: r.maxX, y: r.maxY),
        ].map { h.apply($0) }
        return CGRect.boundingBox(of: corners)
    }

    /// Whether a point in this layer's coordinates lies inside its bounds.
    public func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The deepest visible layer containing `p` (given in the superlayer's coordinates).
    public func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        guard let inverse = homographyToSuperlayer(using: { $0.model }).inverted() else { return nil }
        let local = inverse.apply(p)
        if masksToBounds && !contains(local) { return nil }
        for sublayer in (sublayers ?? []).reversed() {
            if let hit = sublayer.hitTest(local) { return hit }
        }
        // A transform layer has no plane of its own to be hit in (R287): only its sublayers are.
        return contains(local) && !(self is CATransformLayer) ? self : nil
    }
}
