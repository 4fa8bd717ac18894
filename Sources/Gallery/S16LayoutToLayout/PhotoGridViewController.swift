// S16 "Layout-to-layout transition". Seed 002 (docs/scenes.md), section 5 — `cvc0`, `cvc1`,
// `cvc2`: collection view controllers with the same data; the root keeps
// useLayoutToLayoutNavigationTransitions false, the pushed ones set it true. Additions: the photos,
// and a tap on a photo pushes the next density (the seed pushes without saying when).
import Foundation
import UIKit

/// A grid of the same 30 photos (thumb1…thumb5, repeated) at one density. The root controller stays
/// the shared collection view's data source and delegate after layout-to-layout pushes (UIKit hands
/// the pushed controllers the same collection view without re-pointing them), so its
/// `didSelectItemAt` pushes the density after the one on top.
@MainActor
final class PhotoGridViewController: UICollectionViewController {
    /// The number of photos; every density shows the same data, as the seed requires.
    static let photoCount = 30
    /// This controller's density.
    let density: PhotoGridDensity

    init(density: PhotoGridDensity) {
        self.density = density
        super.init(collectionViewLayout: density.makeLayout())
        title = density.title
        // cvc0 must keep false (the default); cvc1 and cvc2 set it before they are pushed.
        useLayoutToLayoutNavigationTransitions = density != .small
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .black
        collectionView.register(PhotoGridCell.self, forCellWithReuseIdentifier: PhotoGridCell.identifier)
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        Self.photoCount
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: PhotoGridCell.identifier, for: indexPath)
        (cell as? PhotoGridCell)?.imageView.image = UIImage(named: Self.imageName(forItem: indexPath.item))
        return cell
    }

    /// The photo of an item: thumb1…thumb5 repeated, shifted by one every five items so that the
    /// five-per-row grid does not show five identical columns.
    static func imageName(forItem item: Int) -> String { "thumb\((item + item / 5) % 5 + 1)" }

    /// Pushes the next density over the one on top (nothing after the largest).
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let navigationController,
            let top = navigationController.topViewController as? PhotoGridViewController,
            let next = top.density.next
        else { return }
        navigationController.pushViewController(PhotoGridViewController(density: next), animated: true)
    }
}
