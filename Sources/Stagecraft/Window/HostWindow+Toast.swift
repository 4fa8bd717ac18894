import Foundation
import UIKit

/// Toasts: a message over the device for a few seconds, also printed on the terminal.
extension HostWindow {
    /// Shows a toast (and nothing on the terminal: see `report(_:)`).
    func showToast(_ title: String, detail: String? = nil, isError: Bool = false) {
        toast = Toast(title: title, detail: detail, isError: isError, shownAt: Self.hostSeconds())
        overlayDirty = true
    }

    /// Shows a capture's outcome as a toast and prints it: stdout, or stderr for a failure.
    func report(_ outcome: CaptureOutcome) {
        var detail = outcome.detail
        if !outcome.isError, let file = outcome.file {
            // The name whole on one line, the folder on the next: a full path would be cut in the middle.
            detail =
                file.lastPathComponent + (outcome.detail?.hasSuffix("/") == true ? "/" : "") + "\n"
                + "in " + CaptureFolder.abbreviated(file.deletingLastPathComponent().path)
        }
        showToast(outcome.title, detail: detail, isError: outcome.isError)
        let line = "\(commandName): \(outcome.line)\n"
        if outcome.isError {
            FileHandle.standardError.write(Data(line.utf8))
        } else {
            print(line, terminator: "")
        }
    }

    static let toastTitleFont = UIFont.systemFont(ofSize: 14, weight: .semibold)
    static let toastDetailFont = UIFont.systemFont(ofSize: 12)

    /// The toast, opaque, centred over the lower part of the screen; gone after a few seconds.
    func drawToast() {
        guard let toast else { return }
        guard toast.isShowing(at: Self.hostSeconds()) else {
            self.toast = nil
            overlayDirty = true
            return
        }
        let scale = pixelScale
        let screen = simulator.geometry.screenFrameInWindow
        let maxText = screen.width - 56
        let title = Toast.fitted(toast.title, maxWidth: maxText) { self.fonts.width(of: $0, font: Self.toastTitleFont) }
        let details = (toast.detail?.split(separator: "\n").map(String.init) ?? []).map { text in
            Toast.fitted(text, maxWidth: maxText) { self.fonts.width(of: $0, font: Self.toastDetailFont) }
        }
        let textWidth = details.reduce(fonts.width(of: title, font: Self.toastTitleFont)) {
            max($0, fonts.width(of: $1, font: Self.toastDetailFont))
        }
        let height = 36 + CGFloat(details.count) * 17
        let width = min(screen.width - 24, textWidth + 32)
        let box = CGRect(x: screen.midX - width / 2, y: screen.maxY - 96 - height, width: width, height: height)
        let background =
            toast.isError ? CGColor(red: 0.62, green: 0.1, blue: 0.08, alpha: 1) : CGColor(gray: 0.13, alpha: 1)
        renderer.fillRoundedRect(
            CGRect(x: box.minX * scale, y: box.minY * scale, width: box.width * scale, height: box.height * scale),
            radius: 12 * scale, color: background)
        renderer.drawText(
            title, font: Self.toastTitleFont, color: CGColor(gray: 1, alpha: 1),
            at: CGPoint(x: (box.minX + 16) * scale, y: (box.minY + 10) * scale), scale: scale)
        for (index, detail) in details.enumerated() {
            renderer.drawText(
                detail, font: Self.toastDetailFont, color: CGColor(gray: index == 0 ? 0.9 : 0.7, alpha: 1),
                at: CGPoint(x: (box.minX + 16) * scale, y: (box.minY + 30 + CGFloat(index) * 17) * scale),
                scale: scale)
        }
        // Keep drawing so that the toast goes on time.
        overlayDirty = true
    }
}
