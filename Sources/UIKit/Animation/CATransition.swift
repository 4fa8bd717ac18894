import Foundation

/// The key Core Animation files every transition under, whatever key it was added with (R240).
public let kCATransition = "transition"

/// The effect of a transition (`CATransition.type`).
public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The new state fades in while the old fades out (the default).
    public static let fade = CATransitionType(rawValue: "fade")
    /// The new state slides in over the old, which stays in place.
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    /// The new state slides in and pushes the old one out.
    public static let push = CATransitionType(rawValue: "push")
    /// The old state slides away and uncovers the new one, which stays in place.
    public static let reveal = CATransitionType(rawValue: "reveal")
}

/// The direction of a moving transition (`CATransition.subtype`): the side the motion starts at.
public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// From the right edge: the content moves leftwards.
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    /// From the left edge: the content moves rightwards.
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    /// From the top edge: the content moves down.
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    /// From the bottom edge: the content moves up.
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// An animation of a layer's whole rendered state — its properties, contents and sublayers — from
/// what it showed when the transition was added to what it shows after the change (R240): a
/// cross-fade, or the new state moving in, pushing or revealing along `subtype`. Added to a layer
/// (`layer.add(transition, forKey: …)`, always filed under `kCATransition`), it captures the
/// layer's current rendering; the changes made afterwards in the same turn — new text, another
/// background colour, subviews swapped by a non-animated push — are the new state.
@preconcurrency @MainActor
open class CATransition: CAAnimation {
    /// The effect (default `.fade`). Core Animation's private names `"cube"` and `"oglFlip"`, which
    /// tutorials use, are drawn as well; any other name is drawn as a fade (R240).
    public var type: CATransitionType = .fade
    /// The direction of a moving effect (nil: `.fromLeft`, as Core Animation).
    public var subtype: CATransitionSubtype?
    /// Where in the effect the animation starts (0…1).
    public var startProgress: Float = 0
    /// Where in the effect the animation ends (0…1).
    public var endProgress: Float = 1
    /// A Core Image filter for the effect: Core Image does not exist here, so it is kept, not drawn.
    public var filter: Any?

    public required init() { super.init() }

    /// The effect's progress (0…1) at the animation's simple time `t`: the paced fraction mapped
    /// onto `startProgress`…`endProgress`.
    func progress(simpleTime t: Double) -> Double {
        let start = Double(min(max(startProgress, 0), 1))
        let end = Double(min(max(endProgress, 0), 1))
        return start + (end - start) * pacedFraction(simpleTime: t)
    }

    /// The progress at the layer time `parentTime`, nil outside the active interval (before the
    /// start with no backwards fill the effect is not drawn; after the end it is removed).
    func progress(parentTime: Double, begin: Double) -> Double? {
        var values = timing
        values.beginTime = begin
        let active = values.activeTime(parentTime: parentTime)
        switch values.phase(active: active) {
        case .active(let t): return progress(simpleTime: t)
        default: return nil
        }
    }
}

/// What the renderer draws for a layer with a transition in flight: the captured old state and the
/// progress of the effect.
package struct LayerTransitionFrame {
    /// A static copy of the layer as it was when the transition was added.
    package var oldState: CALayer
    /// The effect.
    package var type: CATransitionType
    /// The direction of a moving effect.
    package var subtype: CATransitionSubtype
    /// 0 (all old) … 1 (all new).
    package var progress: Double
}

extension CALayer {
    /// Whether a `CATransition` is attached (active or waiting for its start).
    package var hasLayerTransition: Bool { carriesTransition }

    /// The transition to draw at this layer's local time `local`, if one is attached and active
    /// (the last one added wins, as only one can be filed under `kCATransition`).
    package func layerTransition(localTime local: CFTimeInterval) -> LayerTransitionFrame? {
        guard carriesTransition else { return nil }
        for entry in animationEntries.reversed() {
            // The old state first: only a transition's entry has one, and it is cheaper than the cast.
            guard let old = entry.transitionOldState, let transition = entry.animation as? CATransition else {
                continue
            }
            guard let progress = transition.progress(parentTime: local, begin: begin(of: entry)) else { continue }
            return LayerTransitionFrame(
                oldState: old, type: transition.type, subtype: transition.subtype ?? .fromLeft, progress: progress)
        }
        return nil
    }
}
