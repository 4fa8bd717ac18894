import Foundation
import UIKit

/// The rate of an interactive transition's progress over the last 100 ms, from samples the
/// window takes each frame (the same window the pan recognizer's velocity uses).
public struct PercentRateMeter: Sendable {
    /// How far back samples reach, in media seconds.
    public static let window: Double = 0.1
    private var samples: [(time: Double, percent: CGFloat)] = []

    /// An empty meter.
    public init() {}

    /// Notes the progress at a media time; a new transition (`reset`) starts over.
    public mutating func add(_ percent: CGFloat, at time: Double) {
        if let last = samples.last, last.time == time {
            samples[samples.count - 1].percent = percent
        } else {
            samples.append((time, percent))
        }
        // Keep the last 100 ms, plus the newest sample before them as an anchor.
        while samples.count > 2, time - samples[1].time > Self.window { samples.removeFirst() }
    }

    /// Forgets the samples.
    public mutating func reset() { samples.removeAll() }

    /// Progress per second over the samples, or nil with fewer than two.
    public var rate: CGFloat? {
        guard let first = samples.first, let last = samples.last, last.time > first.time else { return nil }
        return (last.percent - first.percent) / CGFloat(last.time - first.time)
    }
}
