import Foundation

/// Still more SF Symbols for `UIImage(systemName:)` (R298), by their names: documents, time,
/// locks, arrows, circles, messages and the like, drawn as strokes (or filled for `.fill` names)
/// in a 24 pt box, shaped after the symbols at regular weight.
package enum ExtraSymbol: String, CaseIterable, Sendable {
    case doc = "doc"
    case docOnDoc = "doc.on.doc"
    case pencil = "pencil"
    case trashFill = "trash.fill"
    case calendar = "calendar"
    case clock = "clock"
    case lock = "lock"
    case lockFill = "lock.fill"
    case eye = "eye"
    case eyeSlash = "eye.slash"
    case link = "link"
    case globe = "globe"
    case printer = "printer"
    case plusCircle = "plus.circle"
    case plusCircleFill = "plus.circle.fill"
    case checkmarkCircle = "checkmark.circle"
    case checkmarkCircleFill = "checkmark.circle.fill"
    case exclamationmarkTriangle = "exclamationmark.triangle"
    case arrowLeft = "arrow.left"
    case arrowRight = "arrow.right"
    case arrowUp = "arrow.up"
    case arrowDown = "arrow.down"
    case arrowCounterclockwise = "arrow.counterclockwise"
    case bookmark = "bookmark"
    case bookmarkFill = "bookmark.fill"
    case flag = "flag"
    case flagFill = "flag.fill"
    case tag = "tag"
    case paperplane = "paperplane"
    case paperplaneFill = "paperplane.fill"
    case message = "message"
    case bubbleLeft = "bubble.left"
    case squareAndArrowDown = "square.and.arrow.down"
    case ellipsisCircle = "ellipsis.circle"
    case moon = "moon"
    case sunMax = "sun.max"
    case personCircle = "person.circle"
    case sidebarLeft = "sidebar.left"
    case sliderHorizontal3 = "slider.horizontal.3"
    case cart = "cart"
    case location = "location"
    case stopFill = "stop.fill"
    // The system tab bar items' symbols (R338).
    case clockFill = "clock.fill"
    case personCropCircleFill = "person.crop.circle.fill"
    case bookFill = "book.fill"
    case arrowDownCircleFill = "arrow.down.circle.fill"
    case listNumber = "list.number"

    /// Whether the outline is filled.
    var isFilled: Bool { rawValue.hasSuffix(".fill") }

    /// The outline in a 24 × 24 box.
    func addPath(to p: CGMutablePath) {
        func line(_ points: [(CGFloat, CGFloat)], closed: Bool = false) {
            guard let first = points.first else { return }
            p.move(to: CGPoint(x: first.0, y: first.1))
            for point in points.dropFirst() { p.addLine(to: CGPoint(x: point.0, y: point.1)) }
            if closed { p.closeSubpath() }
        }
        func circle(_ x: CGFloat, _ y: CGFloat, _ r: CGFloat) {
            p.addEllipse(in: CGRect(x: x - r, y: y - r, width: 2 * r, height: 2 * r))
        }
        func page(_ x: CGFloat, _ y: CGFloat, _ w: CGFloat, _ h: CGFloat) {
            line([(x, y), (x + w - 5, y), (x + w, y + 5), (x + w, y + h), (x, y + h)], closed: true)
            line([(x + w - 5, y), (x + w - 5, y + 5), (x + w, y + 5)])
        }
        switch self {
        case .doc: page(5, 2, 14, 20)
        case .docOnDoc:
            page(8, 6, 13, 16)
            line([(5, 18), (3, 18), (3, 2), (13, 2), (16, 5)])
        case .pencil:
            line([(4, 20), (5, 15.5), (17, 3.5), (20.5, 7), (8.5, 19), (4, 20)], closed: true)
            line([(14.5, 6), (18, 9.5)])
        case .trashFill:
            line([(2, 5), (22, 5)])
            line([(9, 5), (9, 2), (15, 2), (15, 5)])
            line([(4.5, 6), (6, 22), (18, 22), (19.5, 6)], closed: true)
        case .calendar:
            p.addRoundedRect(in: CGRect(x: 2, y: 4, width: 20, height: 18), cornerWidth: 3, cornerHeight: 3)
            line([(2, 9), (22, 9)])
            line([(7, 2), (7, 6)])
            line([(17, 2), (17, 6)])
        case .clock:
            circle(12, 12, 10)
            line([(12, 6), (12, 12), (16, 14.5)])
        case .lock, .lockFill:
            p.addRoundedRect(in: CGRect(x: 4, y: 10, width: 16, height: 12), cornerWidth: 2.5, cornerHeight: 2.5)
            p.move(to: CGPoint(x: 7.5, y: 10))
            p.addLine(to: CGPoint(x: 7.5, y: 7))
            p.addArc(center: CGPoint(x: 12, y: 7), radius: 4.5, startAngle: .pi, endAngle: 0, clockwise: false)
            p.addLine(to: CGPoint(x: 16.5, y: 10))
        case .eye, .eyeSlash:
            p.move(to: CGPoint(x: 1.5, y: 12))
            p.addQuadCurve(to: CGPoint(x: 22.5, y: 12), control: CGPoint(x: 12, y: 1))
            p.addQuadCurve(to: CGPoint(x: 1.5, y: 12), control: CGPoint(x: 12, y: 23))
            circle(12, 12, 3.5)
            if self == .eyeSlash { line([(3, 3), (21, 21)]) }
        case .link:
            p.addRoundedRect(in: CGRect(x: 2, y: 8, width: 12, height: 8), cornerWidth: 4, cornerHeight: 4)
            p.addRoundedRect(in: CGRect(x: 10, y: 8, width: 12, height: 8), cornerWidth: 4, cornerHeight: 4)
        case .globe:
            circle(12, 12, 10)
            p.addEllipse(in: CGRect(x: 7, y: 2, width: 10, height: 20))
            line([(2, 12), (22, 12)])
            line([(12, 2), (12, 22)])
        case .printer:
            line([(6, 9), (6, 2), (18, 2), (18, 9)])
            p.addRoundedRect(in: CGRect(x: 2, y: 9, width: 20, height: 9), cornerWidth: 2, cornerHeight: 2)
            line([(6, 15), (6, 22), (18, 22), (18, 15)], closed: true)
        case .plusCircle:
            circle(12, 12, 10)
            line([(12, 7), (12, 17)])
            line([(7, 12), (17, 12)])
        case .plusCircleFill:
            // The plus is cut out of the disc (filled even-odd).
            circle(12, 12, 10)
            line(
                [
                    (10.9, 6.5), (13.1, 6.5), (13.1, 10.9), (17.5, 10.9), (17.5, 13.1), (13.1, 13.1), (13.1, 17.5),
                    (10.9, 17.5), (10.9, 13.1), (6.5, 13.1), (6.5, 10.9), (10.9, 10.9),
                ], closed: true)
        case .checkmarkCircle:
            circle(12, 12, 10)
            line([(7.5, 12.5), (10.5, 15.5), (16.5, 8.5)])
        case .checkmarkCircleFill:
            circle(12, 12, 10)
            line([(6.2, 12.2), (7.6, 10.8), (10.5, 13.7), (15.4, 7.6), (16.9, 8.9), (10.5, 16.6)], closed: true)
        case .exclamationmarkTriangle:
            line([(12, 2.5), (22.5, 21), (1.5, 21)], closed: true)
            line([(12, 9), (12, 15)])
            circle(12, 18, 0.6)
        case .arrowLeft:
            line([(21, 12), (3, 12)])
            line([(10, 5), (3, 12), (10, 19)])
        case .arrowRight:
            line([(3, 12), (21, 12)])
            line([(14, 5), (21, 12), (14, 19)])
        case .arrowUp:
            line([(12, 21), (12, 3)])
            line([(5, 10), (12, 3), (19, 10)])
        case .arrowDown:
            line([(12, 3), (12, 21)])
            line([(5, 14), (12, 21), (19, 14)])
        case .arrowCounterclockwise:
            p.addArc(
                center: CGPoint(x: 12, y: 13), radius: 8.5, startAngle: -.pi * 0.6, endAngle: .pi * 1.1,
                clockwise: false)
            line([(4, 2.5), (5.5, 7.5), (10.5, 6)])
        case .bookmark, .bookmarkFill: line([(5, 2), (19, 2), (19, 22), (12, 16.5), (5, 22)], closed: true)
        case .flag, .flagFill:
            line([(4, 22), (4, 2)])
            line([(4, 3), (11, 2), (13, 4), (20, 3), (20, 13), (13, 14), (11, 12), (4, 13)], closed: self == .flagFill)
        case .tag:
            line([(2, 11), (2, 2), (11, 2), (22, 13), (13, 22)], closed: true)
            circle(6.5, 6.5, 1.5)
        case .paperplane, .paperplaneFill:
            line([(2, 11), (22, 2), (13, 22), (10.5, 13.5)], closed: true)
            if self == .paperplane { line([(10.5, 13.5), (22, 2)]) }
        case .message, .bubbleLeft:
            p.addEllipse(in: CGRect(x: 2, y: 3, width: 20, height: 16))
            line([(5, 16), (3, 22), (9, 18.5)])
        case .squareAndArrowDown:
            line([(7, 8), (4, 8), (4, 21), (20, 21), (20, 8), (17, 8)])
            line([(12, 1), (12, 14)])
            line([(8, 10), (12, 14), (16, 10)])
        case .ellipsisCircle:
            circle(12, 12, 10)
            for x in [CGFloat(7.5), 12, 16.5] { circle(x, 12, 0.8) }
        case .moon:
            p.move(to: CGPoint(x: 14, y: 2))
            p.addQuadCurve(to: CGPoint(x: 22, y: 15), control: CGPoint(x: 10, y: 14))
            p.addQuadCurve(to: CGPoint(x: 14, y: 2), control: CGPoint(x: 2, y: 22))
        case .sunMax:
            circle(12, 12, 4.5)
            for k in 0..<8 {
                let a = CGFloat(k) * .pi / 4
                line([(12 + 7 * cos(a), 12 + 7 * sin(a)), (12 + 10 * cos(a), 12 + 10 * sin(a))])
            }
        case .personCircle:
            circle(12, 12, 10)
            circle(12, 9.5, 3.5)
            p.move(to: CGPoint(x: 5.5, y: 19))
            p.addQuadCurve(to: CGPoint(x: 18.5, y: 19), control: CGPoint(x: 12, y: 11))
        case .sidebarLeft:
            p.addRoundedRect(in: CGRect(x: 1.5, y: 3, width: 21, height: 18), cornerWidth: 3, cornerHeight: 3)
            line([(9, 3), (9, 21)])
        case .sliderHorizontal3:
            for (y, knob) in [(CGFloat(5), CGFloat(15)), (12, 8), (19, 13)] {
                line([(2, y), (22, y)])
                circle(knob, y, 2.2)
            }
        case .cart:
            line([(1, 3), (5, 3), (8, 16), (19, 16), (21.5, 7), (6, 7)])
            circle(9, 20.5, 1.5)
            circle(18, 20.5, 1.5)
        case .location:
            line([(21, 3), (3, 11), (12, 12), (13, 21)], closed: true)
        case .stopFill:
            p.addRoundedRect(in: CGRect(x: 4, y: 4, width: 16, height: 16), cornerWidth: 2.5, cornerHeight: 2.5)
        case .clockFill:
            // The hands are cut out of the disc (filled even-odd).
            circle(12, 12, 10)
            line([(11, 5.5), (13, 5.5), (13, 11.4), (16.8, 13.6), (15.8, 15.3), (11, 12.6)], closed: true)
        case .personCropCircleFill:
            circle(12, 12, 10)
            circle(12, 9, 3.8)
            p.move(to: CGPoint(x: 5.6, y: 18.4))
            p.addQuadCurve(to: CGPoint(x: 18.4, y: 18.4), control: CGPoint(x: 12, y: 10.6))
            p.addQuadCurve(to: CGPoint(x: 5.6, y: 18.4), control: CGPoint(x: 12, y: 22.6))
            p.closeSubpath()
        case .bookFill:
            // Two pages either side of the spine.
            line([(1.5, 4.5), (6, 3.2), (11, 4.8), (11, 21), (6, 19.5), (1.5, 20.6)], closed: true)
            line([(13, 4.8), (18, 3.2), (22.5, 4.5), (22.5, 20.6), (18, 19.5), (13, 21)], closed: true)
        case .arrowDownCircleFill:
            circle(12, 12, 10)
            line(
                [
                    (11, 6), (13, 6), (13, 14.2), (16, 11.2), (17.4, 12.6), (12, 18), (6.6, 12.6), (8, 11.2),
                    (11, 14.2),
                ], closed: true)
        case .listNumber:
            for y in [CGFloat(5), 12, 19] { line([(9, y), (22, y)]) }
            line([(3, 4), (4.5, 3), (4.5, 7)])
            line([(2.8, 10.5), (5.8, 10.5), (5.8, 12), (2.8, 13.5), (2.8, 14), (6, 14)])
            line([(2.8, 17), (5.8, 17), (4.2, 18.8), (5.8, 19.6), (5, 21), (2.8, 21)])
        }
    }
}
