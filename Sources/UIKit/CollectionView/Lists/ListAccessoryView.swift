import Foundation

/// One accessory of a list cell drawn (R308): the table's glyphs for the chevron, checkmark and
/// info button; shapes for the editing controls and the outline chevron; a label; or the app's view.
@MainActor
final class ListAccessoryView: UIView {
    let accessory: UICellAccessory
    /// The app's view of a custom accessory, or the label of a label accessory.
    private var content: UIView?
    private let shapes = [CAShapeLayer(), CAShapeLayer()]
    /// Whether an outline disclosure points down (its item expanded, R325).
    private(set) var isExpanded = false
    /// The outline disclosure's chevron, which turns a quarter about its centre.
    private let outlineChevron = UIView()
    private let chevronShape = CAShapeLayer()
    /// How long the chevron takes to turn (I: by eye, with the rows' batch animation).
    static let chevronTurnDuration: TimeInterval = 0.3

    /// Points the outline chevron down (expanded) or forward, turning it when `animated`.
    func setExpanded(_ expanded: Bool, animated: Bool) {
        guard expanded != isExpanded else { return }
        isExpanded = expanded
        let turn = { self.outlineChevron.transform = expanded ? CGAffineTransform(rotationAngle: .pi / 2) : .identity }
        if animated {
            UIView.animate(
                withDuration: Self.chevronTurnDuration, delay: 0, options: [.curveEaseInOut], animations: turn)
        } else {
            UIView.performWithoutAnimation(turn)
        }
    }

    init(_ accessory: UICellAccessory) {
        self.accessory = accessory
        super.init(frame: .zero)
        for shape in shapes {
            shape.fillColor = nil
            shape.lineCap = .round
            shape.lineJoin = .round
            layer.addSublayer(shape)
        }
        switch accessory.kind {
        case .disclosureIndicator: content = AccessoryGlyphView(type: .disclosureIndicator)
        case .checkmark: content = AccessoryGlyphView(type: .checkmark)
        case .detail: content = AccessoryGlyphView(type: .detailButton)
        case .label(let text, let font):
            let label = UILabel()
            label.text = text
            label.font = font ?? .preferredFont(forTextStyle: .body)
            label.textColor = accessory.tintColor ?? .secondaryLabel
            content = label
        case .customView(let configuration): content = configuration.customView
        default: break
        }
        if case .outlineDisclosure = accessory.kind {
            chevronShape.fillColor = nil
            chevronShape.lineCap = .round
            chevronShape.lineJoin = .round
            chevronShape.lineWidth = 2.2
            outlineChevron.layer.addSublayer(chevronShape)
            outlineChevron.isUserInteractionEnabled = false
            addSubview(outlineChevron)
        }
        if let content {
            if let tint = accessory.tintColor, !(content is UILabel) { content.tintColor = tint }
            addSubview(content)
        }
        isHidden = accessory.isHidden
        isUserInteractionEnabled = accessory.actionHandler != nil
        frame.size = intrinsicSize
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// The editing controls' circle and the outline chevron's box.
    static let controlSize = CGSize(width: 22, height: 22)

    /// The accessory's own size.
    var intrinsicSize: CGSize {
        switch accessory.kind {
        case .disclosureIndicator, .checkmark, .detail:
            return (content as? AccessoryGlyphView)?.intrinsicSize ?? .zero
        case .label: return content?.intrinsicContentSize ?? .zero
        case .customView(let configuration):
            let view = configuration.customView
            if configuration.maintainsFixedSize == true || view.bounds.size != .zero { return view.bounds.size }
            let intrinsic = view.intrinsicContentSize
            return CGSize(width: max(0, intrinsic.width), height: max(0, intrinsic.height))
        case .outlineDisclosure: return CGSize(width: 14, height: 22)
        case .reorder: return CGSize(width: 22, height: 16)
        case .delete, .insert, .multiselect: return Self.controlSize
        }
    }

    /// The width it takes in the row (its reserved width, at least its own).
    var slotWidth: CGFloat {
        switch accessory.reservedLayoutWidth {
        case .actual, .standard: intrinsicSize.width
        case .custom(let width): max(width, intrinsicSize.width)
        }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = intrinsicSize
        content?.frame = CGRect(
            x: ((bounds.width - size.width) / 2).rounded(), y: ((bounds.height - size.height) / 2).rounded(),
            width: size.width, height: size.height)
        drawShapes()
    }

    override func refreshTraitDependentContent() {
        super.refreshTraitDependentContent()
        drawShapes()
    }

    /// The shapes of the editing controls and the outline chevron, centred in the bounds.
    private func drawShapes() {
        let c = CGPoint(x: bounds.midX, y: bounds.midY)
        let circle = CGRect(x: c.x - 11, y: c.y - 11, width: 22, height: 22)
        let back = shapes[0]
        let mark = shapes[1]
        let path = CGMutablePath()
        let markPath = CGMutablePath()
        func color(_ fallback: UIColor) -> CGColor {
            (accessory.tintColor ?? fallback).resolvedColor(with: traitCollection).cgColor
        }
        back.fillColor = nil
        back.strokeColor = nil
        mark.strokeColor = UIColor.white.cgColor
        mark.lineWidth = 2
        switch accessory.kind {
        case .delete(let fill), .insert(let fill):
            var isDelete = false
            if case .delete = accessory.kind { isDelete = true }
            path.addEllipse(in: circle)
            back.fillColor =
                (fill ?? (isDelete ? .systemRed : .systemGreen)).resolvedColor(with: traitCollection).cgColor
            markPath.move(to: CGPoint(x: c.x - 6, y: c.y))
            markPath.addLine(to: CGPoint(x: c.x + 6, y: c.y))
            if !isDelete {
                markPath.move(to: CGPoint(x: c.x, y: c.y - 6))
                markPath.addLine(to: CGPoint(x: c.x, y: c.y + 6))
            }
        case .multiselect(let fill):
            path.addEllipse(in: circle.insetBy(dx: 0.75, dy: 0.75))
            back.strokeColor = color(.systemGray3)
            back.lineWidth = 1.5
            _ = fill
        case .reorder:
            for dy in [-5.0, 0, 5] {
                markPath.move(to: CGPoint(x: c.x - 9, y: c.y + dy))
                markPath.addLine(to: CGPoint(x: c.x + 9, y: c.y + dy))
            }
            mark.strokeColor = color(.systemGray2)
            mark.lineWidth = 1.5
        case .outlineDisclosure:
            // chevron.forward in its own view, which turns down while expanded.
            let box = CGRect(x: c.x - 7, y: c.y - 7, width: 14, height: 14)
            UIView.performWithoutAnimation {
                let turn = outlineChevron.transform
                outlineChevron.transform = .identity
                outlineChevron.frame = box
                outlineChevron.transform = turn
            }
            let chevron = CGMutablePath()
            chevron.move(to: CGPoint(x: 4, y: 1))
            chevron.addLine(to: CGPoint(x: 10, y: 7))
            chevron.addLine(to: CGPoint(x: 4, y: 13))
            chevronShape.path = chevron
            chevronShape.frame = CGRect(x: 0, y: 0, width: 14, height: 14)
            chevronShape.strokeColor = color(tintColor)
        default:
            break
        }
        back.path = path
        mark.path = markPath
    }

    /// Where an accessory goes and its rank in the system's order there (leading → trailing).
    static func side(of accessory: UICellAccessory, isHeader: Bool) -> (leading: Bool, rank: Int) {
        switch accessory.kind {
        case .multiselect: (true, 0)
        case .delete: (true, 1)
        case .insert: (true, 2)
        case .outlineDisclosure(let style):
            (style == .cell || (style == .automatic && !isHeader)) ? (true, 3) : (false, 5)
        case .label: (false, 0)
        case .detail: (false, 1)
        case .checkmark: (false, 2)
        case .disclosureIndicator: (false, 4)
        case .reorder: (false, 6)
        case .customView(let configuration):
            if case .leading = configuration.placement { (true, 4) } else { (false, 3) }
        }
    }
}
