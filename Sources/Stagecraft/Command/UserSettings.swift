import Foundation
import UIKit

/// What the window remembers between runs: the last scene, the device, the orientation and the
/// toggles (appearance, text size, slow animations, HUD, inspector). A small JSON file under
/// `$XDG_CONFIG_HOME/stagecraft/` (or `~/.config/stagecraft/`), read when the window opens and
/// written when it closes — never by headless or CI runs unless a file is named with `--settings`.
/// A file that cannot be read gives a sentence saying so, and the defaults.
public struct UserSettings: Codable, Equatable, Sendable {
    /// The scene showing when the window closed (nil: the home screen).
    public var scene: String?
    /// The device's id (`modern`, `small`).
    public var device: String?
    /// `portrait`, `landscapeLeft` or `landscapeRight`.
    public var orientation: String?
    /// `light` or `dark`.
    public var appearance: String?
    /// A text size's short name (`L`, `XL`, `AX2`).
    public var contentSize: String?
    /// Slow animations on.
    public var slowAnimations: Bool?
    /// The frame-rate HUD shown.
    public var showHUD: Bool?
    /// The inspector open.
    public var showInspector: Bool?

    public init(
        scene: String? = nil, device: String? = nil, orientation: String? = nil, appearance: String? = nil,
        contentSize: String? = nil, slowAnimations: Bool? = nil, showHUD: Bool? = nil, showInspector: Bool? = nil
    ) {
        self.scene = scene
        self.device = device
        self.orientation = orientation
        self.appearance = appearance
        self.contentSize = contentSize
        self.slowAnimations = slowAnimations
        self.showHUD = showHUD
        self.showInspector = showInspector
    }

    /// The file's name in its folder.
    public static let fileName = "settings.json"

    /// Where the settings live for `environment`: `$XDG_CONFIG_HOME/stagecraft/settings.json`, else
    /// `$HOME/.config/stagecraft/settings.json`; nil when neither variable is set.
    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL? {
        if let config = environment["XDG_CONFIG_HOME"], !config.isEmpty, config.hasPrefix("/") {
            return URL(fileURLWithPath: config).appendingPathComponent("stagecraft").appendingPathComponent(fileName)
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".config/stagecraft").appendingPathComponent(fileName)
    }

    /// Whether a run is under continuous integration (`CI` set to anything but empty, `0` or `false`):
    /// such runs remember nothing unless a file is named.
    public static func isContinuousIntegration(environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Bool
    {
        guard let value = environment["CI"]?.lowercased() else { return false }
        return !value.isEmpty && value != "0" && value != "false"
    }

    /// Reads the settings at `url`. A missing file is the defaults with no message; a file that
    /// cannot be read or is not valid gives the defaults and a sentence naming the file and why.
    public static func load(from url: URL) -> (settings: UserSettings, problem: String?) {
        guard FileManager.default.fileExists(atPath: url.path) else { return (UserSettings(), nil) }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            return (
                UserSettings(),
                "could not read the settings file \(url.path) (\(error.localizedDescription)); using the defaults"
            )
        }
        do {
            return (try JSONDecoder().decode(UserSettings.self, from: data), nil)
        } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context) {
            let key = context.codingPath.map(\.stringValue).joined(separator: ".")
            return (
                UserSettings(),
                "the settings file \(url.path) has a bad value for '\(key)'; using the defaults (delete the file to start afresh)"
            )
        } catch {
            return (
                UserSettings(),
                "the settings file \(url.path) is not valid JSON; using the defaults (delete the file to start afresh)"
            )
        }
    }

    /// Writes the settings to `url` (making its folder), as indented JSON with sorted keys.
    public func save(to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(self).write(to: url, options: .atomic)
    }

    // MARK: Reading the values

    /// The remembered orientation, if it names one.
    public var interfaceOrientation: UIInterfaceOrientation? {
        switch orientation {
        case "portrait": return .portrait
        case "landscapeLeft": return .landscapeLeft
        case "landscapeRight": return .landscapeRight
        default: return nil
        }
    }

    /// The remembered appearance, if it names one.
    public var userInterfaceStyle: UIUserInterfaceStyle? {
        switch appearance {
        case "light": return .light
        case "dark": return .dark
        default: return nil
        }
    }

    /// The remembered text size, if it names one.
    public var contentSizeCategory: UIContentSizeCategory? { contentSize.flatMap(UIContentSizeCategory.init(name:)) }

    /// The name an orientation is remembered by.
    public static func name(of orientation: UIInterfaceOrientation) -> String {
        switch orientation {
        case .landscapeLeft: return "landscapeLeft"
        case .landscapeRight: return "landscapeRight"
        default: return "portrait"
        }
    }

    /// What a simulator shows now, to remember (the window adds its HUD and inspector toggles).
    @MainActor
    public static func current(of simulator: Simulator) -> UserSettings {
        UserSettings(
            scene: simulator.sceneID, device: simulator.device.id, orientation: name(of: simulator.orientation),
            appearance: simulator.userInterfaceStyle == .dark ? "dark" : "light",
            contentSize: simulator.contentSizeCategory.shortName, slowAnimations: simulator.slowAnimations)
    }
}
