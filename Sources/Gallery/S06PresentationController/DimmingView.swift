// Seed 000 (docs/scenes.md), "Presentation controllers" — "a dimming view placed behind
// the view controller's view would be managed by the presentation controller".
import Foundation
import UIKit

/// S6's chrome: a full-screen black 50 % view behind the presented card. It is a control so a tap
/// on it can dismiss (gesture recognizers come later).
@MainActor
final class DimmingView: UIControl {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(white: 0.0, alpha: 0.5)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
