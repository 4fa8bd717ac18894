import Foundation

/// A system bar item's symbol drawn as a path (there are no SF Symbols here): the shapes of the
/// SF Symbols UIKit uses for the system items, at their bar size (about 22 pt in a 44 pt bar).
package enum BarGlyph: Hashable, Sendable {
    case plus, xmark, closeCircle, magnifyingGlass, share, compose, reply, folder, book, refresh
    case camera, trash, play, pause, rewind, fastForward
    /// The navigation bar's back indicator (`chevron.backward` at the bar's size, R203).
    case chevronBackward
    /// Symbols for `UIImage(systemName:)` (R205): `chevron.forward`, `gearshape`, `star`,
    /// `star.fill`, `heart`, `heart.fill`, `photo`, `square.grid.2x2`, `list.bullet`, `person`.
    case chevronForward, gear, star, starFill, heart, heartFill, photo, squareGrid, listBullet, person
    /// More symbols for `UIImage(systemName:)` (R298): `house`, `house.fill`, `tray`, `tray.fill`,
    /// `line.3.horizontal`, `bell`, `bell.fill`, `envelope`, `ellipsis`, `checkmark`,
    /// `chevron.down`, `chevron.up`, `minus`, `info.circle`, `person.fill`, `airplane`.
    case house, houseFill, tray, trayFill, lines, bell, bellFill, envelope, ellipsis, checkmark
    case chevronDown, chevronUp, minus, infoCircle, personFill, airplane
    /// The status bar's cellular signal: four bars rising left to right (R204).
    case cellularBars
    /// The status bar's Wi-Fi fan: a dot and two arcs in a 90° sector (R204).
    case wifi
    /// Still more symbols for `UIImage(systemName:)`, by name (R298).
    case extra(ExtraSymbol)

    /// The glyph's box.
    package var size: CGSize {
        switch self {
        case .closeCircle: CGSize(width: 30, height: 30)
        case .play, .pause: CGSize(width: 18, height: 20)
        case .rewind, .fastForward: CGSize(width: 26, height: 16)
        case .chevronBackward: CGSize(width: 13, height: 21)
        case .chevronForward: CGSize(width: 13, height: 21)
        case .gear, .star, .starFill, .heart, .heartFill, .person: CGSize(width: 24, height: 24)
        case .photo, .squareGrid, .listBullet: CGSize(width: 24, height: 20)
        case .cellularBars: CGSize(width: 17, height: 11)
        case .house, .houseFill, .bell, .bellFill, .infoCircle, .personFill, .airplane: CGSize(width: 24, height: 24)
        case .tray, .trayFill: CGSize(width: 24, height: 20)
        case .lines: CGSize(width: 22, height: 16)
        case .envelope: CGSize(width: 24, height: 18)
        case .ellipsis: CGSize(width: 22, height: 6)
        case .checkmark: CGSize(width: 22, height: 20)
        case .chevronDown, .chevronUp: CGSize(width: 21, height: 13)
        case .minus: CGSize(width: 22, height: 4)
        case .wifi: CGSize(width: 15.5, height: 11)
        case .extra: CGSize(width: 24, height: 24)
        default: CGSize(width: 22, height: 22)
        }
    }

    /// Whether the path is filled (else stroked).
    package var isFilled: Bool {
        switch self {
        case .play, .pause, .rewind, .fastForward, .closeCircle, .cellularBars, .wifi, .starFill, .heartFill: true
        case .houseFill, .trayFill, .bellFill, .personFill, .ellipsis, .airplane: true
        case .extra(let symbol): symbol.isFilled
        default: false
        }
    }

    /// The stroke width of a stroked glyph (SF Symbols' regular weight at this size).
    package var lineWidth: CGFloat {
        switch self {
        case .plus, .xmark: 2.2
        // The back chevron is semibold, as the bar's title is.
        case .chevronBackward, .chevronForward: 3
        default: 1.8
        }
    }

    /// The glyph's outline, in its box.
    package var path: CGPath {
        let p = CGMutablePath()
        let s = size
        switch self {
        case .plus:
            p.move(to: CGPoint(x: s.width / 2, y: 2))
            p.addLine(to: CGPoint(x: s.width / 2, y: s.height - 2))
            p.move(to: CGPoint(x: 2, y: s.height / 2))
            p.addLine(to: CGPoint(x: s.width - 2, y: s.height / 2))
        case .xmark:
            p.move(to: CGPoint(x: 4, y: 4))
            p.addLine(to: CGPoint(x: s.width - 4, y: s.height - 4))
            p.move(to: CGPoint(x: s.width - 4, y: 4))
            p.addLine(to: CGPoint(x: 4, y: s.height - 4))
        case .closeCircle:
            // The filled grey circle; its cross is drawn over it (BarButtonView).
            p.addEllipse(in: CGRect(origin: .zero, size: s))
        case .magnifyingGlass:
            p.addEllipse(in: CGRect(x: 2, y: 2, width: 14, height: 14))
            p.move(to: CGPoint(x: 14, y: 14))
            p.addLine(to: CGPoint(x: 20, y: 20))
        case .share:
            p.move(to: CGPoint(x: 7, y: 8))
            p.addLine(to: CGPoint(x: 4, y: 8))
            p.addLine(to: CGPoint(x: 4, y: 21))
            p.addLine(to: CGPoint(x: 18, y: 21))
            p.addLine(to: CGPoint(x: 18, y: 8))
            p.addLine(to: CGPoint(x: 15, y: 8))
            p.move(to: CGPoint(x: 11, y: 14))
            p.addLine(to: CGPoint(x: 11, y: 1))
            p.move(to: CGPoint(x: 7, y: 5))
            p.addLine(to: CGPoint(x: 11, y: 1))
            p.addLine(to: CGPoint(x: 15, y: 5))
        case .compose:
            p.addRoundedRect(in: CGRect(x: 1, y: 4, width: 17, height: 17), cornerWidth: 3, cornerHeight: 3)
            p.move(to: CGPoint(x: 9, y: 13))
            p.addLine(to: CGPoint(x: 20, y: 2))
        case .reply:
            p.move(to: CGPoint(x: 9, y: 3))
            p.addLine(to: CGPoint(x: 2, y: 10))
            p.addLine(to: CGPoint(x: 9, y: 17))
            p.move(to: CGPoint(x: 2, y: 10))
            p.addQuadCurve(to: CGPoint(x: 20, y: 19), control: CGPoint(x: 18, y: 9))
        case .folder:
            p.move(to: CGPoint(x: 1, y: 19))
            p.addLine(to: CGPoint(x: 1, y: 4))
            p.addLine(to: CGPoint(x: 8, y: 4))
            p.addLine(to: CGPoint(x: 10, y: 7))
            p.addLine(to: CGPoint(x: 21, y: 7))
            p.addLine(to: CGPoint(x: 21, y: 19))
            p.closeSubpath()
        case .book:
            p.move(to: CGPoint(x: 11, y: 5))
            p.addQuadCurve(to: CGPoint(x: 1, y: 4), control: CGPoint(x: 6, y: 2))
            p.addLine(to: CGPoint(x: 1, y: 19))
            p.addQuadCurve(to: CGPoint(x: 11, y: 20), control: CGPoint(x: 6, y: 17))
            p.addQuadCurve(to: CGPoint(x: 21, y: 19), control: CGPoint(x: 16, y: 17))
            p.addLine(to: CGPoint(x: 21, y: 4))
            p.addQuadCurve(to: CGPoint(x: 11, y: 5), control: CGPoint(x: 16, y: 2))
            p.addLine(to: CGPoint(x: 11, y: 20))
        case .refresh:
            p.addArc(
                center: CGPoint(x: 11, y: 12), radius: 8, startAngle: -CGFloat.pi / 3, endAngle: -CGFloat.pi / 2,
                clockwise: false)
            p.move(to: CGPoint(x: 13, y: 0.5))
            p.addLine(to: CGPoint(x: 15.5, y: 5))
            p.addLine(to: CGPoint(x: 11, y: 7))
        case .camera:
            p.addRoundedRect(in: CGRect(x: 1, y: 6, width: 20, height: 14), cornerWidth: 3, cornerHeight: 3)
            p.addEllipse(in: CGRect(x: 7, y: 9, width: 8, height: 8))
            p.move(to: CGPoint(x: 7, y: 6))
            p.addLine(to: CGPoint(x: 8.5, y: 3))
            p.addLine(to: CGPoint(x: 13.5, y: 3))
            p.addLine(to: CGPoint(x: 15, y: 6))
        case .trash:
            p.move(to: CGPoint(x: 2, y: 5))
            p.addLine(to: CGPoint(x: 20, y: 5))
            p.move(to: CGPoint(x: 8, y: 5))
            p.addLine(to: CGPoint(x: 8, y: 2))
            p.addLine(to: CGPoint(x: 14, y: 2))
            p.addLine(to: CGPoint(x: 14, y: 5))
            p.move(to: CGPoint(x: 4, y: 5))
            p.addLine(to: CGPoint(x: 5, y: 21))
            p.addLine(to: CGPoint(x: 17, y: 21))
            p.addLine(to: CGPoint(x: 18, y: 5))
        case .play:
            p.move(to: CGPoint(x: 2, y: 1))
            p.addLine(to: CGPoint(x: s.width - 1, y: s.height / 2))
            p.addLine(to: CGPoint(x: 2, y: s.height - 1))
            p.closeSubpath()
        case .pause:
            p.addRect(CGRect(x: 2, y: 1, width: 5, height: s.height - 2))
            p.addRect(CGRect(x: s.width - 7, y: 1, width: 5, height: s.height - 2))
        case .rewind:
            for x0 in [CGFloat(13), 26] {
                p.move(to: CGPoint(x: x0, y: 1))
                p.addLine(to: CGPoint(x: x0 - 12, y: s.height / 2))
                p.addLine(to: CGPoint(x: x0, y: s.height - 1))
                p.closeSubpath()
            }
        case .chevronBackward:
            p.move(to: CGPoint(x: s.width - 1.5, y: 1.5))
            p.addLine(to: CGPoint(x: 2, y: s.height / 2))
            p.addLine(to: CGPoint(x: s.width - 1.5, y: s.height - 1.5))
        case .chevronForward, .gear, .star, .starFill, .heart, .heartFill, .photo, .squareGrid, .listBullet, .person:
            addSymbol(to: p, size: s)
        case .house, .houseFill, .tray, .trayFill, .lines, .bell, .bellFill, .envelope, .ellipsis, .checkmark,
            .chevronDown, .chevronUp, .minus, .infoCircle, .personFill, .airplane:
            addMoreSymbol(to: p, size: s)
        case .extra(let symbol):
            symbol.addPath(to: p)
        case .cellularBars:
            // 3 pt bars 1.5 pt apart, 4, 6, 8.5 and 11 pt tall, rounded by 1 pt.
            for (index, height) in [CGFloat(4), 6, 8.5, 11].enumerated() {
                p.addRoundedRect(
                    in: CGRect(x: CGFloat(index) * 4.6, y: s.height - height, width: 3.2, height: height),
                    cornerWidth: 1, cornerHeight: 1)
            }
        case .wifi:
            // Three bands of a 90° sector centred on the bottom middle: a wedge and two arcs.
            let centre = CGPoint(x: s.width / 2, y: s.height)
            let (start, end) = (-CGFloat.pi * 3 / 4, -CGFloat.pi / 4)
            for (inner, outer) in [(CGFloat(0), CGFloat(3.6)), (5.3, 7.7), (9.4, 11.0)] {
                p.addArc(center: centre, radius: outer, startAngle: start, endAngle: end, clockwise: false)
                if inner > 0 {
                    p.addArc(center: centre, radius: inner, startAngle: end, endAngle: start, clockwise: true)
                } else {
                    p.addLine(to: centre)
                }
                p.closeSubpath()
            }
        case .fastForward:
            for x0 in [CGFloat(0), 13] {
                p.move(to: CGPoint(x: x0, y: 1))
                p.addLine(to: CGPoint(x: x0 + 12, y: s.height / 2))
                p.addLine(to: CGPoint(x: x0, y: s.height - 1))
                p.closeSubpath()
            }
        }
        return p
    }
}
