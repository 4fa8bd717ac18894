import Foundation

/// The framework's process-wide state, reset when a new app (a new simulator) starts so that
/// nothing leaks from the previous one.
@preconcurrency @MainActor
public enum UIKitRuntime {
    /// The state of the app that runs now; `reset()` replaces it as a whole.
    static var current = UIKitRuntimeState()

    /// Starts a new app: animations, display links, property animators, transactions, animation
    /// blocks, touches and gesture recognizers, transitions, the logs, the media clock, the screen
    /// and the application all start fresh (the host then makes its own current).
    public static func reset() {
        // The previous app's main-queue blocks never run (R294).
        current.mainQueue.cancelAll()
        current = UIKitRuntimeState()
        UITraitCollection.resetCurrent()
        LayerCommit.endFrame()
    }
}
