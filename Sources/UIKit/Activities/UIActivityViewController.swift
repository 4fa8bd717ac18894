import Foundation

/// The share sheet (R312): the items to share at the top, the apps that can take them in a row,
/// then the actions that apply to them. On a phone it presents as a sheet at the medium detent
/// that can be pulled to the large one; a tap on an activity prepares it with the items resolved
/// for its type, performs it, and — once it finishes — dismisses the sheet and calls
/// `completionWithItemsHandler`. The close button or a swipe down calls it with nil, false.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the sheet tells when it goes: the activity chosen (nil if none), whether it completed,
    /// the items an extension returned (nil here) and an error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void
    /// The pre-iOS 8 form of the completion: the activity and whether it completed.
    public typealias CompletionHandler = (UIActivity.ActivityType?, Bool) -> Void

    /// The share sheet's progress; every entry point checks it first.
    enum State: Equatable {
        /// Showing (or about to): a tap on an activity starts it.
        case choosing
        /// An activity runs: it was prepared and performed, or its own controller shows.
        case performing(UIActivity)
        /// The outcome is known and the sheet is going away; the completion waits for it to be gone.
        case finishing(Outcome)
        /// The completion has been called.
        case finished

        static func == (lhs: State, rhs: State) -> Bool {
            switch (lhs, rhs) {
            case (.choosing, .choosing), (.finished, .finished): return true
            case (.performing(let a), .performing(let b)): return a === b
            case (.finishing(let a), .finishing(let b)):
                return a.activityType == b.activityType && a.completed == b.completed
            default: return false
            }
        }
    }

    /// What the completion handler is told.
    struct Outcome {
        var activityType: UIActivity.ActivityType?
        var completed: Bool
    }

    /// The items as given (item sources among them).
    let activityItems: [Any]
    /// The app's own activities, as given.
    let applicationActivities: [UIActivity]

    /// Activity types the sheet leaves out (system and app activities alike).
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { contentDidChange() }
    }

    /// Called once when the sheet is gone: with the activity performed and whether it completed,
    /// or with nil and false when the user closed the sheet.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    /// The deprecated completion (iOS 6–7), called after `completionWithItemsHandler`.
    @available(iOS, deprecated: 8.0, message: "Use completionWithItemsHandler")
    open var completionHandler: CompletionHandler? {
        get { legacyCompletion }
        set { legacyCompletion = newValue }
    }

    /// Whether an activity the system finds most relevant may be shown prominently (iOS 17; true by
    /// default). Kept: the simulator has no prominent activity to show.
    open var allowsProminentActivity = true

    private var legacyCompletion: CompletionHandler?
    /// Where the sheet is in its life.
    private(set) var state: State = .choosing
    /// The placeholders, asked of the item sources once, when first needed.
    private var cachedPlaceholders: [Any]?

    /// Creates a share sheet for `activityItems` (strings, URLs, images, data, item sources),
    /// offering the system's activities and `applicationActivities`.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        // UIKit keeps a popover controller for regular widths; on a phone it is accepted
        // (`sourceView`, `barButtonItem`) and the sheet runs instead (R312, R83).
        ownPopoverPresentationController = UIPopoverPresentationController(
            presentedViewController: self, presenting: nil)
    }

    public required init?(coder: NSCoder) {
        self.activityItems = []
        self.applicationActivities = []
        super.init(coder: coder)
    }

    open override func loadView() {
        view = ShareSheetView(controller: self)
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if state == .finished { state = .choosing }
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil else { return }
        deliverCompletion()
    }

    // MARK: Items

    /// The placeholders: each item source's placeholder, other items as they are.
    var placeholderItems: [Any] {
        if let cachedPlaceholders { return cachedPlaceholders }
        let made = activityItems.map { item -> Any in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewControllerPlaceholderItem(self)
        }
        cachedPlaceholders = made
        return made
    }

    /// The items for an activity of `type`: each item source asked for its item (nil leaves it
    /// out), other items as they are.
    func resolvedItems(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item -> Any? in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The first non-empty subject an item source gives for `type`.
    func subject(for type: UIActivity.ActivityType?) -> String? {
        for case let source as UIActivityItemSource in activityItems {
            let subject = source.activityViewController(self, subjectForActivityType: type)
            if !subject.isEmpty { return subject }
        }
        return nil
    }

    /// Items, exclusions or activities changed: the sheet's content is made again.
    private func contentDidChange() {
        (viewIfLoaded as? ShareSheetView)?.reloadContent()
    }

    // MARK: Performing (R312)

    /// A tap on an activity: prepares it with its items, then presents its controller or performs it.
    func select(_ activity: UIActivity) {
        guard state == .choosing else { return }
        state = .performing(activity)
        EventLog.current.record("shareSheet.select \(activity.logDescription)")
        let items = resolvedItems(for: activity.activityType)
        activity.performingSheet = self
        activity.prepare(withActivityItems: items)
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The activity being performed finished: the sheet (with the activity's controller over it)
    /// goes, and the completion follows once it is gone.
    func activityDidFinish(_ activity: UIActivity, completed: Bool) {
        guard case .performing(let current) = state, current === activity else { return }
        EventLog.current.record("shareSheet.finish \(activity.logDescription) (completed: \(completed))")
        finish(with: Outcome(activityType: activity.activityType, completed: completed))
    }

    /// The close button: the sheet goes without an activity.
    func close() {
        guard state == .choosing else { return }
        EventLog.current.record("shareSheet.close")
        finish(with: Outcome(activityType: nil, completed: false))
    }

    private func finish(with outcome: Outcome) {
        state = .finishing(outcome)
        if let presenter = presentingViewController, presenter.presentedViewController === self {
            // The completion follows the dismissal: from viewDidDisappear, or — when an activity's
            // controller was on top and the sheet went with it at once — from the dismissal's end.
            presenter.dismiss(animated: true) { self.deliverCompletion() }
        } else {
            deliverCompletion()
        }
    }

    /// Calls the completion handlers once, with the outcome, or nil and false if the sheet went
    /// another way (a swipe down, a dismissal by the app).
    private func deliverCompletion() {
        if case .finished = state { return }
        var outcome = Outcome(activityType: nil, completed: false)
        if case .finishing(let known) = state { outcome = known }
        if case .performing(let activity) = state { activity.performingSheet = nil }
        state = .finished
        EventLog.current.record(
            "shareSheet.completion(\(outcome.activityType?.rawValue ?? "nil"), completed: \(outcome.completed))")
        completionWithItemsHandler?(outcome.activityType, outcome.completed, nil, nil)
        legacyCompletion?(outcome.activityType, outcome.completed)
    }
}
