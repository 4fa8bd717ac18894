import Foundation

/// The orientation of the app's interface, with UIKit's raw values.
public enum UIInterfaceOrientation: Int, Sendable, CustomStringConvertible {
    case unknown = 0
    /// Home indicator (or button) at the bottom.
    case portrait = 1
    /// Home indicator at the top.
    case portraitUpsideDown = 2
    /// Home indicator on the right: the device turned counter-clockwise.
    case landscapeRight = 3
    /// Home indicator on the left: the device turned clockwise.
    case landscapeLeft = 4

    /// Whether the interface is wider than tall.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the interface is taller than wide.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// R40: the interface angle — portrait 0, landscape right +π/2, landscape left −π/2, upside down π.
    public var angle: CGFloat {
        switch self {
        case .landscapeRight: return .pi / 2
        case .landscapeLeft: return -.pi / 2
        case .portraitUpsideDown: return .pi
        default: return 0
        }
    }

    public var description: String {
        switch self {
        case .unknown: return "unknown"
        case .portrait: return "portrait"
        case .portraitUpsideDown: return "portraitUpsideDown"
        case .landscapeRight: return "landscapeRight"
        case .landscapeLeft: return "landscapeLeft"
        }
    }
}

/// Sets of interface orientations, with UIKit's raw values.
public struct UIInterfaceOrientationMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = UIInterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = UIInterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = UIInterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = UIInterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: UIInterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: UIInterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    public static let allButUpsideDown: UIInterfaceOrientationMask = [.portrait, .landscape]

    /// Whether the mask allows `orientation`.
    public func allows(_ orientation: UIInterfaceOrientation) -> Bool {
        orientation == .unknown
            ? false : contains(UIInterfaceOrientationMask(rawValue: 1 << UInt(orientation.rawValue)))
    }
}
