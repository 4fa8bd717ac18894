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

    /// Where a search controller's bar goes (iOS 16; UIKit's raw values).
    public enum SearchBarPlacement: Int, Sendable {
        /// As the system chooses: stacked on iPhone.
        case automatic = 0
        /// In the bar's content row (iPad); stacked on iPhone.
        case inline = 1
        /// Below the title.
        case stacked = 2
        /// Integrated with the bar's items (iOS 26 names; stacked here).
        case integrated = 3
        /// Integrated, centred (stacked here).
        case integratedCentered = 4
        /// Integrated, as a button (stacked here).
        case integratedButton = 5
    }
}
