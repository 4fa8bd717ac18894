import Foundation
import UIKit

/// The key help overlay (F1 or ?), read from `KeyMap`.
extension HostWindow {
    /// A box over the device listing every binding of `KeyMap`.
    func drawHelp() {
        let scale = pixelScale
        let window = simulator.geometry.windowSize
        let height = 40 + CGFloat(KeyMap.bindings.count) * 24
        // Centred, so that it also fits the short landscape window.
        let box = CGRect(x: 40, y: max(8, (window.height - height) / 2), width: window.width - 80, height: height)
        renderer.fillRoundedRect(
            CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale),
            radius: 14 * scale, color: CGColor(gray: 0.1, alpha: 1))
        var y = box.minY + 16
        for binding in KeyMap.bindings {
            renderer.drawText(
                binding.keys, font: .systemFont(ofSize: 14, weight: .bold), color: CGColor(gray: 1, alpha: 1),
                at: CGPoint(x: (box.minX + 18) * scale, y: y * scale), scale: scale)
            renderer.drawText(
                binding.summary, font: .systemFont(ofSize: 14), color: CGColor(gray: 0.85, alpha: 1),
                at: CGPoint(x: (box.minX + 150) * scale, y: y * scale), scale: scale)
            y += 24
        }
    }
}
