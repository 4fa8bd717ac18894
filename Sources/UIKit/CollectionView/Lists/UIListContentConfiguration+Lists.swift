import Foundation

/// The list styles only collection view lists use (R307).
extension UIListContentConfiguration {
    /// A sidebar row: body text, the image tinted.
    public static func sidebarCell() -> UIListContentConfiguration { cell() }

    /// A sidebar row with a subtitle.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar row beside the content it shows.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration { cell() }

    /// A sidebar row with a subtitle, beside the content it shows.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration { subtitleCell() }

    /// A sidebar's section header: bold title-3 text in the label colour (I: by eye).
    public static func sidebarHeader() -> UIListContentConfiguration {
        var configuration = plainHeader()
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 12, leading: 16, bottom: 8, trailing: 16)
        return configuration
    }

    /// An inset-grouped section's prominent header: bold title-3 text, not upper-cased.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = groupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 20, weight: .bold)
        configuration.textProperties.color = .label
        configuration.textProperties.transform = .none
        return configuration
    }

    /// An inset-grouped section's extra-prominent header: bold title-2 text.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        var configuration = prominentInsetGroupedHeader()
        configuration.textProperties.font = .systemFont(ofSize: 22, weight: .bold)
        return configuration
    }

    /// A header for whatever list it is in (iOS 18): the plain header until the list says more.
    public static func header() -> UIListContentConfiguration { plainHeader() }

    /// A footer for whatever list it is in (iOS 18).
    public static func footer() -> UIListContentConfiguration { plainFooter() }
}
