import Foundation

extension UIViewController {
    /// The transition UIKit runs for a controller when it is pushed or presented (iOS 18,
    /// `preferredTransition`, R142): a zoom out of a source view, or one of the built-in modal
    /// animations.
    @preconcurrency @MainActor
    public final class Transition: NSObject {
        /// What the transition is.
        enum Kind {
            /// Zoom from (and back to) the view the provider returns.
            case zoom(options: ZoomOptions?, sourceViewProvider: (ZoomSourceViewProviderContext) -> UIView?)
            /// A built-in modal animation.
            case builtin(UIModalTransitionStyle)
        }

        let kind: Kind

        private init(kind: Kind) { self.kind = kind }

        /// Zooms the pushed or presented controller's view out of the view `sourceViewProvider`
        /// returns, and back into it when popped or dismissed (the provider is asked each time).
        public static func zoom(
            options: ZoomOptions? = nil,
            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?
        ) -> Transition {
            Transition(kind: .zoom(options: options, sourceViewProvider: sourceViewProvider))
        }

        /// The built-in cover vertical animation.
        public static var coverVertical: Transition { Transition(kind: .builtin(.coverVertical)) }
        /// The built-in flip.
        public static var flipHorizontal: Transition { Transition(kind: .builtin(.flipHorizontal)) }
        /// The built-in cross dissolve.
        public static var crossDissolve: Transition { Transition(kind: .builtin(.crossDissolve)) }
        /// The built-in page curl (drawn as cover vertical, R127).
        public static var partialCurl: Transition { Transition(kind: .builtin(.partialCurl)) }

        /// Whether this is a zoom.
        var isZoom: Bool {
            if case .zoom = kind { return true }
            return false
        }

        /// The built-in modal animation it names, if it is one.
        var builtinStyle: UIModalTransitionStyle? {
            if case .builtin(let style) = kind { return style }
            return nil
        }
    }

    /// What `preferredTransition` resolves `modalPresentationStyle` to on a phone: a zoom presents
    /// full screen when the style is left `.automatic` (R142); otherwise the style's own resolution
    /// (R130).
    var resolvedPresentationStyle: UIModalPresentationStyle {
        if modalPresentationStyle == .automatic, preferredTransition?.isZoom == true { return .fullScreen }
        return modalPresentationStyle.resolved
    }
}

extension UIViewController.Transition {
    /// Options of a zoom transition.
    @preconcurrency @MainActor
    public final class ZoomOptions: NSObject {
        /// The colour laid over what the zoomed view covers (nil: black at 10 % while zooming).
        public var dimmingColor: UIColor?
        /// A blur laid over what the zoomed view covers, fading in as it opens (nil: none; R228).
        public var dimmingVisualEffect: UIBlurEffect?
        /// Asked when the user starts dragging the zoomed view back (a pan down, or the back swipe of
        /// a push): return false to keep it (R142).
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// The rect, in the zoomed controller's view, that lands on the source view (nil, or a null
        /// rect: the whole view).
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?

        /// Creates default options.
        public override init() { super.init() }
    }

    /// What the source view provider is given: the two controllers of the zoom.
    @preconcurrency @MainActor
    public final class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom starts from (the presenter, or the controller below the pushed one).
        public let sourceViewController: UIViewController
        /// The controller that zooms in.
        public let zoomedViewController: UIViewController

        init(source: UIViewController, zoomed: UIViewController) {
            sourceViewController = source
            zoomedViewController = zoomed
        }
    }
}

extension UIViewController.Transition.ZoomOptions {
    /// What the alignment rect provider is given.
    @preconcurrency @MainActor
    public final class AlignmentRectContext: NSObject {
        /// The zoomed-out view, for example a thumbnail.
        public let sourceView: UIView
        /// The zoomed-in controller.
        public let zoomedViewController: UIViewController

        init(sourceView: UIView, zoomedViewController: UIViewController) {
            self.sourceView = sourceView
            self.zoomedViewController = zoomedViewController
        }
    }

    /// What an interactive zoom dismissal's check is given.
    @preconcurrency @MainActor
    public final class InteractionContext: NSObject {
        /// Where the gesture is, in the zoomed view.
        public let location: CGPoint
        /// The gesture's velocity.
        public let velocity: CGVector
        /// Whether the transition would begin anyway.
        public let willBegin: Bool

        init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
            self.location = location
            self.velocity = velocity
            self.willBegin = willBegin
        }
    }
}
