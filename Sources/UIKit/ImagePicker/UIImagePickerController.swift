import Foundation

/// The system image picker (R332): a navigation controller, as on iOS, whose root shows the
/// simulated photo library (`SimulatedPhotoLibrary`) as a grid. A tap picks a photo — or, when
/// `allowsEditing`, pushes "Move and Scale", whose Choose picks the centre square — and the
/// delegate gets `didFinishPickingMediaWithInfo`; Cancel tells `imagePickerControllerDidCancel`.
/// The delegate dismisses the picker. The camera is not available, as in the iOS Simulator:
/// setting `.camera` is refused with a diagnostic where iOS raises an exception.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker is in its life; every entry point checks it first.
    enum State: Equatable {
        /// Showing the library (or "Move and Scale"): a pick is taken.
        case picking
        /// A photo was picked or Cancel tapped; the delegate has been told.
        case finished
    }

    /// Where the picker takes media from (`.photoLibrary` by default). Setting an unavailable
    /// source is refused with a diagnostic and the source stays as it was.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return libraryController.showLibrary() }
            let refused = sourceType
            sourceType = oldValue
            DiagnosticLog.current.report(
                "imagePickerSourceUnavailable",
                "UIImagePickerController.sourceType = .\(refused) refused: that source is not available (the Simulator has no camera; UIKit raises 'Source type \(refused.rawValue) not available'). Check UIImagePickerController.isSourceTypeAvailable(_:) first",
                rule: "R332")
        }
    }

    /// The media types offered (type identifiers; `["public.image"]` by default). Types the
    /// source does not have are refused with a diagnostic.
    open var mediaTypes: [String] = ["public.image"] {
        didSet {
            let available = Self.availableMediaTypes(for: sourceType) ?? []
            let unknown = mediaTypes.filter { !available.contains($0) }
            if mediaTypes.isEmpty || !unknown.isEmpty {
                let refused = mediaTypes
                mediaTypes = oldValue
                DiagnosticLog.current.report(
                    "imagePickerMediaTypesUnavailable",
                    "UIImagePickerController.mediaTypes = \(refused) refused: \(refused.isEmpty ? "no media types" : "\(unknown) not available for .\(sourceType)") (UIKit raises 'No available types for source'); use availableMediaTypes(for:)",
                    rule: "R332")
            }
            libraryController.showLibrary()
        }
    }

    /// Whether a picked image goes through "Move and Scale" first (false by default).
    open var allowsEditing = false

    /// The old name of `allowsEditing`.
    @available(iOS, deprecated: 3.1, message: "Use allowsEditing")
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }

    /// How a picked image's file is handed over (`.compatible` by default; the simulated photos
    /// are PNG either way).
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// The longest movie a camera picker records, in seconds (600 by default).
    open var videoMaximumDuration: TimeInterval = 600
    /// The quality movies are recorded or transcoded at.
    open var videoQuality: QualityType = .typeMedium

    /// Where the picker is in its life.
    private(set) var state: State = .picking
    let libraryController = ImagePickerLibraryController()

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        libraryController.picker = self
        setViewControllers([libraryController], animated: false)
    }

    /// A photo-library picker of images.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        libraryController.picker = self
        setViewControllers([libraryController], animated: false)
    }

    // MARK: Sources (R332)

    /// Whether `sourceType` can be used: the photo library and the saved photos album; never the
    /// camera, as in the iOS Simulator.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` has (`public.image`, `public.movie`), nil if it is unavailable.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [UTType.image.identifier, UTType.movie.identifier] : nil
    }

    /// Whether the camera `cameraDevice` exists: no camera in the Simulator.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Whether the camera `cameraDevice` has a flash: no camera in the Simulator.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }

    /// The capture modes `cameraDevice` has: none, without a camera.
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    // MARK: Picking (R332)

    /// The delegate as the image picker's (the navigation delegate it is set as).
    var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard pickerDelegate == nil, let presenter = presentingViewController else { return }
        // UIKit dismisses a picker without a delegate as soon as it shows (nobody could dismiss it).
        DiagnosticLog.current.report(
            "imagePickerWithoutDelegate",
            "\(logName(self)) was presented without a delegate (an object that is both UIImagePickerControllerDelegate and UINavigationControllerDelegate); UIKit dismisses it at once, as here",
            rule: "R332")
        // In the next frame: the presentation that called viewDidAppear is still ending.
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                if presenter.presentedViewController === self { presenter.dismiss(animated: true) }
            }
        }
    }

    /// A photo was picked (after "Move and Scale" when `cropRect` is given): the delegate is told.
    func finishPicking(_ photo: SimulatedPhoto, cropRect: CGRect?) {
        guard state == .picking else { return }
        state = .finished
        let original = photo.image
        var info: [InfoKey: Any] = [.mediaType: UTType.image.identifier, .originalImage: original]
        if let url = Self.writeCopy(of: original, named: photo.name) { info[.imageURL] = url }
        if let cropRect {
            info[.cropRect] = cropRect
            info[.editedImage] = Self.crop(original, to: cropRect)
        }
        EventLog.current.record("imagePicker.didFinishPicking \(photo.name)\(cropRect == nil ? "" : " edited")")
        pickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Cancel: the delegate is told.
    func cancel() {
        guard state == .picking else { return }
        state = .finished
        EventLog.current.record("imagePicker.didCancel")
        pickerDelegate?.imagePickerControllerDidCancel(self)
    }

    /// The picked image as a PNG file in the temporary folder, as iOS hands over a copy.
    private static func writeCopy(of image: UIImage, named name: String) -> URL? {
        guard let data = image.pngData() else { return nil }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "UIImagePickerController", isDirectory: true)
        let url = folder.appendingPathComponent("\(name).png")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try data.write(to: url, options: .atomic)
            return url
        } catch {
            return nil
        }
    }

    /// The pixels of `image` inside `rect` (pixel coordinates), as a new image.
    static func crop(_ image: UIImage, to rect: CGRect) -> UIImage? {
        guard let cg = image.cgImage, let rgba = cg.rgbaBytes else { return nil }
        let x0 = max(0, Int(rect.minX))
        let y0 = max(0, Int(rect.minY))
        let width = min(cg.width - x0, Int(rect.width))
        let height = min(cg.height - y0, Int(rect.height))
        guard width > 0, height > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let source = [UInt8](rgba)
        for y in 0..<height {
            let from = ((y0 + y) * cg.width + x0) * 4
            bytes.replaceSubrange((y * width * 4)..<((y + 1) * width * 4), with: source[from..<(from + width * 4)])
        }
        return UIImage(cgImage: CGImage(width: width, height: height, rgba: Data(bytes)), scale: image.scale)
    }
}
