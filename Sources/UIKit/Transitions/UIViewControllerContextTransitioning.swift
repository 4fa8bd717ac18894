import Foundation

/// Keys for the two view controllers of a transition.
public struct UITransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start (and at the end of a cancelled transition), R23.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition, R23.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// Keys for the two views of a transition.
public struct UITransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (nil when the animator must not touch it, R25).
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving (nil when the animator must not touch it, R25).
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a transition's animator is handed: the container, the controllers and views, their frames,
/// and the call that ends the transition.
@preconcurrency @MainActor
public protocol UIViewControllerContextTransitioning: NSObjectProtocol {
    /// The superview of every view that animates (R22).
    var containerView: UIView { get }
    /// Whether the transition is animated (the `animated:` argument, R32).
    var isAnimated: Bool { get }
    /// Whether user events currently drive the progress (R32).
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled (R35).
    var transitionWasCancelled: Bool { get }
    /// The modal style, or `.none` for navigation/tab transitions (R41).
    var presentationStyle: UIModalPresentationStyle { get }
    /// Identity unless the transition is a rotation (R40).
    var targetTransform: CGAffineTransform { get }
    /// The from/to controllers (R23).
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The from/to views; nil where the animator must not touch the view (R25, R27).
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// A controller's frame at the start, or `.zero` (R28, R29).
    func initialFrame(for vc: UIViewController) -> CGRect
    /// A controller's frame at the end, or `.zero` (R28, R29).
    func finalFrame(for vc: UIViewController) -> CGRect
    /// Ends the transition: `true` completed, `false` cancelled (R8, R9, R44).
    func completeTransition(_ didComplete: Bool)
    /// Interactive progress, 0…1 (R36).
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interactive part ends by finishing (R37).
    func finishInteractiveTransition()
    /// The interactive part ends by cancelling (R38).
    func cancelInteractiveTransition()
    /// An interruptible transition becomes interactive again (R39).
    func pauseInteractiveTransition()
}
