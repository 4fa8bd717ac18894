import Foundation

// The classic path (R52–R55, R61, R164): the container's layer time (and that of views animated
// alongside it, R70) frozen and scrubbed, and the completion that re-times what was recorded.
extension UIPercentDrivenInteractiveTransition {
    /// Starts the classic path once the animator's `animateTransition` has run: frozen at the start
    /// when the transition starts interactive (R52), else left running like a non-interactive
    /// transition until `update(_:)` takes it over (R164).
    func startClassic(layers: [CALayer]) {
        var unique: [CALayer] = []
        for layer in layers where !unique.contains(where: { $0 === layer }) { unique.append(layer) }
        if wantsInteractiveStart {
            scrubbed = unique.map { ($0, 0) }
            for layer in unique { freeze(layer, at: 0) }
        } else {
            let now = CACurrentMediaTime()
            scrubbed = unique.map { ($0, $0.localTime(atMediaTime: now)) }
            runsFree = true
        }
    }

    /// Freezes a transition that still runs by itself where it is now (R164).
    func freezeWhereItIs() {
        guard runsFree else { return }
        runsFree = false
        let now = CACurrentMediaTime()
        for entry in scrubbed { freeze(entry.layer, at: entry.layer.localTime(atMediaTime: now)) }
    }

    /// Freezes `layer`'s time at local time `time`.
    func freeze(_ layer: CALayer, at time: CFTimeInterval) {
        layer.speed = 0
        layer.timeOffset = time
    }

    /// How far the frozen transition is, in seconds of its duration.
    var frozenElapsed: CFTimeInterval {
        guard let first = scrubbed.first else { return 0 }
        return min(max(first.layer.timeOffset - first.base, 0), CFTimeInterval(duration))
    }

    /// R54: re-times every animation recorded under the frozen layers to run from what shows now to
    /// its end values (finish) or its start values (cancel) over the time left on `completionCurve`,
    /// dropping its own curve, then lets the layers' time run again from where it is held at
    /// `completionSpeed`: a finish takes (1 − p)·duration / speed, a cancel p·duration / speed. The
    /// animations end by themselves, so their completions run with `finished == true` (R55); the
    /// layers' timing is restored when the transition completes.
    func runClassicCompletion(cancelled: Bool) {
        let elapsed = frozenElapsed
        let remaining = cancelled ? elapsed : CFTimeInterval(duration) - elapsed
        guard remaining > 0 else {
            // R61: nothing left to run (e.g. `update(1.0)` then `finish()`): end at once.
            endClassicAtOnce(cancelled: cancelled)
            return
        }
        let curve = completionCurve
        let ease: (Double) -> Double = { Self.progress(of: curve, at: $0) }
        for entry in scrubbed {
            let target = entry.base + (cancelled ? 0 : CFTimeInterval(duration))
            Self.retime(
                subtreeOf: entry.layer, frozenAt: entry.layer.timeOffset, target: target, over: remaining,
                curve: ease, keepingTargetInModel: cancelled)
        }
        let now = CACurrentMediaTime()
        let speed = Float(completionSpeed)
        for entry in scrubbed {
            // Local time continues from the held value: (parent − beginTime) · speed + timeOffset.
            let held = entry.layer.timeOffset
            entry.layer.beginTime = entry.layer.superlayer?.localTime(atMediaTime: now) ?? now
            entry.layer.timeOffset = held
            entry.layer.speed = speed
        }
        (context as? TransitionContext)?.postInteractiveCompletion = { [weak self] in self?.restoreClassicTiming() }
    }

    /// Gives the layers their own time back (UIKit's post-interactive completion, R54).
    func restoreClassicTiming() {
        for entry in scrubbed {
            entry.layer.speed = 1
            entry.layer.timeOffset = 0
            entry.layer.beginTime = 0
        }
        scrubbed = []
        phase = .done
    }

    /// R61: with nothing left to run, the layers unfreeze and the recorded animations end now; a
    /// cancelled run first writes the start values into the model so the views stay there (R55).
    func endClassicAtOnce(cancelled: Bool) {
        if cancelled {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            for entry in scrubbed { Self.keepPresentationValues(in: entry.layer) }
            CATransaction.commit()
        }
        let layers = scrubbed.map(\.layer)
        restoreClassicTiming()
        for layer in layers { AnimationEngine.endAnimations(inSubtreeOf: layer) }
    }

    /// Re-times the animations in `root`'s subtree (frozen at `held`) to run from their values now to
    /// their values when `root`'s time is `target`, over `remaining` seconds of layer time on
    /// `curve` (R54). A property animator's animations are its own and are left alone (R161).
    static func retime(
        subtreeOf root: CALayer, frozenAt held: CFTimeInterval, target: CFTimeInterval,
        over remaining: CFTimeInterval, curve: @escaping (Double) -> Double, keepingTargetInModel: Bool
    ) {
        let now = CACurrentMediaTime()
        var plans: [(layer: CALayer, entries: [LayerAnimationEntry], keys: [String], from: LayerProperties)] = []
        func collect(_ layer: CALayer) {
            let entries = layer.animationEntries.filter { entry in
                !entry.didStop && !(entry.animation is PropertyAnimatorAnimation)
                    && entry.animation.endTime(begin: layer.begin(of: entry)) != nil
            }
            if !entries.isEmpty {
                var keys: [String] = []
                for entry in entries {
                    for key in CALayer.animatedKeys(of: entry.animation) where !keys.contains(key) { keys.append(key) }
                }
                plans.append((layer, entries, keys, layer.presentationProperties(atMediaTime: now, model: layer.model)))
            }
            for sublayer in layer.sublayers ?? [] { collect(sublayer) }
        }
        collect(root)
        guard !plans.isEmpty else { return }
        // The values at the target time, read with the root's time held there for a moment.
        root.timeOffset = target
        let targets = plans.map { $0.layer.presentationProperties(atMediaTime: now, model: $0.layer.model) }
        root.timeOffset = held
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        for (plan, end) in zip(plans, targets) {
            var values: [(key: AnimationKeyPath, from: AnimatableValue, to: AnimatableValue)] = []
            for key in plan.keys {
                let path = AnimationKeyPath(key)
                guard let from = path.value(in: plan.from), let to = path.value(in: end) else { continue }
                values.append((path, from, to))
                // A cancel leaves the start values once the animations are gone (R55).
                if keepingTargetInModel { plan.layer.setModelValue(to, forKey: key) }
            }
            let retiming = AnimationRetiming(
                begin: plan.layer.localTime(atMediaTime: now), duration: remaining, curve: curve, values: values)
            for entry in plan.entries { entry.retiming = retiming }
        }
        CATransaction.commit()
        AnimationEngine.timingDidChange()
        LayerTreeChanges.invalidate()
    }
}
