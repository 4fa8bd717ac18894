import Foundation

extension UICollectionView {
    /// A cell class and the code that fills it for an item: `dequeueConfiguredReusableCell(using:for:item:)`
    /// registers the class on first use, dequeues a cell and runs the handler (R304).
    @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (Cell, IndexPath, Item) -> Void
        let handler: Handler
        let identifier: String

        public init(handler: @escaping Handler) {
            self.handler = handler
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
        }
    }

    /// A supplementary view class for `elementKind` and the code that fills it.
    @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (Supplementary, String, IndexPath) -> Void
        public let elementKind: String
        let handler: Handler
        let identifier: String

        public init(elementKind: String, handler: @escaping Handler) {
            self.elementKind = elementKind
            self.handler = handler
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
        }
    }

    /// A cell of the registration's class for `indexPath`, filled by its handler for `item`.
    public func dequeueConfiguredReusableCell<Cell: UICollectionViewCell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        register(Cell.self, forCellWithReuseIdentifier: registration.identifier)
        let cell = dequeueReusableCell(withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = cell as? Cell else { return Cell(frame: .zero) }
        if let item { registration.handler(typed, indexPath, item) }
        return typed
    }

    /// A supplementary view of the registration's class and kind, filled by its handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary: UICollectionReusableView>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        register(
            Supplementary.self, forSupplementaryViewOfKind: registration.elementKind,
            withReuseIdentifier: registration.identifier)
        let view = dequeueReusableSupplementaryView(
            ofKind: registration.elementKind, withReuseIdentifier: registration.identifier, for: indexPath)
        guard let typed = view as? Supplementary else { return Supplementary(frame: .zero) }
        registration.handler(typed, registration.elementKind, indexPath)
        return typed
    }
}
