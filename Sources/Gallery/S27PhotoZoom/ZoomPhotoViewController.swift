// S27 "Photo zoom" (beyond the seeds): the photo the grid zooms into.
import Foundation
import UIKit

/// One photo, fitted to the screen's width on black, with its title; the zoom transition lets the
/// user drag it down to go back (UIKit installs that drag, R142), as well as ‹ Back or the edge swipe.
@MainActor
final class ZoomPhotoViewController: UIViewController {
    /// The grid item this photo is.
    let item: Int
    private let picture: PopPicture
    private let imageView = UIImageView(frame: .zero)
    private let hint = UILabel()

    init(item: Int, picture: PopPicture) {
        self.item = item
        self.picture = picture
        super.init(nibName: nil, bundle: nil)
        title = picture.title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        imageView.image = UIImage(named: picture.imageName)
        imageView.contentMode = .scaleAspectFit
        view.addSubview(imageView)
        hint.text = "Drag the photo down to zoom it back into the grid"
        hint.font = .systemFont(ofSize: 15)
        hint.textColor = UIColor(white: 1, alpha: 0.7)
        hint.textAlignment = .center
        hint.numberOfLines = 0
        view.addSubview(hint)
    }

    /// Where the photo is in this controller's view: 3:4, as wide as the safe area allows and
    /// centred in it.
    var photoFrame: CGRect {
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        var width = safe.width
        var height = width * 4 / 3
        if height > safe.height - 60 {
            height = max(0, safe.height - 60)
            width = height * 3 / 4
        }
        return CGRect(x: safe.midX - width / 2, y: safe.midY - height / 2, width: width, height: height)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let photo = photoFrame
        imageView.frame = photo
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        hint.frame = CGRect(x: safe.minX + 20, y: photo.maxY + 8, width: max(0, safe.width - 40), height: 40)
    }
}
