// S16 "Layout-to-layout transition". Seed 002 (docs/scenes.md), section 5 — the grid's cell
// (the seed shows no cell; a photo thumbnail as in the Photos app it mentions).
import Foundation
import UIKit

/// A square photo: an aspect-filled, clipped image view filling the content view.
@MainActor
final class PhotoGridCell: UICollectionViewCell {
    /// The reuse identifier.
    static let identifier = "PhotoGridCell"
    /// The photo.
    let imageView = UIImageView(frame: .zero)

    required init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .darkGray
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        contentView.addSubview(imageView)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        imageView.image = nil
    }
}
