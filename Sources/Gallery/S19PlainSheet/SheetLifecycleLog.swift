// S19 "Plain sheet". Not from a seed: the lifecycle log the scene's two screens share, so the card
// can show what the screen behind it hears (and does not hear).
import Foundation
import UIKit

/// The lines both screens of S19 write and show: their appearance calls, the adaptive delegate's
/// calls, and a note where a full-screen presentation would have called the presenter.
@MainActor
final class SheetLifecycleLog {
    /// Every line so far, oldest first.
    private(set) var lines: [String] = []
    private var panels: [WeakPanel] = []

    /// Adds a line and shows it on every panel.
    func append(_ line: String) {
        lines.append(line)
        panels.removeAll { $0.panel == nil }
        for weak in panels { weak.panel?.append(line) }
    }

    /// Shows the log on `panel` from now on (with the lines so far).
    func attach(_ panel: TransitionLogPanel) {
        panel.clear()
        for line in lines { panel.append(line) }
        panels.append(WeakPanel(panel: panel))
    }

    private struct WeakPanel {
        weak var panel: TransitionLogPanel?
    }
}
