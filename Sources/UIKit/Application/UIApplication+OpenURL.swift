import Foundation

extension UIApplication {
    /// Keys of the options of `open(_:options:completionHandler:)`.
    public struct OpenExternalURLOptionsKey: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Open the URL only as a universal link of an installed app (none here: it fails).
        public static let universalLinksOnly = OpenExternalURLOptionsKey(
            rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The URL that opens the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"
    /// The URL that opens the app's notification settings (iOS 16).
    public static let openNotificationSettingsURLString = "app-settings:notifications"
    /// The URL that opens the default-apps settings (iOS 18.3).
    public static let openDefaultApplicationsSettingsURLString = "app-settings:default-applications"

    /// Whether an app of the iOS Simulator handles `url` (R347): Safari (`http`, `https`) and
    /// Settings (`app-settings:`, `prefs:` are not public) do; the Simulator has no Phone, Messages,
    /// Mail or App Store, so `tel:`, `sms:`, `mailto:` and `itms-apps:` do not, nor other apps' schemes.
    public func canOpenURL(_ url: URL) -> Bool { Self.openingApp(for: url) != nil }

    /// Opens `url` in the app that handles it (R347): on iOS the app then goes to the background,
    /// which the simulated app never does, so the URL is recorded (`openedURLs`, the event log)
    /// and the app stays. `completionHandler` hears whether it opened, in the next frame, on the
    /// main queue as on iOS.
    public func open(
        _ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil
    ) {
        let universalOnly = options[.universalLinksOnly] as? Bool ?? false
        let app = universalOnly ? nil : Self.openingApp(for: url)
        if let app {
            UIKitRuntime.current.openedURLs.append(url)
            EventLog.current.record("open \(url.absoluteString) in \(app)")
        } else {
            DiagnosticLog.current.report(
                "urlNotOpened",
                universalOnly
                    ? "open(\(url.absoluteString)) with universalLinksOnly: no installed app claims it in the Simulator, so it did not open (R347)"
                    : "open(\(url.absoluteString)): no app of the iOS Simulator opens this scheme, so it did not open (R347)"
            )
        }
        guard let completionHandler else { return }
        DispatchQueue.main.async { completionHandler(app != nil) }
    }

    /// The URLs `open(_:options:completionHandler:)` opened, in order.
    public var openedURLs: [URL] { UIKitRuntime.current.openedURLs }

    /// The Simulator's app that opens `url`, by scheme; nil when none does.
    static func openingApp(for url: URL) -> String? {
        switch url.scheme?.lowercased() {
        case "http", "https": return "Safari"
        case "app-settings": return "Settings"
        default: return nil
        }
    }
}

extension UIScene {
    /// The options of a scene's `open(_:options:completionHandler:)`.
    @preconcurrency @MainActor
    open class OpenExternalURLOptions: NSObject {
        /// Open the URL only as a universal link.
        open var universalLinksOnly = false
        public override init() { super.init() }
    }

    /// Opens `url` as `UIApplication.open` does (R347).
    public func open(_ url: URL, options: OpenExternalURLOptions?, completionHandler: ((Bool) -> Void)? = nil) {
        UIApplication.shared.open(
            url, options: options?.universalLinksOnly == true ? [.universalLinksOnly: true] : [:],
            completionHandler: completionHandler)
    }
}
