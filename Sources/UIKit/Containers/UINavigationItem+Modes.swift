import Foundation

extension UINavigationItem {
    /// When the item's title is shown large under the bar (UIKit's raw values, R171).
    public enum LargeTitleDisplayMode: Int, Sendable {
        /// As the item below it in the stack (large at the root when the bar prefers large titles).
        case automatic = 0
        /// Large whenever the bar prefers large titles.
        case always = 1
        /// Never large.
        case never = 2
        /// Large inline with the bar's items (iOS 17; drawn as `.always` here).
        case inline = 3
    }

    /// How the back button to an item shows its title (UIKit's raw values).
    public enum BackButtonDisplayMode: Int, Sendable {
        /// The item's back title, its title, or "Back".
        case `default` = 0
        /// "Back" unless a back title is set.
        case generic = 1
        /// The chevron alone.
        case minimal = 2
    }
}
