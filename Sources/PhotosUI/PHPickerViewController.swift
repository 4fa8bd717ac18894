import Foundation

/// The system photo picker (R333). Presented with `.automatic` on a phone it is a page sheet:
/// Cancel, the title and — when more than one asset may be picked — Add above the grid of the
/// simulated library's photos that match the filter. With a limit of 1 a tap picks; otherwise
/// taps select (a checkmark, or the number in an ordered selection) up to the limit and Add picks.
/// The delegate is told in the next frame (asynchronously, as on iOS); the picker stays until
/// the app dismisses it. Swiping the sheet away tells the delegate an empty result.
@preconcurrency @MainActor
open class PHPickerViewController: UIViewController {
    /// Where the picker is in its life; every entry point checks it first.
    enum State: Equatable {
        /// Showing: taps select.
        case picking
        /// Add, a tap with a limit of 1, or Cancel: the delegate is told in the next frame.
        case finishing
        /// The delegate has been told; the picker takes no more taps.
        case finished
    }

    /// The configuration the picker was made with.
    public let configuration: PHPickerConfiguration
    /// Told what was picked.
    open weak var delegate: PHPickerViewControllerDelegate?

    /// The photos shown: the library's that match the filter.
    let photos: [SimulatedPhoto]
    /// The selected photos' indices in `photos`, in the order they were selected.
    private(set) var selected: [Int] = []
    private(set) var state: State = .picking
    let header = PhotoPickerHeaderView()
    let grid = PhotoLibraryGridView()

    /// A picker set up by `configuration`.
    public init(configuration: PHPickerConfiguration) {
        self.configuration = configuration
        photos = SimulatedPhotoLibrary.photos.filter { configuration.filter?.matches($0) ?? true }
        super.init(nibName: nil, bundle: nil)
        if configuration.photoLibrary != nil {
            selected = configuration.preselectedAssetIdentifiers.compactMap { id in
                photos.firstIndex { $0.localIdentifier == id }
            }
        } else if !configuration.preselectedAssetIdentifiers.isEmpty {
            DiagnosticLog.current.report(
                "pickerPreselectionWithoutLibrary",
                "PHPickerConfiguration.preselectedAssetIdentifiers is set on a configuration made with init(); preselection needs PHPickerConfiguration(photoLibrary: .shared()) (PhotosUI raises here)",
                rule: "R333")
        }
    }

    public required init?(coder: NSCoder) {
        fatalError("PHPickerViewController is made with init(configuration:)")
    }

    /// Whether Add shows: more than one asset may be picked and the selection is not continuous.
    var showsAddButton: Bool { configuration.selectionLimit != 1 && !isContinuous }
    private var isContinuous: Bool {
        configuration.selection == .continuous || configuration.selection == .continuousAndOrdered
    }
    private var isOrdered: Bool {
        configuration.selection == .ordered || configuration.selection == .continuousAndOrdered
    }

    open override func loadView() {
        let root = UIView()
        root.backgroundColor = .systemBackground
        grid.photos = photos
        grid.emptyText = configuration.filter == .videos ? "No Videos" : "No Photos"
        grid.onTap = { [weak self] index in self?.tapped(index) }
        root.addSubview(grid)
        header.cancelButton.addAction(UIAction { [weak self] _ in self?.cancel() }, for: .touchUpInside)
        header.addButton.addAction(UIAction { [weak self] _ in self?.add() }, for: .touchUpInside)
        root.addSubview(header)
        view = root
        showSelection()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let height = PhotoPickerHeaderView.height
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: height)
        grid.frame = CGRect(x: 0, y: height, width: view.bounds.width, height: max(0, view.bounds.height - height))
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Swiped away (or dismissed by the app) without a choice: the delegate hears of no assets.
        guard state == .picking, isBeingDismissed || presentingViewController == nil else { return }
        finish(with: [])
    }

    // MARK: Selecting (R333)

    private func tapped(_ index: Int) {
        guard state == .picking, photos.indices.contains(index) else { return }
        if configuration.selectionLimit == 1 && !isContinuous {
            selected = [index]
            showSelection()
            return finish(with: selected)
        }
        if let at = selected.firstIndex(of: index) {
            selected.remove(at: at)
        } else {
            // At the limit further photos take no taps (they are dimmed).
            guard configuration.selectionLimit == 0 || selected.count < configuration.selectionLimit else { return }
            selected.append(index)
        }
        EventLog.current.record("photoPicker.selection \(selected.map { photos[$0].name })")
        showSelection()
        if isContinuous { deliver(selected) }
    }

    private func add() {
        guard state == .picking, !selected.isEmpty else { return }
        finish(with: selected)
    }

    private func cancel() {
        guard state == .picking else { return }
        finish(with: [])
    }

    private func finish(with indices: [Int]) {
        state = .finishing
        deliver(indices)
    }

    /// Tells the delegate the results for `indices` in the next frame, as iOS calls it
    /// asynchronously; ordered selections come in their order, others in the library's.
    private func deliver(_ indices: [Int]) {
        let order = isOrdered ? indices : indices.sorted()
        let results = order.map(result(for:))
        EventLog.current.record("photoPicker.pick \(order.map { photos[$0].name })")
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if self.state == .finishing { self.state = .finished }
                self.delegate?.picker(self, didFinishPicking: results)
            }
        }
    }

    private func result(for index: Int) -> PHPickerResult {
        let photo = photos[index]
        let provider = NSItemProvider(object: photo.image)
        provider.suggestedName = photo.name
        return PHPickerResult(
            itemProvider: provider, assetIdentifier: configuration.photoLibrary == nil ? nil : photo.localIdentifier)
    }

    /// The badges, the dimming at the limit, the title and Add.
    private func showSelection() {
        let full = configuration.selectionLimit > 0 && selected.count >= configuration.selectionLimit
        let multiple = configuration.selectionLimit != 1 || isContinuous
        for (index, cell) in grid.cells.enumerated() {
            if let place = selected.firstIndex(of: index), multiple {
                cell.badge = isOrdered ? .number(place + 1) : .checkmark
                cell.alpha = 1
            } else {
                cell.badge = .none
                cell.alpha = full && multiple ? 0.4 : 1
            }
        }
        header.titleLabel.text = multiple && !selected.isEmpty ? "\(selected.count) Selected" : "Photos"
        header.addButton.isHidden = !showsAddButton
        header.addButton.isEnabled = !selected.isEmpty
    }

    /// Deselects the assets with `identifiers` (iOS 15).
    open func deselectAssets(withIdentifiers identifiers: [String]) {
        selected.removeAll { identifiers.contains(photos[$0].localIdentifier) }
        showSelection()
    }
}
