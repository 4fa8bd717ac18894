import Foundation

/// An image with a point size and scale.
public final class UIImage: NSObject, @unchecked Sendable {
    /// The bitmap.
    public let cgImage: CGImage?
    /// Pixels per point.
    public let scale: CGFloat
    /// The name it was loaded by, if any.
    public let name: String?
    /// The symbol a system image draws as a path (R205), nil for a bitmap.
    package let symbol: BarGlyph?
    /// Whether the image draws in its own colours or, as a template, in the tint colour.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave the image (it then ignores the view's tint).
    package let symbolTint: UIColor?
    /// A symbol image's configuration (point size, weight, scale; R298), nil for a bitmap or an
    /// unconfigured symbol.
    public let symbolConfiguration: SymbolConfiguration?
    /// The edges that keep their size when a resizable image stretches (zero: not resizable).
    public private(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle of a resizable image fills its room.
    public private(set) var resizingMode: ResizingMode = .tile

    /// How a resizable image's middle fills its room.
    public enum ResizingMode: Int, Sendable {
        /// Repeated (drawn stretched here: the renderer's nine parts stretch).
        case tile = 0
        /// Stretched.
        case stretch = 1
    }

    /// How an image is drawn, with UIKit's raw values.
    public enum RenderingMode: Int, Sendable {
        /// The context decides: symbol images are templates, bitmaps originals.
        case automatic
        /// Always the image's own colours.
        case alwaysOriginal
        /// Always a template: its shape in the tint colour.
        case alwaysTemplate
    }

    /// An empty image: no bitmap, size zero (what `setBackgroundImage(UIImage(), for: .default)`
    /// gives a bar to draw: nothing).
    public override init() {
        cgImage = nil
        scale = 1
        name = nil
        symbol = nil
        renderingMode = .automatic
        symbolTint = nil
        symbolConfiguration = nil
        super.init()
    }

    /// Wraps a bitmap at a scale.
    public init(cgImage: CGImage, scale: CGFloat = 1, orientation: Int = 0) {
        self.cgImage = cgImage
        self.scale = scale
        name = nil
        symbol = nil
        renderingMode = .automatic
        symbolTint = nil
        symbolConfiguration = nil
        super.init()
    }

    init(cgImage: CGImage, scale: CGFloat, name: String) {
        self.cgImage = cgImage
        self.scale = scale
        self.name = name
        symbol = nil
        renderingMode = .automatic
        symbolTint = nil
        symbolConfiguration = nil
        super.init()
    }

    init(
        symbol: BarGlyph, name: String, renderingMode: RenderingMode, tint: UIColor?,
        configuration: SymbolConfiguration? = nil
    ) {
        cgImage = nil
        scale = 1
        self.name = name
        self.symbol = symbol
        self.renderingMode = renderingMode
        symbolTint = tint
        symbolConfiguration = configuration
        super.init()
    }

    /// The system symbol image named `systemName` (an SF Symbols name: `chevron.left`, `xmark`,
    /// `plus`, `gearshape`, `star.fill`, `heart`, `photo`, `square.grid.2x2`, `list.bullet`,
    /// `person`, `magnifyingglass`, …), drawn as a path in the tint colour (R205); nil for a
    /// name it does not have, as on iOS for an unknown name.
    public convenience init?(systemName: String) {
        guard let symbol = BarGlyph(systemName: systemName) else { return nil }
        self.init(symbol: symbol, name: systemName, renderingMode: .automatic, tint: nil)
    }

    /// Whether this is a symbol image (`UIImage(systemName:)`).
    public var isSymbolImage: Bool { symbol != nil }

    /// The same image drawn with `renderingMode`.
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        guard let symbol, let name else { return self }
        return UIImage(
            symbol: symbol, name: name, renderingMode: renderingMode, tint: symbolTint,
            configuration: symbolConfiguration)
    }

    /// The same symbol image in `color` whatever the view's tint (bitmaps are returned as they are).
    public func withTintColor(_ color: UIColor) -> UIImage {
        guard let symbol, let name else { return self }
        return UIImage(
            symbol: symbol, name: name, renderingMode: .alwaysOriginal, tint: color, configuration: symbolConfiguration)
    }

    /// The same symbol image in `color`, drawn with `renderingMode` (`.automatic` draws it in the
    /// colour, as `withTintColor(_:)`; `.alwaysTemplate` lets a view's tint colour win).
    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        guard let symbol, let name else { return self }
        return UIImage(
            symbol: symbol, name: name, renderingMode: renderingMode == .automatic ? .alwaysOriginal : renderingMode,
            tint: renderingMode == .alwaysTemplate ? symbolTint : color, configuration: symbolConfiguration)
    }

    /// Loads an image file by path.
    public convenience init?(contentsOfFile path: String) {
        guard let image = CGImage(contentsOf: URL(fileURLWithPath: path)) else { return nil }
        let base = (path as NSString).deletingPathExtension
        self.init(cgImage: image, scale: base.hasSuffix("@2x") ? 2 : base.hasSuffix("@3x") ? 3 : 1)
    }

    /// Finds an image by name in the asset directories (`name`, `name@2x`, `name@3x` with `.png`,
    /// `.jpg` or `.jpeg`, or `name` with its own extension). Returns nil like UIKit when nothing
    /// matches, and reports a `missingAsset` diagnostic naming the folders searched.
    @preconcurrency @MainActor
    public convenience init?(named name: String) {
        let fileManager = FileManager.default
        let hasExtension = !(name as NSString).pathExtension.isEmpty
        let candidates: [(String, CGFloat)] =
            hasExtension
            ? [(name, 1)]
            : ["png", "jpg", "jpeg"].flatMap { ext in
                [("\(name)@2x.\(ext)", 2), ("\(name).\(ext)", 1), ("\(name)@3x.\(ext)", 3)]
            }
        for directory in UIImage.assetDirectories {
            for (file, scale) in candidates {
                let url = directory.appendingPathComponent(file)
                guard fileManager.fileExists(atPath: url.path) else { continue }
                guard let image = CGImage(contentsOf: url) else {
                    DiagnosticLog.current.report(
                        "unreadableAsset", "UIImage(named: \"\(name)\"): \(url.path) is not a PNG or JPEG image")
                    return nil
                }
                self.init(cgImage: image, scale: scale, name: name)
                return
            }
        }
        // An asset catalog's image set (`Name.imageset/Contents.json`).
        if let (url, scale) = AssetCatalog.imageFile(named: name), let image = CGImage(contentsOf: url) {
            self.init(cgImage: image, scale: scale, name: name)
            return
        }
        let searched = UIImage.assetDirectories.map(\.path).joined(separator: ", ")
        DiagnosticLog.current.report(
            "missingAsset",
            "UIImage(named: \"\(name)\") found no image file in: \(searched.isEmpty ? "(no asset folders)" : searched)")
        return nil
    }

    /// Folders `UIImage(named:)` searches, in order. Libraries (the gallery) add their own.
    @preconcurrency @MainActor public static var assetDirectories: [URL] = [
        URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent("Assets")
    ]

    /// Adds a folder to search (once).
    @preconcurrency @MainActor public static func registerAssetDirectory(_ url: URL) {
        if !assetDirectories.contains(url) { assetDirectories.insert(url, at: 0) }
    }

    /// The size in points.
    public var size: CGSize {
        if let symbol { return symbol.size(for: symbolConfiguration) }
        guard let cgImage else { return .zero }
        return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
    }

    public override var description: String { name ?? cgImage?.description ?? "image" }
}

extension UIImage {
    /// The same bitmap, resizable: the cap insets keep their size and the middle stretches, as an
    /// image view (through its layer's `contentsCenter`, R290) draws it.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode = .tile) -> UIImage {
        guard let cgImage else { return self }
        let copy =
            name.map { UIImage(cgImage: cgImage, scale: scale, name: $0) } ?? UIImage(cgImage: cgImage, scale: scale)
        copy.capInsets = capInsets
        copy.resizingMode = resizingMode
        return copy
    }

    /// The iOS 2 form: caps of a width and height, the middle one point (the rest mirrored).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let width = size.width
        let height = size.height
        let right = leftCapWidth == 0 ? 0 : max(0, width - CGFloat(leftCapWidth) - 1)
        let bottom = topCapHeight == 0 ? 0 : max(0, height - CGFloat(topCapHeight) - 1)
        return resizableImage(
            withCapInsets: UIEdgeInsets(
                top: CGFloat(topCapHeight), left: CGFloat(leftCapWidth), bottom: bottom, right: right),
            resizingMode: .stretch)
    }

    /// The part of the image (in unit coordinates) that stretches: what the cap insets leave.
    var stretchableCenter: CGRect {
        let size = self.size
        guard capInsets != .zero, size.width > 0, size.height > 0 else {
            return CGRect(x: 0, y: 0, width: 1, height: 1)
        }
        let x = min(capInsets.left / size.width, 1)
        let y = min(capInsets.top / size.height, 1)
        let width = max(0, 1 - x - capInsets.right / size.width)
        let height = max(0, 1 - y - capInsets.bottom / size.height)
        return CGRect(x: x, y: y, width: width, height: height)
    }
}
