import Foundation
import UIKit

/// Ctrl+R: every drawn frame of the screen to PNGs in the capture folder, and an .mp4 beside them
/// when ffmpeg is on PATH; each step says what it did as a toast and a terminal line.
extension HostWindow {
    /// Starts writing every drawn frame of the screen to `Stagecraft <scene> recording <date>/`.
    func startRecording() {
        let name = CaptureFolder.baseName(
            kind: "recording", scene: ScreenshotSaver.sceneName(simulator), date: Date())
        let folder = captureFolder.unusedURL(baseName: name, pathExtension: "")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            report(
                CaptureOutcome(
                    title: "Could not start recording", detail: WriteFailure.reason(error, writing: folder.path),
                    isError: true))
            return
        }
        windowRecording = WindowRecording(folder: folder, name: folder.lastPathComponent)
        report(
            CaptureOutcome(
                title: "Recording the screen (Ctrl+R stops)", detail: CaptureFolder.abbreviated(folder.path) + "/",
                file: folder))
    }

    /// Writes the screen as it is now (the software renderer's pixels, as `Simulator.render()`).
    func recordFrame() {
        guard var open = windowRecording else { return }
        let file = open.folder.appendingPathComponent(String(format: "frame-%05d.png", open.frames + 1))
        do {
            try simulator.screenshot(to: file.path)
        } catch {
            windowRecording = open
            stopRecording(
                failure: CaptureOutcome(
                    title: "Recording stopped", detail: WriteFailure.reason(error, writing: file.path), isError: true))
            return
        }
        if open.frames == 0 { open.firstFrameAt = Self.hostSeconds() }
        open.frames += 1
        open.lastFrameAt = Self.hostSeconds()
        windowRecording = open
    }

    /// Stops the recording; encodes `NAME.mp4` beside the folder when ffmpeg is on PATH, at the
    /// rate the frames were really recorded at (so it plays in real time). A `failure` (a frame
    /// that could not be written) is reported instead of the usual summary.
    func stopRecording(failure: CaptureOutcome? = nil) {
        guard let open = windowRecording else { return }
        windowRecording = nil
        overlayDirty = true
        hudText = ""
        let frames = "\(open.frames) frame\(open.frames == 1 ? "" : "s")"
        if let failure {
            report(failure)
            return
        }
        let folderName = CaptureFolder.abbreviated(open.folder.path) + "/"
        guard open.frames > 0 else {
            report(CaptureOutcome(title: "Recorded no frames", detail: folderName, file: open.folder))
            return
        }
        guard let ffmpeg = VideoEncoder.ffmpegPath() else {
            report(
                CaptureOutcome(
                    title: "Recorded \(frames) as PNGs (no ffmpeg for an .mp4)", detail: folderName, file: open.folder))
            return
        }
        let video = open.folder.deletingLastPathComponent().appendingPathComponent("\(open.name).mp4")
        let fps = open.framesPerSecond(displayRate: Double(simulator.screen.maximumFramesPerSecond))
        // Encoding blocks the loop for a moment: say so on screen first.
        showToast("Encoding \(frames)…", detail: CaptureFolder.abbreviated(video.path))
        draw()
        presentFrame()
        do {
            try VideoEncoder.encode(folder: open.folder, framesPerSecond: fps, output: video, ffmpeg: ffmpeg)
            report(
                CaptureOutcome(
                    title: "Recorded \(frames) (\(String(format: "%.0f", fps)) fps)",
                    detail: CaptureFolder.abbreviated(video.path), file: video))
        } catch {
            report(
                CaptureOutcome(
                    title: "Could not encode the video (the PNGs stay)", detail: WriteFailure.reason(of: error),
                    isError: true, file: open.folder))
        }
    }
}
