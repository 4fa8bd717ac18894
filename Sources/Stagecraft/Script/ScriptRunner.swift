import Foundation
import UIKit

/// Runs a parsed `Script` on a `Simulator`, command by command, on the virtual clock.
///
/// The first command that fails — an `expect` that is false, a `tap "Title"` that finds nothing, a
/// file that cannot be written, a `device` other than the simulator's — stops the run with a
/// `ScriptError` naming its line. While a `record` is on, every frame cycle the simulator runs
/// (waiting, stepping, tapping, dragging) writes a numbered PNG; a `record NAME.mp4` writes them to
/// a temporary folder, encodes them with ffmpeg when it stops and removes the folder.
@MainActor
public final class ScriptRunner {
    /// The script.
    public let script: Script
    /// The simulator it drives.
    public let simulator: Simulator
    /// What relative paths in the script are relative to (the working directory by default).
    public let baseDirectory: URL
    /// Receives one line per file written (`wrote shot.png`, `recorded 10 frames to out/`).
    public var output: (String) -> Void = { print($0) }
    /// Receives the view tree of a `dump` without a FILE (printed as is by default).
    public var dumpOutput: (String) -> Void = { print($0, terminator: "") }
    /// The files written so far, in order (screenshots, dumps and recorded frames).
    public private(set) var writtenFiles: [String] = []

    /// An open `record`.
    private struct Recording {
        var folder: URL
        var displayPath: String
        var every: Int
        var includeDeviceFrame: Bool
        var framesSeen = 0
        var framesWritten = 0
        /// For `record NAME.mp4`: the video to encode the frames (in a temporary `folder`) to.
        var video: URL?
        var line: Int
    }

    private var recording: Recording?
    private var frameError: String?
    private var fingerAt: CGPoint?

    /// Prepares to run `script` on `simulator`; relative paths resolve against `baseDirectory`.
    public init(script: Script, simulator: Simulator, baseDirectory: URL? = nil) {
        self.script = script
        self.simulator = simulator
        self.baseDirectory =
            baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
    }

    /// Runs every command in order; throws a `ScriptError` at the first that fails. A recording
    /// still open at the end is stopped.
    public func run() throws {
        simulator.frameObserver = { [weak self] simulator in self?.frameDidRun(simulator) }
        defer {
            simulator.frameObserver = nil
            // A video's frames live in a temporary folder: never leave it behind after a failure.
            if let open = recording, open.video != nil { try? FileManager.default.removeItem(at: open.folder) }
            recording = nil
        }
        for step in script.steps {
            try execute(step.command, line: step.line)
            if let message = frameError { throw failure(message, line: step.line) }
        }
        if let open = recording {
            recording = nil
            try finishRecording(open)
        }
    }

    private func failure(_ message: String, line: Int) -> ScriptError {
        ScriptError(file: script.name, line: line, message: message)
    }

    private func url(_ path: String) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : baseDirectory.appendingPathComponent(path)
    }

    // MARK: Commands

    /// Runs one command (the fuzz harness drives the runner step by step through this).
    func execute(_ command: ScriptCommand, line: Int) throws {
        switch command {
        case .scene(let id):
            do {
                try simulator.openScene(id)
            } catch {
                throw failure("\(error)", line: line)
            }
        case .device(let id):
            guard simulator.device.id == id else {
                throw failure(
                    "the script needs device '\(id)' but the simulator is '\(simulator.device.id)' (the device is chosen when the simulator is made)",
                    line: line)
            }
        case .wait(let seconds): simulator.advance(seconds: seconds)
        case .frames(let count): simulator.advance(frames: count)
        case .tapPoint(let point):
            simulator.tap(at: point)
            fingerAt = nil
        case .tapTitle(let title):
            guard let view = ScriptViewFinder.find(title, in: simulator.window) else {
                throw failure("tap \(ViewTreeDump.quote(title)): no visible button or label has that title", line: line)
            }
            simulator.tap(view)
            fingerAt = nil
        case .press(let point):
            simulator.press(at: point)
            fingerAt = point
        case .move(let point, let over):
            move(to: point, over: over ?? 0)
        case .release:
            simulator.release()
            fingerAt = nil
        case .drag(let from, let to, let seconds):
            simulator.drag(along: [from, to], duration: seconds)
            fingerAt = nil
        case .press2(let a, let b):
            simulator.pressFingers(at: [a, b])
            fingerAt = nil
        case .move2(let a, let b, let over): simulator.moveFingers(to: [a, b], duration: over ?? 0)
        case .release2: simulator.releaseFingers()
        case .pinch(let center, let from, let to, let seconds):
            simulator.pinch(center: center, from: from, to: to, duration: seconds)
            fingerAt = nil
        case .twist(let center, let degrees, let seconds, let apart):
            simulator.twist(center: center, by: CGFloat(degrees * .pi / 180), distance: apart, duration: seconds)
            fingerAt = nil
        case .rotate(let rotation):
            let turned: Bool
            switch rotation {
            case .left: turned = simulator.rotateLeft()
            case .right: turned = simulator.rotateRight()
            case .portrait: turned = simulator.rotate(to: .portrait)
            case .landscapeLeft: turned = simulator.rotate(to: .landscapeLeft)
            case .landscapeRight: turned = simulator.rotate(to: .landscapeRight)
            }
            // A refusal is UIKit behaviour (R18, supported orientations), not a script error:
            // say so, and let `expect diagnostic` check it.
            if !turned {
                output("\(script.name):\(line): note: rotate \(rotation.rawValue) was refused (see the diagnostics)")
            }
        case .home: simulator.openHome()
        case .shake: simulator.shake()
        case .shortcut(let input, let flags): simulator.pressHardwareKey(input, modifiers: flags)
        case .scroll(let point, let delta): simulator.scroll(at: point, by: delta)
        case .scrub(let fraction, let over):
            guard simulator.holdTransition() else {
                throw failure(
                    "scrub: no transition in flight that the timeline can hold (\(describeTransition()))", line: line)
            }
            scrub(to: fraction, over: over ?? 0)
        case .scrubEnd(let end):
            guard let hold = simulator.timelineHold, hold.isHolding else {
                throw failure("scrub \(end.rawValue): the timeline holds nothing (\(describeTransition()))", line: line)
            }
            if end == .cancel, !hold.canCancel {
                throw failure(
                    "scrub cancel: '\(simulator.currentTransition?.name ?? "the transition")' runs by itself and can only finish (scrub finish or scrub release)",
                    line: line)
            }
            simulator.releaseTransition(cancel: end == .release ? nil : end == .cancel)
        case .slow(let on): simulator.slowAnimations = on
        case .pause(let on): simulator.isPaused = on
        case .step: simulator.stepFrame()
        case .appearance(let style): simulator.userInterfaceStyle = style
        case .contentSize(let category): simulator.contentSizeCategory = category
        case .screenshot(let path, let includeDeviceFrame):
            do {
                try simulator.screenshot(to: url(path).path, includeDeviceFrame: includeDeviceFrame)
            } catch {
                throw failure("could not write the screenshot '\(path)': \(error)", line: line)
            }
            wrote(path)
        case .record(let folder, let every, let includeDeviceFrame):
            let isVideo = ScriptCommand.isVideo(folder)
            let target =
                isVideo
                ? FileManager.default.temporaryDirectory.appendingPathComponent(
                    "stagecraft-record-\(UUID().uuidString)")
                : url(folder)
            do {
                try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
            } catch {
                throw failure("could not create the folder '\(isVideo ? target.path : folder)': \(error)", line: line)
            }
            recording = Recording(
                folder: target, displayPath: folder, every: every, includeDeviceFrame: includeDeviceFrame,
                video: isVideo ? url(folder) : nil, line: line)
        case .stop:
            if let open = recording {
                recording = nil
                try finishRecording(open)
            }
        case .dump(let path):
            let text = simulator.viewTreeDump()
            guard let path else {
                dumpOutput(text)
                return
            }
            do {
                try Data(text.utf8).write(to: url(path))
            } catch {
                throw failure("could not write the view tree to '\(path)': \(error)", line: line)
            }
            wrote(path)
        case .expectTransition(let state):
            if let message = checkTransition(state) { throw failure(message, line: line) }
        case .expectView(let title, let visible):
            let found = ScriptViewFinder.find(title, in: simulator.window)
            if visible, found == nil {
                throw failure(
                    "expected \(ViewTreeDump.quote(title)) visible, but no visible button or label has that title",
                    line: line)
            }
            if !visible, let found {
                throw failure(
                    "expected \(ViewTreeDump.quote(title)) hidden, but \(ScriptViewFinder.describe(found)) is visible",
                    line: line)
            }
        case .pick(let point):
            guard let view = simulator.pickView(at: point) else {
                output("\(script.name):\(line): pick: nothing is drawn at that point")
                return
            }
            output(
                "pick \(ViewTreeDump.number(point.x)) \(ViewTreeDump.number(point.y)): "
                    + ViewPicker.details(of: view).joined(separator: " | "))
        case .expectDiagnostic(let name):
            let diagnostics = simulator.diagnostics
            if !diagnostics.contains(where: { $0.name == name }) {
                let seen = Set(diagnostics.map(\.name)).sorted()
                throw failure(
                    "expected a diagnostic '\(name)', but none was reported (reported: \(seen.isEmpty ? "none" : seen.joined(separator: ", ")))",
                    line: line)
            }
        case .type(let text):
            guard simulator.type(text) else {
                throw failure(
                    "type \(ViewTreeDump.quote(text)): nothing is editing (no first responder takes keys); tap a text field first",
                    line: line)
            }
        case .key(let key):
            guard simulator.press(key: key) else {
                throw failure(
                    "key \(key.rawValue): nothing is editing (no first responder takes keys); tap a text field first",
                    line: line)
            }
        }
    }

    /// Moves the finger to `point`: at once, or evenly over `seconds`, one step per frame cycle
    /// (as `Simulator.drag` does, so velocities are real).
    private func move(to point: CGPoint, over seconds: Double) {
        let start = fingerAt ?? point
        let frames = seconds > 0 ? max(1, Int((seconds / simulator.clock.frameInterval).rounded())) : 0
        for frame in stride(from: 1, through: frames, by: 1) {
            simulator.advance(frames: 1)
            let t = CGFloat(frame) / CGFloat(frames)
            simulator.move(to: CGPoint(x: start.x + (point.x - start.x) * t, y: start.y + (point.y - start.y) * t))
        }
        if frames == 0 { simulator.move(to: point) }
        fingerAt = point
    }

    /// Moves the held transition to `fraction`: at once, or evenly over `seconds` from where it
    /// is held, one step per frame cycle.
    private func scrub(to fraction: CGFloat, over seconds: Double) {
        let start = simulator.timelineHold?.fraction ?? fraction
        let frames = seconds > 0 ? max(1, Int((seconds / simulator.clock.frameInterval).rounded())) : 0
        for frame in stride(from: 1, through: frames, by: 1) {
            simulator.advance(frames: 1)
            simulator.scrubTransition(to: start + (fraction - start) * CGFloat(frame) / CGFloat(frames))
        }
        if frames == 0 { simulator.scrubTransition(to: fraction) }
    }

    /// What is in flight, for messages: "'present B' is in flight (not interactive)", "none is in flight".
    private func describeTransition() -> String {
        let current = simulator.currentTransition
        if let current {
            let how =
                current.isInteractive
                ? "interactive, \(Int((current.percentComplete * 100).rounded())) %" : "not interactive"
            return "'\(current.name)' is in flight (\(how))"
        } else if let last = simulator.lastEndedTransition {
            return
                "none is in flight (the last, '\(last.name)', \(last.completed == true ? "completed" : "was cancelled"))"
        }
        return "none is in flight"
    }

    /// Nil when the transition is as expected, else why not.
    private func checkTransition(_ state: ScriptCommand.TransitionState) -> String? {
        let current = simulator.currentTransition
        let now: String
        if simulator.timelineHold?.isHolding == true, let current {
            now = "'\(current.name)' is held by the timeline"
        } else if let current {
            // Only a gesture-driven transition has a percent complete (the context's); an
            // animation running by itself reports 0 there, which would read as "not started".
            let how =
                current.isInteractive
                ? "interactive, \(Int((current.percentComplete * 100).rounded())) %" : "not interactive"
            now = "'\(current.name)' is in flight (\(how))"
        } else if let last = simulator.lastEndedTransition {
            now =
                "none is in flight (the last, '\(last.name)', \(last.completed == true ? "completed" : "was cancelled"))"
        } else {
            now = "none is in flight"
        }
        let ok: Bool
        switch state {
        case .none: ok = current == nil
        case .running: ok = current != nil
        case .interactive: ok = current?.isInteractive == true
        case .held: ok = current != nil && simulator.timelineHold?.isHolding == true
        }
        return ok ? nil : "expected transition \(state.rawValue), but \(now)"
    }

    // MARK: Output

    private func wrote(_ path: String) {
        writtenFiles.append(url(path).path)
        output("wrote \(path)")
    }

    /// Ends a recording: reports its frames, or encodes them to the video and removes their
    /// temporary folder (also when the encode fails).
    private func finishRecording(_ open: Recording) throws {
        let frames = "\(open.framesWritten) frame\(open.framesWritten == 1 ? "" : "s")"
        guard let video = open.video else {
            output("recorded \(frames) to \(open.displayPath)")
            return
        }
        defer { try? FileManager.default.removeItem(at: open.folder) }
        let frameFiles = Set(writtenFiles.filter { $0.hasPrefix(open.folder.path + "/") })
        writtenFiles.removeAll { frameFiles.contains($0) }
        guard open.framesWritten > 0 else {
            throw failure("no frame ran while recording '\(open.displayPath)' (nothing to encode)", line: open.line)
        }
        guard let ffmpeg = script.ffmpegPath ?? VideoEncoder.ffmpegPath() else {
            throw failure(VideoEncoder.missingFFmpegMessage, line: open.line)
        }
        // Every Nth frame of 60 Hz plays at 60/N frames per second: the video runs in real time.
        let framesPerSecond = simulator.clock.framesPerSecond / Double(open.every)
        do {
            try VideoEncoder.encode(
                folder: open.folder, framesPerSecond: framesPerSecond, output: video, ffmpeg: ffmpeg)
        } catch {
            throw failure("could not encode '\(open.displayPath)': \(error)", line: open.line)
        }
        writtenFiles.append(video.path)
        output("recorded \(frames) to \(open.displayPath) (\(String(format: "%g", framesPerSecond)) fps)")
    }

    /// After each frame cycle: writes the frame when recording.
    private func frameDidRun(_ simulator: Simulator) {
        guard var open = recording, frameError == nil else { return }
        open.framesSeen += 1
        if (open.framesSeen - 1) % open.every == 0 {
            let name = String(format: "frame-%05d.png", open.framesWritten + 1)
            let file = open.folder.appendingPathComponent(name)
            do {
                try simulator.screenshot(to: file.path, includeDeviceFrame: open.includeDeviceFrame)
                open.framesWritten += 1
                writtenFiles.append(file.path)
            } catch {
                frameError = "could not write the recorded frame '\(open.displayPath)/\(name)': \(error)"
            }
        }
        recording = open
    }
}
