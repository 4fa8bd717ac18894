import Foundation

extension UIView {
    /// Options of block animations; raw values per R108 (curve in bits 16–19, transition in 20–23).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out subviews at commit so that they animate with the parent.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Views keep receiving touches while animating (R113).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from the in-flight presentation value (R112).
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeat forever.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Run backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Use this block's duration, not the enclosing block's.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Use this block's curve, not the enclosing block's.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Animate content changes (redraws) too.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hide/show instead of remove/add in `transition(from:to:…)`.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Use this block's repeat/autoreverse options, not the enclosing block's.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Ease in and out (the default, R107).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Flip about the vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flip about the vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Page curl up (rendered as a cross-dissolve).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Page curl down (rendered as a cross-dissolve).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flip about the horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flip about the horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// The curve bits (R108: `(options >> 16) & 0xF`).
        var curveBits: UInt { (rawValue >> 16) & 0xF }
        /// The transition bits.
        var transitionBits: UInt { (rawValue >> 20) & 0xF }
    }

    /// The timing curves of view animations, with UIKit's raw values (R108). A struct rather than an
    /// enum so that UIKit's private curve 7 (the system spring of built-in transitions, R121) can be
    /// expressed, as `UIView.AnimationCurve(rawValue: 7)` can on iOS.
    /// (Identical to the declaration on main's Transitions branch; keep one when merging.)
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
        public var rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let easeInOut = AnimationCurve(rawValue: 0)
        public static let easeIn = AnimationCurve(rawValue: 1)
        public static let easeOut = AnimationCurve(rawValue: 2)
        public static let linear = AnimationCurve(rawValue: 3)
        /// UIKit's private system-spring curve (R121).
        public static let systemSpring = AnimationCurve(rawValue: 7)

        public var description: String {
            switch rawValue {
            case 0: return "easeInOut"
            case 1: return "easeIn"
            case 2: return "easeOut"
            case 3: return "linear"
            case 7: return "curve7"
            default: return "curve\(rawValue)"
            }
        }
    }

    /// Options of keyframe animations (the curve bits of `AnimationOptions` pass through, R123).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Values jump at each keyframe.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// Evenly paced (modelled as linear).
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Spline (modelled as linear).
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// Paced spline (modelled as linear).
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }
}

extension UIView.AnimationOptions {
    /// The UIView curve these options select (R108).
    var curve: UIView.AnimationCurve { UIView.AnimationCurve(rawValue: Int(curveBits)) }
}

extension UIView.AnimationCurve {
    /// R107: the Core Animation curve of a UIView curve (ease-in-out for unknown values; curve 7 is
    /// a spring, handled where animations are built, R121).
    public var timingFunction: CAMediaTimingFunction {
        switch rawValue {
        case 1: return CAMediaTimingFunction(name: .easeIn)
        case 2: return CAMediaTimingFunction(name: .easeOut)
        case 3: return CAMediaTimingFunction(name: .linear)
        default: return CAMediaTimingFunction(name: .easeInEaseOut)
        }
    }
}
