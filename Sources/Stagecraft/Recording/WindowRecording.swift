import Foundation

/// A Ctrl+R recording in the window: where its frames go and how fast they really came.
struct WindowRecording {
    /// The folder of `frame-00001.png`, … (`./stagecraft-recording-<time>`).
    var folder: URL
    /// The folder's name, also the video's (`NAME.mp4`).
    var name: String
    /// Frames written so far.
    var frames = 0
    /// Host seconds of the first and last frame written.
    var firstFrameAt = 0.0
    var lastFrameAt = 0.0

    /// The rate to play the frames at so that they take the time they took to record: the
    /// measured rate, never above the display's (a slow disk lowers it), the display's when too
    /// few frames were written to measure.
    func framesPerSecond(displayRate: Double) -> Double {
        let display = max(1, displayRate)
        guard frames > 1, lastFrameAt > firstFrameAt else { return display }
        let measured = Double(frames - 1) / (lastFrameAt - firstFrameAt)
        return min(display, max(1, measured))
    }
}
