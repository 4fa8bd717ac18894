import Foundation

/// What a list section tells each of its cells, headers and footers through their layout
/// attributes (R307): the part it plays, the list's look, where it sits in its section's card and
/// which separators it draws. A `UICollectionViewListCell` styles itself from it.
@MainActor
struct ListItemTraits: Equatable {
    /// The part an element plays in its section.
    enum Role: Equatable {
        /// A row.
        case cell
        /// The section's header: a supplementary view, or the first item (`.firstItemInSection`).
        case header
        /// The section's footer.
        case footer
    }

    var role: Role
    var appearance: UICollectionLayoutListConfiguration.Appearance
    /// The first row of its section's card (rounded top corners when inset-grouped).
    var isFirstInCard = false
    /// The last row of its section's card (rounded bottom corners, no bottom separator).
    var isLastInCard = false
    /// Its separators, `.automatic` visibilities already resolved.
    var separators: UIListSeparatorConfiguration
    /// The content's side margin (16 or 20 pt; 16 inside an inset-grouped card, R181).
    var contentMargin: CGFloat
    /// Whether it heads the first section (its header title sits lower, R183).
    var inFirstSection = false
}
