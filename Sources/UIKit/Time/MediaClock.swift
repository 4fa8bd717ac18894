import Foundation

/// Seconds on the media clock (CoreFoundation's name).
public typealias CFTimeInterval = Double

/// The media clock of the current simulator: the only notion of "now" the framework has.
///
/// The host (the SDL frame loop or the headless `Simulator`) advances it; nothing in UIKit reads a
/// wall clock, so every run is reproducible.
@preconcurrency @MainActor
public final class MediaClock {
    /// The clock the framework reads (`CACurrentMediaTime()`); replaced when a simulator is created.
    public internal(set) static var current: MediaClock {
        get { UIKitRuntime.current.mediaClock }
        set { UIKitRuntime.current.mediaClock = newValue }
    }

    /// The media time in seconds.
    public private(set) var time: CFTimeInterval

    /// Creates a clock starting at `time`.
    public init(time: CFTimeInterval = 0) { self.time = time }

    /// Makes this the clock the framework reads.
    public func makeCurrent() { MediaClock.current = self }

    /// Moves the clock to `newTime`; media time never runs backwards.
    public func advance(to newTime: CFTimeInterval) {
        precondition(newTime.isFinite, "media time must be finite")
        if newTime > time { time = newTime }
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: CFTimeInterval) { advance(to: time + max(0, seconds)) }
}

/// The current media time in seconds, from the simulator's media clock (not the wall clock).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.time }
