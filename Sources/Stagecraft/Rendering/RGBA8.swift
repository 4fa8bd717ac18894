internal import CSDL2
import Foundation
import UIKit

/// A colour as 8-bit straight-alpha channels, the form SDL takes.
struct RGBA8: Hashable {
    var r: UInt8
    var g: UInt8
    var b: UInt8
    var a: UInt8

    init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    /// `color` with its alpha multiplied by `alpha`.
    init(_ color: CGColor, alpha: CGFloat = 1) {
        func byte(_ v: CGFloat) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        self.init(r: byte(color.red), g: byte(color.green), b: byte(color.blue), a: byte(color.alpha * alpha))
    }

    /// White with an alpha in 0…1: the vertex colour that only modulates a texture's alpha.
    static func white(alpha: CGFloat) -> RGBA8 { RGBA8(CGColor(gray: 1, alpha: 1), alpha: alpha) }

    var sdl: SDL_Color { SDL_Color(r: r, g: g, b: b, a: a) }

    /// The same colour fully transparent (a feather vertex).
    var clear: RGBA8 { RGBA8(r: r, g: g, b: b, a: 0) }
}
