import Foundation

/// What the HUD says about the refresh rate: the rate frames are really presented at and the
/// frames the pace dropped, measured over the last second of continuous drawing — not the
/// display's nominal rate. Pure: the window feeds it presentation times.
public struct FrameRateMeter: Sendable {
    /// The rate the loop paces frames to (the display's, or `--fps`).
    public var nominalRate: Double
    /// How far back the measured rate and the recent drops look, in seconds.
    public static let window: Double = 1
    /// An interval this many nominal intervals long or longer counts as dropped frames.
    public static let dropThreshold: Double = 1.5

    /// Presentation times (host seconds) of the current run of continuous frames, the last second.
    private var presents: [Double] = []
    /// (time, frames dropped before it) for the intervals of the last second that dropped some.
    private var drops: [(time: Double, count: Int)] = []
    /// Frames dropped since the window opened.
    public private(set) var totalDropped = 0

    /// A meter for a loop paced to `nominalRate` frames per second.
    public init(nominalRate: Double) { self.nominalRate = max(1, nominalRate) }

    /// Notes a frame presented at host time `time`. `continuesRun` is false when the loop was idle
    /// (drew nothing) since the last frame: the gap is idling, not a drop, and starts a new run.
    public mutating func framePresented(at time: Double, continuesRun: Bool) {
        if !continuesRun { presents.removeAll() }
        if let last = presents.last {
            let intervals = (time - last) * nominalRate
            if intervals >= Self.dropThreshold {
                let dropped = Int(intervals.rounded()) - 1
                drops.append((time, dropped))
                totalDropped += dropped
            }
        }
        presents.append(time)
        presents.removeAll { time - $0 > Self.window }
        drops.removeAll { time - $0.time > Self.window }
    }

    /// Frames per second over the last second of the current run; nil with fewer than two frames
    /// (idle: nothing is being drawn).
    public var measuredRate: Double? {
        guard presents.count >= 2, let first = presents.first, let last = presents.last, last > first else {
            return nil
        }
        return Double(presents.count - 1) / (last - first)
    }

    /// Frames dropped in the last second.
    public var recentlyDropped: Int { drops.reduce(0) { $0 + $1.count } }

    /// The HUD's words: "58.9 Hz of 60  ·  2 dropped", or "idle (60 Hz display)" while nothing is drawn.
    public var summary: String {
        let nominal = String(format: "%g", nominalRate.rounded())
        guard let rate = measuredRate else { return "idle (\(nominal) Hz display)" }
        return String(format: "%.1f Hz of %@  ·  %d dropped", rate, nominal, recentlyDropped)
    }
}
