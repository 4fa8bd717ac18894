import Foundation

/// UIKit's stack of current graphics contexts (R191): `draw(_:)`, `UIGraphicsImageRenderer` and
/// `UIGraphicsPushContext` put a context on top while their drawing runs; `UIBezierPath.fill()`,
/// `UIColor.setFill()` and `UIImage.draw(in:)` draw into the top one.
enum GraphicsContextStack {
    nonisolated(unsafe) static var contexts: [CGContext] = []
}

/// The context drawing goes to now (nil outside `draw(_:)` and image renderers).
public func UIGraphicsGetCurrentContext() -> CGContext? { GraphicsContextStack.contexts.last }

/// Makes `context` the current context until `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) { GraphicsContextStack.contexts.append(context) }

/// Restores the context that was current before the last `UIGraphicsPushContext`.
public func UIGraphicsPopContext() { _ = GraphicsContextStack.contexts.popLast() }

/// The contexts `UIGraphicsBeginImageContext…` opened (with their scale), innermost last.
enum ImageContextStack {
    nonisolated(unsafe) static var contexts: [(context: CGContext, scale: CGFloat)] = []
}

/// Opens a bitmap context of `size` points at `scale` (0: the screen's) and makes it current.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let s = scale > 0 ? scale : MainActor.assumeIsolated { UIScreen.main.scale }
    let context = CGContext(size: size, scale: s)
    if opaque { context.fillOpaqueBackground() }
    ImageContextStack.contexts.append((context, s))
    UIGraphicsPushContext(context)
}

/// Opens a bitmap context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// The image drawn so far in the innermost image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let (context, scale) = ImageContextStack.contexts.last, let image = context.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale)
}

/// Closes the innermost image context.
public func UIGraphicsEndImageContext() {
    guard let (context, _) = ImageContextStack.contexts.popLast() else { return }
    if let i = GraphicsContextStack.contexts.lastIndex(where: { $0 === context }) {
        GraphicsContextStack.contexts.remove(at: i)
    }
}

extension CGContext {
    /// An opaque context starts black, as Core Graphics' opaque bitmaps do.
    /// Drops the alpha channel: what was left translucent shows over black (an opaque bitmap).
    func makeOpaque() {
        if storage == nil { storage = [Float](repeating: 0, count: width * height * 4) }
        for i in 0..<(width * height) { storage![i * 4 + 3] = 1 }
    }

    func fillOpaqueBackground() {
        storage = [Float](repeating: 0, count: width * height * 4)
        for i in 0..<(width * height) { storage![i * 4 + 3] = 1 }
    }
}

/// The settings of an image renderer's bitmap (R191).
open class UIGraphicsImageRendererFormat: NSObject, @unchecked Sendable {
    /// Pixels per point (the screen's by default).
    open var scale: CGFloat
    /// Whether the bitmap has no alpha: it starts black and every pixel ends opaque.
    open var opaque = false
    /// Kept (drawing is in sRGB).
    open var preferredRange = Range.automatic

    public enum Range: Int, Sendable {
        case unspecified = -1
        case automatic = 0
        case extended = 1
        case standard = 2
    }

    /// The default format: the main screen's scale, not opaque.
    public override init() {
        scale = MainActor.assumeIsolated { UIScreen.main.scale }
        super.init()
    }

    /// The format for drawing on the main screen (the same as `init()`).
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }

    /// The format for the device's widest range (the same as `default()` here).
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context an image renderer passes to its drawing closure.
open class UIGraphicsImageRendererContext: NSObject {
    /// The Core Graphics context (flipped and scaled: user space is points, y down).
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// What has been drawn so far, as an image.
    open var currentImage: UIImage {
        UIImage(
            cgImage: cgContext.makeImage() ?? CGImage(width: 1, height: 1, rgba: Data(count: 4)), scale: format.scale)
    }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills `rect` with the fill colour in `blendMode`.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }
    /// Strokes `rect` with the stroke colour (1-point line).
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }
    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}

/// Draws into bitmaps with UIKit's coordinates (R191): `image { context in … }` runs the closure
/// with a fresh flipped, scaled context made current, and returns what it drew as a `UIImage` of
/// the format's scale.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing area in points.
    public let bounds: CGRect
    /// The bitmap settings.
    public let format: UIGraphicsImageRendererFormat

    /// A renderer of `size` points with the default format.
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }

    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format
        super.init()
    }

    /// A renderer whose user space starts at `bounds.origin`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format
        super.init()
    }

    /// Whether the format makes images with no alpha channel.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` in a new context and returns the image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = run(actions)
        return UIImage(
            cgImage: context.cgContext.makeImage() ?? CGImage(width: 1, height: 1, rgba: Data(count: 4)),
            scale: format.scale)
    }

    /// Runs `actions` and returns the image as PNG data.
    open func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
        image(actions: actions).pngData() ?? Data()
    }

    private func run(_ actions: (UIGraphicsImageRendererContext) -> Void) -> UIGraphicsImageRendererContext {
        let cg = CGContext(size: bounds.size, scale: format.scale)
        if format.opaque { cg.fillOpaqueBackground() }
        cg.translateBy(x: -bounds.minX, y: -bounds.minY)
        let context = UIGraphicsImageRendererContext(cgContext: cg, format: format)
        UIGraphicsPushContext(cg)
        actions(context)
        UIGraphicsPopContext()
        if format.opaque { cg.makeOpaque() }
        return context
    }
}
