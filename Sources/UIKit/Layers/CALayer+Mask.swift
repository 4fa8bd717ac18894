import Foundation

extension CALayer {
    /// The layer whose time this one's derives from: its superlayer, or for a mask the layer it
    /// masks (a mask is outside the layer tree but animates in its masked layer's time).
    var timeParent: CALayer? { superlayer ?? maskedLayer }

    /// Keeps a mask outside the tree: it leaves its superlayer and any layer it masked before, and
    /// remembers the layer it masks now (Core Animation leaves a mask with a superlayer undefined).
    func maskDidChange(from oldValue: CALayer?) {
        if let oldValue, oldValue !== mask, oldValue.maskedLayer === self { oldValue.maskedLayer = nil }
        if let mask {
            precondition(mask !== self, "a layer cannot be its own mask")
            if let previous = mask.maskedLayer, previous !== self { previous.mask = nil }
            mask.removeFromSuperlayer()
            mask.maskedLayer = self
        }
        LayerTreeChanges.invalidateGeometry()
    }
}
