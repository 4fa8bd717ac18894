import Foundation

/// The image picker's first screen (R332): "Photos" (or "Recents" for the saved photos album)
/// with Cancel, and the grid of the library's photos of the picker's media types.
@MainActor
final class ImagePickerLibraryController: UIViewController {
    weak var picker: UIImagePickerController?
    let grid = PhotoLibraryGridView()

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.picker?.cancel() })
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func loadView() {
        view = grid
        grid.onTap = { [weak self] index in self?.tapped(index) }
        showLibrary()
    }

    /// Shows the photos the picker's source and media types allow.
    func showLibrary() {
        guard let picker else { return }
        title = picker.sourceType == .photoLibrary ? "Photos" : "Recents"
        guard isViewLoaded else { return }
        let images = picker.mediaTypes.contains(UTType.image.identifier)
        grid.emptyText = images ? "No Photos" : "No Videos"
        grid.photos = images ? SimulatedPhotoLibrary.photos : []
    }

    private func tapped(_ index: Int) {
        guard let picker, picker.state == .picking, grid.photos.indices.contains(index) else { return }
        let photo = grid.photos[index]
        EventLog.current.record("imagePicker.tap \(photo.name)")
        if picker.allowsEditing {
            picker.pushViewController(ImagePickerEditController(photo: photo, picker: picker), animated: true)
        } else {
            picker.finishPicking(photo, cropRect: nil)
        }
    }
}
