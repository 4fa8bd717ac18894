import Foundation

/// A timer synchronised with the frame cycle, on the media clock.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// The scheduled links of the app that runs now (`UIKitRuntimeState.displayLinks`).
    private static var links: [CADisplayLink] {
        get { UIKitRuntime.current.displayLinks }
        set { UIKitRuntime.current.displayLinks = newValue }
    }

    private var handler: ((CADisplayLink) -> Void)?
    private var isScheduled = false

    /// The media time of the last frame.
    public private(set) var timestamp: CFTimeInterval = 0
    /// The media time of the next frame.
    public private(set) var targetTimestamp: CFTimeInterval = 0
    /// The time between frames (the host's frame interval, 1/60 s assumed).
    public private(set) var duration: CFTimeInterval = 1.0 / 60
    /// Whether callbacks are suspended.
    public var isPaused = false
    /// The wanted callback rate (0: every frame).
    public var preferredFramesPerSecond = 0

    /// The frame rates the link would like (iOS 15; kept: the link fires at the display's rate or
    /// `preferredFramesPerSecond`).
    public var preferredFrameRateRange: CAFrameRateRange = .default

    /// Creates a display link calling `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) { self.handler = handler }

    /// Creates a display link calling `selector` on `target` every frame once added to a run loop —
    /// `CADisplayLink(target: self, selector: #selector(step(_:)))` written with a method reference
    /// (`selector: Animator.step`, porting.md). As in Core Animation the link retains its target
    /// until it is invalidated (R245): a link made by an object that only invalidates it in `deinit`
    /// keeps that object alive.
    public convenience init<Target: AnyObject>(
        target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void
    ) {
        self.init { link in selector(target)(link) }
    }

    /// A display link calling a method that takes no argument (`selector: Animator.tick`).
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// Schedules the link (the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled, !isInvalidated else { return }
        isScheduled = true
        Self.links.append(self)
    }

    /// Unschedules the link and releases its target.
    public func invalidate() {
        isScheduled = false
        isInvalidated = true
        handler = nil
        Self.links.removeAll { $0 === self }
    }

    /// Unschedules the link from a run loop (it can be added again).
    public func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
        isScheduled = false
        Self.links.removeAll { $0 === self }
    }

    /// Whether `invalidate()` was called: the handler (and a target it holds) is dropped then.
    private var isInvalidated = false

    /// Calls every scheduled, unpaused link (step 3 of the frame, before animations advance).
    package static func fire(mediaTime: CFTimeInterval) {
        for link in links where !link.isPaused {
            if link.preferredFramesPerSecond > 0 {
                let interval = 1.0 / Double(link.preferredFramesPerSecond)
                if link.timestamp > 0 && mediaTime - link.timestamp < interval * 0.999 { continue }
            }
            if link.timestamp > 0 && mediaTime > link.timestamp { link.duration = mediaTime - link.timestamp }
            link.timestamp = mediaTime
            link.targetTimestamp = mediaTime + link.duration
            link.handler?(link)
        }
    }

    /// Whether any link wants frames.
    package static var wantsFrames: Bool { links.contains { !$0.isPaused } }
}

/// A range of frame rates for a display link or animation (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?
    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }
    /// The system's choice.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)
}
