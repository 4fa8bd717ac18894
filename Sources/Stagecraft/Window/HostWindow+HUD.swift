import Foundation
import UIKit

/// The HUD line at the top and the strips under the device: the transition in flight and the
/// newest diagnostic.
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
            if windowRecording != nil { parts.append("REC") }
            parts.append("F1: keys")
            hudText = parts.joined(separator: "  ·  ")
        }
        renderer.drawText(
            hudText, font: .systemFont(ofSize: 11), color: CGColor(gray: 0.25, alpha: 1),
            at: CGPoint(x: 8 * pixelScale, y: 5 * pixelScale), scale: pixelScale)
    }

    /// Under the device: the transition in flight — its kind, progress as a bar, interactive or not,
    /// cancelled or not, the finish/cancel decision on release, and then how it ended.
    func drawTransitionHUD() {
        let scale = pixelScale
        let now = Self.hostSeconds()
        if let snapshot = simulator.currentTransition {
            lastTransition = (snapshot, now)
        } else if let ended = simulator.lastEndedTransition, ended.id != shownEndedID {
            // The outcome as recorded at the end: the last in-flight snapshot may predate a cancel.
            shownEndedID = ended.id
            lastTransition = (ended, now)
        } else if let last = lastTransition, now - last.seenAt > 2 {
            lastTransition = nil
        }
        let body = simulator.geometry.bodyFrameInWindow
        let y = body.maxY + DeviceProfile.windowMargin / 2
        guard let (snapshot, seenAt) = lastTransition else {
            renderer.drawText(
                "no transition", font: .systemFont(ofSize: 11), color: CGColor(gray: 0.55, alpha: 1),
                at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
            return
        }
        let line = TransitionHUDLine(snapshot)
        renderer.drawText(
            line.text, font: .systemFont(ofSize: 11, weight: .semibold), color: CGColor(gray: 0.2, alpha: 1),
            at: CGPoint(x: body.minX * scale, y: y * scale), scale: scale)
        let bar = CGRect(x: body.minX, y: y + 17, width: body.width, height: 4)
        renderer.fillRoundedRect(
            CGRect(x: bar.minX * scale, y: bar.minY * scale, width: bar.width * scale, height: bar.height * scale),
            radius: 2 * scale, color: CGColor(gray: 0.75, alpha: 1))
        let color =
            line.isCancelled
            ? CGColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1) : CGColor(red: 0, green: 0.48, blue: 1, alpha: 1)
        renderer.fillRoundedRect(
            CGRect(
                x: bar.minX * scale, y: bar.minY * scale, width: max(4, bar.width * line.fraction) * scale,
                height: bar.height * scale),
            radius: 2 * scale, color: color)
        // Redraw until the ended line has been shown for 2 s, so that it then clears.
        if snapshot.completed != nil && now - seenAt < 2.1 { overlayDirty = true }
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
        let y = body.maxY + DeviceProfile.windowMargin / 2 + 26
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
