import Foundation

// The animations' property changes, captured from the blocks as tracks on their layers, and
// taken off again with the model set to what shows.
extension UIViewPropertyAnimator {
    /// A property change captured from an animation block.
    struct Track {
        let layer: CALayer
        let key: String
        let from: AnimatableValue
        let to: AnimatableValue
        let animation: PropertyAnimatorAnimation
    }

    /// Whether `track`'s animation is still on its layer (not removed, not ended by its layer's time).
    func isAttached(_ track: Track) -> Bool {
        track.layer.animationEntries.contains { $0.animation === track.animation && !$0.didStop }
    }

    func activate() {
        state = .active
        pausedFraction = 0
        pausedValue = 0
        let blocks = pendingBlocks
        pendingBlocks = []
        for (block, factor) in blocks { capture(block, delayFactor: factor) }
    }

    /// Runs `block` capturing every view-property change as a track driven by this animator.
    func capture(_ block: () -> Void, delayFactor: Double) {
        let context = UIViewAnimationContext(
            duration: duration, delay: 0, options: [], pacing: .curve(CAMediaTimingFunction(name: .linear)), group: nil)
        let start = segment?.value(at: currentTime()) ?? pausedValue
        context.capture = { [unowned self] layer, key, old, new in
            let animation = PropertyAnimatorAnimation(keyPath: key)
            animation.animator = self
            animation.layer = layer
            animation.from = old
            animation.to = new
            // Blocks added mid-flight (or with a delay factor) run over the rest of the progress.
            animation.startValue = isReversed ? start : max(start, delayFactor)
            animation.duration = 1e12
            animation.fillMode = .both
            layer.add(animation, forKey: UIViewAnimationContext.uniqueKey(key, in: layer))
            tracks.append(Track(layer: layer, key: key, from: old, to: new, animation: animation))
        }
        context.perform(block)
    }

    /// Removes the animations; the model takes `value` where an animation was still on screen (one
    /// already taken off its layer, e.g. ended by a percent-driven transition, leaves the model it
    /// left behind, R55).
    func detachTracks(settingModelTo value: (Track) -> AnimatableValue?) {
        tracksSnapshot = tracks.map { ($0.layer, $0.key, $0.from, $0.to) }
        let current = tracks.filter(isAttached).map { ($0.layer, $0.key, value($0) ?? $0.to) }
        for track in tracks {
            track.layer.animationEntries.removeAll { $0.animation === track.animation }
        }
        tracks = []
        setModelValues(current)
        LayerTreeChanges.invalidate()
    }

    func setModelValues(_ values: [(CALayer, String, AnimatableValue)]) {
        UIView.performWithoutAnimation {
            for (layer, key, value) in values { layer.setModelValue(value, forKey: key) }
        }
    }
}
