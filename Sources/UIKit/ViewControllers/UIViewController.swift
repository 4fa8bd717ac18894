// Over 400 lines on purpose: a view controller's stored state and its open (overridable) members must be
// in the class body (Swift cannot override what an extension declares); the rest is in extensions.
import Foundation

/// Manages a view (a screen of the app): loads it lazily and receives appearance and layout calls.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A title for containers and logs (the navigation item's title follows it).
    open var title: String? {
        didSet {
            navigationItem.title = title
            if let item = storedTabBarItem, item.followsControllerTitle { item.title = title }
        }
    }

    /// The name of the nib the controller was created with (never loaded: there are no nibs here).
    public let nibName: String?
    /// The bundle of that nib.
    public let nibBundle: Bundle?

    /// Creates a view controller; its view loads on first access (the designated initializer, as on
    /// iOS). The nib is recorded, not loaded: `loadView` makes the view, as for a nil nib on iOS.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a view controller from an archive. There are no storyboards to decode here, so it is
    /// the controller `init(nibName: nil, bundle: nil)` gives; `super.init(coder:)` from a subclass
    /// works. (iOS code whose own `init?(coder:)` calls `fatalError` is unaffected: the framework
    /// never calls this.)
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init()
    }

    /// Creates a view controller with no nib (`init(nibName: nil, bundle: nil)`, as on iOS).
    public convenience override init() { self.init(nibName: nil, bundle: nil) }

    /// The root view, loaded on first access through `loadView` and `viewDidLoad`.
    open var view: UIView! {
        get {
            if loadedView == nil { loadViewIfNeeded() }
            return loadedView
        }
        set {
            loadedView?.owningViewController = nil
            loadedView = newValue
            newValue?.owningViewController = self
        }
    }

    /// The root view if it has been loaded.
    public var viewIfLoaded: UIView? { loadedView }

    /// Whether the root view has been loaded.
    public var isViewLoaded: Bool { loadedView != nil }

    /// Loads the view now if it is not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
        EventLog.current.record("\(logName(self)).viewDidLoad")
        viewDidLoad()
    }

    /// Creates the root view; the default makes a plain screen-sized view.
    open func loadView() {
        let v = UIView(frame: UIScreen.main.bounds)
        v.backgroundColor = nil
        view = v
    }

    /// Called once after the view loaded.
    open func viewDidLoad() {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    // MARK: Editing

    /// Whether the controller is in editing mode (setting it calls `setEditing(_:animated: false)`).
    public var isEditing: Bool {
        get { editingMode }
        set { setEditing(newValue, animated: false) }
    }
    private var editingMode = false

    /// Enters or leaves editing mode (R260): updates `isEditing` and
    /// `editButtonItem` (Edit ⇄ Done); a table view controller passes it to its table. Override
    /// and call super to change what editing shows.
    open func setEditing(_ editing: Bool, animated: Bool) {
        editingMode = editing
        if let item = storedEditButtonItem { Self.update(item, editing: editing) }
    }

    /// A bar button item that toggles editing mode: "Edit", and "Done" in the bold done style
    /// while editing (R260). The same item each time.
    public var editButtonItem: UIBarButtonItem {
        if let item = storedEditButtonItem { return item }
        let item = UIBarButtonItem(
            title: nil, image: nil,
            primaryAction: UIAction { [weak self] _ in
                guard let self else { return }
                self.setEditing(!self.isEditing, animated: true)
            })
        Self.update(item, editing: isEditing)
        storedEditButtonItem = item
        return item
    }
    private var storedEditButtonItem: UIBarButtonItem?

    private static func update(_ item: UIBarButtonItem, editing: Bool) {
        item.title = editing ? "Done" : "Edit"
        item.style = editing ? .done : .plain
    }

    /// Called once per appearance between `viewWillAppear` and `viewDidAppear` (iOS 17, back to
    /// iOS 13), when the view is in the window with its final size and traits, just before its
    /// first layout there (R249): the place for geometry- and trait-dependent setup.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears.
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Content unavailable (iOS 17, R336; UIViewController+ContentUnavailable.swift)

    /// What the controller shows over its view while its content is unavailable (an empty list, a
    /// load, a search without results); nil shows nothing. The configuration is shown updated
    /// for `contentUnavailableConfigurationState`.
    open var contentUnavailableConfiguration: UIContentConfiguration? {
        didSet { showContentUnavailable() }
    }
    /// The state the configuration is updated for: the traits and the search bar's text.
    open var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(
            traitCollection: traitCollection, searchText: navigationItem.searchController?.searchBar.text)
    }
    /// Asks for `updateContentUnavailableConfiguration(using:)` before the view's next layout.
    open func setNeedsUpdateContentUnavailableConfiguration() {
        needsContentUnavailableUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }
    /// Sets `contentUnavailableConfiguration` for `state` (the default does nothing): called before
    /// the view's first layout and after `setNeedsUpdateContentUnavailableConfiguration()`.
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// Whether `updateContentUnavailableConfiguration(using:)` is due.
    var needsContentUnavailableUpdate = true
    /// The view showing `contentUnavailableConfiguration`, over the controller's view.
    var contentUnavailableView: (UIView & UIContentView)?
    /// Updates the constraints of the controller's view in the update pass (instead of the view's
    /// own `updateConstraints`, which the default calls); call super at the end.
    open func updateViewConstraints() { viewIfLoaded?.updateConstraints() }

    /// Appearance state, as UIKit tracks it for `begin/endAppearanceTransition`.
    enum Appearance {
        /// Not on screen.
        case disappeared
        /// `viewWillAppear` was sent.
        case appearing
        /// On screen.
        case appeared
        /// `viewWillDisappear` was sent.
        case disappearing
    }
    private(set) var appearance = Appearance.disappeared
    private var appearanceAnimated = false
    /// How many `transition(from:to:…)` swaps of this container's children are animating (R188).
    package var childTransitionsUnderWay = 0
    /// Whether the current appearance still owes `viewIsAppearing` (R249).
    private var needsViewIsAppearing = false

    /// Starts an appearance change: sends `viewWillAppear` or `viewWillDisappear` (and forwards it to
    /// children when `shouldAutomaticallyForwardAppearanceMethods`). A call that changes nothing —
    /// the same change again while it is under way, or toward the state the controller is already
    /// in — sends nothing and is logged as UIKit logs it ("Unbalanced calls to begin/end appearance
    /// transitions", R160); one that turns a change around under way (a cancelled transition, R14)
    /// is sent.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        let target: Appearance = isAppearing ? .appearing : .disappearing
        let settled: Appearance = isAppearing ? .appeared : .disappeared
        guard appearance != target, appearance != settled else {
            reportUnbalancedAppearance(
                "beginAppearanceTransition(\(isAppearing), animated: \(animated)) while it is \(appearance.phrase)")
            return
        }
        appearanceAnimated = animated
        needsViewIsAppearing = isAppearing
        if isAppearing {
            appearance = .appearing
            EventLog.current.record("\(logName(self)).viewWillAppear")
            viewWillAppear(animated)
        } else {
            appearance = .disappearing
            EventLog.current.record("\(logName(self)).viewWillDisappear")
            viewWillDisappear(animated)
        }
        appearanceWillForward(isAppearing: isAppearing, animated: animated)
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenReceivingAppearance where child.isViewLoaded {
                child.beginAppearanceTransition(isAppearing, animated: animated)
            }
        }
    }

    /// Ends an appearance change: sends `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            deliverViewIsAppearing()
            appearance = .appeared
            EventLog.current.record("\(logName(self)).viewDidAppear")
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            EventLog.current.record("\(logName(self)).viewDidDisappear")
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            reportUnbalancedAppearance(
                "endAppearanceTransition() while it is \(appearance.phrase), with no begin to end")
            return
        }
        if shouldAutomaticallyForwardAppearanceMethods {
            for child in childrenReceivingAppearance where child.isViewLoaded { child.endAppearanceTransition() }
        }
        appearanceDidForward(appeared: appearance == .appeared, animated: appearanceAnimated)
    }

    /// A container's turn after its own `viewWillAppear`/`viewWillDisappear` and before its
    /// children's (a navigation controller tells its delegate which controller it will show, R95).
    func appearanceWillForward(isAppearing: Bool, animated: Bool) {}

    /// A container's turn after its children's `viewDidAppear`/`viewDidDisappear` (R95).
    func appearanceDidForward(appeared: Bool, animated: Bool) {}

    /// Sends `viewIsAppearing` if this appearance has not had it yet (R249).
    func deliverViewIsAppearing() {
        guard needsViewIsAppearing, appearance == .appearing else { return }
        needsViewIsAppearing = false
        viewIsAppearing(appearanceAnimated)
    }

    /// Whether appearance calls are forwarded to children automatically (true by default).
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// The children whose views are on screen with this controller's (a navigation controller: only
    /// the top one).
    var childrenReceivingAppearance: [UIViewController] { children }

    /// Extra insets of the safe area, added to what the window and containers provide.
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            viewIfLoaded?.setNeedsLayout()
            LayerTreeChanges.invalidateGeometry()
        }
    }

    /// Called when the safe area of the controller's view changed (after the view's own
    /// `safeAreaInsetsDidChange`), before the layout pass that follows. The default does nothing.
    open func viewSafeAreaInsetsDidChange() {}

    /// The smallest layout margins UIKit lets the root view have (R207): none at the top and
    /// bottom, 16 pt at the sides in compact width and 20 in regular.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let side: CGFloat = traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return NSDirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Whether the root view's layout margins are kept at least `systemMinimumLayoutMargins`
    /// (true by default; turn it off to give the root view smaller margins).
    open var viewRespectsSystemMinimumLayoutMargins = true {
        didSet {
            guard oldValue != viewRespectsSystemMinimumLayoutMargins, let view = viewIfLoaded else { return }
            viewRespectsSystemMinimumLayoutMargins = oldValue
            let old = view.directionalLayoutMargins
            viewRespectsSystemMinimumLayoutMargins = !oldValue
            view.marginsMayHaveChanged(from: old)
        }
    }

    /// Called when the root view's layout margins changed (after the view's own
    /// `layoutMarginsDidChange`). The default does nothing.
    open func viewLayoutMarginsDidChange() {}

    /// Insets a container adds for its bars (a navigation bar), set by the container.
    package var containerSafeAreaInsets: UIEdgeInsets = .zero {
        didSet {
            viewIfLoaded?.setNeedsLayout()
            LayerTreeChanges.invalidateGeometry()
        }
    }

    /// The navigation controller this controller is in, if any.
    public var navigationController: UINavigationController? {
        var controller = parent
        while let current = controller {
            if let navigation = current as? UINavigationController { return navigation }
            controller = current.parent
        }
        return nil
    }

    /// The navigation item: the title and back button shown in a navigation bar.
    public private(set) lazy var navigationItem = UINavigationItem(title: title ?? "")

    /// Whether the tab bar hides while this controller is in a navigation stack: it slides away
    /// with the content it covers when the controller is pushed and back on the pop (R173).
    open var hidesBottomBarWhenPushed = false
    /// The items a navigation controller's toolbar shows while this controller is on top.
    open var toolbarItems: [UIBarButtonItem]? {
        get { storedToolbarItems }
        set { setToolbarItems(newValue, animated: false) }
    }
    /// Storage of `toolbarItems`.
    var storedToolbarItems: [UIBarButtonItem]?
    /// Scroll views set with `setContentScrollView(_:for:)`, by edge.
    var contentScrollViewsByEdge: [UInt: WeakScrollViewReference] = [:]

    /// The tab bar controller this controller is in, if any.
    public var tabBarController: UITabBarController? {
        var controller = parent
        while let current = controller {
            if let tabs = current as? UITabBarController { return tabs }
            controller = current.parent
        }
        return nil
    }

    /// The item a tab bar shows for this controller; by default titled with `title` (and following it).
    open var tabBarItem: UITabBarItem! {
        get {
            if let storedTabBarItem { return storedTabBarItem }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            item.followsControllerTitle = true
            storedTabBarItem = item
            return item
        }
        set {
            storedTabBarItem = newValue
            (parent as? UITabBarController)?.tabBarItemsChanged()
        }
    }
    private var storedTabBarItem: UITabBarItem?

    // MARK: Containment

    /// The container controller, if any.
    public private(set) weak var parent: UIViewController?
    /// The child controllers, in the order they were added.
    public private(set) var children: [UIViewController] = []
    /// True inside the appearance calls of a controller being added to a parent.
    public package(set) var isMovingToParent = false
    /// True inside the appearance calls of a controller being removed from its parent.
    public package(set) var isMovingFromParent = false

    /// Adds a child controller; calls its `willMove(toParent:)` (the caller adds its view and then
    /// calls `didMove(toParent:)`, as in UIKit).
    open func addChild(_ child: UIViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Detaches the controller from its parent and calls `didMove(toParent: nil)` (the caller calls
    /// `willMove(toParent: nil)` first and removes the view, as in UIKit).
    open func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Called before the controller is added to or removed from a parent.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to or removed from a parent.
    open func didMove(toParent parent: UIViewController?) {}

    // MARK: Presentation state

    /// The controller this one presented, if any.
    public package(set) var presentedViewController: UIViewController?
    /// The controller that presented this one (or an ancestor's presenter), if any.
    public var presentingViewController: UIViewController? {
        ownPresentingViewController ?? parent?.presentingViewController
    }
    package weak var ownPresentingViewController: UIViewController?
    /// The first responder this controller's presentation took away, given back when the controller
    /// it presented is dismissed (R277).
    weak var firstResponderBeforePresenting: UIResponder?
    /// How this controller is shown when presented: `.automatic` is a sheet on a phone (R130).
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The built-in animation used when no custom animator is supplied (R127).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// The transition UIKit runs when this controller is pushed or presented without a custom
    /// animator (iOS 18): a zoom, or a built-in style that replaces `modalTransitionStyle` (R142).
    open var preferredTransition: Transition?
    /// The drag that takes a zoomed controller back, once a zoom has shown it (R142).
    var zoomDismissInteraction: ZoomDismissInteraction?
    /// The presentation controller: while presented, the one the presentation runs with (R75); before,
    /// for a built-in style, the one it will run with, made on first access for the style set then —
    /// a later change of `modalPresentationStyle` does not replace it, as on iOS (R133). A child
    /// answers with the nearest one managing it: its parent's (the navigation controller a sheet
    /// presents), so `sheetPresentationController` configures the sheet from inside it (R133).
    public package(set) var presentationController: UIPresentationController? {
        get {
            if let own = ownPresentationController { return own }
            if let parent { return parent.presentationController }
            return makeBuiltinPresentationControllerIfNeeded()
        }
        set { ownPresentationController = newValue }
    }
    /// The presentation controller made so far, without making one.
    package var ownPresentationController: UIPresentationController?
    /// The popover presentation controller of a `.popover` controller, once made; it stays while
    /// an adapted presentation runs with another controller (R83).
    package var ownPopoverPresentationController: UIPopoverPresentationController?
    /// The size the content would like in a popover (or a form sheet on a regular-width screen);
    /// a change tells the parent, or the presentation controller (`UIContentContainer`).
    open var preferredContentSize: CGSize = .zero {
        didSet {
            guard preferredContentSize != oldValue else { return }
            let container: UIContentContainer? = parent ?? ownPresentationController
            container?.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
    /// Whether a `.currentContext` / `.overCurrentContext` presentation from this controller or its
    /// descendants covers this controller's view (false by default; a navigation controller's is
    /// true, R141).
    open var definesPresentationContext = false
    /// Whether a presentation in this controller's context uses this controller's
    /// `modalTransitionStyle` instead of the presented one's (false by default, R141).
    open var providesPresentationContextTransitionStyle = false
    /// Whether the user may not dismiss this controller by swiping its sheet down (false by default):
    /// the sheet resists and `presentationControllerDidAttemptToDismiss` is called instead (R138).
    open var isModalInPresentation = false
    /// True from the start of this controller's presentation until its `viewDidAppear` (R11: the
    /// whole transition, so an animator may branch on it, as on iOS).
    public package(set) var isBeingPresented = false
    /// True from the start of this controller's dismissal until its `viewDidDisappear` (R11).
    public package(set) var isBeingDismissed = false
    /// Whether a presented controller that is not full screen lets the presenter's status bar show.
    open var modalPresentationCapturesStatusBarAppearance = false

    /// The delegate asked for custom transition objects; held weakly, as in UIKit.
    public weak var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        didSet {
            transitioningDelegateDescription = transitioningDelegate.map { String(describing: type(of: $0)) }
        }
    }
    /// The type of the last delegate set, to explain a delegate released before use.
    package private(set) var transitioningDelegateDescription: String?

    /// The coordinator of the transition this controller (or an ancestor) takes part in, else nil (R63).
    public var transitionCoordinator: UIViewControllerTransitionCoordinator? {
        ownTransitionCoordinator ?? parent?.transitionCoordinator
    }
    package var ownTransitionCoordinator: UIViewControllerTransitionCoordinator?

    // MARK: Status bar

    /// The status bar style this controller wants (`.default`: dark content).
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }

    /// The child whose status bar style counts instead of this controller's (nil: this one's).
    /// A navigation controller does not forward to its top controller, as in UIKit.
    open var childForStatusBarStyle: UIViewController? { nil }

    /// Whether this controller wants the status bar hidden (default false). On a phone with a
    /// sensor housing the safe area keeps its top inset when the bar hides, as on iOS (R241).
    open var prefersStatusBarHidden: Bool { false }

    /// The child whose `prefersStatusBarHidden` counts instead of this controller's (nil: this one's).
    open var childForStatusBarHidden: UIViewController? { nil }

    /// How the status bar animates when `setNeedsStatusBarAppearanceUpdate()` changes whether it
    /// is hidden inside an animation block (default `.fade`).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }

    /// The edges along which a container lets this controller's view run under its bars (R293):
    /// all of them by default; without `.top`, a navigation controller places the view below its
    /// bar, without `.bottom` above its toolbar and the tab bar.
    open var edgesForExtendedLayout: UIRectEdge = .all { didSet { extendedLayoutDidChange() } }
    /// Whether the view also runs under opaque bars (default false: an opaque bar — `isTranslucent`
    /// false — keeps the view out from under it).
    open var extendedLayoutIncludesOpaqueBars = false { didSet { extendedLayoutDidChange() } }

    /// Whether this controller would like the home indicator to hide while the screen is not
    /// touched (default false; a passive, full-screen view such as a photo or a video, R259).
    open var prefersHomeIndicatorAutoHidden: Bool { false }

    /// The child whose `prefersHomeIndicatorAutoHidden` counts instead of this controller's (nil:
    /// this one's). Containers do not forward by default: override it in a navigation controller
    /// subclass to let the top controller decide.
    open var childForHomeIndicatorAutoHidden: UIViewController? { nil }

    /// Asks the system to read `prefersHomeIndicatorAutoHidden` again.
    public func setNeedsUpdateOfHomeIndicatorAutoHidden() { LayerTreeChanges.invalidate() }

    /// Asks the system to read `preferredStatusBarStyle` and `prefersStatusBarHidden` again.
    public func setNeedsStatusBarAppearanceUpdate() { LayerTreeChanges.invalidate() }

    // MARK: Orientation and traits

    /// The orientations this controller supports (all but upside down on a phone, as in UIKit).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .allButUpsideDown }

    /// The traits of the controller's environment — its parent's, else its window's, else its
    /// presenter's — with its own `overrideUserInterfaceStyle` (R213).
    public var traitCollection: UITraitCollection {
        let inherited: UITraitCollection
        if let parent {
            let forced = parent.overrideTraitCollection(forChild: self)
            inherited =
                forced.map { UITraitCollection(traitsFrom: [parent.traitCollection, $0]) } ?? parent.traitCollection
        } else if let window = viewIfLoaded?.window {
            inherited = window.traitCollection
        } else if let presenter = presentingViewController {
            inherited = presenter.traitCollection
        } else if let window = UIApplication.shared.windows.first(where: { $0.rootViewController === self }) {
            inherited = window.traitCollection
        } else {
            inherited = UIWindow.defaultTraits
        }
        return inherited.applying(ownTraitOverrides)
    }

    /// The appearance this controller, its views, its children and what it presents take, whatever
    /// the environment's (`.unspecified`, the default: follow it). Changing it tells them (R213).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { ownTraitOverrides.userInterfaceStyle }
        set { traitOverrides.userInterfaceStyle = newValue }
    }
    /// The traits this controller sets for itself and what is below it (iOS 17, R292); changing them
    /// tells whoever's traits change.
    open var traitOverrides: UITraitOverrides {
        get { ownTraitOverrides }
        set {
            guard newValue != ownTraitOverrides else { return }
            TraitPropagation.change(under: self) { ownTraitOverrides = newValue }
        }
    }
    var ownTraitOverrides = UITraitOverrides()
    /// The traits set with `setOverrideTraitCollection(_:forChild:)`, by child.
    private var childTraitOverrides: [ObjectIdentifier: UITraitCollection] = [:]

    /// Gives a child controller traits that differ from this controller's: each trait `collection`
    /// specifies replaces the inherited one for the child and everything below it (nil removes the
    /// override); whoever's traits changed is told (R213).
    open func setOverrideTraitCollection(
        _ collection: UITraitCollection?, forChild childViewController: UIViewController
    ) {
        guard children.contains(where: { $0 === childViewController }) else { return }
        TraitPropagation.change(under: childViewController) {
            childTraitOverrides[ObjectIdentifier(childViewController)] = collection
        }
    }

    /// The traits set for a child with `setOverrideTraitCollection(_:forChild:)`, if any.
    open func overrideTraitCollection(forChild childViewController: UIViewController) -> UITraitCollection? {
        childTraitOverrides[ObjectIdentifier(childViewController)]
    }
    /// The handlers of `registerForTraitChanges`.
    var traitChangeRegistrations: [TraitChangeRegistration] = []

    /// The traits are about to change (rotation); forwards to children and the presented
    /// controller (R101). Overrides must call super.
    open func willTransition(
        to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator
    ) {
        for child in children { child.willTransition(to: newCollection, with: coordinator) }
        presentedViewController?.willTransition(to: newCollection, with: coordinator)
    }

    /// The traits changed (called only when they did; the new traits are `UITraitCollection.current`).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Size changes

    /// The size of a child's view in a parent of `parentSize` (`UIContentContainer`): the parent's
    /// size by default; containers override it.
    open func size(
        forChildContentContainer container: UIContentContainer, withParentContainerSize parentSize: CGSize
    ) -> CGSize { parentSize }

    /// A child's `preferredContentSize` changed (`UIContentContainer`); the default does nothing.
    open func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {}

    /// The view's size is about to change (rotation); forwards to children and the presented
    /// controller (R100). Overrides must call super.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.ownPresentationController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The view's superview; for a controller presented by another (not a child), the presenting
    /// controller, as UIKit documents (R270).
    open override var next: UIResponder? {
        if parent == nil, let presenter = ownPresentingViewController { return presenter }
        return loadedView?.superview
    }

    /// A controller is first responder in the window its view is in.
    override var responderWindow: UIWindow? { loadedView?.window }
}
