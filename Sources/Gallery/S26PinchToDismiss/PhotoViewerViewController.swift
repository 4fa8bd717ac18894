import Foundation
import UIKit

/// S26's full-screen photo: black, the photo fitted to the screen, and a hint.
@MainActor
final class PhotoViewerViewController: UIViewController {
    /// The photo, fitted to the screen (the zoom animator moves it).
    let imageView = UIImageView()
    private let hint = UILabel()

    init(image: UIImage?) {
        super.init(nibName: nil, bundle: nil)
        imageView.image = image
        title = "Photo"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        view.addSubview(imageView)
        hint.text = "Pinch in to close"
        hint.textColor = UIColor(white: 1, alpha: 0.8)
        hint.font = .systemFont(ofSize: 15, weight: .semibold)
        hint.textAlignment = .center
        view.addSubview(hint)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        imageView.frame = photoFrame(in: view.bounds)
        hint.frame = CGRect(
            x: 0, y: view.bounds.height - view.safeAreaInsets.bottom - 44, width: view.bounds.width, height: 24)
    }

    /// Where the photo sits full screen: as wide as the screen, 3:4, centred.
    func photoFrame(in bounds: CGRect) -> CGRect {
        let height = min(bounds.height, bounds.width * 4 / 3)
        let width = height * 3 / 4
        return CGRect(x: (bounds.width - width) / 2, y: (bounds.height - height) / 2, width: width, height: height)
    }
}
