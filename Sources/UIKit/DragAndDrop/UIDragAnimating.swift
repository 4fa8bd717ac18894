import Foundation

/// Lets a delegate animate alongside a lift, drop or cancel (R342).
@preconcurrency @MainActor
public protocol UIDragAnimating: NSObjectProtocol {
    /// Runs `animations` inside the system's animation.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when it ends: `.end` when it ran to its end, `.start` when it was undone
    /// (a lift released before the drag began).
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}

/// The animator handed to drag and drop delegates.
@MainActor
final class DragAnimator: NSObject, UIDragAnimating {
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    /// Whether the system animation has started (later blocks run at once).
    private var isRunning = false

    func addAnimations(_ animations: @escaping () -> Void) {
        if isRunning {
            UIView.animate(withDuration: 0.2, animations: animations)
        } else {
            self.animations.append(animations)
        }
    }

    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { completions.append(completion) }

    /// Runs the added animations (inside the system's animation block).
    func runAnimations() {
        isRunning = true
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    /// Runs the added completions once.
    func complete(at position: UIViewAnimatingPosition) {
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
