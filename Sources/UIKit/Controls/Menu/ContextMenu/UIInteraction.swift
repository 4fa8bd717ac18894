import Foundation

/// A behaviour added to a view with `addInteraction(_:)` (iOS 11), such as a context menu.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    /// The view the interaction is on.
    var view: UIView? { get }
    /// Called before the interaction moves to `view` (nil: it is being removed).
    func willMove(to view: UIView?)
    /// Called after the interaction moved to `view` (nil: it was removed).
    func didMove(to view: UIView?)
}

extension UIView {
    /// The interactions added to this view.
    public var interactions: [UIInteraction] {
        get { interactionStorage }
        set {
            for old in interactionStorage { removeInteraction(old) }
            for interaction in newValue { addInteraction(interaction) }
        }
    }

    /// Adds an interaction (it is told of its view).
    public func addInteraction(_ interaction: UIInteraction) {
        guard !interactionStorage.contains(where: { $0 === interaction }) else { return }
        interaction.willMove(to: self)
        interactionStorage.append(interaction)
        interaction.didMove(to: self)
    }

    /// Removes an interaction.
    public func removeInteraction(_ interaction: UIInteraction) {
        guard let index = interactionStorage.firstIndex(where: { $0 === interaction }) else { return }
        interaction.willMove(to: nil)
        interactionStorage.remove(at: index)
        interaction.didMove(to: nil)
    }
}
