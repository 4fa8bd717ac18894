import Foundation

/// Manages a view (a screen of the app): loads it lazily and receives appearance and layout calls.
@MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView?

    /// A title for containers and logs.
    open var title: String?

    /// Creates a view controller; its view loads on first access.
    public override init() { super.init() }

    /// Creates a view controller (nib arguments are accepted for source compatibility and ignored).
    public convenience init(nibName: String?, bundle: Bundle?) { self.init() }

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

    /// Appearance state, as UIKit tracks it for `begin/endAppearanceTransition`.
    private enum Appearance {
        /// Not on screen.
        case disappeared
        /// `viewWillAppear` was sent.
        case appearing
        /// On screen.
        case appeared
        /// `viewWillDisappear` was sent.
        case disappearing
    }
    private var appearance = Appearance.disappeared
    private var appearanceAnimated = false

    /// Starts an appearance change: sends `viewWillAppear` or `viewWillDisappear`.
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        appearanceAnimated = animated
        if isAppearing {
            appearance = .appearing
            viewWillAppear(animated)
        } else {
            appearance = .disappearing
            viewWillDisappear(animated)
        }
    }

    /// Ends an appearance change: sends `viewDidAppear` or `viewDidDisappear`.
    public func endAppearanceTransition() {
        switch appearance {
        case .appearing:
            appearance = .appeared
            viewDidAppear(appearanceAnimated)
        case .disappearing:
            appearance = .disappeared
            viewDidDisappear(appearanceAnimated)
        case .appeared, .disappeared:
            break
        }
    }

    open override var next: UIResponder? { loadedView?.superview }
}
