import Foundation
import UIKit

/// Dark mode and Dynamic Type, as the iOS Simulator's Features › Toggle Appearance and the
/// Accessibility Inspector's text size (R213, R214): the window's traits change and every view
/// and controller whose traits changed is told.
extension Simulator {
    /// Light or dark (light by default).
    public var userInterfaceStyle: UIUserInterfaceStyle {
        get { window.windowTraits.userInterfaceStyle }
        set {
            guard newValue != .unspecified, newValue != userInterfaceStyle else { return }
            eventLog.record("appearance \(newValue)")
            window.setEnvironment(style: newValue)
            settle()
        }
    }

    /// The preferred text size (`.large` by default).
    public var contentSizeCategory: UIContentSizeCategory {
        get { window.windowTraits.preferredContentSizeCategory }
        set {
            guard newValue != .unspecified, newValue != contentSizeCategory else { return }
            eventLog.record("text size \(newValue.shortName)")
            window.setEnvironment(contentSize: newValue)
            settle()
        }
    }

    /// Switches between light and dark.
    public func toggleAppearance() { userInterfaceStyle = userInterfaceStyle == .dark ? .light : .dark }

    /// One text size larger (`by: 1`) or smaller (`by: -1`), within XS … AX5. Returns whether it changed.
    @discardableResult
    public func stepContentSize(by steps: Int) -> Bool {
        let all = UIContentSizeCategory.allCategories
        let index = all.firstIndex(of: contentSizeCategory) ?? all.firstIndex(of: .large)!
        let next = min(max(index + steps, 0), all.count - 1)
        guard next != index else { return false }
        contentSizeCategory = all[next]
        return true
    }
}
