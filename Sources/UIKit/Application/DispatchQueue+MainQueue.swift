import Dispatch
import Foundation

/// Work sent to the main queue runs on the app's run loop (R294).
///
/// On iOS the main run loop drains `DispatchQueue.main` every turn, so `DispatchQueue.main.async`
/// runs within a frame and `asyncAfter(deadline: .now() + 0.3)` about 0.3 s later. A headless host
/// never spins a run loop and a simulator's time is its media clock, so these two calls are
/// scheduled on the frame cycle as well: the block runs in the first `FrameCycle.run` at or after
/// the media time it asks for (the call's media time plus the delay), before animations advance
/// and layout runs. Each block is also handed to the real main queue, so code that spins the run
/// loop (`XCTestCase.wait(for:timeout:)`, `RunLoop.main.run(until:)`) sees it run there; whichever
/// comes first runs it, once. Other queues are Dispatch's own.
///
/// Swift picks these overloads for calls that pass neither `qos` nor `flags` (they take fewer
/// parameters than Dispatch's); a call that passes them, or a `DispatchWorkItem`, goes to Dispatch.
extension DispatchQueue {
    /// Submits `work` to run asynchronously: on the main queue, in the app's next frame (R294).
    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label else {
            return async(group: nil, qos: .unspecified, flags: [], execute: work)
        }
        MainQueueSchedule.submit(work, delay: 0)
    }

    /// Submits `work` to run at `deadline`: on the main queue, in the first frame at or after the
    /// media time that far ahead (R294).
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard label == DispatchQueue.main.label else {
            return asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
        }
        guard deadline != .distantFuture else { return }
        // The delay the caller asked for (`.now() + 0.3` minus now), to 0.1 ms so that the
        // microseconds between its `now()` and this one do not make runs differ.
        let now = DispatchTime.now().uptimeNanoseconds  // R294 delay
        let requested = Double(Int64(bitPattern: deadline.uptimeNanoseconds &- now))
        let delay = max(0, (requested / 1e5).rounded() / 1e4)
        MainQueueSchedule.submit(work, delay: delay)
    }
}

/// One block sent to the main queue: run by whichever of the frame cycle and the real main queue
/// gets to it first, once, and then let go (so what it captured is released).
final class MainQueueTicket: @unchecked Sendable {
    private let lock = NSLock()
    private var work: (@Sendable () -> Void)?

    init(_ work: @escaping @Sendable () -> Void) { self.work = work }

    /// Takes the work if nobody has (nil afterwards).
    func claim() -> (@Sendable () -> Void)? {
        lock.lock()
        defer { lock.unlock() }
        let taken = work
        work = nil
        return taken
    }

    /// Whether it is still waiting to run.
    var isPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return work != nil
    }
}

/// The main-queue blocks waiting for their frame (R294), in the runtime state.
@MainActor
final class MainQueueSchedule {
    private struct Entry {
        let ticket: MainQueueTicket
        let due: CFTimeInterval
        let order: Int
    }
    private var entries: [Entry] = []
    private var nextOrder = 0

    /// Blocks submitted from other threads, with their delays, until the next frame takes them.
    nonisolated(unsafe) private static var inbox: [(MainQueueTicket, Double)] = []
    nonisolated private static let inboxLock = NSLock()

    nonisolated static func submit(_ work: @escaping @Sendable () -> Void, delay: Double) {
        let ticket = MainQueueTicket(work)
        DispatchQueue.main.asyncAfter(
            deadline: .now() + delay, qos: .unspecified, flags: [], execute: { ticket.claim()?() })
        if Thread.isMainThread {
            MainActor.assumeIsolated { UIKitRuntime.current.mainQueue.add(ticket, delay: delay) }
        } else {
            inboxLock.lock()
            inbox.append((ticket, delay))
            inboxLock.unlock()
        }
    }

    private func add(_ ticket: MainQueueTicket, delay: Double) {
        entries.append(Entry(ticket: ticket, due: MediaClock.current.time + delay, order: nextOrder))
        nextOrder += 1
    }

    /// Whether a block is waiting (the host keeps drawing frames until it ran).
    var hasPendingWork: Bool { entries.contains { $0.ticket.isPending } }

    /// Runs the blocks due at `mediaTime`, earliest first, then in the order they were sent; blocks
    /// they send wait for the next frame, as a run loop turn drains what was queued when it began.
    func runDue(at mediaTime: CFTimeInterval) {
        Self.inboxLock.lock()
        let arrived = Self.inbox
        Self.inbox.removeAll()
        Self.inboxLock.unlock()
        for (ticket, delay) in arrived { add(ticket, delay: delay) }
        entries.removeAll { !$0.ticket.isPending }
        let due = entries.filter { $0.due <= mediaTime + 1e-9 }.sorted { ($0.due, $0.order) < ($1.due, $1.order) }
        guard !due.isEmpty else { return }
        entries.removeAll { entry in due.contains { $0.ticket === entry.ticket } }
        for entry in due { entry.ticket.claim()?() }
    }

    /// Drops every waiting block: the app they were sent by has ended (`UIKitRuntime.reset()`).
    func cancelAll() {
        for entry in entries { _ = entry.ticket.claim() }
        entries.removeAll()
    }
}
