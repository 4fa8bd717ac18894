import Foundation

/// The device the app runs on: a phone running iOS, as the simulator presents it.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device of the current app.
    public static var current: UIDevice { UIKitRuntime.current.device }

    /// The kind of interface the device has (`.phone`: every device the simulator offers is one).
    public package(set) var userInterfaceIdiom: UIUserInterfaceIdiom = .phone

    /// The operating system's name.
    public var systemName: String { "iOS" }

    /// The version of iOS whose behaviour the simulator follows (docs/uikit-rules.md).
    public var systemVersion: String { "18.0" }

    /// The model name.
    public var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }

    /// The model name, localised (the same here).
    public var localizedModel: String { model }

    /// The user's name for the device.
    public var name: String { model }

    /// The physical orientation of the device (R248): set by the host when the device turns,
    /// whether or not the interface follows. Device left is interface right: a phone turned with
    /// its top to the left (`.landscapeLeft`) shows a `.landscapeRight` interface.
    public private(set) var orientation: UIDeviceOrientation = .portrait

    /// Whether orientation notifications are being generated (UIKit generates them for an app; a
    /// `begin…` / `end…` pair nests).
    public var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationCount > 0 }
    private var orientationNotificationCount = 1

    /// Starts (nests) generating `orientationDidChangeNotification`.
    public func beginGeneratingDeviceOrientationNotifications() { orientationNotificationCount += 1 }
    /// Stops (nests) generating `orientationDidChangeNotification`.
    public func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationCount = max(0, orientationNotificationCount - 1)
    }

    /// Posted after the device's orientation changed, while notifications are generated.
    public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")

    /// The device turned to `newValue` (the host calls this before asking the interface to follow).
    package func setOrientation(_ newValue: UIDeviceOrientation) {
        guard newValue != orientation else { return }
        orientation = newValue
        if isGeneratingDeviceOrientationNotifications {
            NotificationCenter.default.post(name: Self.orientationDidChangeNotification, object: self)
        }
    }

    /// Sets the orientation without a notification (a new app on a phone already turned).
    package func restoreOrientation(_ value: UIDeviceOrientation) { orientation = value }

    /// Creates the device of an app (`UIKitRuntime.reset()` makes one per app).
    package override init() { super.init() }
}

/// The physical orientation of a device (UIKit's raw values).
public enum UIDeviceOrientation: Int, Sendable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    /// The top of the device to the left (the interface is `.landscapeRight`).
    case landscapeLeft = 3
    /// The top of the device to the right (the interface is `.landscapeLeft`).
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// Whether the device is on its side.
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    /// Whether the device is upright or upside down.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    /// Whether the device is lying flat.
    public var isFlat: Bool { self == .faceUp || self == .faceDown }
    /// Whether the orientation is one an interface can take (not flat or unknown).
    public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }

    /// The device orientation that shows `interface` (left and right swap, R248).
    public init(interfaceOrientation interface: UIInterfaceOrientation) {
        switch interface {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        default: self = .unknown
        }
    }
}

/// The kinds of interface a device can have (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    /// Not known.
    case unspecified = -1
    /// A phone.
    case phone = 0
    /// A tablet.
    case pad = 1
    /// A television.
    case tv = 2
    /// A car's display.
    case carPlay = 3
    /// A Mac (Mac Catalyst in the Mac idiom).
    case mac = 5
    /// Apple Vision Pro.
    case vision = 6
}
