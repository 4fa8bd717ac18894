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

    /// Creates the device of an app (`UIKitRuntime.reset()` makes one per app).
    package override init() { super.init() }
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
