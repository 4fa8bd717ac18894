import Foundation

/// A bitmap drawing destination with Core Graphics' model (R190): a current path built in user
/// space and stored in device space, a current transformation matrix (`ctm`), a graphics state
/// stack (`saveGState`/`restoreGState`), and painting operations that fill, stroke, clip, draw
/// images and gradients into premultiplied RGBA pixels, anti-aliased.
///
/// Device space is Core Graphics' own: origin at the bottom left, y up. A bitmap made with
/// `init(data:…)` starts with the identity `ctm`; the contexts UIKit hands out (a view's
/// `draw(_:)`, `UIGraphicsImageRenderer`) start flipped and scaled (`ctm` is
/// `[scale, 0, 0, −scale, 0, height × scale]`), so drawing code works in points, y down — and a
/// `CGImage` drawn with `draw(_:in:)` comes out upside down there, as on iOS.
public final class CGContext {
    /// Width and height in pixels.
    public let width: Int
    public let height: Int
    /// Bytes per row of the 8-bit RGBA image `makeImage()` returns.
    public var bytesPerRow: Int { width * 4 }

    /// Premultiplied RGBA, 4 floats per pixel, top row first; allocated at the first paint.
    package var storage: [Float]?
    /// How many painting operations touched pixels (a context nobody drew in stays empty).
    package private(set) var paintCount = 0
    /// Set by the default `CALayer.draw(in:)` / `draw(_:in:)` / `UIView.draw(_:)`: the drawing
    /// reached an implementation that draws nothing.
    package var reachedDefaultDraw = false

    /// What `saveGState` saves.
    struct GState {
        var ctm = CGAffineTransform.identity
        var fillColor = SIMD4<Float>(0, 0, 0, 1)
        var strokeColor = SIMD4<Float>(0, 0, 0, 1)
        var lineWidth: CGFloat = 1
        var lineCap = CGLineCap.butt
        var lineJoin = CGLineJoin.miter
        var miterLimit: CGFloat = 10
        var dashPhase: CGFloat = 0
        var dashLengths: [CGFloat] = []
        var alpha: CGFloat = 1
        var blendMode = CGBlendMode.normal
        var shouldAntialias = true
        var allowsAntialiasing = true
        var interpolationQuality = CGInterpolationQuality.default
        var flatness: CGFloat = 0.5
        /// The clip as coverage per pixel (nil: the whole context), and the pixel box holding it.
        var clipMask: [UInt8]?
        var clipBox: PixelBox
    }

    var state: GState
    var savedStates: [GState] = []
    /// The current path, in raster space (pixels, y down from the top row).
    var currentPath = CGMutablePath()

    /// A pixel rectangle [x0, x1) × [y0, y1) in raster space.
    struct PixelBox: Equatable {
        var x0: Int
        var y0: Int
        var x1: Int
        var y1: Int
        var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        func intersection(_ o: PixelBox) -> PixelBox {
            PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
        }
    }

    /// A `width × height` bitmap context. `data` must be nil (the context keeps its own pixels;
    /// read them with `makeImage()`); 8 bits per component, RGBA.
    public init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int,
        space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard data == nil, width > 0, height > 0, bitsPerComponent == 8 || bitsPerComponent == 16 else { return nil }
        self.width = width
        self.height = height
        state = GState(clipBox: PixelBox(x0: 0, y0: 0, x1: width, y1: height))
    }

    /// A context of `width × height` pixels whose user space starts as `ctm` (UIKit's flipped,
    /// scaled contexts).
    package init(width: Int, height: Int, ctm: CGAffineTransform) {
        self.width = max(1, width)
        self.height = max(1, height)
        state = GState(clipBox: PixelBox(x0: 0, y0: 0, x1: self.width, y1: self.height))
        state.ctm = ctm
    }

    /// A context the way UIKit makes them: `size` points at `scale` pixels per point, y down.
    package convenience init(size: CGSize, scale: CGFloat) {
        let w = max(1, Int((size.width * scale).rounded(.up)))
        let h = max(1, Int((size.height * scale).rounded(.up)))
        self.init(width: w, height: h, ctm: CGAffineTransform(a: scale, b: 0, c: 0, d: -scale, tx: 0, ty: CGFloat(h)))
    }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state (transform, clip, colours, line style, alpha, blend mode).
    public func saveGState() { savedStates.append(state) }

    /// Pops the graphics state saved last (nothing when none is saved). The path is not part of it.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
    }

    /// The current transformation matrix: user space to device space (y up).
    public var ctm: CGAffineTransform { state.ctm }
    /// The same as `ctm`.
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    public func translateBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(translationX: x, y: y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { concatenate(CGAffineTransform(scaleX: x, y: y)) }
    /// Rotates user space by `angle` radians (counterclockwise in y-up space; clockwise on screen
    /// in UIKit's flipped contexts).
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }
    /// Maps user space by `transform` before the current transformation.
    public func concatenate(_ transform: CGAffineTransform) { state.ctm = transform.concatenating(state.ctm) }

    public func convertToDeviceSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm) }
    public func convertToUserSpace(_ point: CGPoint) -> CGPoint { point.applying(state.ctm.inverted()) }
    public func convertToDeviceSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm) }
    public func convertToUserSpace(_ rect: CGRect) -> CGRect { rect.applying(state.ctm.inverted()) }

    public func setFillColor(_ color: CGColor) { state.fillColor = Self.premultiplied(color) }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = Self.premultiplied(color) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }

    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    /// Dashes strokes: painted and skipped `lengths` in turn, starting `phase` into the pattern
    /// (an empty array: solid).
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.dashPhase = phase
        state.dashLengths = lengths
    }
    /// Multiplies everything painted by `alpha` (0…1).
    public func setAlpha(_ alpha: CGFloat) { state.alpha = min(max(alpha, 0), 1) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode }
    public func setShouldAntialias(_ flag: Bool) { state.shouldAntialias = flag }
    /// Whether `setShouldAntialias` may turn anti-aliasing on (both must be true for it).
    public func setAllowsAntialiasing(_ flag: Bool) { state.allowsAntialiasing = flag }
    public func setFlatness(_ flatness: CGFloat) { state.flatness = flatness }
    public var interpolationQuality: CGInterpolationQuality {
        get { state.interpolationQuality }
        set { state.interpolationQuality = newValue }
    }

    // MARK: The current path (built in user space, kept in device space)

    /// User space to raster space (pixels from the top row down).
    var userToRaster: CGAffineTransform {
        state.ctm.concatenating(CGAffineTransform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: CGFloat(height)))
    }

    /// Empties the current currentPath.
    public func beginPath() { currentPath = CGMutablePath() }
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: userToRaster) }
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: userToRaster) }
    public func addLines(between points: [CGPoint]) { currentPath.addLines(between: points, transform: userToRaster) }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: userToRaster)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: userToRaster)
    }
    /// A circular arc in user space; `clockwise` in Core Graphics' sense (y up), which in UIKit's
    /// flipped contexts turns anticlockwise on screen.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise,
            transform: userToRaster)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: userToRaster)
    }
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: userToRaster) }
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: userToRaster) }
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: userToRaster) }
    public func addPath(_ other: CGPath) { currentPath.addPath(other, transform: userToRaster) }
    public func closePath() { currentPath.closeSubpath() }

    /// Whether the current path has no elements.
    public var isPathEmpty: Bool { currentPath.isEmpty }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(userToRaster.inverted()) }
    /// The box of the current path's points, in user space.
    public var boundingBoxOfPath: CGRect {
        currentPath.isEmpty ? .null : currentPath.boundingBox.applying(userToRaster.inverted())
    }
    /// A copy of the current path, in user space.
    public var path_: CGPath? { currentPath.isEmpty ? nil : currentPath.copy(using: [userToRaster.inverted()]) }

    /// Replaces the current path with the outline of its stroke (with the current line style).
    public func replacePathWithStrokedPath() {
        let outline = CGMutablePath()
        for polygon in strokePolygons() {
            outline.addLines(between: polygon)
            outline.closeSubpath()
        }
        currentPath = outline
    }

    // MARK: Output

    /// The pixels as an image (straight alpha, top row first).
    public func makeImage() -> CGImage? {
        var bytes = Data(count: width * height * 4)
        if let storage {
            bytes.withUnsafeMutableBytes { raw in
                storage.withUnsafeBufferPointer { source in
                    let out = raw.baseAddress!.assumingMemoryBound(to: UInt8.self)
                    let p = source.baseAddress!
                    func byte(_ v: Float) -> UInt8 { v <= 0 ? 0 : v >= 1 ? 255 : UInt8(v * 255 + 0.5) }
                    for i in 0..<(width * height) {
                        let a = p[i * 4 + 3]
                        guard a > 0 else { continue }
                        let inverse = 1 / a
                        out[i * 4] = byte(p[i * 4] * inverse)
                        out[i * 4 + 1] = byte(p[i * 4 + 1] * inverse)
                        out[i * 4 + 2] = byte(p[i * 4 + 2] * inverse)
                        out[i * 4 + 3] = byte(a)
                    }
                }
            }
        }
        return CGImage(width: width, height: height, rgba: bytes)
    }

    /// The colour at pixel (`x`, `y`) from the top left, straight alpha in 0…1 (for tests).
    package func pixel(x: Int, y: Int) -> (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        guard let storage, x >= 0, y >= 0, x < width, y < height else { return (0, 0, 0, 0) }
        let i = (y * width + x) * 4
        let a = storage[i + 3]
        guard a > 0 else { return (0, 0, 0, 0) }
        return (CGFloat(storage[i] / a), CGFloat(storage[i + 1] / a), CGFloat(storage[i + 2] / a), CGFloat(a))
    }

    /// Copies `image`'s pixels in (same size; the backing store a partial redraw keeps).
    package func load(_ image: CGImage) {
        guard image.width == width, image.height == height, let rgba = image.rgbaBytes else { return }
        var pixels = [Float](repeating: 0, count: width * height * 4)
        rgba.withUnsafeBytes { raw in
            let b = raw.bindMemory(to: UInt8.self)
            for i in 0..<(width * height) {
                let a = Float(b[i * 4 + 3]) / 255
                pixels[i * 4] = Float(b[i * 4]) / 255 * a
                pixels[i * 4 + 1] = Float(b[i * 4 + 1]) / 255 * a
                pixels[i * 4 + 2] = Float(b[i * 4 + 2]) / 255 * a
                pixels[i * 4 + 3] = a
            }
        }
        storage = pixels
    }

    static func premultiplied(_ color: CGColor) -> SIMD4<Float> {
        let a = Float(color.alpha)
        return SIMD4(Float(color.red) * a, Float(color.green) * a, Float(color.blue) * a, a)
    }

    func countPaint() { paintCount += 1 }
}

extension CGImage {
    /// The straight RGBA bytes of an in-memory image, or of a file image once decoded by the
    /// host's decoder (`CGImage.fileDecoder`); nil when neither is available.
    package var rgbaBytes: Data? {
        switch source {
        case .rgba(let data): return data
        case .file(let url): return CGImage.decodedFile(url, width: width, height: height)
        }
    }

    /// Decodes image files to straight RGBA (set by the host, which has an image library; UIKit
    /// itself reads only file headers).
    nonisolated(unsafe) package static var fileDecoder: (@Sendable (URL) -> Data?)?
    nonisolated(unsafe) private static var decodedFiles: [URL: Data] = [:]

    private static func decodedFile(_ url: URL, width: Int, height: Int) -> Data? {
        if let cached = decodedFiles[url] { return cached }
        guard let data = fileDecoder?(url), data.count == width * height * 4 else { return nil }
        decodedFiles[url] = data
        return data
    }
}
