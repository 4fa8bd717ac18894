import Foundation

/// Animations that run alongside a context menu appearing or disappearing (R313).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    /// The preview's controller, if the configuration made one.
    var previewViewController: UIViewController? { get }
    /// Adds animations run with the menu's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block run once the menu's animation ends.
    func addCompletion(_ completion: @escaping () -> Void)
}

/// How committing a preview looks (R313).
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    /// The preview goes back and the menu fades (the app shows its own transition).
    case dismiss = 0
    /// The preview grows into the screen it shows.
    case pop = 1
}

/// The animator of a tap on a context menu's preview (R313).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    /// How the commit looks (`.pop` by default).
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator handed to the delegate: its animations run with the menu's, its completions after.
@MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle = .pop
    private(set) var animations: [() -> Void] = []
    private(set) var completions: [() -> Void] = []

    init(previewViewController: UIViewController?) {
        self.previewViewController = previewViewController
        super.init()
    }

    func addAnimations(_ animations: @escaping () -> Void) { self.animations.append(animations) }
    func addCompletion(_ completion: @escaping () -> Void) { completions.append(completion) }

    /// Runs the added animations (inside the menu's animation block).
    func runAnimations() {
        for animation in animations { animation() }
    }

    /// Runs the added completions once.
    func complete() {
        let pending = completions
        completions = []
        for completion in pending { completion() }
    }
}
