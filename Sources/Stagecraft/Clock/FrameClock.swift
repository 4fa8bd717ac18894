import Foundation
import UIKit

/// Turns host time into media time: the slow-animations toggle scales it, pause freezes it, and a
/// single-frame step advances it by one frame while paused. Only the media clock changes, so every
/// animation and transition obeys these controls.
@MainActor
public final class FrameClock {
    /// The media clock the framework reads.
    public let mediaClock: MediaClock

    /// The refresh rate frames are paced to.
    public private(set) var framesPerSecond: Double

    /// How much slower than real time media time runs (1 normally, 10 with slow animations).
    public var timeScale: Double = 1

    /// Whether media time is frozen.
    public var isPaused = false

    /// Whether the slow-animations toggle (10× slower, as the iOS Simulator's) is on.
    public var slowAnimations: Bool {
        get { timeScale > 1 }
        set { timeScale = newValue ? 10 : 1 }
    }

    /// The host time last seen, in seconds.
    public private(set) var hostTime: Double = 0

    /// Creates a clock at media time 0.
    public init(framesPerSecond: Double = 60) {
        precondition(framesPerSecond > 0, "frames per second must be positive")
        mediaClock = MediaClock(time: 0)
        self.framesPerSecond = framesPerSecond
    }

    /// Seconds of host time per frame.
    public var frameInterval: Double { 1 / framesPerSecond }

    /// Moves host time forward; media time follows unless paused (scaled by the slow-animations
    /// toggle), while input time — touch timestamps, gesture timers — follows host time itself, as
    /// the iOS Simulator slows animations and not the finger (R165).
    public func advanceHost(to newHostTime: Double) {
        let delta = max(0, newHostTime - hostTime)
        hostTime = max(hostTime, newHostTime)
        mediaClock.advance(media: isPaused ? 0 : delta / timeScale, input: delta)
    }

    /// Advances media time by one frame (scaled like real time) whether or not the clock is paused;
    /// host and input time stay where they are.
    public func stepOneFrame() {
        mediaClock.advance(media: frameInterval / timeScale, input: 0)
    }
}
