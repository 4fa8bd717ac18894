import Foundation

extension UICollectionView {
    /// What a set of layout attributes places.
    public enum ElementCategory: UInt, Sendable {
        case cell = 0
        case supplementaryView = 1
        case decorationView = 2
    }

    /// How fast items make way during an interactive move.
    public enum ReorderingCadence: Int, Sendable {
        case immediate = 0
        case fast = 1
        case slow = 2
    }

    /// The kind of a flow layout's section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// A supplementary view's registration: its kind and reuse identifier.
    struct SupplementaryKey: Hashable {
        var kind: String
        var identifier: String
    }

    /// Where a supplementary view is: its kind and index path.
    struct SupplementaryPlace: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    // MARK: Registration and reuse

    /// Registers the class `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`
    /// creates for `identifier` and `elementKind` (a section header or footer).
    public func register(
        _ viewClass: UICollectionReusableView.Type, forSupplementaryViewOfKind elementKind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryRegistrations[SupplementaryKey(kind: elementKind, identifier: identifier)] = viewClass
    }

    /// A supplementary view for the data source to fill: a recycled one (after
    /// `prepareForReuse()`) or a new instance of the registered class. An unregistered identifier
    /// makes UIKit raise; the simulator reports it and returns a plain view.
    public func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> UICollectionReusableView {
        let key = SupplementaryKey(kind: elementKind, identifier: identifier)
        if var pool = supplementaryPool[key], let view = pool.popLast() {
            supplementaryPool[key] = pool
            view.prepareForReuse()
            applyLayoutAttributes(to: view, at: indexPath, kind: elementKind)
            return view
        }
        guard let viewClass = supplementaryRegistrations[key] else {
            DiagnosticLog.current.report(
                "supplementaryIdentifierNotRegistered",
                "dequeueReusableSupplementaryView(ofKind: \"\(elementKind)\", withReuseIdentifier: \"\(identifier)\") with no class registered for that kind and identifier: UIKit raises 'could not dequeue a view of kind: \(elementKind) with identifier \(identifier) - must register a nib or a class for the identifier'. Call register(_:forSupplementaryViewOfKind:withReuseIdentifier:) first"
            )
            let view = UICollectionReusableView(frame: .zero)
            view.reuseIdentifier = identifier
            return view
        }
        let view = viewClass.init(frame: .zero)
        view.reuseIdentifier = identifier
        applyLayoutAttributes(to: view, at: indexPath, kind: elementKind)
        return view
    }

    /// What the data source's default gives for a header or footer it does not supply: UIKit
    /// raises; the simulator reports it and shows an empty view.
    public func missingSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        DiagnosticLog.current.report(
            "supplementaryViewNotProvided",
            "the layout places a supplementary view of kind \(kind) at \(indexPath) but the data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:): UIKit raises. Implement it, or give the layout a zero header/footer size"
        )
        return UICollectionReusableView(frame: .zero)
    }

    /// Puts a supplementary view off screen into its pool.
    func enqueueSupplementary(_ view: UICollectionReusableView) {
        view.removeFromSuperview()
        guard let identifier = view.reuseIdentifier else { return }
        for (key, _) in supplementaryRegistrations where key.identifier == identifier {
            supplementaryPool[key, default: []].append(view)
            return
        }
    }

    /// Makes the supplementary views for `wanted` and recycles the others. They sit above the
    /// cells (a layout's header has a higher zIndex).
    func updateVisibleSupplementaryViews(_ wanted: [UICollectionViewLayoutAttributes]) {
        let places = Set(
            wanted.compactMap { a in
                a.representedElementKind.map { SupplementaryPlace(kind: $0, indexPath: a.indexPath) }
            })
        for (place, view) in visibleSupplementary where !places.contains(place) {
            enqueueSupplementary(view)
            visibleSupplementary[place] = nil
        }
        for attributes in wanted {
            guard let kind = attributes.representedElementKind else { continue }
            let place = SupplementaryPlace(kind: kind, indexPath: attributes.indexPath)
            if let view = visibleSupplementary[place] {
                UIView.performWithoutAnimation { view.apply(attributes) }
                continue
            }
            guard let dataSource else { continue }
            let view = dataSource.collectionView(
                self, viewForSupplementaryElementOfKind: kind, at: attributes.indexPath)
            UIView.performWithoutAnimation {
                view.apply(attributes)
                if view.superview !== self { addSubview(view) }
            }
            visibleSupplementary[place] = view
            measureIfSelfSizing(view, attributes)
        }
    }

    // MARK: Queries

    /// The supplementary views of `elementKind` in the view.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            visibleSupplementary[SupplementaryPlace(kind: elementKind, indexPath: $0)]
        }
    }

    /// The index paths of the supplementary views of `elementKind` in the view, in order.
    public func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementary.keys.filter { $0.kind == elementKind }.map(\.indexPath).sorted()
    }

    /// The supplementary view of `elementKind` at `indexPath`, if it is in the view.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionReusableView?
    {
        visibleSupplementary[SupplementaryPlace(kind: elementKind, indexPath: indexPath)]
    }

    /// A supplementary view's attributes in the current layout.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        collectionViewLayout.prepareIfNeeded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// Keeps the background view behind everything, filling the visible bounds.
    func placeBackgroundView() {
        guard let backgroundView else { return }
        if backgroundView.superview !== self || subviews.first !== backgroundView {
            insertSubview(backgroundView, at: 0)
        }
        UIView.performWithoutAnimation { backgroundView.frame = bounds }
    }
}
