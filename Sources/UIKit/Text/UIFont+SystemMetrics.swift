import Foundation

/// San Francisco's spacing facts, which the system font follows whatever face draws it (R200):
/// its vertical metrics and its tracking by point size.
extension UIFont {
    /// SF Pro's vertical metrics per point of size (its `hhea` table: ascender 1950, descender
    /// −494, line gap 0, in 2048 units per em), so `systemFont(ofSize: 17)` has an ascender of
    /// 16.19, a descender of −4.10 and a line height of 20.29, as on iOS.
    package static let systemAscenderPerPoint: CGFloat = 1950.0 / 2048.0
    /// SF Pro's descender per point of size (positive).
    package static let systemDescenderPerPoint: CGFloat = 494.0 / 2048.0

    /// The system font's vertical metrics at `pointSize`.
    package static func systemLineMetrics(pointSize: CGFloat) -> FontLineMetrics {
        FontLineMetrics(
            ascender: pointSize * systemAscenderPerPoint, descender: pointSize * systemDescenderPerPoint,
            lineHeight: pointSize * (systemAscenderPerPoint + systemDescenderPerPoint))
    }

    /// SF Pro's tracking, in thousandths of an em, by point size (Apple's Human Interface
    /// Guidelines, "Typography: Tracking values", iOS): loose below 12 pt, tightest at 17 pt, loose
    /// again where the Display face takes over, tightening slowly above. Sizes between two rows are
    /// interpolated; outside the table the nearest row holds.
    static let systemTrackingTable: [(size: CGFloat, tracking: CGFloat)] = [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (29, 14), (30, 14), (31, 13), (32, 13), (33, 12), (34, 12),
        (35, 11), (36, 10), (37, 10), (38, 9), (39, 8), (40, 8), (41, 7), (42, 6), (43, 6), (44, 5),
        (45, 5), (46, 4), (47, 3), (48, 3), (49, 2), (50, 2), (51, 1), (52, 1), (53, 0), (54, 0), (56, -1),
        (58, -2), (60, -3), (62, -4), (64, -4), (66, -5), (68, -6), (70, -6), (72, -7), (76, -8), (80, -9),
        (84, -10), (88, -11), (92, -12), (96, -13),
    ]

    /// The space the system font adds after every character at `pointSize`, in points (negative:
    /// tighter), from `systemTrackingTable`: −0.44 at 17 pt, 0 at 12 pt, +0.41 at 34 pt.
    public static func systemTracking(forPointSize pointSize: CGFloat) -> CGFloat {
        let table = systemTrackingTable
        guard let first = table.first, let last = table.last else { return 0 }
        let thousandths: CGFloat
        if pointSize <= first.size {
            thousandths = first.tracking
        } else if pointSize >= last.size {
            thousandths = last.tracking
        } else {
            let upper = table.firstIndex { $0.size >= pointSize } ?? table.count - 1
            let (a, b) = (table[upper - 1], table[upper])
            let t = (pointSize - a.size) / (b.size - a.size)
            thousandths = a.tracking + (b.tracking - a.tracking) * t
        }
        return pointSize * thousandths / 1000
    }

    /// The tracking this font is drawn with, in points (`systemTracking(forPointSize:)`).
    public var tracking: CGFloat { Self.systemTracking(forPointSize: pointSize) }

    /// Whether the system font uses its Display cut at this size (San Francisco switches from SF
    /// Pro Text to SF Pro Display at 20 pt; the stand-in switches from Inter to Inter Display).
    public var usesDisplayFace: Bool { pointSize >= 20 }
}
