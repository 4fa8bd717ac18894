import Foundation

/// Core Foundation's array, as Core Graphics takes colour lists (`[c1, c2] as CFArray`). Linux
/// has no Core Foundation types in Swift; `NSArray` bridges from Swift arrays the same way.
public typealias CFArray = NSArray

/// A colour space. Drawing here is in sRGB; the spaces differ only in how many components a
/// colour given by components has (gray: 1, RGB: 3, plus alpha).
public final class CGColorSpace: @unchecked Sendable, Equatable {
    /// The space's name (`CGColorSpace.sRGB`, …).
    public let name: String?
    /// Colour components without alpha (1 for gray, 3 for RGB).
    public let numberOfComponents: Int

    /// A named colour space (nil for a name this project does not know).
    public init?(name: String) {
        switch name {
        case Self.sRGB, Self.extendedSRGB, Self.displayP3, Self.linearSRGB, Self.genericRGBLinear:
            numberOfComponents = 3
        case Self.genericGrayGamma2_2, Self.linearGray, Self.extendedGray:
            numberOfComponents = 1
        default: return nil
        }
        self.name = name
    }

    init(components: Int, name: String?) {
        numberOfComponents = components
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"

    public static func == (lhs: CGColorSpace, rhs: CGColorSpace) -> Bool {
        lhs.name == rhs.name && lhs.numberOfComponents == rhs.numberOfComponents
    }
}

/// The device RGB colour space (sRGB here).
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(components: 3, name: CGColorSpace.sRGB) }

/// The device gray colour space.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace {
    CGColorSpace(components: 1, name: CGColorSpace.genericGrayGamma2_2)
}

/// How a bitmap context stores alpha (`CGImageAlphaInfo.premultipliedLast.rawValue` is the usual
/// `bitmapInfo`).
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0
    case premultipliedLast = 1
    case premultipliedFirst = 2
    case last = 3
    case first = 4
    case noneSkipLast = 5
    case noneSkipFirst = 6
    case alphaOnly = 7
}

/// A bitmap context's layout flags (alpha info in the low bits, byte order above).
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }
}

/// What `drawPath(using:)` does with the current path.
public enum CGPathDrawingMode: Int32, Sendable {
    case fill = 0
    case eoFill = 1
    case stroke = 2
    case fillStroke = 3
    case eoFillStroke = 4
}

/// How painted pixels combine with the pixels already in the context (the PDF / W3C compositing
/// modes: separable and non-separable blends over the backdrop, and Porter–Duff operators).
public enum CGBlendMode: Int32, Sendable {
    case normal = 0
    case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
    case destinationAtop, xor, plusDarker, plusLighter
}

/// Whether a gradient paints past its start and end.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// Extend the start colour before the start point (circle).
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    /// Extend the end colour past the end point (circle).
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// How images are resampled when drawn scaled (kept; images are sampled bilinearly, `.none`
/// picks the nearest pixel).
public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0
    case none = 1
    case low = 2
    case medium = 4
    case high = 3
}

/// A colour gradient: colours at locations in 0…1 (Core Graphics' `CGGradient`).
public final class CGGradient: @unchecked Sendable {
    /// The colours, in order.
    package let colors: [CGColor]
    /// Where each colour sits (nil: evenly spaced).
    package let locations: [CGFloat]?

    /// A gradient of `colors` (an array of `CGColor`, as `CFArray`) at `locations` (nil: evenly
    /// spaced from 0 to 1; otherwise one per colour).
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let list = (colors as? [Any] ?? []).compactMap { $0 as? CGColor }
        guard !list.isEmpty, list.count == colors.count else { return nil }
        self.colors = list
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: list.count)) }
    }

    /// A gradient from colour components (`count` colours of the space's components plus alpha).
    public init?(
        colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
        locations: UnsafePointer<CGFloat>?, count: Int
    ) {
        guard count > 0 else { return nil }
        let n = space.numberOfComponents + 1
        let values = Array(UnsafeBufferPointer(start: components, count: count * n))
        colors = (0..<count).map { i in
            let c = Array(values[(i * n)..<(i * n + n)])
            return n == 2
                ? CGColor(gray: c[0], alpha: c[1]) : CGColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
        }
        self.locations = locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) }
    }

    /// `table` premultiplied, as painting composites it.
    package lazy var premultipliedTable: [SIMD4<Float>] = table.map {
        SIMD4($0.x * $0.w, $0.y * $0.w, $0.z * $0.w, $0.w)
    }

    /// Straight-alpha RGBA at 1024 positions from 0 to 1 (stops sorted by location).
    package lazy var table: [SIMD4<Float>] = {
        var pairs = zip(colors, locations ?? []).map { ($0, $1) }
        if locations == nil || pairs.count != colors.count {
            pairs = colors.enumerated().map { ($1, colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1)) }
        }
        pairs.sort { $0.1 < $1.1 }
        return GradientRasterizer.lookupTable(colors: pairs.map(\.0), locations: pairs.map(\.1)).map { packed in
            SIMD4<Float>(
                Float((packed >> 16) & 0xFF), Float((packed >> 8) & 0xFF), Float(packed & 0xFF),
                Float(packed >> 24)) / 255
        }
    }()
}
