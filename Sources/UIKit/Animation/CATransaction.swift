import Foundation

/// Groups layer changes: the duration, pacing and enabling of implicit animations, and a
/// completion block run when every animation added inside has ended.
@preconcurrency @MainActor
public enum CATransaction {
    /// One open transaction.
    final class Frame {
        var duration: CFTimeInterval?
        var timingFunction: CAMediaTimingFunction?
        var disableActions: Bool?
        var completionBlock: (() -> Void)?
        var entries: [LayerAnimationEntry] = []
    }

    /// The open transactions of the app that runs now (`UIKitRuntimeState.transactions`).
    private static var stack: [Frame] {
        get { UIKitRuntime.current.transactions }
        set { UIKitRuntime.current.transactions = newValue }
    }

    /// Opens a nested transaction.
    public static func begin() { stack.append(Frame()) }

    /// Closes the innermost transaction; its completion block runs once all animations added inside
    /// it have stopped (on the next frame cycle when there were none).
    public static func commit() {
        guard let frame = stack.popLast() else { return }
        guard let completion = frame.completionBlock else { return }
        let group = AnimationCompletionGroup { _ in completion() }
        for entry in frame.entries where !entry.didStop { group.track(entry) }
        group.seal()
    }

    /// Commits the implicit transaction now (the frame cycle does this every frame).
    public static func flush() { AnimationEngine.commit(mediaTime: CACurrentMediaTime()) }

    /// Duration of implicit animations (0.25 s outside any transaction that sets it).
    public static func animationDuration() -> CFTimeInterval {
        stack.reversed().lazy.compactMap(\.duration).first ?? 0.25
    }

    /// Sets the duration of implicit animations in the innermost transaction.
    public static func setAnimationDuration(_ duration: CFTimeInterval) { stack.last?.duration = duration }

    /// Pacing of implicit animations (nil: Core Animation's default curve).
    public static func animationTimingFunction() -> CAMediaTimingFunction? {
        stack.reversed().lazy.compactMap(\.timingFunction).first
    }

    /// Sets the pacing of implicit animations in the innermost transaction.
    public static func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        stack.last?.timingFunction = function
    }

    /// Whether implicit actions are suppressed.
    public static func disableActions() -> Bool { stack.reversed().lazy.compactMap(\.disableActions).first ?? false }

    /// Suppresses (or re-enables) implicit actions in the innermost transaction.
    public static func setDisableActions(_ flag: Bool) { stack.last?.disableActions = flag }

    /// The completion block of the innermost transaction.
    public static func completionBlock() -> (() -> Void)? { stack.last?.completionBlock }

    /// Sets the completion block of the innermost transaction (before adding its animations).
    public static func setCompletionBlock(_ block: (() -> Void)?) { stack.last?.completionBlock = block }

    /// Records an added animation in every open transaction.
    static func track(_ entry: LayerAnimationEntry) {
        for frame in stack { frame.entries.append(entry) }
    }
}
