import Foundation

/// Runs a search from a search bar (R306): activated by a tap in its bar (or `isActive`), it
/// presents itself over the context of the controller showing the bar — Cancel appears, the
/// navigation bar gives way to the search bar, the content is dimmed if asked — and shows its
/// results controller once there is text, telling `searchResultsUpdater` of every change.
@MainActor
open class UISearchController: UIViewController {
    /// When the scope bar shows (iOS 16).
    public enum ScopeBarActivation: Int, Sendable {
        /// As the system chooses: on activation.
        case automatic = 0
        /// Only when `showsScopeBar` is set.
        case manual = 1
        /// Once text is entered.
        case onTextEntry = 2
        /// On activation.
        case onSearchActivation = 3
    }

    /// The controller that shows the results (nil: the searched controller shows them itself).
    public private(set) var searchResultsController: UIViewController?
    /// The search bar to put in the interface (a table header, `navigationItem.searchController`).
    public let searchBar = UISearchBar()
    /// Told of every change to the search.
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search presents and dismisses.
    open weak var delegate: UISearchControllerDelegate?

    /// Whether the content below is dimmed while searching with no results shown (false since
    /// iOS 15).
    open var obscuresBackgroundDuringPresentation = false
    /// The iOS 8 name of `obscuresBackgroundDuringPresentation`.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar gives way to the search bar while searching (true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the bar's Cancel button shows while searching (true).
    open var automaticallyShowsCancelButton = true
    /// Whether the results controller shows once there is text (true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller shows now.
    open var showsSearchResultsController = false { didSet { updateResultsVisibility() } }
    /// Whether the scope bar shows while searching (true).
    open var automaticallyShowsScopeBar = true
    /// When the scope bar shows.
    open var scopeBarActivation: ScopeBarActivation = .automatic

    /// Whether the search is on. Setting it presents or dismisses; it does not begin editing (as in
    /// UIKit, call `searchBar.becomeFirstResponder()` for the keyboard).
    open var isActive: Bool {
        get { activeState }
        set { newValue ? activate() : deactivate(cancelled: false) }
    }

    /// The controller whose `navigationItem` holds this search controller (set by the item).
    weak var searchingController: UIViewController?
    private var activeState = false
    private lazy var presentationAnimator = SearchPresentationAnimator()

    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = presentationAnimator
    }

    public convenience init() { self.init(searchResultsController: nil) }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        searchBar.searchController = self
        modalPresentationStyle = .overCurrentContext
        transitioningDelegate = presentationAnimator
    }

    open override func loadView() { view = SearchControllerView() }

    open override func viewDidLoad() {
        super.viewDidLoad()
        if let results = searchResultsController {
            addChild(results)
            results.view.isHidden = true
            searchView.resultsView = results.view
            results.didMove(toParent: self)
        }
    }

    var searchView: SearchControllerView { view as! SearchControllerView }

    // MARK: Presenting

    /// The controller the search is presented from: the searched controller, or the one whose view
    /// shows the bar, by the usual presentation context rules.
    var presentingContext: UIViewController? {
        if let searchingController { return searchingController }
        var responder: UIResponder? = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    func activate() {
        guard !activeState, let host = presentingContext, host.viewIfLoaded?.window != nil else { return }
        activeState = true
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: true) }
        if automaticallyShowsScopeBar, scopeBarActivation == .automatic || scopeBarActivation == .onSearchActivation {
            searchBar.setShowsScope(true, animated: true)
        }
        loadViewIfNeeded()
        searchView.dimsContent = obscuresBackgroundDuringPresentation
        updateResultsVisibility()
        host.present(self, animated: true) { [weak self] in
            guard let self else { return }
            self.delegate?.didPresentSearchController(self)
        }
    }

    func deactivate(cancelled: Bool) {
        guard activeState else { return }
        activeState = false
        delegate?.willDismissSearchController(self)
        if cancelled { searchBar.text = "" }
        if searchBar.isFirstResponder { searchBar.resignFirstResponder() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: true) }
        if automaticallyShowsScopeBar, scopeBarActivation != .manual { searchBar.setShowsScope(false, animated: true) }
        let finish = { [weak self] in
            guard let self else { return }
            self.delegate?.didDismissSearchController(self)
        }
        if presentingViewController != nil {
            dismiss(animated: true, completion: finish)
        } else {
            finish()
        }
        searchResultsUpdater?.updateSearchResults(for: self)
        searchingController?.setNeedsUpdateContentUnavailableConfiguration()
    }

    /// Where the search bar's bottom is, in `view`'s space: the results and dimming start there.
    var searchBarBottom: CGFloat {
        guard let window = view.window, searchBar.window === window else { return 0 }
        let bottom = searchBar.convert(CGPoint(x: 0, y: searchBar.bounds.maxY), to: nil)
        return max(0, view.convert(bottom, from: nil).y)
    }

    func updateResultsVisibility() {
        guard isViewLoaded else { return }
        let hasText = !(searchBar.text ?? "").isEmpty
        // Automatically: shown while there is text (the didSet comes back here).
        if automaticallyShowsSearchResultsController, activeState, hasText != showsSearchResultsController {
            showsSearchResultsController = hasText
            return
        }
        let shows = showsSearchResultsController
        searchResultsController?.view.isHidden = !shows
        searchView.showsResults = shows && searchResultsController != nil
        searchView.setNeedsLayout()
    }

    // MARK: From the search bar

    func searchBarDidBeginEditing() {
        if !activeState { activate() }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    func searchBarTextDidChange() {
        if automaticallyShowsScopeBar, scopeBarActivation == .onTextEntry, !(searchBar.text ?? "").isEmpty {
            searchBar.setShowsScope(true, animated: true)
        }
        updateResultsVisibility()
        searchResultsUpdater?.updateSearchResults(for: self)
        searchingController?.setNeedsUpdateContentUnavailableConfiguration()  // R336: the state's search text
    }

    func searchBarCancelWasTapped() { deactivate(cancelled: true) }

    func searchBarScopeDidChange() { searchResultsUpdater?.updateSearchResults(for: self) }

    func searchBarSizeDidChange() {
        searchingController?.navigationController?.view.setNeedsLayout()
        searchingController?.navigationController?.searchBarDidChange()
    }
}
