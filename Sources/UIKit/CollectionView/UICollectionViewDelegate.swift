import Foundation

/// Hears about selections in a collection view. Every method is optional.
@MainActor
public protocol UICollectionViewDelegate: AnyObject {
    /// Called when a tap selects an item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
