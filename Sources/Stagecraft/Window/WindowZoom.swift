import Foundation

/// How large the window draws the device, in window pixels per point: asked for on the command
/// line (`--scale 1|2|fit`) or with Ctrl+1/2/3, and never larger than the screen's usable area
/// holds, so that `--scale 2` on a 1080-pixel screen still shows the whole phone.
public enum WindowZoom: Equatable, Sendable {
    /// This many pixels per point, or fewer when the window would not fit on the screen.
    case fixed(CGFloat)
    /// As large as the screen's usable area holds.
    case fit

    /// Room left for the window manager's title bar and frame, in pixels (SDL's usable bounds
    /// leave out panels and docks, not the window's own decorations).
    public static let decorationAllowance = CGSize(width: 16, height: 48)
    /// The largest zoom `fit` picks on a very large screen.
    public static let maximum: CGFloat = 3
    /// The smallest zoom, however small the screen.
    public static let minimum: CGFloat = 0.25

    /// The pixels per point for a window `size` points large on a screen whose usable area is
    /// `usable` pixels (nil when unknown: then `fixed` is taken as asked and `fit` is 1). Fitted
    /// values are rounded down to a hundredth, so that the window is never a pixel too tall.
    public func pixelsPerPoint(windowSize size: CGSize, usable: CGSize?) -> CGFloat {
        guard let usable, size.width > 0, size.height > 0 else {
            if case .fixed(let zoom) = self { return zoom }
            return 1
        }
        let room = CGSize(
            width: max(1, usable.width - Self.decorationAllowance.width),
            height: max(1, usable.height - Self.decorationAllowance.height))
        let fits = (min(room.width / size.width, room.height / size.height) * 100).rounded(.down) / 100
        let zoom: CGFloat
        switch self {
        case .fixed(let asked): zoom = min(asked, fits)
        case .fit: zoom = min(Self.maximum, fits)
        }
        return max(Self.minimum, zoom)
    }

    /// How the window's title and the command line's messages name the zoom: `2x`, `fit`.
    public var label: String {
        switch self {
        case .fixed(let zoom): return String(format: "%gx", Double(zoom))
        case .fit: return "fit"
        }
    }
}
