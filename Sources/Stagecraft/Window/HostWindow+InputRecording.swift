import Foundation
import UIKit

/// Shift+Ctrl+R: the mouse and the app's keys recorded as a script that `--script` replays (the
/// bug-report workflow of docs/scripts.md).
extension HostWindow {
    /// Starts recording: the scene showing restarts from its beginning (or the home screen
    /// reopens) in portrait, so that the replay, which starts there too, sees what the user saw.
    func startInputRecording() {
        guard simulator.currentTransition == nil, !simulator.isTouching else {
            showToast(
                "Not now: a transition is running", detail: "recording restarts the scene; start it when nothing moves",
                isError: true)
            return
        }
        if simulator.orientation != .portrait {
            simulator.rotate(to: .portrait, animated: false)
            resizeWindow()
        }
        let restarted: String
        if let id = simulator.sceneID, (try? simulator.openScene(id)) != nil {
            restarted = "\(id) restarted from its beginning"
        } else {
            simulator.openHome()
            restarted = "from the home screen"
        }
        let header = InputRecorder.header(for: simulator, commandName: commandName, date: Date())
        input.recorder = InputRecorder(header: header, startedAt: simulator.clock.hostTime)
        inputRecordingScene = ScreenshotSaver.sceneName(simulator)
        hudText = ""
        report(CaptureOutcome(title: "Recording input (Shift+Ctrl+R stops)", detail: restarted))
    }

    /// Stops recording and saves the script in the capture folder as
    /// `Stagecraft <scene> input <date>.txt`.
    func stopInputRecording() {
        guard let recorder = input.recorder else { return }
        input.recorder = nil
        hudText = ""
        let text = recorder.script(endingAt: simulator.clock.hostTime)
        let name = CaptureFolder.baseName(kind: "input", scene: inputRecordingScene, date: Date())
        let file = captureFolder.unusedURL(baseName: name, pathExtension: "txt")
        do {
            try captureFolder.create()
            try Data(text.utf8).write(to: file)
        } catch {
            report(
                CaptureOutcome(
                    title: "Could not save the input recording",
                    detail: WriteFailure.reason(error, writing: file.path), isError: true))
            return
        }
        report(
            CaptureOutcome(
                title: "Input recorded (\(recorder.commandCount) events)", detail: CaptureFolder.abbreviated(file.path),
                file: file))
        print("\(commandName): replay it with: \(commandName) --script \"\(file.path)\"")
    }
}
