import Foundation

/// Xcode asset catalogs copied into an asset folder (`Assets.xcassets/…`): named colours
/// (`Name.colorset/Contents.json`, with a dark variant) and images (`Name.imageset`), found by
/// `UIColor(named:)` and `UIImage(named:)` as on iOS.
@MainActor
enum AssetCatalog {
    /// The `Name.<kind>` folder of `name` in any asset folder (searched a few levels deep; a name
    /// with slashes names a namespace folder).
    static func folder(named name: String, kind: String) -> URL? {
        let last = (name as NSString).lastPathComponent
        let target = "\(last).\(kind)"
        for directory in UIImage.assetDirectories {
            guard
                let enumerator = FileManager.default.enumerator(
                    at: directory, includingPropertiesForKeys: [.isDirectoryKey], options: [.skipsHiddenFiles])
            else { continue }
            for case let url as URL in enumerator {
                if enumerator.level > 4 { enumerator.skipDescendants() }
                guard url.lastPathComponent == target else { continue }
                let prefix = (name as NSString).deletingLastPathComponent
                if prefix.isEmpty || url.deletingLastPathComponent().path.hasSuffix(prefix) { return url }
            }
        }
        return nil
    }

    /// The JSON of a set's `Contents.json`.
    private static func contents(of folder: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data)) as? [String: Any]
    }

    /// The colour of a colour set: its light (any) entry, with the dark entry for a dark interface.
    static func color(named name: String) -> UIColor? {
        guard let folder = folder(named: name, kind: "colorset"), let json = contents(of: folder),
            let entries = json["colors"] as? [[String: Any]]
        else { return nil }
        var light: UIColor?
        var dark: UIColor?
        for entry in entries {
            guard let color = (entry["color"] as? [String: Any]).flatMap(color(from:)) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains {
                ($0["appearance"] as? String) == "luminosity" && ($0["value"] as? String) == "dark"
            }
            if isDark { dark = dark ?? color } else if appearances.isEmpty { light = light ?? color }
        }
        guard let light else { return dark }
        guard let dark else { return light }
        return UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
    }

    /// A colour entry: components (0…1 decimals, 0…255 integers or 0x hex) or a system colour.
    private static func color(from entry: [String: Any]) -> UIColor? {
        if let reference = entry["reference"] as? String { return systemColors[reference] }
        guard let components = entry["components"] as? [String: Any] else { return nil }
        func value(_ key: String) -> CGFloat? {
            let raw: String
            if let string = components[key] as? String {
                raw = string
            } else if let number = components[key] as? NSNumber {
                raw = number.stringValue
            } else {
                return nil
            }
            if raw.hasPrefix("0x"), let hex = Int(raw.dropFirst(2), radix: 16) { return CGFloat(hex) / 255 }
            guard let number = Double(raw) else { return nil }
            // Integers above 1 are 0…255 components; "1" is 1.0.
            return CGFloat(raw.contains(".") || number <= 1 ? number : number / 255)
        }
        if let white = value("white") { return UIColor(white: white, alpha: value("alpha") ?? 1) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return UIColor(red: red, green: green, blue: blue, alpha: value("alpha") ?? 1)
    }

    /// The system colours a colour set may refer to.
    private static let systemColors: [String: UIColor] = [
        "systemBlueColor": .systemBlue, "systemRedColor": .systemRed, "systemGreenColor": .systemGreen,
        "systemOrangeColor": .systemOrange, "systemYellowColor": .systemYellow, "systemPinkColor": .systemPink,
        "systemPurpleColor": .systemPurple, "systemTealColor": .systemTeal, "systemIndigoColor": .systemIndigo,
        "systemGrayColor": .systemGray, "labelColor": .label, "secondaryLabelColor": .secondaryLabel,
        "systemBackgroundColor": .systemBackground, "secondarySystemBackgroundColor": .secondarySystemBackground,
        "systemGroupedBackgroundColor": .systemGroupedBackground, "separatorColor": .separator,
        "whiteColor": .white, "blackColor": .black, "clearColor": .clear,
    ]

    /// The file of an image set for `name`, with its scale: the 2× entry first, then 1×, then 3×.
    static func imageFile(named name: String) -> (url: URL, scale: CGFloat)? {
        guard let folder = folder(named: name, kind: "imageset"), let json = contents(of: folder),
            let images = json["images"] as? [[String: Any]]
        else { return nil }
        var found: [(url: URL, scale: CGFloat)] = []
        for image in images {
            guard let file = image["filename"] as? String else { continue }
            let scaleText = (image["scale"] as? String ?? "1x").replacingOccurrences(of: "x", with: "")
            found.append((folder.appendingPathComponent(file), CGFloat(Double(scaleText) ?? 1)))
        }
        let order: [CGFloat] = [2, 1, 3]
        return found.min { (order.firstIndex(of: $0.scale) ?? 9) < (order.firstIndex(of: $1.scale) ?? 9) }
    }
}

extension UIColor {
    /// The colour set `name` of an asset catalog in an asset folder (with its dark variant); nil,
    /// with a `missingAsset` diagnostic, when there is none.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        guard let color = AssetCatalog.color(named: name) else {
            DiagnosticLog.current.report(
                "missingAsset", "UIColor(named: \"\(name)\") found no \(name).colorset in the asset folders")
            return nil
        }
        self.init(dynamicProvider: { traits in color.resolvedColor(with: traits) })
    }
}

extension UIColor {
    /// `UIColor(named:)`; the bundle and traits are not consulted (asset folders stand in for
    /// bundles here).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
}

extension UIImage {
    /// `UIImage(named:)`; the bundle and traits are not consulted (asset folders stand in for
    /// bundles here).
    @preconcurrency @MainActor
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?)
    {
        self.init(named: name)
    }
}
