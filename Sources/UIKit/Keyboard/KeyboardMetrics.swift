import Foundation

/// The iPhone software keyboard's size and motion on iOS 18 (R274): English QWERTY with the
/// predictive bar, the height the keyboard notifications report.
enum KeyboardMetrics {
    /// The duration the notifications report (`keyboardAnimationDurationUserInfoKey`).
    static let animationDuration: Double = 0.25
    /// The curve the notifications report (`keyboardAnimationCurveUserInfoKey`): UIKit's private
    /// curve 7, the system spring.
    static let animationCurve = 7

    /// The predictive (QuickType) bar above the keys, in portrait and landscape.
    static func predictiveBarHeight(landscape: Bool) -> CGFloat { landscape ? 38 : 44 }
    /// The four rows of keys, in portrait and landscape (216 and 162 pt since the first iPhones).
    static func keysHeight(landscape: Bool) -> CGFloat { landscape ? 162 : 216 }
    /// The strip under the keys on a phone with a home indicator (globe and dictation keys over it).
    static func bottomStripHeight(landscape: Bool, hasHomeIndicator: Bool) -> CGFloat {
        guard hasHomeIndicator else { return 0 }
        return landscape ? 9 : 76
    }

    /// The keyboard's height: 336 pt in portrait on a 393×852 phone (260 pt on a phone with a Home
    /// button), 209 pt in landscape (200 pt).
    static func height(landscape: Bool, hasHomeIndicator: Bool) -> CGFloat {
        predictiveBarHeight(landscape: landscape) + keysHeight(landscape: landscape)
            + bottomStripHeight(landscape: landscape, hasHomeIndicator: hasHomeIndicator)
    }
}
