import XCTest

@testable import UIKit

/// `CADisplayLink(target:selector:)` written with a method reference (R245): it fires each frame
/// and retains its target until invalidated, Core Animation's classic retain cycle.
@MainActor
final class DisplayLinkTargetTests: XCTestCase {
    @MainActor private final class Ticker {
        var ticks: [CFTimeInterval] = []
        var link: CADisplayLink?
        func start() {
            let link = CADisplayLink(target: self, selector: Ticker.step)
            link.add(to: .main, forMode: .common)
            self.link = link
        }
        func step(_ link: CADisplayLink) { ticks.append(link.timestamp) }
        func stop() { link?.invalidate() }
    }

    func testR245TheLinkCallsItsTargetEachFrameAndRetainsItUntilInvalidated() async {
        UIKitRuntime.reset()
        let clock = MediaClock(time: 0)
        clock.makeCurrent()
        var ticker: Ticker? = Ticker()
        weak let weakTicker = ticker
        ticker?.start()
        ticker = nil
        for frame in 1...3 {
            clock.advance(to: Double(frame) / 60)
            FrameCycle.run(windows: [])
        }
        XCTAssertNotNil(weakTicker, "R245: the scheduled link keeps its target alive")
        XCTAssertEqual(weakTicker?.ticks.count, 3)
        XCTAssertEqual(weakTicker?.ticks.last ?? 0, 3.0 / 60, accuracy: 1e-9)
        let link = weakTicker?.link
        weakTicker?.stop()
        weakTicker?.link = nil
        XCTAssertNil(weakTicker, "invalidated, the link lets its target go")
        link?.add(to: .main, forMode: .common)
        XCTAssertFalse(CADisplayLink.wantsFrames, "an invalidated link cannot be scheduled again")
    }
}
