import Foundation

/// The pictures of the share sheet (R312): the system apps' icons (a coloured rounded square
/// with a white or coloured glyph, no trademarks), the actions' glyphs (strokes shaped after the
/// SF Symbols iOS uses: `doc.on.doc`, `eyeglasses`, `book`, `square.and.arrow.down`,
/// `person.crop.circle`, `printer`, `folder`) and the preview's placeholder glyphs.
enum ShareIcon {
    case airDrop, messages, mail, notes, reminders
    case copy, readingList, bookmark, saveImage, contact, print, files
    case document, link

    /// An app icon's side and the radius of its continuous corners.
    static let appIconSide: CGFloat = 60
    static let appIconCornerRadius: CGFloat = 13.5
    /// A glyph's box.
    static let glyphSide: CGFloat = 22

    /// The app icon's background; nil for a glyph.
    var appBackground: UIColor? {
        switch self {
        case .airDrop: UIColor(red: 0.09, green: 0.50, blue: 0.98, alpha: 1)
        case .messages: UIColor(red: 0.20, green: 0.78, blue: 0.35, alpha: 1)
        case .mail: UIColor(red: 0.10, green: 0.53, blue: 1, alpha: 1)
        case .notes, .reminders: .white
        default: nil
        }
    }

    /// The shapes an app icon is drawn with, in its 60 pt square: each a path, its fill or stroke
    /// colour and line width (0: filled).
    var appShapes: [(path: CGPath, color: UIColor, lineWidth: CGFloat)] {
        let p = CGMutablePath()
        switch self {
        case .airDrop:
            // Concentric arcs open at the bottom around a point, as AirDrop's waves.
            for radius in [CGFloat(7), 13, 19] {
                let start = CGFloat.pi * 0.8
                p.move(to: CGPoint(x: 30 + radius * cos(start), y: 33 + radius * sin(start)))
                p.addArc(
                    center: CGPoint(x: 30, y: 33), radius: radius, startAngle: .pi * 0.8, endAngle: .pi * 2.2,
                    clockwise: false)
            }
            let point = CGMutablePath()
            point.addEllipse(in: CGRect(x: 27, y: 30, width: 6, height: 6))
            return [(p, .white, 2.6), (point, .white, 0)]
        case .messages:
            p.addEllipse(in: CGRect(x: 10, y: 13, width: 40, height: 31))
            p.move(to: CGPoint(x: 15, y: 36))
            p.addLine(to: CGPoint(x: 11, y: 47))
            p.addLine(to: CGPoint(x: 23, y: 41))
            p.closeSubpath()
            return [(p, .white, 0)]
        case .mail:
            p.addRoundedRect(in: CGRect(x: 11, y: 17, width: 38, height: 26), cornerWidth: 3, cornerHeight: 3)
            let flap = CGMutablePath()
            flap.move(to: CGPoint(x: 12, y: 19))
            flap.addLine(to: CGPoint(x: 30, y: 33))
            flap.addLine(to: CGPoint(x: 48, y: 19))
            return [(p, .white, 0), (flap, UIColor(red: 0.10, green: 0.53, blue: 1, alpha: 1), 2)]
        case .notes:
            p.addRect(CGRect(x: 0, y: 0, width: 60, height: 15))
            let lines = CGMutablePath()
            for y in [CGFloat(27), 36, 45] {
                lines.move(to: CGPoint(x: 9, y: y))
                lines.addLine(to: CGPoint(x: 51, y: y))
            }
            return [
                (p, UIColor(red: 1, green: 0.80, blue: 0, alpha: 1), 0), (lines, UIColor(white: 0.78, alpha: 1), 1.2),
            ]
        case .reminders:
            var shapes: [(path: CGPath, color: UIColor, lineWidth: CGFloat)] = []
            let colors: [UIColor] = [.systemBlue, .systemRed, .systemOrange]
            for (index, color) in colors.enumerated() {
                let y = 17 + CGFloat(index) * 13
                let dot = CGMutablePath()
                dot.addEllipse(in: CGRect(x: 10, y: y - 4, width: 8, height: 8))
                shapes.append((dot, color, 0))
                p.move(to: CGPoint(x: 24, y: y))
                p.addLine(to: CGPoint(x: 51, y: y))
            }
            return shapes + [(p, UIColor(white: 0.78, alpha: 1), 1.2)]
        default:
            return []
        }
    }

    /// A glyph's outline, stroked, in its 22 pt box: the symbol the system draws for it where
    /// `UIImage(systemName:)` has one (scaled from its box), else its own.
    var glyphPath: CGPath {
        if let symbol = systemGlyph {
            var scale = CGAffineTransform(scaleX: 22 / symbol.size.width, y: 22 / symbol.size.height)
            return symbol.path.copy(using: &scale) ?? symbol.path
        }
        let p = CGMutablePath()
        switch self {
        case .readingList:
            p.addEllipse(in: CGRect(x: 1, y: 9, width: 8.5, height: 8.5))
            p.addEllipse(in: CGRect(x: 12.5, y: 9, width: 8.5, height: 8.5))
            p.move(to: CGPoint(x: 9.5, y: 12.5))
            p.addQuadCurve(to: CGPoint(x: 12.5, y: 12.5), control: CGPoint(x: 11, y: 10.5))
            p.move(to: CGPoint(x: 1.5, y: 12))
            p.addLine(to: CGPoint(x: 4, y: 4))
            p.move(to: CGPoint(x: 20.5, y: 12))
            p.addLine(to: CGPoint(x: 18, y: 4))
        case .bookmark:
            p.move(to: CGPoint(x: 11, y: 5))
            p.addQuadCurve(to: CGPoint(x: 1.5, y: 4), control: CGPoint(x: 6, y: 2))
            p.addLine(to: CGPoint(x: 1.5, y: 18.5))
            p.addQuadCurve(to: CGPoint(x: 11, y: 19.5), control: CGPoint(x: 6, y: 16.5))
            p.addQuadCurve(to: CGPoint(x: 20.5, y: 18.5), control: CGPoint(x: 16, y: 16.5))
            p.addLine(to: CGPoint(x: 20.5, y: 4))
            p.addQuadCurve(to: CGPoint(x: 11, y: 5), control: CGPoint(x: 16, y: 2))
            p.addLine(to: CGPoint(x: 11, y: 19.5))
        case .document:
            p.move(to: CGPoint(x: 4, y: 1.5))
            p.addLine(to: CGPoint(x: 13, y: 1.5))
            p.addLine(to: CGPoint(x: 18, y: 6.5))
            p.addLine(to: CGPoint(x: 18, y: 20.5))
            p.addLine(to: CGPoint(x: 4, y: 20.5))
            p.closeSubpath()
            for y in [CGFloat(10), 13.5, 17] {
                p.move(to: CGPoint(x: 7, y: y))
                p.addLine(to: CGPoint(x: 15, y: y))
            }
        default:
            break
        }
        return p
    }

    /// The system symbol of the glyph, where there is one.
    private var systemGlyph: BarGlyph? {
        switch self {
        case .copy: .extra(.docOnDoc)
        case .bookmark: .book
        case .saveImage: .extra(.squareAndArrowDown)
        case .contact: .extra(.personCircle)
        case .print: .extra(.printer)
        case .files: .folder
        case .link: .extra(.globe)
        default: nil
        }
    }
}
