import Foundation

/// Ctrl+S in the window: the screen as a PNG with a readable name in the capture folder.
@MainActor
struct ScreenshotSaver {
    /// Where the file goes.
    var folder: CaptureFolder

    /// Saves `simulator`'s screen as `Stagecraft <scene> screenshot <date>.png` and says how it went.
    func save(_ simulator: Simulator, date: Date = Date()) -> CaptureOutcome {
        let name = CaptureFolder.baseName(kind: "screenshot", scene: Self.sceneName(simulator), date: date)
        let file = folder.unusedURL(baseName: name, pathExtension: "png")
        do {
            try folder.create()
        } catch {
            return CaptureOutcome(
                title: "Could not save the screenshot", detail: WriteFailure.reason(error, writing: folder.url.path),
                isError: true)
        }
        do {
            try simulator.screenshot(to: file.path)
        } catch {
            return CaptureOutcome(
                title: "Could not save the screenshot", detail: WriteFailure.reason(error, writing: file.path),
                isError: true)
        }
        return CaptureOutcome(title: "Screenshot saved", detail: CaptureFolder.abbreviated(file.path), file: file)
    }

    /// What capture names call the screen showing: its scene id, `home`, or `screen` for a root
    /// view controller set by hand.
    static func sceneName(_ simulator: Simulator) -> String {
        simulator.sceneID ?? (simulator.isShowingHome ? "home" : "screen")
    }
}
