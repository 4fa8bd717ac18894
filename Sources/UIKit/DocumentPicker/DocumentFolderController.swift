import Foundation

/// One folder of the document picker (R334): titled with the folder's name ("On My iPhone" at
/// the root), Cancel at the root's left, the picker's action (Open, Move, Save) at the right when
/// it has one, and a row per entry. A folder row opens the folder; a document row picks it —
/// or, in a multiple selection, checks it. Documents of other types, and all documents when
/// exporting, are faded.
@MainActor
final class DocumentFolderController: UIViewController {
    let folder: URL
    private weak var picker: UIDocumentPickerViewController?
    let scrollView = UIScrollView()
    private(set) var rows: [DocumentRowView] = []
    private let emptyLabel = UILabel()

    init(folder: URL, picker: UIDocumentPickerViewController) {
        self.folder = folder
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
        let isRoot = folder.standardizedFileURL.path == SimulatedFiles.onMyIPhone.standardizedFileURL.path
        title = isRoot ? "On My iPhone" : folder.lastPathComponent
        if isRoot {
            navigationItem.leftBarButtonItem = UIBarButtonItem(
                systemItem: .cancel, primaryAction: UIAction { [weak picker] _ in picker?.cancel() })
        }
        if let action = picker.actionTitle {
            let item = UIBarButtonItem(
                title: action,
                primaryAction: UIAction(title: action) { [weak picker, weak self] _ in
                    guard let self else { return }
                    picker?.performAction(in: self.folder)
                })
            item.style = .done
            navigationItem.rightBarButtonItem = item
        }
    }

    required init?(coder: NSCoder) {
        fatalError("folders are made by the document picker")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        scrollView.alwaysBounceVertical = true
        view.addSubview(scrollView)
        emptyLabel.text = "No items"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.font = .systemFont(ofSize: 17)
        emptyLabel.textAlignment = .center
        scrollView.addSubview(emptyLabel)
        reload()
    }

    /// Lists the folder again.
    func reload() {
        guard let picker else { return }
        rows.forEach { $0.removeFromSuperview() }
        rows = SimulatedFiles.entries(of: folder).map { entry in
            let row = DocumentRowView(entry: entry, showsExtension: picker.shouldShowFileExtensions)
            row.isEnabled = entry.isFolder || picker.canPick(entry)
            row.isChecked = picker.selectedURLs.contains(entry.url)
            row.addAction(UIAction { [weak self] _ in self?.tapped(entry) }, for: .touchUpInside)
            scrollView.addSubview(row)
            return row
        }
        emptyLabel.isHidden = !rows.isEmpty
        refreshAction()
        view.setNeedsLayout()
    }

    private func tapped(_ entry: SimulatedFiles.Entry) {
        guard let picker, picker.state == .browsing else { return }
        if entry.isFolder {
            navigationController?.pushViewController(
                DocumentFolderController(folder: entry.url, picker: picker), animated: true)
            return
        }
        picker.tapped(entry)
        for row in rows { row.isChecked = picker.selectedURLs.contains(row.entry.url) }
        refreshAction()
    }

    private func refreshAction() {
        guard let picker else { return }
        navigationItem.rightBarButtonItem?.isEnabled = picker.isExporting || !picker.selectedURLs.isEmpty
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        scrollView.frame = view.bounds
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(
                x: 0, y: CGFloat(index) * DocumentRowView.height, width: view.bounds.width,
                height: DocumentRowView.height)
        }
        scrollView.contentSize = CGSize(width: view.bounds.width, height: CGFloat(rows.count) * DocumentRowView.height)
        emptyLabel.frame = CGRect(x: 0, y: 120, width: view.bounds.width, height: 24)
    }
}
