import Foundation

/// A timer synchronised with the frame cycle, on the media clock.
@preconcurrency @MainActor
public final class CADisplayLink: NSObject {
    /// The scheduled links of the app that runs now (`UIKitRuntimeState.displayLinks`).
    private static var links: [CADisplayLink] {
        get { UIKitRuntime.current.displayLinks }
        set { UIKitRuntime.current.displayLinks = newValue }
    }

    private let handler: (CADisplayLink) -> Void
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

    /// Creates a display link calling `handler` every frame once added to a run loop.
    public init(handler: @escaping @MainActor (CADisplayLink) -> Void) { self.handler = handler }

    /// Schedules the link (the run loop and mode are accepted for source compatibility).
    public func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard !isScheduled else { return }
        isScheduled = true
        Self.links.append(self)
    }

    /// Unschedules the link.
    public func invalidate() {
        isScheduled = false
        Self.links.removeAll { $0 === self }
    }

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
            link.handler(link)
        }
    }

    /// Whether any link wants frames.
    package static var wantsFrames: Bool { links.contains { !$0.isPaused } }
}
