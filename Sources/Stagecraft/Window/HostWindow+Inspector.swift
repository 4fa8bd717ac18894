import Foundation
import UIKit

/// The inspector panel beside the device (Ctrl+I).
extension HostWindow {
    /// The panel on the right of the device (the window is widened while it is open).
    func drawInspector() {
        let scale = pixelScale
        let device = simulator.geometry.windowSize
        let margin = DeviceProfile.windowMargin
        let area = CGRect(x: device.width, y: 0, width: Self.inspectorWidth, height: device.height)
        renderer.fillRect(
            CGRect(x: area.minX * scale, y: 0, width: area.width * scale, height: area.height * scale),
            color: DeviceChrome.desktopColor)
        let panel = CGRect(x: area.minX, y: margin, width: area.width - margin, height: area.height - 2 * margin)
        let panelPixels = CGRect(
            x: panel.minX * scale, y: panel.minY * scale, width: panel.width * scale, height: panel.height * scale)
        renderer.fillRoundedRect(panelPixels, radius: 12 * scale, color: CGColor(gray: 0.12, alpha: 1))
        let padding: CGFloat = 10
        let font = UIFont.systemFont(ofSize: 10)
        let bold = UIFont.systemFont(ofSize: 10, weight: .bold)
        let lineHeight: CGFloat = 13
        let maxLines = Int((panel.height - 1.5 * padding) / lineHeight)
        var selection: [String]?
        if let view = pickedView, view.window != nil {
            selection = ViewPicker.details(of: view)
        } else if isPicking {
            selection = []
        }
        let content = InspectorContent(
            simulator: simulator, maxWidth: panel.width - 2 * padding, maxLines: maxLines, selection: selection
        ) {
            self.fonts.width(of: $0, font: font)
        }
        drawnEvents = simulator.eventLog.recordedCount
        var y = panel.minY + padding
        renderer.withClip(panelPixels.insetBy(dx: padding * scale / 2, dy: padding * scale / 2)) {
            for line in content.lines {
                guard y + lineHeight <= panel.maxY - padding / 2 else { break }
                let color: CGColor
                switch line.style {
                case .heading: color = CGColor(red: 0.55, green: 0.75, blue: 1, alpha: 1)
                case .body: color = CGColor(gray: 0.92, alpha: 1)
                case .dim: color = CGColor(gray: 0.6, alpha: 1)
                case .diagnostic: color = CGColor(red: 1, green: 0.45, blue: 0.4, alpha: 1)
                }
                renderer.drawText(
                    line.text, font: line.style == .heading ? bold : font, color: color,
                    at: CGPoint(x: (panel.minX + padding) * scale, y: y * scale), scale: scale)
                y += lineHeight
            }
        }
    }
}
