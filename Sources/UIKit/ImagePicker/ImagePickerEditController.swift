import Foundation

/// "Move and Scale" (R332): the picked photo on black, fitted to the width, under a square crop
/// frame as wide as the screen (the parts outside dimmed), with Cancel (back to the grid) and
/// Choose at the bottom. Choose picks the square the frame shows: the photo's centre square.
@MainActor
final class ImagePickerEditController: UIViewController {
    let photo: SimulatedPhoto
    private weak var picker: UIImagePickerController?
    let imageView = UIImageView()
    let cropFrame = UIView()
    let titleLabel = UILabel()
    let cancelButton = UIButton(type: .system)
    let chooseButton = UIButton(type: .system)
    private let dimming = [UIView(), UIView()]

    init(photo: SimulatedPhoto, picker: UIImagePickerController) {
        self.photo = photo
        self.picker = picker
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("ImagePickerEditController is made by the image picker")
    }

    /// The crop, in the photo's pixels: its centre square.
    var cropRect: CGRect {
        let side = CGFloat(min(photo.pixelWidth, photo.pixelHeight))
        return CGRect(
            x: ((CGFloat(photo.pixelWidth) - side) / 2).rounded(.down),
            y: ((CGFloat(photo.pixelHeight) - side) / 2).rounded(.down), width: side, height: side)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = photo.image
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        view.addSubview(imageView)
        for dim in dimming {
            dim.backgroundColor = UIColor(white: 0, alpha: 0.6)
            view.addSubview(dim)
        }
        cropFrame.layer.borderColor = UIColor.white.cgColor
        cropFrame.layer.borderWidth = 1
        cropFrame.isUserInteractionEnabled = false
        view.addSubview(cropFrame)
        titleLabel.text = "Move and Scale"
        titleLabel.textColor = .white
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        view.addSubview(titleLabel)
        for (button, title) in [(cancelButton, "Cancel"), (chooseButton, "Choose")] {
            button.setTitle(title, for: .normal)
            button.setTitleColor(.white, for: .normal)
            button.titleLabel?.font = .systemFont(ofSize: 17, weight: title == "Choose" ? .semibold : .regular)
            view.addSubview(button)
        }
        cancelButton.addAction(
            UIAction { [weak self] _ in self?.navigationController?.popViewController(animated: true) },
            for: .touchUpInside)
        chooseButton.addAction(UIAction { [weak self] _ in self?.choose() }, for: .touchUpInside)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    private func choose() {
        picker?.finishPicking(photo, cropRect: cropRect)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let side = bounds.width
        let square = CGRect(x: 0, y: (bounds.height - side) / 2, width: side, height: side)
        // The photo fills the square with its centre (as the crop it gives).
        let scale = side / CGFloat(min(photo.pixelWidth, photo.pixelHeight))
        let size = CGSize(width: CGFloat(photo.pixelWidth) * scale, height: CGFloat(photo.pixelHeight) * scale)
        imageView.frame = CGRect(
            x: square.midX - size.width / 2, y: square.midY - size.height / 2, width: size.width, height: size.height)
        cropFrame.frame = square
        dimming[0].frame = CGRect(x: 0, y: 0, width: bounds.width, height: square.minY)
        dimming[1].frame = CGRect(x: 0, y: square.maxY, width: bounds.width, height: bounds.height - square.maxY)
        let safe = view.safeAreaInsets
        titleLabel.frame = CGRect(x: 0, y: max(safe.top, 20) + 12, width: bounds.width, height: 24)
        let barY = bounds.height - max(safe.bottom, 8) - 52
        cancelButton.frame = CGRect(x: 8, y: barY, width: 90, height: 44)
        chooseButton.frame = CGRect(x: bounds.width - 98, y: barY, width: 90, height: 44)
    }
}
