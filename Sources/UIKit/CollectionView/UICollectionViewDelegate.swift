import Foundation

/// Hears about selections in a collection view. Every method is optional.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: NSObjectProtocol {
    /// Called when a tap selects an item.
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
    /// Does nothing.
    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
}
