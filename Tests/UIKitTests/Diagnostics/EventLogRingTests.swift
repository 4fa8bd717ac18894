import UIKit
import XCTest

/// Issue 17 finding 4: the event log keeps the newest `capacity` entries and counts what it drops,
/// so a long run stays in bounded memory.
@MainActor
final class EventLogRingTests: XCTestCase {
    func testTheLogKeepsTheNewestEntriesInOrderAndCountsTheDropped() async throws {
        let log = EventLog(capacity: 4)
        for i in 1...3 { log.record("e\(i)") }
        XCTAssertEqual(log.entries, ["e1", "e2", "e3"])
        XCTAssertEqual(log.droppedCount, 0)

        for i in 4...10 { log.record("e\(i)") }

        XCTAssertEqual(log.entries, ["e7", "e8", "e9", "e10"])
        XCTAssertEqual(log.droppedCount, 6)
        XCTAssertEqual(log.recordedCount, 10)
        XCTAssertEqual(log.last(2), ["e9", "e10"])
        XCTAssertEqual(log.last(99), ["e7", "e8", "e9", "e10"])
        XCTAssertEqual(log.last(0), [])
    }

    func testEmptyingResetsTheRingAndTheDroppedCount() async throws {
        let log = EventLog(capacity: 2)
        for i in 1...5 { log.record("e\(i)") }
        log.removeAll()
        XCTAssertEqual(log.entries, [])
        XCTAssertEqual(log.droppedCount, 0)
        log.record("a")
        log.record("b")
        log.record("c")
        XCTAssertEqual(log.entries, ["b", "c"])
        XCTAssertEqual(log.droppedCount, 1)
    }

    func testADisabledLogRecordsNothingAndTheDefaultCapacityIsTwentyThousand() async throws {
        let log = EventLog()
        XCTAssertEqual(log.capacity, 20_000)
        log.isEnabled = false
        log.record("x")
        XCTAssertEqual(log.recordedCount, 0)
        log.isEnabled = true
        for i in 0..<20_005 { log.record("\(i)") }
        XCTAssertEqual(log.entries.count, 20_000)
        XCTAssertEqual(log.entries.first, "5")
        XCTAssertEqual(log.droppedCount, 5)
    }
}
