import Foundation

/// Insets from the edges of a rectangle, by reading direction (leading is left here: Stagecraft
/// lays out left to right only).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    public static let zero = NSDirectionalEdgeInsets()
}

extension UIEdgeInsets {
    /// The same insets with left as leading and right as trailing.
    var directional: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Insets from directional ones, leading as left.
    init(_ directional: NSDirectionalEdgeInsets) {
        self.init(
            top: directional.top, left: directional.leading, bottom: directional.bottom, right: directional.trailing)
    }
}
