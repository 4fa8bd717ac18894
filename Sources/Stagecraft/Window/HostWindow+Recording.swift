import Foundation
import UIKit

/// Ctrl+R: every drawn frame of the screen to PNGs, and an .mp4 when ffmpeg is on PATH.
extension HostWindow {
    /// Starts writing every drawn frame of the screen to `./stagecraft-recording-<time>/`.
    func startRecording() {
        let name = "stagecraft-recording-\(Int(Date().timeIntervalSince1970))"
        let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(name)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            print("stagecraft: could not start recording: \(error)")
            return
        }
        windowRecording = WindowRecording(folder: folder, name: name)
        print("stagecraft: recording to \(name)/ (Ctrl+R stops)")
    }

    /// Writes the screen as it is now (the software renderer's pixels, as `Simulator.render()`).
    func recordFrame() {
        guard var open = windowRecording else { return }
        let file = open.folder.appendingPathComponent(String(format: "frame-%05d.png", open.frames + 1))
        do {
            try simulator.screenshot(to: file.path)
        } catch {
            print("stagecraft: recording stopped: could not write \(file.lastPathComponent): \(error)")
            windowRecording = open
            stopRecording()
            return
        }
        if open.frames == 0 { open.firstFrameAt = Self.hostSeconds() }
        open.frames += 1
        open.lastFrameAt = Self.hostSeconds()
        windowRecording = open
    }

    /// Stops the recording; encodes `stagecraft-recording-<time>.mp4` beside the folder when
    /// ffmpeg is on PATH, at the rate the frames were really recorded at (so it plays in real time).
    func stopRecording() {
        guard let open = windowRecording else { return }
        windowRecording = nil
        overlayDirty = true
        hudText = ""
        print("stagecraft: recorded \(open.frames) frame\(open.frames == 1 ? "" : "s") to \(open.name)/")
        guard open.frames > 0 else { return }
        guard let ffmpeg = VideoEncoder.ffmpegPath() else {
            print("stagecraft: no ffmpeg on PATH (apt-get install ffmpeg): the frames stay PNGs")
            return
        }
        let video = open.folder.deletingLastPathComponent().appendingPathComponent("\(open.name).mp4")
        let fps = open.framesPerSecond(displayRate: Double(simulator.screen.maximumFramesPerSecond))
        do {
            try VideoEncoder.encode(folder: open.folder, framesPerSecond: fps, output: video, ffmpeg: ffmpeg)
            print("stagecraft: saved \(open.name).mp4 (\(String(format: "%.1f", fps)) fps)")
        } catch {
            print("stagecraft: could not encode \(open.name).mp4: \(error)")
        }
    }
}
