import Foundation

extension UIColor {
    /// Creates a colour from hue, saturation and brightness in 0…1 (the HSB model of UIKit; a hue
    /// of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let h = (hue - hue.rounded(.down)) * 6
        let s = min(max(saturation, 0), 1)
        let v = min(max(brightness, 0), 1)
        let sector = Int(h) % 6
        let f = h - CGFloat(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (CGFloat, CGFloat, CGFloat)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, alpha: alpha)
    }

    /// Creates a colour from Display P3 components (drawn as the same sRGB components: the
    /// renderer has one colour space).
    public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// Reads hue, saturation, brightness and alpha, as UIKit's `getHue(_:saturation:brightness:alpha:)`.
    @discardableResult
    public func getHue(
        _ hue: inout CGFloat, saturation: inout CGFloat, brightness: inout CGFloat, alpha: inout CGFloat
    ) -> Bool {
        let c = cgColor
        let maximum = max(c.red, c.green, c.blue)
        let minimum = min(c.red, c.green, c.blue)
        let delta = maximum - minimum
        brightness = maximum
        saturation = maximum > 0 ? delta / maximum : 0
        alpha = c.alpha
        guard delta > 0 else {
            hue = 0
            return true
        }
        var h: CGFloat
        if maximum == c.red {
            h = (c.green - c.blue) / delta
        } else if maximum == c.green {
            h = 2 + (c.blue - c.red) / delta
        } else {
            h = 4 + (c.red - c.green) / delta
        }
        h /= 6
        if h < 0 { h += 1 }
        hue = h
        return true
    }

    /// Reads the grey level (the mean of the components) and alpha.
    @discardableResult
    public func getWhite(_ white: inout CGFloat, alpha: inout CGFloat) -> Bool {
        let c = cgColor
        white = (c.red + c.green + c.blue) / 3
        alpha = c.alpha
        return true
    }

    /// Light text for dark backgrounds (white at 60 %).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Dark text for light backgrounds (black).
    public static let darkText = UIColor(white: 0, alpha: 1)
}
