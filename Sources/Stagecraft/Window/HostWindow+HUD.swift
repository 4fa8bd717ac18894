import Foundation
import UIKit

/// The HUD line at the top and the newest diagnostic in the strip under the device (the
/// transition line and its timeline are +Timeline).
extension HostWindow {
    /// The top line: the measured refresh rate and dropped frames, median frame time, renderer,
    /// SLOW / PAUSED / REC.
    func drawHUD() {
        let now = Self.hostSeconds()
        if now - lastFPSUpdate > 0.5 || hudText.isEmpty {
            lastFPSUpdate = now
            let sorted = frameTimes.sorted()
            let p50 = sorted.isEmpty ? 0 : sorted[sorted.count / 2] * 1000
            var parts = [
                frameRate.summary, String(format: "frame %.1f ms", p50), rendererName,
            ]
            if simulator.slowAnimations { parts.append("SLOW x10") }
            if simulator.isPaused { parts.append("PAUSED") }
            if simulator.userInterfaceStyle == .dark { parts.append("DARK") }
            if simulator.contentSizeCategory != .large {
                parts.append("TEXT \(simulator.contentSizeCategory.shortName)")
            }
            if windowRecording != nil { parts.append("REC") }
            if input.recorder != nil { parts.append("REC INPUT") }
            parts.append("F1: keys")
            hudText = parts.joined(separator: "  ·  ")
        }
        renderer.drawText(
            hudText, font: .systemFont(ofSize: 11), color: CGColor(gray: 0.25, alpha: 1),
            at: CGPoint(x: 8 * pixelScale, y: 5 * pixelScale), scale: pixelScale)
    }

    /// Notices diagnostics reported since the last frame: the newest becomes the strip's red line.
    func noticeDiagnostics() {
        let diagnostics = simulator.diagnostics
        if diagnostics.count > seenDiagnostics, let newest = diagnostics.last {
            let width = simulator.geometry.bodyFrameInWindow.width
            let expected = simulator.currentScene?.expectedDiagnostics.contains(newest.name) ?? false
            let line = DiagnosticHUDLine(newest, expected: expected, maxWidth: width) {
                self.fonts.width(of: $0, font: Self.diagnosticFont)
            }
            diagnosticLine = (line, Self.hostSeconds())
        }
        seenDiagnostics = diagnostics.count
    }

    /// The strips' diagnostic font (measured for wrapping as drawn).
    static let diagnosticFont = UIFont.systemFont(ofSize: 11, weight: .semibold)

    /// Under the transition line and its bar: the newest diagnostic in red, for a few seconds.
    func drawDiagnosticHUD() {
        guard let (line, shownAt) = diagnosticLine else { return }
        let now = Self.hostSeconds()
        guard now - shownAt < DiagnosticHUDLine.displaySeconds else {
            diagnosticLine = nil
            return
        }
        let scale = pixelScale
        let body = simulator.geometry.bodyFrameInWindow
        let y = Self.timelineTrackY(bodyMaxY: body.maxY) + 14
        // An error in red; a diagnostic the scene shows on purpose in grey.
        let color =
            line.isExpected ? CGColor(gray: 0.45, alpha: 1) : CGColor(red: 0.85, green: 0.1, blue: 0.1, alpha: 1)
        renderer.drawText(
            line.text, font: Self.diagnosticFont, color: color,
            at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
        // Keep drawing so that the line clears on time.
        overlayDirty = true
    }
}
