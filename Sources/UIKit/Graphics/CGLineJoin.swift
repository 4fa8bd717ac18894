import Foundation

/// How the corners of a stroked path are drawn.
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner, cut to a bevel past the miter limit.
    case miter = 0
    /// A circular arc around the corner.
    case round = 1
    /// The outer corner cut off straight.
    case bevel = 2
}
