import Foundation

/// Layout attributes are dynamic items, as on iOS, for an animator made with
/// `init(collectionViewLayout:)`: their centre is in the collection view's content coordinates.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
