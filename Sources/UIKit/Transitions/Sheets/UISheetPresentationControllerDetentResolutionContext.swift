import Foundation

/// What a custom detent's resolver is given (R140).
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the sheet's container.
    var containerTraitCollection: UITraitCollection { get }
    /// The largest value a detent may have: the height of the `.large()` detent.
    var maximumDetentValue: CGFloat { get }
}

/// The context a sheet resolves its detents in.
@MainActor
final class SheetDetentResolutionContext: NSObject, UISheetPresentationControllerDetentResolutionContext {
    let containerTraitCollection: UITraitCollection
    let maximumDetentValue: CGFloat

    init(traits: UITraitCollection, maximumDetentValue: CGFloat) {
        containerTraitCollection = traits
        self.maximumDetentValue = maximumDetentValue
    }
}
