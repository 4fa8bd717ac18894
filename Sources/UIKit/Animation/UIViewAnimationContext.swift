import Foundation

/// How a UIView animation block paces its animations.
enum UIViewAnimationPacing {
    /// A cubic curve (R106–R108).
    case curve(CAMediaTimingFunction)
    /// A spring; curve options are ignored (R117, R121).
    case spring(SpringSolver)
}

/// One open UIView animation block (`animate…`, `animateKeyframes`, a property animator's
/// `addAnimations`, `performWithoutAnimation`): what the backing layers' actions produce while it runs.
@MainActor
final class UIViewAnimationContext {
    /// Open blocks, innermost last (`UIKitRuntimeState.animationBlocks`).
    static var stack: [UIViewAnimationContext] {
        get { UIKitRuntime.current.animationBlocks }
        set { UIKitRuntime.current.animationBlocks = newValue }
    }
    /// `UIView.areAnimationsEnabled`.
    static var animationsEnabled: Bool {
        get { UIKitRuntime.current.animationsEnabled }
        set { UIKitRuntime.current.animationsEnabled = newValue }
    }

    let duration: CFTimeInterval
    let delay: CFTimeInterval
    let options: UIView.AnimationOptions
    let pacing: UIViewAnimationPacing
    /// Whether changes in this block apply at once (`performWithoutAnimation`, R110).
    let isDisabled: Bool
    /// The completion of this block's animations (nil for capturing blocks).
    let group: AnimationCompletionGroup?
    /// When set, layer changes are reported here instead of becoming animations
    /// (keyframe recording, property animators).
    var capture: ((CALayer, String, AnimatableValue, AnimatableValue) -> Void)?
    /// The repeat count and autoreversing set by `UIView.modifyAnimations(withRepeatCount:…)` for
    /// the animations made inside it; nil: the block's options decide.
    var repeatModification: (count: Float, autoreverses: Bool)?

    init(
        duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
        pacing: UIViewAnimationPacing, isDisabled: Bool = false, group: AnimationCompletionGroup?
    ) {
        self.duration = duration
        self.delay = delay
        self.options = options
        self.pacing = pacing
        self.isDisabled = isDisabled
        self.group = group
    }

    /// A block with duration, curve and repeat options inherited from the enclosing block unless
    /// overridden (`overrideInherited…` options).
    static func make(
        duration: CFTimeInterval, delay: CFTimeInterval, options: UIView.AnimationOptions,
        spring: SpringSolver?, group: AnimationCompletionGroup?
    ) -> UIViewAnimationContext {
        var duration = duration
        var options = options
        var pacing: UIViewAnimationPacing = spring.map { .spring($0) } ?? .curve(options.curve.timingFunction)
        if spring == nil && options.curveBits == 7 {
            // R121: private curve 7 is a fixed spring that replaces the requested duration.
            pacing = .spring(SpringSolver.systemCurve7)
            duration = SpringSolver.systemCurve7Duration
        }
        if let outer = stack.last(where: { !$0.isDisabled }), outer.capture == nil {
            if !options.contains(.overrideInheritedDuration) { duration = outer.duration }
            if !options.contains(.overrideInheritedCurve) && spring == nil { pacing = outer.pacing }
            if !options.contains(.overrideInheritedOptions) {
                options.remove([.repeat, .autoreverse])
                options.formUnion(outer.options.intersection([.repeat, .autoreverse]))
            }
        }
        return UIViewAnimationContext(duration: duration, delay: delay, options: options, pacing: pacing, group: group)
    }

    /// Runs `body` with this block open.
    func perform(_ body: () -> Void) {
        UIViewAnimationContext.installActionProvider()
        UIViewAnimationContext.stack.append(self)
        body()
        // A reset inside the block (a new app starting) has already dropped it.
        if UIViewAnimationContext.stack.last === self { UIViewAnimationContext.stack.removeLast() }
    }

    static func installActionProvider() {
        guard UIView.actionProvider == nil else { return }
        UIView.actionProvider = { _, layer, key in action(for: layer, key: key) }
    }

    /// Keys a UIView animation block animates.
    static let animatableKeys: Set<String> = LayerProperties.implicitlyAnimatableKeys.union(["anchorPointZ"])

    /// The action for a change of `key` on a view's layer: nil outside animation blocks, so the
    /// change applies at once.
    static func action(for layer: CALayer, key: String) -> CAAction? {
        guard let context = stack.last, !context.isDisabled, animationsEnabled, animatableKeys.contains(key) else {
            return nil
        }
        return UIViewAnimationAction(context: context)
    }

    /// Adds the animation for one changed property (R110–R112, R117).
    func animate(_ layer: CALayer, key: String, from old: AnimatableValue, to new: AnimatableValue) {
        if let capture {
            capture(layer, key, old, new)
            return
        }
        let animation: CABasicAnimation
        switch pacing {
        case .curve(let function):
            animation = CABasicAnimation(keyPath: key)
            animation.timingFunction = function
        case .spring(let solver):
            // R117: a CASpringAnimation(m, k, c, v) over the block's duration, curve forced to linear.
            let spring = CASpringAnimation(keyPath: key)
            spring.mass = CGFloat(solver.mass)
            spring.stiffness = CGFloat(solver.stiffness)
            spring.damping = CGFloat(solver.damping)
            spring.initialVelocity = CGFloat(solver.initialVelocity)
            spring.allowsOverdamping = solver.allowsOverdamping
            animation = spring
        }
        if options.contains(.beginFromCurrentState) {
            // R112: start from what is on screen (computed with the old model value).
            var oldModel = layer.model
            oldModel.setAnimatableValue(old, forKey: key)
            animation.fromValue = layer.presentationValue(forKey: key, model: oldModel) ?? old
            animation.toValue = new
        } else if old.supportsAddition {
            // R111: additive — the delta (old − new) decays to zero on top of the new model value,
            // so in-flight animations of the same property keep running and finish too.
            animation.isAdditive = true
            animation.fromValue = old.subtracting(new)
            animation.toValue = new.zero
        } else {
            animation.fromValue = old
            animation.toValue = new
        }
        animation.duration = duration
        animation.relativeBeginTime = delay
        animation.fillMode = .both
        if let modification = repeatModification {
            animation.repeatCount = modification.count
            animation.autoreverses = modification.autoreverses
        } else {
            if options.contains(.repeat) { animation.repeatCount = .infinity }
            animation.autoreverses = options.contains(.autoreverse)
        }
        animation.blocksUserInteraction = !options.contains(.allowUserInteraction)  // R113
        layer.add(animation, forKey: Self.uniqueKey(key, in: layer))
        if let entry = layer.animationEntries.last { group?.track(entry) }
    }

    /// `key`, or `key-2`, `key-3`, … so that additive animations of one property coexist (R111).
    static func uniqueKey(_ key: String, in layer: CALayer) -> String {
        guard layer.animation(forKey: key) != nil else { return key }
        var n = 2
        while layer.animation(forKey: "\(key)-\(n)") != nil { n += 1 }
        return "\(key)-\(n)"
    }
}

/// The action a view's layer runs for a property change inside an animation block.
@MainActor
final class UIViewAnimationAction: CAAction {
    let context: UIViewAnimationContext
    init(context: UIViewAnimationContext) { self.context = context }

    func run(forKey event: String, object layer: CALayer, arguments: [AnyHashable: Any]?) {
        guard let old = arguments?["fromValue"] as? AnimatableValue,
            let new = layer.model.animatableValue(forKey: event), old != new
        else { return }
        context.animate(layer, key: event, from: old, to: new)
    }
}
