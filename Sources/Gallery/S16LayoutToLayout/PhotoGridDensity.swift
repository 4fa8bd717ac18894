// S16 "Layout-to-layout transition". Seed 002 (docs/scenes.md), section 5 — the seed's
// `layout0`, `layout1`, `layout2`: three flow layouts of the same photos.
import Foundation
import UIKit

/// The three densities of the photo grid, densest first: 5, 3 and 2 photos per row on a 393 pt
/// portrait screen (8 pt insets, 4 pt minimum spacing; 30 photos fill every row).
enum PhotoGridDensity: Int, CaseIterable {
    case small, medium, large

    /// The side of one square photo: 72, 120 and 180 pt.
    var side: CGFloat {
        switch self {
        case .small: 72
        case .medium: 120
        case .large: 180
        }
    }

    /// The navigation bar title.
    var title: String {
        switch self {
        case .small: "Moments"
        case .medium: "Collections"
        case .large: "Photos"
        }
    }

    /// The next, larger density, if any.
    var next: PhotoGridDensity? { PhotoGridDensity(rawValue: rawValue + 1) }

    /// A new flow layout for this density (each controller owns its own layout object).
    @MainActor func makeLayout() -> UICollectionViewFlowLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: side, height: side)
        layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
        layout.minimumInteritemSpacing = 4
        layout.minimumLineSpacing = 4
        layout.scrollDirection = .vertical
        return layout
    }
}
