import Foundation
import UIKit

/// A device's layout in one interface orientation: the screen, bezel, safe area, sensor housing and
/// home indicator turned with the device, and where they sit in the host window.
public struct DeviceGeometry: Sendable, Equatable {
    /// The device.
    public var device: DeviceProfile
    /// The interface orientation.
    public var orientation: UIInterfaceOrientation

    /// Creates the layout of `device` in `orientation`.
    public init(device: DeviceProfile, orientation: UIInterfaceOrientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen size in points, as the window sees it.
    public var screenSize: CGSize {
        orientation.isLandscape
            ? CGSize(width: device.screenSize.height, height: device.screenSize.width) : device.screenSize
    }

    /// Maps a portrait screen rectangle into this orientation's screen coordinates.
    func turn(_ r: CGRect) -> CGRect {
        let w = device.screenSize.width
        let h = device.screenSize.height
        switch orientation {
        case .landscapeLeft:  // turned clockwise: the device's top is on the right
            return CGRect(x: h - r.maxY, y: r.minX, width: r.height, height: r.width)
        case .landscapeRight:  // turned counter-clockwise: the device's top is on the left
            return CGRect(x: r.minY, y: w - r.maxX, width: r.height, height: r.width)
        case .portraitUpsideDown:
            return CGRect(x: w - r.maxX, y: h - r.maxY, width: r.width, height: r.height)
        default:
            return r
        }
    }

    /// The device body's margins around the screen.
    public var bezel: UIEdgeInsets {
        let b = device.bezel
        switch orientation {
        case .landscapeLeft: return UIEdgeInsets(top: b.left, left: b.bottom, bottom: b.right, right: b.top)
        case .landscapeRight: return UIEdgeInsets(top: b.right, left: b.top, bottom: b.left, right: b.bottom)
        case .portraitUpsideDown: return UIEdgeInsets(top: b.bottom, left: b.right, bottom: b.top, right: b.left)
        default: return b
        }
    }

    /// The safe-area insets of the window.
    public var safeAreaInsets: UIEdgeInsets {
        orientation.isLandscape ? device.landscapeSafeArea : device.portraitSafeArea
    }

    /// The traits (R105): a phone is compact wide in portrait and compact tall in landscape.
    public func traits(scale: CGFloat) -> UITraitCollection {
        orientation.isLandscape
            ? UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .compact, displayScale: scale)
            : UITraitCollection(horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: scale)
    }

    /// The sensor housing in screen points, if the device has one.
    public var sensorHousing: CGRect? { device.sensorHousing.map(turn) }

    /// Whether the status bar shows (iPhones hide it in landscape).
    public var showsStatusBar: Bool { !orientation.isLandscape }

    /// The status bar's frame in screen points (`.zero` while it is hidden).
    public var statusBarFrame: CGRect {
        showsStatusBar ? CGRect(x: 0, y: 0, width: screenSize.width, height: device.statusBarHeight) : .zero
    }

    /// The home indicator bar in screen points, if the device has one.
    public var homeIndicator: CGRect? {
        guard device.hasHomeIndicator else { return nil }
        let width: CGFloat = orientation.isLandscape ? 200 : 134
        let s = screenSize
        return CGRect(x: (s.width - width) / 2, y: s.height - 8 - 5, width: width, height: 5)
    }

    /// The window size in points: the body plus a margin, and the transition strip below.
    public var windowSize: CGSize {
        let b = bezel
        return CGSize(
            width: screenSize.width + b.left + b.right + 2 * DeviceProfile.windowMargin,
            height: screenSize.height + b.top + b.bottom + 2 * DeviceProfile.windowMargin
                + DeviceProfile.transitionBarHeight)
    }

    /// Where the screen sits in the window, in points.
    public var screenFrameInWindow: CGRect {
        CGRect(
            x: DeviceProfile.windowMargin + bezel.left, y: DeviceProfile.windowMargin + bezel.top,
            width: screenSize.width, height: screenSize.height)
    }

    /// The device body in the window, in points.
    public var bodyFrameInWindow: CGRect {
        CGRect(
            x: DeviceProfile.windowMargin, y: DeviceProfile.windowMargin,
            width: screenSize.width + bezel.left + bezel.right, height: screenSize.height + bezel.top + bezel.bottom)
    }

    /// The centre of the home button in window points, if the device has one: in the middle of the
    /// bezel that was the bottom one in portrait.
    public var homeButtonCenter: CGPoint? {
        guard device.hasHomeButton else { return nil }
        let screen = screenFrameInWindow
        let b = bezel
        switch orientation {
        case .landscapeLeft: return CGPoint(x: screen.minX - b.left / 2, y: screen.midY)
        case .landscapeRight: return CGPoint(x: screen.maxX + b.right / 2, y: screen.midY)
        case .portraitUpsideDown: return CGPoint(x: screen.midX, y: screen.minY - b.top / 2)
        default: return CGPoint(x: screen.midX, y: screen.maxY + b.bottom / 2)
        }
    }
}

extension DeviceProfile {
    /// The layout in an orientation.
    public func geometry(_ orientation: UIInterfaceOrientation) -> DeviceGeometry {
        DeviceGeometry(device: self, orientation: orientation)
    }
}
