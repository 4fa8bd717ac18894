import Foundation

/// The floating card a compact date picker's pill opens: over the whole window, a faint dimming
/// that closes the card when tapped, and a rounded card with a shadow holding a calendar or wheels,
/// placed below the pill (above it when there is no room), within the window's margins (R310).
@preconcurrency @MainActor
final class DatePickerCard: UIView {
    let content: DatePickerPresentation
    let panel = UIView()
    private let onDismiss: () -> Void
    static let margin: CGFloat = 16
    static let gap: CGFloat = 8

    init(content: DatePickerPresentation, onDismiss: @escaping () -> Void) {
        self.content = content
        self.onDismiss = onDismiss
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.1)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 13
        panel.layer.cornerCurve = .continuous
        panel.layer.shadowColor = UIColor.black.cgColor
        panel.layer.shadowOpacity = 0.18
        panel.layer.shadowRadius = 16
        panel.layer.shadowOffset = CGSize(width: 0, height: 6)
        panel.addSubview(content.view)
        addSubview(panel)
    }

    required init?(coder: NSCoder) { fatalError("made by a date picker") }

    /// Sizes the card to its content's natural size (narrowed to the window) and places it by `source`.
    func place(below source: CGRect, in area: CGRect) {
        var size = content.naturalSize
        if content.style == .wheels { size.width = 240 }
        size.width = min(size.width, area.width - 2 * Self.margin)
        var y = source.maxY + Self.gap
        if y + size.height > area.maxY - Self.margin {
            y = max(area.minY + Self.margin, source.minY - Self.gap - size.height)
        }
        let x = min(max(source.midX - size.width / 2, area.minX + Self.margin), area.maxX - Self.margin - size.width)
        panel.frame = CGRect(x: x, y: y, width: size.width, height: size.height)
        content.view.frame = panel.bounds
    }

    /// Grows the card in from 90 % and fades it and the dimming in.
    func animateIn() {
        alpha = 0
        panel.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .allowUserInteraction]) {
            self.alpha = 1
            self.panel.transform = .identity
        }
    }

    func dismiss(animated: Bool) {
        guard animated else { return removeFromSuperview() }
        UIView.animate(
            withDuration: 0.2, animations: { self.alpha = 0 }, completion: { _ in self.removeFromSuperview() })
    }

    /// A touch outside the card (on the dimming itself, not the card's content) closes it when it
    /// lifts; the card's own recognizers keep the touches inside it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        guard let touch = touches.first, !panel.frame.contains(touch.location(in: self)) else { return }
        onDismiss()
    }
}
