// S27 "Photo zoom" (beyond the seeds): iOS 18's zoom transition from a photo grid, as the Photos
// app does it — tap a photo and it zooms open; drag it down and it shrinks back into its cell.
import Foundation
import UIKit

/// A grid of 30 photos, three to a row; selecting one pushes it with the zoom transition, its
/// source the photo's cell (asked again when it zooms back, so the cell it lands on is current).
@MainActor
final class ZoomGridViewController: UICollectionViewController {
    /// The number of photos.
    static let photoCount = 30
    /// Points between photos.
    static let spacing: CGFloat = 2

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = Self.spacing
        layout.minimumLineSpacing = Self.spacing
        super.init(collectionViewLayout: layout)
        title = "Library"
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .white
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.identifier)
    }

    /// Three photos to a row in portrait, five in landscape, each 3:4 like the pictures.
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let columns: CGFloat = safe.width > safe.height ? 5 : 3
        let side = ((safe.width - Self.spacing * (columns - 1)) / columns).rounded(.down)
        let size = CGSize(width: side, height: (side * 4 / 3).rounded(.down))
        if layout.itemSize != size { layout.itemSize = size }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.identifier, for: indexPath)
        (cell as? PhotoGridCell)?.imageView.image = UIImage(named: Self.picture(forItem: indexPath.item).imageName)
        return cell
    }

    /// The picture of an item: the five pictures, repeated.
    static func picture(forItem item: Int) -> PopPicture { PopPicture.all[item % PopPicture.all.count] }

    /// Pushes the photo, zooming out of its cell.
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        let photo = ZoomPhotoViewController(item: indexPath.item, picture: Self.picture(forItem: indexPath.item))
        let options = UIViewController.Transition.ZoomOptions()
        // The photo itself, not the whole screen, lands on the cell.
        options.alignmentRectProvider = { context in
            (context.zoomedViewController as? ZoomPhotoViewController)?.photoFrame
        }
        photo.preferredTransition = .zoom(options: options) { [weak self] context in
            guard let photo = context.zoomedViewController as? ZoomPhotoViewController else { return nil }
            return self?.collectionView.cellForItem(at: IndexPath(item: photo.item, section: 0))
        }
        navigationController?.pushViewController(photo, animated: true)
    }
}
