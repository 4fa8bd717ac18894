// S16 "Layout-to-layout transition": the seed's navigation controller of the three grids
// (section 5). Not in the seed: the caption plate, which only explains the scene on screen.
import Foundation
import UIKit

/// The scene's root: a navigation controller on the densest grid, with the scene's caption on a
/// plate above the bottom of the screen (the grid fills everything under the bar, so the caption
/// floats over it; the collection view's bottom inset lets the last photos scroll clear of it).
@MainActor
final class PhotoGridNavigationController: UINavigationController {
    private let plate = UIView()
    private let caption = SceneCaptionView(
        title: "Layout-to-layout",
        body: "Tap a photo: the same collection view re-flows to 3, then 2 per row (no slide). Back re-flows it back.",
        color: .white)

    init() {
        super.init(rootViewController: PhotoGridViewController(density: .small))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        plate.backgroundColor = UIColor(white: 0.12, alpha: 0.92)
        plate.layer.cornerRadius = 16
        plate.isUserInteractionEnabled = false
        plate.addSubview(caption)
        view.addSubview(plate)
    }

    /// The plate 12 pt above the bottom of the safe area, 12 pt in from its sides; the caption
    /// inside it 8 pt from the top (its own layout adds 16 and 20 pt margins).
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let safe = view.bounds.inset(by: view.safeAreaInsets)
        let width = max(0, safe.width - 24)
        let captionHeight = caption.sizeThatFits(CGSize(width: max(0, width - 40), height: 0)).height
        let height = captionHeight + 30
        plate.frame = CGRect(x: safe.minX + 12, y: safe.maxY - 12 - height, width: width, height: height)
        caption.frame = CGRect(x: 20, y: 14, width: max(0, width - 40), height: captionHeight)
        view.bringSubviewToFront(plate)
        if let grid = (topViewController as? UICollectionViewController)?.collectionView,
            grid.contentInset.bottom != height + 12
        {
            grid.contentInset.bottom = height + 12
        }
    }
}
