import Foundation

/// The outlines of more common SF Symbols (R298), in their boxes, shaped after the symbols of the
/// same names at regular weight: filled ones are closed shapes, the others strokes.
extension BarGlyph {
    func addMoreSymbol(to p: CGMutablePath, size s: CGSize) {
        switch self {
        case .house, .houseFill:
            // A roof over a body with a door.
            p.move(to: CGPoint(x: 1.5, y: 11.5))
            p.addLine(to: CGPoint(x: 12, y: 2))
            p.addLine(to: CGPoint(x: 22.5, y: 11.5))
            p.move(to: CGPoint(x: 4.5, y: 9))
            p.addLine(to: CGPoint(x: 4.5, y: 22))
            p.addLine(to: CGPoint(x: 9.5, y: 22))
            p.addLine(to: CGPoint(x: 9.5, y: 15))
            p.addLine(to: CGPoint(x: 14.5, y: 15))
            p.addLine(to: CGPoint(x: 14.5, y: 22))
            p.addLine(to: CGPoint(x: 19.5, y: 22))
            p.addLine(to: CGPoint(x: 19.5, y: 9))
            if self == .houseFill {
                p.addLine(to: CGPoint(x: 12, y: 2.5))
                p.closeSubpath()
            }
        case .tray, .trayFill:
            // A tray: an open box with a dip for the slot.
            p.move(to: CGPoint(x: 1, y: 11))
            p.addLine(to: CGPoint(x: 4.5, y: 2))
            p.addLine(to: CGPoint(x: 19.5, y: 2))
            p.addLine(to: CGPoint(x: 23, y: 11))
            p.addLine(to: CGPoint(x: 23, y: 18))
            p.addLine(to: CGPoint(x: 1, y: 18))
            p.closeSubpath()
            if self == .tray {
                p.move(to: CGPoint(x: 1, y: 11))
                p.addLine(to: CGPoint(x: 7.5, y: 11))
                p.addQuadCurve(to: CGPoint(x: 16.5, y: 11), control: CGPoint(x: 12, y: 17))
                p.addLine(to: CGPoint(x: 23, y: 11))
            }
        case .lines:
            for y in [CGFloat(1.5), 8, 14.5] {
                p.move(to: CGPoint(x: 1.5, y: y))
                p.addLine(to: CGPoint(x: s.width - 1.5, y: y))
            }
        case .bell, .bellFill:
            p.move(to: CGPoint(x: 12, y: 2))
            p.addCurve(to: CGPoint(x: 5, y: 10.5), control1: CGPoint(x: 7.5, y: 2), control2: CGPoint(x: 5, y: 5.5))
            p.addLine(to: CGPoint(x: 5, y: 15))
            p.addLine(to: CGPoint(x: 2.5, y: 18.5))
            p.addLine(to: CGPoint(x: 21.5, y: 18.5))
            p.addLine(to: CGPoint(x: 19, y: 15))
            p.addLine(to: CGPoint(x: 19, y: 10.5))
            p.addCurve(to: CGPoint(x: 12, y: 2), control1: CGPoint(x: 19, y: 5.5), control2: CGPoint(x: 16.5, y: 2))
            p.closeSubpath()
            p.addEllipse(in: CGRect(x: 9.5, y: 19.5, width: 5, height: 3.5))
        case .envelope:
            p.addRoundedRect(in: CGRect(x: 1, y: 1, width: 22, height: 16), cornerWidth: 2.5, cornerHeight: 2.5)
            p.move(to: CGPoint(x: 2, y: 2.5))
            p.addLine(to: CGPoint(x: 12, y: 10))
            p.addLine(to: CGPoint(x: 22, y: 2.5))
        case .ellipsis:
            for x in [CGFloat(1), 8.5, 16] {
                p.addEllipse(in: CGRect(x: x, y: 0.5, width: 5, height: 5))
            }
        case .checkmark:
            p.move(to: CGPoint(x: 2, y: 11))
            p.addLine(to: CGPoint(x: 8, y: 18))
            p.addLine(to: CGPoint(x: 20, y: 2))
        case .chevronDown:
            p.move(to: CGPoint(x: 1.5, y: 1.5))
            p.addLine(to: CGPoint(x: s.width / 2, y: s.height - 2))
            p.addLine(to: CGPoint(x: s.width - 1.5, y: 1.5))
        case .chevronUp:
            p.move(to: CGPoint(x: 1.5, y: s.height - 1.5))
            p.addLine(to: CGPoint(x: s.width / 2, y: 2))
            p.addLine(to: CGPoint(x: s.width - 1.5, y: s.height - 1.5))
        case .minus:
            p.move(to: CGPoint(x: 2, y: s.height / 2))
            p.addLine(to: CGPoint(x: s.width - 2, y: s.height / 2))
        case .infoCircle:
            p.addEllipse(in: CGRect(x: 1, y: 1, width: 22, height: 22))
            p.move(to: CGPoint(x: 12, y: 10.5))
            p.addLine(to: CGPoint(x: 12, y: 17.5))
            p.addEllipse(in: CGRect(x: 11.2, y: 6.2, width: 1.6, height: 1.6))
        case .personFill:
            p.addEllipse(in: CGRect(x: 7, y: 1.5, width: 10, height: 10))
            p.move(to: CGPoint(x: 2.5, y: 22.5))
            p.addCurve(
                to: CGPoint(x: 21.5, y: 22.5), control1: CGPoint(x: 3, y: 12.5), control2: CGPoint(x: 21, y: 12.5))
            p.closeSubpath()
        case .airplane:
            // Seen from above, nose up: fuselage, wings and tail.
            p.move(to: CGPoint(x: 12, y: 1))
            p.addCurve(to: CGPoint(x: 13.6, y: 4), control1: CGPoint(x: 13, y: 1), control2: CGPoint(x: 13.6, y: 2.5))
            p.addLine(to: CGPoint(x: 13.6, y: 9))
            p.addLine(to: CGPoint(x: 23, y: 14.5))
            p.addLine(to: CGPoint(x: 23, y: 16.5))
            p.addLine(to: CGPoint(x: 13.6, y: 13.5))
            p.addLine(to: CGPoint(x: 13.6, y: 19))
            p.addLine(to: CGPoint(x: 16.5, y: 21.5))
            p.addLine(to: CGPoint(x: 16.5, y: 23))
            p.addLine(to: CGPoint(x: 12, y: 21.8))
            p.addLine(to: CGPoint(x: 7.5, y: 23))
            p.addLine(to: CGPoint(x: 7.5, y: 21.5))
            p.addLine(to: CGPoint(x: 10.4, y: 19))
            p.addLine(to: CGPoint(x: 10.4, y: 13.5))
            p.addLine(to: CGPoint(x: 1, y: 16.5))
            p.addLine(to: CGPoint(x: 1, y: 14.5))
            p.addLine(to: CGPoint(x: 10.4, y: 9))
            p.addLine(to: CGPoint(x: 10.4, y: 4))
            p.addCurve(to: CGPoint(x: 12, y: 1), control1: CGPoint(x: 10.4, y: 2.5), control2: CGPoint(x: 11, y: 1))
            p.closeSubpath()
        default:
            break
        }
    }
}
