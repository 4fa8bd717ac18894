import XCTest

@testable import UIKit

/// A cell that counts how often it was made and recycled.
@MainActor
final class CountingCell: UICollectionViewCell {
    nonisolated(unsafe) static var made = 0
    var reuses = 0
    var item = -1

    required init(frame: CGRect) {
        super.init(frame: frame)
        Self.made += 1
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source of `count` items in one section that logs the cells it is asked for.
@MainActor
final class CountingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var count: Int
    var asked: [Int] = []
    var selected: [IndexPath] = []

    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        asked.append(indexPath.item)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        (cell as? CountingCell)?.item = indexPath.item
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A collection view controller over a `CountingSource`-like grid of `count` items.
@MainActor
final class GridController: UICollectionViewController {
    let count: Int
    var selected: [IndexPath] = []

    init(_ name: String, layout: UICollectionViewLayout, count: Int = 30) {
        self.count = count
        super.init(collectionViewLayout: layout)
        title = name
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(CountingCell.self, forCellWithReuseIdentifier: "n")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
        (cell as? CountingCell)?.item = indexPath.item
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(indexPath)
    }
}

/// A flow layout of square items, `side` pt, 8 pt insets, 4 pt minimum spacing.
@MainActor
func squareGrid(_ side: CGFloat) -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: side, height: side)
    layout.sectionInset = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    layout.minimumInteritemSpacing = 4
    layout.minimumLineSpacing = 4
    return layout
}
