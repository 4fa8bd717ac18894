import Foundation

/// The outlines of the symbols `UIImage(systemName:)` draws beyond the bar items' (R205), in
/// their boxes, shaped after the SF Symbols of the same names at regular weight.
extension BarGlyph {
    func addSymbol(to p: CGMutablePath, size s: CGSize) {
        switch self {
        case .chevronForward:
            p.move(to: CGPoint(x: 1.5, y: 1.5))
            p.addLine(to: CGPoint(x: s.width - 2, y: s.height / 2))
            p.addLine(to: CGPoint(x: 1.5, y: s.height - 1.5))
        case .gear:
            // Eight teeth around a ring, and the hole.
            let centre = CGPoint(x: 12, y: 12)
            let teeth = 8
            for i in 0..<(teeth * 2) {
                let angle = CGFloat(i) * .pi / CGFloat(teeth)
                let r: CGFloat = i % 2 == 0 ? 10.5 : 8
                for delta in [-0.18, 0.18] as [CGFloat] {
                    let a = angle + delta
                    let point = CGPoint(x: centre.x + r * cos(a), y: centre.y + r * sin(a))
                    if i == 0 && delta < 0 { p.move(to: point) } else { p.addLine(to: point) }
                }
            }
            p.closeSubpath()
            p.addEllipse(in: CGRect(x: 8.5, y: 8.5, width: 7, height: 7))
        case .star, .starFill:
            let centre = CGPoint(x: 12, y: 12.8)
            for i in 0..<10 {
                let angle = -CGFloat.pi / 2 + CGFloat(i) * .pi / 5
                let r: CGFloat = i % 2 == 0 ? 11 : 4.6
                let point = CGPoint(x: centre.x + r * cos(angle), y: centre.y + r * sin(angle))
                if i == 0 { p.move(to: point) } else { p.addLine(to: point) }
            }
            p.closeSubpath()
        case .heart, .heartFill:
            p.move(to: CGPoint(x: 12, y: 21))
            p.addCurve(to: CGPoint(x: 1.5, y: 8.5), control1: CGPoint(x: 6, y: 16.5), control2: CGPoint(x: 1.5, y: 13))
            p.addCurve(to: CGPoint(x: 12, y: 5.5), control1: CGPoint(x: 1.5, y: 2.5), control2: CGPoint(x: 9, y: 1.5))
            p.addCurve(
                to: CGPoint(x: 22.5, y: 8.5), control1: CGPoint(x: 15, y: 1.5), control2: CGPoint(x: 22.5, y: 2.5))
            p.addCurve(to: CGPoint(x: 12, y: 21), control1: CGPoint(x: 22.5, y: 13), control2: CGPoint(x: 18, y: 16.5))
            p.closeSubpath()
        case .photo:
            p.addRoundedRect(in: CGRect(x: 1, y: 1, width: 22, height: 18), cornerWidth: 3, cornerHeight: 3)
            p.addEllipse(in: CGRect(x: 5, y: 4.5, width: 4, height: 4))
            p.move(to: CGPoint(x: 1.5, y: 16))
            p.addLine(to: CGPoint(x: 8, y: 10))
            p.addLine(to: CGPoint(x: 13, y: 14.5))
            p.addLine(to: CGPoint(x: 16.5, y: 11.5))
            p.addLine(to: CGPoint(x: 22.5, y: 16.5))
        case .squareGrid:
            for (x, y) in [(1.0, 1.0), (13.0, 1.0), (1.0, 11.0), (13.0, 11.0)] as [(CGFloat, CGFloat)] {
                p.addRoundedRect(in: CGRect(x: x, y: y, width: 8, height: 8), cornerWidth: 2, cornerHeight: 2)
            }
        case .listBullet:
            for y in [CGFloat(3), 10, 17] {
                p.addEllipse(in: CGRect(x: 1, y: y - 1.2, width: 2.4, height: 2.4))
                p.move(to: CGPoint(x: 7, y: y))
                p.addLine(to: CGPoint(x: 23, y: y))
            }
        case .person:
            p.addEllipse(in: CGRect(x: 7, y: 2, width: 10, height: 10))
            p.move(to: CGPoint(x: 2.5, y: 22))
            p.addCurve(to: CGPoint(x: 21.5, y: 22), control1: CGPoint(x: 3, y: 13), control2: CGPoint(x: 21, y: 13))
            p.closeSubpath()
        default:
            break
        }
    }

    /// The glyph drawn for an SF Symbol name (R205), nil for a name it does not have.
    package init?(systemName name: String) {
        let names: [String: BarGlyph] = [
            "chevron.left": .chevronBackward, "chevron.backward": .chevronBackward, "chevron.right": .chevronForward,
            "chevron.forward": .chevronForward, "xmark": .xmark, "plus": .plus, "magnifyingglass": .magnifyingGlass,
            "gear": .gear, "gearshape": .gear, "star": .star, "star.fill": .starFill, "heart": .heart,
            "heart.fill": .heartFill, "photo": .photo, "square.grid.2x2": .squareGrid, "list.bullet": .listBullet,
            "person": .person, "square.and.arrow.up": .share, "square.and.pencil": .compose, "folder": .folder,
            "book": .book, "arrow.clockwise": .refresh, "camera": .camera, "trash": .trash, "play.fill": .play,
            "pause.fill": .pause, "backward.fill": .rewind, "forward.fill": .fastForward,
            "xmark.circle.fill": .closeCircle, "wifi": .wifi, "cellularbars": .cellularBars,
            "house": .house, "house.fill": .houseFill, "tray": .tray, "tray.fill": .trayFill,
            "line.3.horizontal": .lines, "line.horizontal.3": .lines, "bell": .bell, "bell.fill": .bellFill,
            "envelope": .envelope, "ellipsis": .ellipsis, "checkmark": .checkmark, "chevron.down": .chevronDown,
            "chevron.up": .chevronUp, "minus": .minus, "info.circle": .infoCircle, "person.fill": .personFill,
            "airplane": .airplane,
        ]
        if let glyph = names[name] {
            self = glyph
        } else if let extra = ExtraSymbol(rawValue: name) {
            self = .extra(extra)
        } else {
            return nil
        }
    }
}
