import Foundation

extension CALayer {
    // MARK: Explicit animations

    /// Attaches `anim` under `key` (replacing, and stopping with `finished == false`, an animation
    /// already under that key). Its begin time is fixed at the next transaction commit.
    /// A transition (`CATransition`) is always filed under `kCATransition` and captures what the
    /// layer shows now as the state it animates from (R240).
    public func add(_ anim: CAAnimation, forKey key: String?) {
        let transition = anim as? CATransition
        let key = transition != nil ? kCATransition : key
        // The old state as it is on screen, taken before an earlier transition is removed.
        let oldState = transition != nil ? committedSnapshotCopy() : nil
        if let key { removeAnimation(forKey: key) }
        if anim.duration <= 0 { anim.duration = CATransaction.animationDuration() }
        let entry = LayerAnimationEntry(key: key, animation: anim, addedAt: CACurrentMediaTime())
        entry.transitionOldState = oldState
        animationEntries.append(entry)
        CATransaction.track(entry)
        AnimationEngine.register(entry, of: self)
        LayerTreeChanges.invalidate()
        if Self.animatedKeys(of: anim).contains(where: { Self.needsDisplay(forKey: $0) }) { setNeedsDisplay() }
    }

    /// Whether any animation is attached (the renderer's cheap test before looking for a transition).
    package var hasAnimations: Bool { !animationEntries.isEmpty }

    /// The animation under `key`.
    public func animation(forKey key: String) -> CAAnimation? {
        animationEntries.last { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added (nil if none).
    public func animationKeys() -> [String]? {
        let keys = animationEntries.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`; its delegate hears `finished == false` at once (R111).
    public func removeAnimation(forKey key: String) {
        let removed = animationEntries.filter { $0.key == key }
        guard !removed.isEmpty else { return }
        animationEntries.removeAll { $0.key == key }
        LayerTreeChanges.invalidate()
        for entry in removed { AnimationEngine.stop(entry, finished: false) }
    }

    /// Removes every animation; delegates hear `finished == false` at once (R111).
    public func removeAllAnimations() {
        let removed = animationEntries
        guard !removed.isEmpty else { return }
        animationEntries.removeAll()
        LayerTreeChanges.invalidate()
        for entry in removed { AnimationEngine.stop(entry, finished: false) }
    }

    // MARK: Layer time

    var mediaTiming: MediaTimingValues {
        MediaTimingValues(beginTime: beginTime, speed: speed, timeOffset: timeOffset)
    }

    /// This layer's local time at media time `t`: each ancestor maps its parent's time by
    /// (t − beginTime) × speed + timeOffset, so a frozen ancestor freezes the subtree (R52–R54).
    public func localTime(atMediaTime t: CFTimeInterval) -> CFTimeInterval {
        mediaTiming.activeTime(parentTime: timeParent?.localTime(atMediaTime: t) ?? t)
    }

    /// The media time at which this layer's local time is `t` (undefined under a frozen ancestor,
    /// where the begin time is returned, as Core Animation does).
    func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
        let parent = mediaTiming.parentTime(activeTime: t)
        return timeParent?.mediaTime(fromLocalTime: parent) ?? parent
    }

    /// The product of the speeds from this layer up to the root: 0 when any ancestor is frozen.
    var effectiveSpeed: Double {
        Double(speed) * (timeParent?.effectiveSpeed ?? 1)
    }

    /// Converts a time from `layer`'s time space (media time when nil) to this layer's.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        localTime(atMediaTime: layer?.mediaTime(fromLocalTime: t) ?? t)
    }

    /// Converts a time from this layer's time space to `layer`'s (media time when nil).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        let media = mediaTime(fromLocalTime: t)
        return layer?.localTime(atMediaTime: media) ?? media
    }

    // MARK: Presentation

    /// The begin time of `entry` in this layer's time: fixed at commit, or what the commit would fix now.
    func begin(of entry: LayerAnimationEntry) -> CFTimeInterval {
        if let begin = entry.resolvedBegin { return begin }
        let animation = entry.animation
        if let delay = animation.relativeBeginTime { return localTime(atMediaTime: entry.addedAt) + delay }
        return animation.beginTime != 0 ? animation.beginTime : localTime(atMediaTime: entry.addedAt)
    }

    /// `model` with every attached animation applied at media time `t`.
    package func presentationProperties(atMediaTime t: CFTimeInterval, model: LayerProperties) -> LayerProperties {
        presentationProperties(localTime: localTime(atMediaTime: t), model: model)
    }

    /// This layer's local time when its superlayer's local time is `parentTime`: a walk down the
    /// tree carries each layer's time to its sublayers instead of climbing to the root per layer.
    package func localTime(parentTime: CFTimeInterval) -> CFTimeInterval {
        beginTime == 0 && speed == 1 && timeOffset == 0 ? parentTime : mediaTiming.activeTime(parentTime: parentTime)
    }

    /// The presentation values when this layer's local time is `local` (see `localTime(parentTime:)`).
    package func presentationProperties(localTime local: CFTimeInterval) -> LayerProperties {
        animationEntries.isEmpty ? model : presentationProperties(localTime: local, model: model)
    }

    /// `model` with every attached animation applied at this layer's local time `local`.
    func presentationProperties(localTime local: CFTimeInterval, model: LayerProperties) -> LayerProperties {
        var values = model
        applyAnimations(localTime: local, to: &values)
        return values
    }

    /// Applies every attached animation at this layer's local time `local` to `values` (model
    /// values, or what earlier animations made of them), in place.
    package func applyAnimations(localTime local: CFTimeInterval, to values: inout LayerProperties) {
        for entry in animationEntries {
            entry.apply(parentTime: local, begin: begin(of: entry), to: &values)
        }
    }

    /// The value on screen for `key` if the model were `model` (for `beginFromCurrentState`, R112).
    package func presentationValue(forKey key: String, model: LayerProperties) -> AnimatableValue? {
        AnimationKeyPath(key).value(in: presentationProperties(atMediaTime: CACurrentMediaTime(), model: model))
    }

    // MARK: Implicit actions

    /// Core Animation's implicit animation for a layer without a view: a basic animation from the
    /// old value over the transaction's duration, unless actions are disabled or the layer is not in
    /// a tree yet.
    func implicitAnimation(forKey key: String) -> CAAction? {
        guard timeParent != nil, !CATransaction.disableActions() else { return nil }
        guard
            LayerProperties.implicitlyAnimatableKeys.contains(key)
                || LayerProperties.Key(rawValue: key)?.isEffect == true
        else { return nil }
        return ImplicitLayerAction()
    }
}

extension LayerProperties {
    /// Keys Core Animation animates implicitly on standalone layers.
    static let implicitlyAnimatableKeys: Set<String> = [
        "bounds", "position", "anchorPoint", "zPosition", "transform", "sublayerTransform", "opacity",
        "backgroundColor", "cornerRadius", "borderWidth", "borderColor",
    ]
}

/// The default action of a standalone layer: animate from the old value with the transaction's timing.
@MainActor
final class ImplicitLayerAction: CAAction {
    func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        guard let from = arguments?["fromValue"] as? AnimatableValue else { return }
        let animation = CABasicAnimation(keyPath: event)
        animation.fromValue = from
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        layer.add(animation, forKey: event)
    }
}
