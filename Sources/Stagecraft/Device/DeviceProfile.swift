import Foundation
import UIKit

/// A simulated device: its screen in points and the chrome drawn around it.
public struct DeviceProfile: Sendable, Equatable {
    /// A short id for the command line (`modern`, `small`).
    public var id: String
    /// A display name.
    public var name: String
    /// The portrait screen size in points.
    public var screenSize: CGSize
    /// Radius of the screen's rounded corners (0 for a square screen).
    public var screenCornerRadius: CGFloat
    /// Safe-area insets in portrait.
    public var portraitSafeArea: UIEdgeInsets
    /// Safe-area insets in landscape (sensor side on the left).
    public var landscapeSafeArea: UIEdgeInsets
    /// The sensor housing (a pill at the top of the screen), in portrait screen points.
    public var sensorHousing: CGRect?
    /// Whether a home indicator bar is drawn at the bottom of the screen.
    public var hasHomeIndicator: Bool
    /// Whether a round home button sits below the screen.
    public var hasHomeButton: Bool
    /// The device body's margins around the screen (top, left, bottom, right), in points.
    public var bezel: UIEdgeInsets
    /// Radius of the body's corners.
    public var bodyCornerRadius: CGFloat
    /// Height of the status bar in portrait.
    public var statusBarHeight: CGFloat

    /// A modern phone: 393×852 pt, rounded screen, sensor housing, home indicator.
    public static let modernPhone = DeviceProfile(
        id: "modern", name: "Modern phone (393×852)",
        screenSize: CGSize(width: 393, height: 852), screenCornerRadius: 55,
        portraitSafeArea: UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: UIEdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        sensorHousing: CGRect(x: 133.5, y: 11, width: 126, height: 37),
        hasHomeIndicator: true, hasHomeButton: false,
        bezel: UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16), bodyCornerRadius: 71,
        statusBarHeight: 54)

    /// A small phone: 375×667 pt, square screen, home button.
    public static let smallPhone = DeviceProfile(
        id: "small", name: "Small phone (375×667)",
        screenSize: CGSize(width: 375, height: 667), screenCornerRadius: 0,
        portraitSafeArea: UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0),
        landscapeSafeArea: .zero,
        sensorHousing: nil, hasHomeIndicator: false, hasHomeButton: true,
        bezel: UIEdgeInsets(top: 100, left: 22, bottom: 100, right: 22), bodyCornerRadius: 56,
        statusBarHeight: 20)

    /// Every built-in device.
    public static let all = [modernPhone, smallPhone]

    /// The device with an id, if any.
    public static func named(_ id: String) -> DeviceProfile? { all.first { $0.id == id } }

    /// Space between the device body and the window edge, in points.
    public static let windowMargin: CGFloat = 24

    /// Height of the strip under the device where the window shows the transition HUD.
    public static let transitionBarHeight: CGFloat = 36

    /// The window size in points in portrait: the body plus a margin, and the transition strip below.
    public var windowSize: CGSize { geometry(.portrait).windowSize }

    /// Where the screen sits in the window in portrait, in points.
    public var screenFrameInWindow: CGRect { geometry(.portrait).screenFrameInWindow }

    /// The device body in the window in portrait, in points.
    public var bodyFrameInWindow: CGRect { geometry(.portrait).bodyFrameInWindow }
}
