import Foundation
@MainActor public final class UIViewPropertyAnimator {
    static func updateRunningAnimators(mediaTime: Double) {}
    static var hasRunningAnimators: Bool { false }
}
