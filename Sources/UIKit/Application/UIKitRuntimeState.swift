import Foundation

/// Everything the framework keeps for the app that runs now, one stored property per subsystem.
///
/// `UIKitRuntime.reset()` replaces the whole value when a new app (a new simulator) starts, so
/// nothing carries over from the previous one and no reset step can be forgotten: mutable state
/// belongs here (or in a subsystem's state type held here), never in a `static var` of its own.
/// What the host plugs in once per process stays outside: `TextMetrics.current`,
/// `UIImage.assetDirectories`, and the framework's own `UIView.actionProvider` hook.
@MainActor
final class UIKitRuntimeState {
    // MARK: Animation

    /// The animation engine's layers, uncommitted animations and next-frame callbacks.
    let animationEngine = AnimationEngine.State()
    /// The display links scheduled on the frame cycle, in the order they were added.
    var displayLinks: [CADisplayLink] = []
    /// The property animators the frame cycle updates.
    var propertyAnimators: [UIViewPropertyAnimator] = []
    /// The dynamic animators made (held weakly), in the order made (R278).
    var dynamicAnimators: [WeakDynamicAnimator] = []
    /// The open `CATransaction`s, innermost last.
    var transactions: [CATransaction.Frame] = []
    /// The open UIView animation blocks, innermost last.
    var animationBlocks: [UIViewAnimationContext] = []
    /// `UIView.areAnimationsEnabled`.
    var animationsEnabled = true
    /// The open `animateKeyframes` call, where `addKeyframe` records.
    var keyframeRecorder: KeyframeRecorder?
    /// Whether a layer, view or content changed since the host last drew (`LayerTreeChanges`).
    var layerTreeIsDirty = true

    // MARK: Touches and transitions

    /// The touches in flight and the recognizers waiting for frames or for others to fail.
    let gestures = GestureArbiter.State()
    /// The transitions in flight, the last one that ended, and the next serial number.
    let transitions = TransitionDriver.Registry()
    /// While a percent-driven interaction controller runs an animator's `animateTransition` on the
    /// classic path: the animator's and the controller's names (R161).
    var classicInteractiveTransition: (animator: String, interactor: String)?

    // MARK: What the host makes current

    /// `EventLog.current`.
    var eventLog = EventLog()
    /// `DiagnosticLog.current`.
    var diagnosticLog = DiagnosticLog()
    /// `MediaClock.current`, which `CACurrentMediaTime()` reads.
    var mediaClock = MediaClock()
    /// `UIScreen.main`.
    var screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 393, height: 852), scale: 1)
    /// `UIApplication.shared`.
    var application = UIApplication()
    /// `UIDevice.current`.
    var device = UIDevice()
    /// The blocks sent to the main queue, waiting for their frame (R294).
    let mainQueue = MainQueueSchedule()
    /// Whether the launch's life-cycle notifications were posted (R294).
    var postedLaunchNotifications = false
    /// The app delegate of an app launched from one (R335), held for the app's life.
    var applicationDelegate: UIApplicationDelegate?
    /// Whether `UIApplication.launch` is running the delegate's launch now (R335).
    var isLaunchingFromDelegate = false
    /// Whether this app was launched from its delegate (R335): its first frame activates it.
    var launchedFromDelegate = false
    /// Root controllers of windows made key during that launch, whose `viewDidAppear` comes in
    /// the launch's first frame, after the scene became active (R335).
    var rootsAwaitingLaunch: [UIViewController] = []
    /// The URLs the app opened in other apps (R347).
    var openedURLs: [URL] = []
    /// The appearance proxies the app made (R348); nil until the first.
    var appearanceRegistryStorage: AppearanceRegistry?
    /// The bar button item proxies (R348); nil until the first.
    var barItemAppearanceIfMade: BarItemAppearanceRegistry?
    /// The app's pasteboards, `UIPasteboard.general` among them (R312).
    let pasteboards = PasteboardRegistry()
    /// The drag on screen, if any (R343): one at a time on an iPhone.
    var dragFlight: DragFlight?

    /// What `UIAccessibility` reports.
    var accessibility = UIAccessibility.Settings()
}
