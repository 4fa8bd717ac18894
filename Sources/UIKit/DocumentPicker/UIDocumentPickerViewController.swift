import Foundation

/// The system document picker (R334). Presented with `.automatic` on a phone it is a page sheet
/// browsing the simulated "On My iPhone" (`SimulatedFiles.onMyIPhone`), starting at
/// `directoryURL` when that is inside it. Opening: documents of the content types can be
/// picked — a tap picks one, or with `allowsMultipleSelection` taps check several and Open picks
/// them — others are faded; with `asCopy` the delegate gets copies in the app's inbox, else the
/// files themselves. Exporting: Move (or Save, with `asCopy`) moves or copies the files into the
/// folder shown. The picker dismisses itself and then tells the delegate; Cancel or a swipe
/// away tells `documentPickerWasCancelled`.
@preconcurrency @MainActor
open class UIDocumentPickerViewController: UIViewController {
    /// Where the picker is in its life; every entry point checks it first.
    enum State: Equatable {
        /// Browsing: taps select and open folders.
        case browsing
        /// Picked or cancelled; going away, the delegate told once it is gone.
        case finishing
        /// The delegate has been told.
        case finished
    }

    /// Told what was picked.
    open weak var delegate: UIDocumentPickerDelegate?
    /// Whether several documents can be picked (false by default).
    open var allowsMultipleSelection = false {
        didSet { reloadFolders() }
    }
    /// Whether names show their extensions (false by default, as in Files).
    open var shouldShowFileExtensions = false {
        didSet { reloadFolders() }
    }
    /// The folder the picker opens at (nil: "On My iPhone"); set before it shows.
    open var directoryURL: URL?

    /// The types that can be opened (empty when exporting).
    let contentTypes: [UTType]
    /// The files to export (empty when opening).
    let exportedURLs: [URL]
    /// Whether the delegate gets copies.
    let asCopy: Bool
    private(set) var state: State = .browsing
    /// The documents checked in a multiple selection, in the order they were.
    private(set) var selectedURLs: [URL] = []
    private var outcome: [URL]?
    let navigation = UINavigationController()

    /// A picker that opens documents of `contentTypes`, handing over copies when `asCopy`.
    public init(forOpeningContentTypes contentTypes: [UTType], asCopy: Bool) {
        self.contentTypes = contentTypes
        exportedURLs = []
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
    }

    /// A picker that opens documents of `contentTypes` in place.
    public convenience init(forOpeningContentTypes contentTypes: [UTType]) {
        self.init(forOpeningContentTypes: contentTypes, asCopy: false)
    }

    /// A picker that moves `urls` (or copies them, when `asCopy`) to a folder the user chooses.
    public init(forExporting urls: [URL], asCopy: Bool) {
        contentTypes = []
        exportedURLs = urls
        self.asCopy = asCopy
        super.init(nibName: nil, bundle: nil)
        for url in urls where !FileManager.default.fileExists(atPath: url.path) {
            DiagnosticLog.current.report(
                "documentPickerMissingExport",
                "UIDocumentPickerViewController(forExporting:) was given \(url.path), which does not exist; it cannot be exported",
                rule: "R334")
        }
    }

    /// A picker that moves `urls` to a folder the user chooses.
    public convenience init(forExporting urls: [URL]) {
        self.init(forExporting: urls, asCopy: false)
    }

    public required init?(coder: NSCoder) {
        fatalError("UIDocumentPickerViewController is made with init(forOpeningContentTypes:) or init(forExporting:)")
    }

    var isExporting: Bool { !exportedURLs.isEmpty || contentTypes.isEmpty }

    /// The right-hand button: Open in a multiple selection, Move or Save when exporting.
    var actionTitle: String? {
        if isExporting { return asCopy ? "Save" : "Move" }
        return allowsMultipleSelection ? "Open" : nil
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        SimulatedFiles.prepare()
        let root = SimulatedFiles.onMyIPhone.standardizedFileURL
        var stack = [DocumentFolderController(folder: root, picker: self)]
        // directoryURL inside "On My iPhone" opens there, its folders on the back stack.
        if let start = directoryURL?.standardizedFileURL, start.path.hasPrefix(root.path + "/") {
            var folder = root
            for part in start.path.dropFirst(root.path.count + 1).split(separator: "/") {
                folder.appendPathComponent(String(part), isDirectory: true)
                stack.append(DocumentFolderController(folder: folder, picker: self))
            }
        }
        navigation.setViewControllers(stack, animated: false)
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.didMove(toParent: self)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        navigation.view.frame = view.bounds
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isBeingDismissed || presentingViewController == nil else { return }
        tellDelegate()
    }

    // MARK: Picking (R334)

    /// Whether `entry` can be picked: a document conforming to one of the content types.
    func canPick(_ entry: SimulatedFiles.Entry) -> Bool {
        !isExporting && !entry.isFolder && contentTypes.contains { entry.type.conforms(to: $0) }
    }

    /// A tap on a document row.
    func tapped(_ entry: SimulatedFiles.Entry) {
        guard state == .browsing, canPick(entry) else { return }
        if allowsMultipleSelection {
            if let at = selectedURLs.firstIndex(of: entry.url) {
                selectedURLs.remove(at: at)
            } else {
                selectedURLs.append(entry.url)
            }
            return
        }
        finish(with: [entry.url])
    }

    /// Open, Move or Save, with `folder` shown.
    func performAction(in folder: URL) {
        guard state == .browsing else { return }
        if !isExporting { return selectedURLs.isEmpty ? () : finish(with: selectedURLs) }
        var placed: [URL] = []
        for url in exportedURLs {
            let target = folder.appendingPathComponent(url.lastPathComponent)
            do {
                if FileManager.default.fileExists(atPath: target.path) {
                    try FileManager.default.removeItem(at: target)
                }
                if asCopy {
                    try FileManager.default.copyItem(at: url, to: target)
                } else {
                    try FileManager.default.moveItem(at: url, to: target)
                }
                placed.append(target)
            } catch {
                DiagnosticLog.current.report(
                    "documentPickerExportFailed",
                    "exporting \(url.lastPathComponent) to \(folder.path) failed: \(error)",
                    rule: "R334")
            }
        }
        outcome = placed
        leave()
    }

    /// Cancel.
    func cancel() {
        guard state == .browsing else { return }
        outcome = nil
        leave()
    }

    private func finish(with urls: [URL]) {
        outcome = asCopy ? urls.compactMap(copyToInbox) : urls
        leave()
    }

    private func copyToInbox(_ url: URL) -> URL? {
        let inbox = SimulatedFiles.inbox
        let copy = inbox.appendingPathComponent(url.lastPathComponent)
        do {
            try FileManager.default.createDirectory(at: inbox, withIntermediateDirectories: true)
            if FileManager.default.fileExists(atPath: copy.path) { try FileManager.default.removeItem(at: copy) }
            try FileManager.default.copyItem(at: url, to: copy)
            return copy
        } catch {
            DiagnosticLog.current.report(
                "documentPickerCopyFailed", "copying \(url.lastPathComponent) to the inbox failed: \(error)",
                rule: "R334")
            return nil
        }
    }

    /// The picker goes; the delegate is told once it is gone.
    private func leave() {
        state = .finishing
        EventLog.current.record("documentPicker.\(outcome.map { "pick \($0.map(\.lastPathComponent))" } ?? "cancel")")
        if let presenter = presentingViewController, presenter.presentedViewController === self {
            presenter.dismiss(animated: true) { self.tellDelegate() }
        } else {
            tellDelegate()
        }
    }

    private func tellDelegate() {
        guard state != .finished else { return }
        state = .finished
        if let outcome {
            delegate?.documentPicker(self, didPickDocumentsAt: outcome)
        } else {
            delegate?.documentPickerWasCancelled(self)
        }
    }

    private func reloadFolders() {
        for case let folder as DocumentFolderController in navigation.viewControllers where folder.isViewLoaded {
            folder.reload()
        }
    }
}
