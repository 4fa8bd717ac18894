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

    /// Makes this the clock the framework reads.
    public func makeCurrent() { MediaClock.current = self }

    /// The time of the touch events and gesture timers, in seconds: the host's real time. It moves
    /// with media time, except that the host's slow-animations toggle slows media time only, and
    /// pausing freezes media time only (touch velocities stay real, as in the iOS Simulator, R165).
    public private(set) var inputTime: CFTimeInterval

    /// The calendar date at media time 0 (`calendarDate` adds the media time to it).
    public var calendarOrigin: Date = MediaClock.defaultCalendarOrigin

    /// Creates a clock starting at `time` (media and input time alike).
    public init(time: CFTimeInterval = 0) {
        self.time = time
        inputTime = time
    }

    /// Moves the clock to `newTime`; media time never runs backwards. Input time moves by as much.
    public func advance(to newTime: CFTimeInterval) {
        precondition(newTime.isFinite, "media time must be finite")
        advance(media: newTime - time, input: newTime - time)
    }

    /// Moves the clock forward by `seconds` (negative values are ignored).
    public func advance(by seconds: CFTimeInterval) { advance(media: seconds, input: seconds) }

    /// Moves media time by `media` and input time by `input` seconds (negative values are ignored):
    /// a host that slows or pauses animations moves them apart (R165). Before time moves on, the
    /// current turn of the run loop ends (R162): the work UIKit defers to it runs at the turn's time.
    public func advance(media: CFTimeInterval, input: CFTimeInterval) {
        precondition(media.isFinite && input.isFinite, "media time must be finite")
        guard media > 0 || input > 0 else { return }
        if self === UIKitRuntime.current.mediaClock { AnimationEngine.endTurn() }
        if media > 0 { time += media }
        if input > 0 { inputTime += input }
    }
}

/// The current media time in seconds, from the simulator's media clock (not the wall clock).
@preconcurrency @MainActor
public func CACurrentMediaTime() -> CFTimeInterval { MediaClock.current.time }
