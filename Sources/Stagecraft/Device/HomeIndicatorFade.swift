import Foundation
import UIKit

/// R259: the home indicator of a phone without a Home button, when the app lets it hide
/// (`prefersHomeIndicatorAutoHidden`): it fades out after `delay` seconds without a touch and
/// comes back when the screen is touched; otherwise it always shows.
struct HomeIndicatorFade {
    /// How much of the indicator shows, 0…1.
    private(set) var alpha: CGFloat = 1
    /// The time of the last update (nil before the first).
    private var lastUpdate: CFTimeInterval?

    /// Seconds without a touch before the indicator fades (UIKit documents none; a choice close to
    /// what a device does).
    static let delay: CFTimeInterval = 2
    /// How long it takes to fade out, and to come back.
    static let fadeOut: CFTimeInterval = 0.5
    static let fadeIn: CFTimeInterval = 0.25

    /// Moves the alpha toward what it should be at `now` (input time).
    mutating func update(now: CFTimeInterval, mayHide: Bool, lastTouch: CFTimeInterval, touching: Bool) {
        let step = lastUpdate.map { max(0, now - $0) } ?? 0
        lastUpdate = now
        let hidden = mayHide && !touching && now - lastTouch >= Self.delay
        if hidden {
            alpha = max(0, alpha - CGFloat(step / Self.fadeOut))
        } else if !mayHide {
            alpha = 1
        } else {
            alpha = min(1, alpha + CGFloat(step / Self.fadeIn))
        }
    }
}
